import ArcadeTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What a hostile user or a broken terminal sends, through the real binary in a real terminal:
/// the arcade keeps running and answering, and every way out still restores the terminal.
/// Time bounds are hang detectors (generous), not performance assertions.
@Suite("End to end: hostile input", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndHostileInputTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  /// A game running with its hint bar shown, in a session of its own.
  private func runningGame(_ game: String) async throws -> TmuxSession {
    let data = try TemporaryFolder()
    let s = try await TmuxSession("env XDG_DATA_HOME=\(data.path) \(arcade) play \(game) --seed 3")
    await #expect(s.waitFor("Play").ok, "no title card:\n\(s.screen())")
    s.keys("Enter")
    await #expect(s.waitFor("p pause").ok, "the game did not open:\n\(s.screen())")
    return s
  }

  /// The game still answers keys: `p` opens the pause box.
  private func expectAnswersKeys(_ s: TmuxSession, _ comment: Comment) async {
    s.keys("p")
    let paused = await s.waitFor("paused")
    #expect(paused.ok, "\(comment): p did not pause:\n\(paused.screen)")
  }

  @Test(
    "keys and clicks no screen uses (PgDn, Home, End, PgUp, Ins, Del, F13, Shift and Ctrl arrows, middle and right clicks) never end the menu"
  )
  func unmappedKeysInTheMenu() async throws {
    let s = try await TmuxSession(arcade)
    await #expect(s.waitFor("Best scores").ok)
    for _ in 0..<3 { s.keys("PageDown") }
    s.keys("Home", "End", "PageUp", "IC", "DC", "S-Up", "C-Left", "S-Right")
    // F13 (tmux has no name for it): as xterm sends it, and as Shift+F1.
    s.literal("\u{1B}[25~")
    s.literal("\u{1B}[1;2P")
    for button in [1, 2] {
      for _ in 0..<3 {
        s.literal("\u{1B}[<\(button);10;10M")
        s.literal("\u{1B}[<\(button);10;10m")
      }
    }
    s.keys("q")
    await #expect(s.exitCode() == 0, "the menu did not quit with q:\n\(s.screen())")
    #expect(!s.screen().contains("input closed"))
    s.expectRestored("unmapped keys, then q")
  }

  @Test(
    "mid-game, unmapped keys and mouse reports with huge, negative or cut-off fields change nothing; the game goes on")
  func hostileReportsMidGame() async throws {
    let s = try await runningGame("frog")
    for _ in 0..<3 { s.keys("PageDown") }
    s.literal("\u{1B}[<0;1000000000;5M")
    s.literal("\u{1B}[<0;2147483648;2147483648M")
    s.literal("\u{1B}[<0;-5;5M")
    s.literal("\u{1B}[<-1;5;5M")
    for cut in ["\u{1B}[<", "\u{1B}[<0", "\u{1B}[<0;5"] {
      let before = Self.clock(s.screen())
      s.literal(cut)
      // The game's clock goes on, and by the next second the cut-off report was given up (after the
      // escape delay): the next key is a key again.
      await #expect(s.waitFor { Self.clock($0) != before }.ok, "the game stopped after \(cut.debugDescription)")
      await expectAnswersKeys(s, "after \(cut.debugDescription)")
      s.keys("p")
      await #expect(s.waitFor { !$0.contains("paused") }.ok)
    }
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
    s.expectRestored("hostile mouse reports, then Ctrl-C")
  }

  @Test(
    "Ctrl-S (0x13, XOFF) mid-game, typed or pasted among other text, freezes nothing: the clock moves on, keys answer, flow control is back after"
  )
  func ctrlSIsAKeyNotFlowControl() async throws {
    let s = try await runningGame("frog")
    await #expect(s.ttyMode("ixon") == false, "XON/XOFF flow control is on while the arcade owns the terminal")
    s.bytes([0x13])
    s.literal("zz\u{13}zz\u{13}")
    let before = Self.clock(s.screen())
    await #expect(s.waitFor { Self.clock($0) != before }.ok, "the output stopped after Ctrl-S:\n\(s.screen())")
    await expectAnswersKeys(s, "after Ctrl-S")
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
    s.expectRestored("Ctrl-S, then Ctrl-C")
  }

  @Test("a cut-off mouse report does not hold back signals: SIGTERM right after it exits 143 and restores")
  func signalAfterCutOffReport() async throws {
    let s = try await runningGame("frog")
    s.literal("\u{1B}[<0;5")
    let pid = try #require(await s.programPID())
    kill(pid, SIGTERM)
    await #expect(s.exitCode() == 143)
    s.expectRestored("SIGTERM after a cut-off report")
  }

  @Test("Ctrl-\\ (SIGQUIT) mid-game ends the arcade cleanly: exit 131, no crash report, the terminal restored")
  func sigquit() async throws {
    let s = try await runningGame("heli")
    s.keys("C-\\")
    await #expect(s.exitCode() == 131)
    let screen = s.screen()
    #expect(!screen.contains("Crash") && !screen.contains("Backtrace"), "a crash report:\n\(screen)")
    s.expectRestored("SIGQUIT")
  }

  @Test(
    "LINES or COLUMNS the arcade cannot draw: one line naming the variable, exit 2",
    arguments: ["LINES=32768", "COLUMNS=0", "LINES=abc"])
  func badSizeVariables(setting: String) async throws {
    let s = try await TmuxSession("env \(setting) \(arcade)")
    await #expect(s.exitCode() == 2)
    let name = String(setting.prefix { $0 != "=" })
    #expect(s.screen().contains("arcade: \(setting) is not a screen size"), "\(s.screen())")
    #expect(s.screen().contains("unset \(name)"))
  }

  @Test("a window of 65535x65535, at start and as a resize, is capped: the arcade answers SIGTERM and stays small")
  func hugeWindow() async throws {
    let terminal = try PseudoTerminal()
    try terminal.setSize(columns: 65535, rows: 65535)
    let folder = try TemporaryFolder()
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["XDG_DATA_HOME"] = folder.path
    environment.removeValue(forKey: "LINES")
    environment.removeValue(forKey: "COLUMNS")
    let pid = try EndToEnd.spawn(
      arcade, [], stdin: terminal.slavePath, stdout: terminal.slavePath, stderr: folder.path + "/stderr",
      environment: environment)
    var seen = ""
    await #expect(Self.until(timeout: 20, draining: terminal, into: &seen) { $0.contains("Best scores") }, "no menu")
    try terminal.setSize(columns: 65535, rows: 65535)
    try terminal.setSize(columns: 65000, rows: 65000)
    kill(pid, SIGWINCH)
    _ = await Self.until(timeout: 0.5, draining: terminal, into: &seen) { _ in false }
    let peak = EndToEnd.peakKilobytes(pid) ?? 0
    kill(pid, SIGTERM)
    var status: Int32 = 0
    var reaped: pid_t = 0
    _ = await Self.until(timeout: 20, draining: terminal, into: &seen) { _ in
      reaped = waitpid(pid, &status, WNOHANG)
      return reaped == pid
    }
    if reaped != pid {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
    }
    #expect(reaped == pid, "still running after SIGTERM")
    #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 143, "status \(status)")
    // At the capped 400x121 the arcade takes about 30 MB (at 65535x65535, 10.8 GB).
    #expect(peak > 0 && peak < 128_000, "peak memory \(peak) kB")
  }

  /// The frog's play time, as its top line shows it ("TIME 0:08").
  static func clock(_ screen: String) -> Substring? {
    guard let range = screen.range(of: "TIME ") else { return nil }
    return screen[range.upperBound...].prefix { $0 != " " }
  }

  /// Drains the terminal (a full-screen program blocks when nobody reads it) until `done` or the deadline.
  static func until(
    timeout: Double, draining terminal: PseudoTerminal, into seen: inout String, _ done: (String) -> Bool
  ) async -> Bool {
    await EndToEnd.eventually(timeout: timeout, every: 0.01) {
      seen = String((seen + terminal.drain()).suffix(100_000))
      return done(seen)
    }
  }
}
