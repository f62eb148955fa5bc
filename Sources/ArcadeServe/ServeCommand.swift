import ArcadeBoard
import ArcadeCLI
import ArcadeStorage
import Foundation
import Glibc

/// `arcade serve [--listen ADDRESS:PORT] [--database sqlite:PATH | postgres://...] [--threads N] [--rate N]
/// [--token-rate N] [--open-runs N]`: the daily board (ArcadeBoard) until SIGTERM or Ctrl-C, which let the requests in flight
/// finish. The database URL may come from ARCADE_BOARD_DATABASE instead, so a password stays out of `ps`.
public enum ServeCommand {
  static let databaseVariable = "ARCADE_BOARD_DATABASE"

  package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    var settings = BoardServer.Settings(database: try database(parsed, context))
    (settings.address, settings.port) = try listen(parsed.value(of: .listen) ?? "127.0.0.1:8470")
    settings.threads = UInt32(try number(parsed, .threads, default: 4, in: 1...64))
    settings.perAddress = try number(parsed, .rate, default: settings.perAddress, in: 1...1_000_000)
    settings.perToken = try number(parsed, .tokenRate, default: settings.perToken, in: 1...1_000_000)
    settings.connectionsPerAddress = UInt32(
      try number(parsed, .connections, default: Int(settings.connectionsPerAddress), in: 1...1000))
    settings.openRunsPerAddress = try number(
      parsed, .openRuns, default: settings.openRunsPerAddress, in: 1...1_000_000)
    // The signals that stop the server are taken by this thread alone: the server's threads inherit the mask.
    var stopping = sigset_t()
    sigemptyset(&stopping)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&stopping, signal) }
    pthread_sigmask(SIG_BLOCK, &stopping, nil)
    let server: BoardServer
    do {
      nonisolated(unsafe) let console = context.console
      let lock = NSLock()
      server = try BoardServer(settings, games: context.games) { line in
        lock.lock()
        console.out(line)
        lock.unlock()
      }
    } catch {
      throw CommandError(error.description, status: 1)
    }
    context.console.out(
      "arcade serve: listening on http://\(settings.address):\(server.port) (database \(settings.database.shown)); "
        + "SIGTERM or Ctrl-C stops it")
    var signal: Int32 = 0
    sigwait(&stopping, &signal)
    context.console.out("arcade serve: stopping (signal \(signal)): the requests in flight finish")
    server.stop()
    context.console.out("arcade serve: stopped")
    return 0
  }

  /// `--database`, else ARCADE_BOARD_DATABASE, else `board.sqlite` in the data folder.
  static func database(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> BoardDatabase {
    let text =
      parsed.value(of: .database) ?? context.environment[databaseVariable]
      ?? "sqlite:" + context.storage.directory + "/board.sqlite"
    if text.hasPrefix("sqlite:") {
      let folder = String(text.dropFirst(7)).split(separator: "/", omittingEmptySubsequences: false).dropLast()
        .joined(separator: "/")
      if !folder.isEmpty, Posix.makeFolders(folder) != 0 {
        throw CommandError("--database \(text.printable): cannot make the folder \(folder.printable)")
      }
    }
    do {
      return try BoardDatabase(parsing: text)
    } catch {
      throw CommandError("--database: \(error.description)")
    }
  }

  /// `ADDRESS:PORT` (`:PORT` alone listens on 127.0.0.1; port 0 lets the system choose).
  static func listen(_ text: String) throws(CommandError) -> (String, UInt16) {
    guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]) else {
      throw CommandError("--listen \(text.printable) is not ADDRESS:PORT; e.g. --listen 127.0.0.1:8470")
    }
    let address = String(text[..<colon])
    return (address.isEmpty ? "127.0.0.1" : address, port)
  }

  private static func number(_ parsed: ParsedArguments, _ flag: Flag, default value: Int, in range: ClosedRange<Int>)
    throws(CommandError) -> Int
  {
    let name = flag.rawValue
    guard let text = parsed.value(of: flag) else { return value }
    guard let n = Int(text), range.contains(n) else {
      throw CommandError(
        "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound) (got \(text.printable))")
    }
    return n
  }
}
