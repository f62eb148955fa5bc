import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Why `ServerProcess` could not start: what it printed.
public struct ServerDidNotStart: Error {
  public let lines: [String]
}

/// `arcade serve --listen 127.0.0.1:0 ...` running, its output read line by line.
public final class ServerProcess: @unchecked Sendable {
  public let process = Process()
  public let arguments: [String]
  private let pipe = Pipe()
  /// What the server printed, read by a thread of its own, which signals `readToEnd` at the end of the pipe.
  private final class Output: Sendable {
    let lines = Mutex<[String]>([])
    let readToEnd = DispatchSemaphore(value: 0)
  }
  private let output = Output()
  public private(set) var port: UInt16 = 0

  /// Starts `arcade serve --listen LISTEN EXTRA...` and waits until it says where it listens.
  public init(_ extra: [String], environment: [String: String] = [:], listen: String = "127.0.0.1:0") throws {
    arguments = ["serve", "--listen", listen] + extra
    process.executableURL = URL(fileURLWithPath: ArcadeBinary.path!)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    // A thread of its own reads to the end, so the last lines are in when the process has exited.
    let (reader, output) = (pipe.fileHandleForReading, output)
    Thread.detachNewThread {
      while case let data = reader.availableData, !data.isEmpty {
        let text = String(decoding: data, as: UTF8.self)
        output.lines.withLock { lines in
          // The first piece ends the line the last read cut off (an empty line when it ended with a newline).
          for (i, piece) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if i == 0, !lines.isEmpty { lines[lines.count - 1] += piece } else { lines.append(String(piece)) }
          }
        }
      }
      output.readToEnd.signal()
    }
    guard waitForLine({ $0.hasPrefix("arcade serve: listening on") }),
      let line = lines.first, let colon = line.range(of: "127.0.0.1:"),
      let port = UInt16(line[colon.upperBound...].prefix { $0.isNumber })
    else {
      process.terminate()
      throw ServerDidNotStart(lines: lines)
    }
    self.port = port
  }

  public var lines: [String] { output.lines.withLock { $0.filter { !$0.isEmpty } } }

  /// Waits for a line that `matches` (a generous deadline: a hang detector).
  public func waitForLine(timeout: Double = 20, _ matches: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if lines.contains(where: matches) { return true }
      usleep(10_000)
    }
    return false
  }

  /// Sends the signal and returns the exit status.
  public func stop(_ signal: Int32) -> Int32 {
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    _ = output.readToEnd.wait(timeout: .now() + 20)
    return process.terminationStatus
  }
}
