import ArcadeTestSupport
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `arcade` binary and tmux, for end-to-end tests in a real (pseudo-)terminal.
enum EndToEnd {
  /// `arcade` next to the test bundle (`swift build` and `swift test` build it into the same folder).
  static let arcadePath = ArcadeBinary.path

  static let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  static var available: Bool { arcadePath != nil && tmuxPath != nil }
  static let skipReason: Comment =
    "end-to-end tests need the built arcade binary next to the test bundle (run `swift build` first) and tmux"

  /// Runs a program to its end (killed after `timeout` seconds) and returns its exit code and output.
  /// Spawned with posix_spawn and reaped with waitpid; output goes through files, not pipes, so a
  /// daemon it starts (the tmux server) holds nothing the caller waits on.
  static func run(
    _ path: String, _ arguments: [String], stdinPath: String = "/dev/null", environment: [String: String]? = nil,
    timeout: Double = 20
  ) async throws -> (status: Int32, stdout: String, stderr: String) {
    let output = try OutputFiles()
    let pid = try spawn(
      path, arguments, stdin: stdinPath, stdout: output.out, stderr: output.err, environment: environment)
    return output.read(status: await wait(pid, timeout: timeout))
  }

  /// `run` for a program that ends at once (a tmux command), waited for without giving the thread up.
  static func runBriefly(_ path: String, _ arguments: [String], environment: [String: String]) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let output = try OutputFiles()
    let pid = try spawn(
      path, arguments, stdin: "/dev/null", stdout: output.out, stderr: output.err, environment: environment)
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    return output.read(status: exitCode(status))
  }

  /// A program's standard output and error, in files of a folder of its own, removed once read.
  private struct OutputFiles {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-e2e-run-\(UUID().uuidString)")
    var out: String { folder.appendingPathComponent("out").path }
    var err: String { folder.appendingPathComponent("err").path }

    init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

    func read(status: Int32?) -> (status: Int32, stdout: String, stderr: String) {
      defer { try? FileManager.default.removeItem(at: folder) }
      let o = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
      let e = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
      return (status ?? 128 + SIGKILL, o, e)
    }
  }

  /// Starts a program with its three standard descriptors opened on the given paths (stdout and
  /// stderr files are created; a terminal's path is opened as it is) and returns its pid.
  static func spawn(
    _ path: String, _ arguments: [String], stdin: String, stdout: String, stderr: String,
    environment: [String: String]? = nil
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY | O_NOCTTY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_NOCTTY | O_APPEND, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_NOCTTY | O_APPEND, 0o600)
    let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    let argv = [path] + arguments
    var cArgs = argv.map { strdup($0) } + [nil]
    var cEnv = env.map { strdup($0) } + [nil]
    defer {
      cArgs.forEach { free($0) }
      cEnv.forEach { free($0) }
    }
    // Test threads block most signals, and a child inherits that mask: give it a clean one, with
    // default actions, as a shell would (else tmux and the arcade under test run with signals blocked).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, path, &actions, &attributes, &cArgs, &cEnv)
    guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
    return pid
  }

  /// Polls `condition` until it holds or `timeout` seconds pass; returns whether it held. The one
  /// place the tests pause: every wait is for a condition, with a generous deadline. Between polls the
  /// test gives its thread back, so the other tests run meanwhile.
  @discardableResult
  static func eventually(timeout: Double, every interval: Double = 0.05, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      guard Date() < deadline else { return false }
      try? await Task.sleep(nanoseconds: UInt64(interval * 1e9))
    }
    return true
  }

  /// Waits for a spawned program's exit code (128+N after signal N); nil, after killing it, when it
  /// has not ended within `timeout` seconds (a hang).
  static func wait(_ pid: pid_t, timeout: Double) async -> Int32? {
    var status: Int32 = 0
    guard await eventually(timeout: timeout, every: 0.005, { waitpid(pid, &status, WNOHANG) != 0 }) else {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
      return nil
    }
    return exitCode(status)
  }

  /// A wait status as a shell gives it: the exit code, or 128+N after signal N.
  static func exitCode(_ status: Int32) -> Int32 {
    (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}

/// A detached tmux session on a private server, running one command in a shell wrapper that records
/// `stty -g` before and after it, and its exit code. Polls with deadlines rather than fixed sleeps.
final class TmuxSession {
  let socket: String
  let folder: URL
  private static let counter = Atomic(0)

  /// `command` is run by bash inside the session; `interactive` starts a plain interactive bash instead
  /// (for job control: Ctrl-Z and fg) and the command is typed into it.
  init(_ command: String, columns: Int = 80, rows: Int = 24, term: String? = nil, interactive: Bool = false)
    async throws
  {
    socket = "arcade-e2e-\(getpid())-\(Self.counter.add(1, ordering: .relaxed).newValue)"
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let f = folder.path
    let termSetting = term.map { "export TERM=\($0); " } ?? ""
    let wrapped =
      "\(termSetting)stty -g > \(f)/before; { \(command); } 2> >(tee -i \(f)/stderr >&2); "
      + "echo $? > \(f)/rc.tmp; stty -g > \(f)/after; mv \(f)/rc.tmp \(f)/rc"
    if interactive {
      try tmux(["new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)", "bash --norc --noprofile -i"])
      // The shell is ready when its prompt shows.
      await EndToEnd.eventually(timeout: 8) { !screen().trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
      // Job control: the command runs alone, so a stop does not run the rest of a list;
      // `resumeJob()` types the `fg` that records the exit code and stty afterwards.
      try tmux(["send-keys", "-t", "main", "-l", "\(termSetting)stty -g > \(f)/before; \(command)"])
      try tmux(["send-keys", "-t", "main", "Enter"])
    } else {
      let script = folder.appendingPathComponent("run.sh")
      try (wrapped + "; sleep 600\n").write(to: script, atomically: true, encoding: .utf8)
      try tmux(["new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)", "bash \(script.path)"])
    }
  }

  deinit {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(at: folder)
    // tmux can leave its socket file behind; it is ours alone, so remove it.
    let tmp = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    try? FileManager.default.removeItem(atPath: "\(tmp)/tmux-\(getuid())/\(socket)")
  }

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let r = try EndToEnd.runBriefly(
      EndToEnd.tmuxPath!, ["-L", socket, "-f", "/dev/null"] + arguments, environment: tmuxEnvironment)
    return r.stdout
  }

  private var tmuxEnvironment: [String: String] {
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "TMUX")
    env["TERM"] = env["TERM"].flatMap { $0.isEmpty || $0 == "dumb" ? nil : $0 } ?? "xterm-256color"
    return env
  }

  /// Starts copying everything the program writes to the pane into a file (`output`), to check
  /// modes tmux does not report (the kitty keyboard protocol).
  func captureOutput() throws {
    try tmux(["pipe-pane", "-o", "-t", "main", "cat >> \(folder.path)/output"])
  }

  /// What the program wrote to the pane since `captureOutput()`.
  var output: String {
    (try? String(contentsOf: folder.appendingPathComponent("output"), encoding: .utf8)) ?? ""
  }

  func screen() -> String { (try? tmux(["capture-pane", "-p", "-t", "main"])) ?? "" }

  func keys(_ keys: String...) { _ = try? tmux(["send-keys", "-t", "main"] + keys) }
  func literal(_ text: String) { _ = try? tmux(["send-keys", "-t", "main", "-l", text]) }
  func bytes(_ bytes: [UInt8]) {
    _ = try? tmux(["send-keys", "-t", "main", "-H"] + bytes.map { String($0, radix: 16) })
  }
  func resize(_ columns: Int, _ rows: Int) {
    _ = try? tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// In an interactive session: `fg` the stopped job, then record its exit code and stty.
  func resumeJob() {
    let f = folder.path
    literal("fg; echo $? > \(f)/rc.tmp; stty -g > \(f)/after; mv \(f)/rc.tmp \(f)/rc")
    keys("Enter")
  }

  /// A tmux format value of the pane, e.g. "alternate_on", "mouse_button_flag", "cursor_flag".
  func flag(_ name: String) -> String {
    ((try? tmux(["display-message", "-p", "-t", "main", "#{\(name)}"])) ?? "").trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Polls until the condition holds on the screen or the deadline passes; returns the last screen.
  @discardableResult
  func waitFor(timeout: Double = 8, _ condition: (String) -> Bool) async -> (ok: Bool, screen: String) {
    var last = ""
    let ok = await EndToEnd.eventually(timeout: timeout) {
      last = screen()
      return condition(last)
    }
    return (ok, last)
  }

  func waitFor(_ text: String, timeout: Double = 8) async -> (ok: Bool, screen: String) {
    await waitFor(timeout: timeout) { $0.contains(text) }
  }

  /// Waits until the game is under way: the hint bar is up and the picture has moved since it came.
  @discardableResult
  func waitUntilPlaying(timeout: Double = 8) async -> Bool {
    let bar = await waitFor(timeout: timeout) { $0.contains("p pause") || $0.contains("? help") }
    guard bar.ok else { return false }
    return await waitFor(timeout: timeout) { $0 != bar.screen }.ok
  }

  /// Polls the colored capture until it shows the condition and stays the same between two polls
  /// (a whole frame has arrived and nothing moves); returns the last capture.
  func steadyCapture(timeout: Double = 8, _ condition: (String) -> Bool) async -> (ok: Bool, capture: String) {
    var last = ""
    let ok = await EndToEnd.eventually(timeout: timeout, every: 0.1) {
      let capture = (try? tmux(["capture-pane", "-p", "-e", "-t", "main"])) ?? ""
      defer { last = capture }
      return capture == last && condition(capture)
    }
    return (ok, last)
  }

  /// The command's exit code once it ended (nil if it did not within the timeout).
  func exitCode(timeout: Double = 8) async -> Int32? {
    let rc = folder.appendingPathComponent("rc")
    var text: String? = nil
    await EndToEnd.eventually(timeout: timeout) {
      text = try? String(contentsOf: rc, encoding: .utf8)
      return text != nil
    }
    return text.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// What the command wrote on stderr (also shown in the pane).
  var standardError: String {
    (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
  }

  var sttyBefore: String? { try? String(contentsOf: folder.appendingPathComponent("before"), encoding: .utf8) }
  var sttyAfter: String? { try? String(contentsOf: folder.appendingPathComponent("after"), encoding: .utf8) }

  /// Whether one of stty's modes (`opost`, `ixon`, ...) is on in the pane's tty, read from outside
  /// while the program runs.
  func ttyMode(_ name: String) async -> Bool? {
    let tty = flag("pane_tty")
    guard !tty.isEmpty, let r = try? await EndToEnd.run("/usr/bin/stty", ["-a", "-F", tty]) else { return nil }
    let words = r.stdout.split(whereSeparator: \.isWhitespace)
    return words.contains(Substring(name)) ? true : words.contains(Substring("-" + name)) ? false : nil
  }

  /// The pid of the program running in the pane's shell (the arcade), for sending it signals.
  func programPID(named name: String = "arcade") async -> Int32? {
    guard let shell = Int32(flag("pane_pid")) else { return nil }
    let r = try? await EndToEnd.run("/usr/bin/pgrep", ["-P", "\(shell)", "-x", name])
    return r.flatMap { Int32($0.stdout.split(separator: "\n").first ?? "") }
  }

  /// After the program ended: terminal modes back as they were (stty, cursor, main screen, mouse off).
  func expectRestored(_ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      sttyBefore != nil && sttyBefore == sttyAfter, "stty -g differs after \(comment)", sourceLocation: sourceLocation)
    #expect(flag("alternate_on") == "0", "alternate screen still on after \(comment)", sourceLocation: sourceLocation)
    #expect(flag("cursor_flag") == "1", "cursor hidden after \(comment)", sourceLocation: sourceLocation)
    #expect(flag("mouse_any_flag") == "0", "mouse tracking left on after \(comment)", sourceLocation: sourceLocation)
    #expect(flag("mouse_button_flag") == "0", "drag tracking left on after \(comment)", sourceLocation: sourceLocation)
    #expect(flag("mouse_sgr_flag") == "0", "SGR mouse left on after \(comment)", sourceLocation: sourceLocation)
  }
}

extension EndToEnd {
  /// A running process's peak resident memory so far, in kilobytes (VmHWM of /proc/PID/status); nil once it has
  /// ended. (A child's rusage would count the test's own memory: spawned children share it until they exec.)
  static func peakKilobytes(_ pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }
}

extension EndToEnd {
  /// What a process of the arcade did, and its peak resident memory in KB.
  struct MeasuredRun {
    let status: Int32
    let out: String
    let err: String
    let peakKB: Int
  }

  /// A bound on the arcade's peak memory in any command: alone it peaks at 20–70 MB (more of its libraries' pages are
  /// counted when other processes keep them cached); holding a 4 MB tape of blank lines took over 300 MB, and a
  /// board's answer read whole took gigabytes.
  static let memoryBoundKB = 128 * 1024

  /// Runs the arcade to its end, its output in files of `folder`, reading its peak memory as it runs.
  static func runMeasured(
    _ arcade: String, _ arguments: [String], environment: [String: String]? = nil, in folder: TemporaryFolder
  ) async throws -> MeasuredRun {
    let name = UUID().uuidString
    let (out, err) = (folder.path + "/\(name).out", folder.path + "/\(name).err")
    let pid = try spawn(arcade, arguments, stdin: "/dev/null", stdout: out, stderr: err, environment: environment)
    var status: Int32 = 0
    var peak = 0
    // A hang detector, not a speed bound. VmHWM never falls, so the last reading before the end is the peak; the
    // maximum of all readings once gave 196 MB, more than all the arcade's mappings (120 MB): a stray reading.
    let ended = await eventually(timeout: 120, every: 0.005) {
      peak = peakKilobytes(pid) ?? peak
      return waitpid(pid, &status, WNOHANG) != 0
    }
    if !ended {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
      Issue.record("arcade \(arguments) did not end")
    }
    return MeasuredRun(status: exitCode(status), out: folder.read(out) ?? "", err: folder.read(err) ?? "", peakKB: peak)
  }
}
