import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A private PulseAudio server with one null sink, and a recorder of what plays into it, for the
/// end-to-end sound test. Its socket, runtime folder and cookie live in a temporary folder, so it
/// touches no user session; it runs as root too (CI does).
final class SoundServer {
  static let pulseaudioPath = tool("pulseaudio")
  static let parecPath = tool("parec")
  static let pactlPath = tool("pactl")
  static var available: Bool { pulseaudioPath != nil && parecPath != nil && pactlPath != nil }
  /// In CI the test must run: `.ci/run` installs the server.
  static var required: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
  static let sink = "arcade_test"
  static let sampleRate = 44_100

  let folder: URL
  let pid: pid_t
  private var recorder: pid_t? = nil

  /// `unix:PATH` of the server's socket, for `PULSE_SERVER`.
  var address: String { "unix:\(folder.path)/native" }
  /// The environment a client of this server needs (and its cookie kept in the folder).
  var clientEnvironment: [String: String] {
    ["PULSE_SERVER": address, "PULSE_COOKIE": folder.appendingPathComponent("cookie").path]
  }
  var recording: URL { folder.appendingPathComponent("recording.raw") }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-sound-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var env = ProcessInfo.processInfo.environment
    env["HOME"] = folder.path
    env["PULSE_RUNTIME_PATH"] = folder.appendingPathComponent("run").path
    env.removeValue(forKey: "PULSE_SERVER")
    pid = try EndToEnd.spawn(
      Self.pulseaudioPath!,
      [
        "--daemonize=no", "-n", "--exit-idle-time=-1", "--use-pid-file=no", "--disable-shm=yes",
        "--realtime=no", "--high-priority=no", "--log-target=stderr",
        "--load=module-native-protocol-unix socket=\(folder.path)/native auth-anonymous=1",
        "--load=module-null-sink sink_name=\(Self.sink) rate=\(Self.sampleRate)",
      ], stdin: "/dev/null", stdout: folder.appendingPathComponent("server.out").path,
      stderr: folder.appendingPathComponent("server.err").path, environment: env)
  }

  deinit {
    if let recorder { stop(recorder) }
    stop(pid)
    try? FileManager.default.removeItem(at: folder)
  }

  /// What the server said, for a failure's message.
  var log: String { (try? String(contentsOf: folder.appendingPathComponent("server.err"), encoding: .utf8)) ?? "" }

  /// Waits until clients can connect (the server answers `pactl info`).
  func waitUntilReady(timeout: Double = 20) async -> Bool {
    await poll(timeout) { ((try? self.pactl(["info"])) ?? "").contains("Server Name") }
  }

  /// Starts recording the sink's monitor as raw mono 16-bit samples, and waits until it records.
  func startRecording(timeout: Double = 20) async throws -> Bool {
    recorder = try EndToEnd.spawn(
      Self.parecPath!,
      [
        "--server=\(address)", "--device=\(Self.sink).monitor", "--raw", "--format=s16le",
        "--rate=\(Self.sampleRate)", "--channels=1", "--latency-msec=20",
      ], stdin: "/dev/null", stdout: recording.path, stderr: folder.appendingPathComponent("parec.err").path,
      environment: ProcessInfo.processInfo.environment.merging(clientEnvironment) { $1 })
    // The monitor's first samples arrive a moment after parec connects: wait until they flow.
    return await poll(timeout) { self.recordedBytes >= Self.sampleRate / 5 }
  }

  private var recordedBytes: Int {
    ((try? FileManager.default.attributesOfItem(atPath: recording.path))?[.size] as? Int) ?? 0
  }

  /// The samples recorded so far.
  func recorded() -> [Int16] {
    guard let data = try? Data(contentsOf: recording) else { return [] }
    return data.withUnsafeBytes { raw in
      (0..<data.count / 2).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
    }
  }

  private func pactl(_ arguments: [String]) throws -> String {
    try EndToEnd.runBriefly(
      Self.pactlPath!, ["--server=\(address)"] + arguments,
      environment: ProcessInfo.processInfo.environment.merging(clientEnvironment) { $1 }
    ).stdout
  }

  private func poll(_ timeout: Double, _ condition: () -> Bool) async -> Bool {
    await EndToEnd.eventually(timeout: timeout, every: 0.1, condition)
  }

  /// A throwaway server or recorder: killed outright, nothing of it is kept.
  private func stop(_ pid: pid_t) {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
  }

  private static func tool(_ name: String) -> String? {
    ["/usr/bin/", "/usr/local/bin/", "/bin/"].map { $0 + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
