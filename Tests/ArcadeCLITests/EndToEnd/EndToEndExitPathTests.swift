import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The exit paths the tmux suite does not reach by keys or signals: the terminal's input closing
/// mid-game (the error thrown from the game loop), the whole terminal going away, and a fault.
/// Time bounds here are hang detectors (generous), not performance assertions.
@Suite(
  "End to end: input closed, terminal gone, fault", .serialized, .ownThreads,
  .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndExitPathTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"
  /// A program that has not ended this long after its way out is hung.
  static let hangBound = 10.0

  static func verify(_ tape: String, _ arcade: String) async throws {
    let verify = try await EndToEnd.run(arcade, ["verify", tape])
    #expect(verify.status == 0, "\(tape) does not verify: \(verify.stdout) \(verify.stderr)")
  }

  @Test(
    "mid-game the keyboard's side of the terminal closes: the loop throws, exit 2 within the hang bound, stty, screen, cursor, mouse and the kitty protocol restored, the tape kept"
  )
  func inputClosesMidGame() async throws {
    let data = try TemporaryFolder()
    // The arcade draws in the tmux pane but reads its keys from a terminal of ours, which we then close.
    let keyboard = try PseudoTerminal()
    // Hundreds reads holds: it asks for the kitty keyboard protocol (`CSI ? u`, then `CSI c`). The answers
    // are typed ahead, so this terminal "speaks" kitty and the protocol is pushed for the game.
    keyboard.type("\u{1B}[?1u\u{1B}[?62;22c")
    let s = try await TmuxSession(
      "env XDG_DATA_HOME=\(data.path) \(arcade) play hundreds --seed 4 < \(keyboard.slavePath)")
    try s.captureOutput()
    await #expect(s.waitFor("Play").ok, "no title card:\n\(s.screen())")
    #expect(s.screen().contains("this terminal reports key"), "the title card names the kitty hold method")
    keyboard.type("\r")
    #expect(await s.waitUntilPlaying(), "one Enter and the game runs:\n\(s.screen())")
    let during = TerminalModes(from: s.output)
    #expect(during.kittyPushes >= 1 && during.kittyDepth == 1, "kitty protocol not on mid-game: \(during)")

    keyboard.hangUp()
    let code = await s.exitCode(timeout: Self.hangBound)
    #expect(
      code == 2,
      "exit code \(code.map(String.init) ?? "none: still running \(Self.hangBound) s after its input closed")")
    s.expectRestored("the input closing mid-game")
    // pipe-pane copies asynchronously: give it a moment to catch up with the last bytes.
    var after = TerminalModes(from: s.output)
    await EndToEnd.eventually(timeout: 2) {
      after = TerminalModes(from: s.output)
      return after.restored
    }
    #expect(after.restored, "modes left on: \(after)")
    let tape = data.path + "/arcade/tapes/hundreds-last.tape"
    #expect(s.standardError.contains("arcade: the terminal's input closed; quitting"), "\(s.standardError)")
    #expect(s.standardError.contains("last hundreds tape saved: \(tape)"), "\(s.standardError)")
    try await Self.verify(tape, arcade)
  }

  @Test(
    "mid-game the whole terminal goes away (no SIGHUP: not the controlling terminal): exit 2 within the hang bound, the reason on stderr, the tape kept"
  )
  func terminalGoneMidGame() async throws {
    let terminal = try PseudoTerminal()
    let data = try TemporaryFolder()
    let errors = data.path + "/stderr"
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "TMUX")
    environment.merge(["TERM": "xterm-256color", "XDG_DATA_HOME": data.path, "LINES": "24", "COLUMNS": "80"]) { $1 }
    let pid = try EndToEnd.spawn(
      arcade, ["play", "frog", "--seed", "2"], stdin: terminal.slavePath, stdout: terminal.slavePath,
      stderr: errors, environment: environment)
    var shown = ""
    func waitFor(_ text: String) async -> Bool {
      await EndToEnd.eventually(timeout: 8) {
        shown += terminal.drain()
        return shown.contains(text)
      }
    }
    #expect(await waitFor("Play"), "no title card")
    terminal.type("\r")
    // The game's first frame at 80x24 is under 5,000 bytes (the title card already said "help", so no text
    // tells the game apart); output past twice that is later frames, which come only as the round ticks, so
    // it has a tape to keep.
    let opened = shown.count
    await EndToEnd.eventually(timeout: 8) {
      shown += terminal.drain()
      return shown.count > opened + 10_000
    }
    #expect(shown.count > opened + 10_000, "the game is not running")
    #expect(TerminalModes(from: shown).alternateScreen, "it was drawing full-screen")

    terminal.hangUp()
    let code = await EndToEnd.wait(pid, timeout: Self.hangBound)
    #expect(
      code == 2,
      "exit code \(code.map(String.init) ?? "none: still running \(Self.hangBound) s after its terminal went away")")
    let stderr = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    let tape = data.path + "/arcade/tapes/frog-last.tape"
    #expect(stderr.contains("arcade: the terminal's input closed; quitting"), "\(stderr)")
    #expect(stderr.contains("last frog tape saved: \(tape)"), "\(stderr)")
    try await Self.verify(tape, arcade)
  }

  @Test(
    "a fault mid-game (SIGSEGV, SIGABRT): the crash net gives the terminal back, then the process dies of it",
    arguments: [SIGSEGV, SIGABRT])
  func fault(signal: Int32) async throws {
    let s = try await TmuxSession("\(arcade) play frog")
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    await #expect(s.waitFor("p pause").ok)
    let pid = try #require(await s.programPID())
    kill(pid, signal)
    // Swift's backtracer then prints the crash on the (restored) main screen and, on a terminal,
    // waits up to 30 s for a key: press one.
    var code: Int32? = nil
    let deadline = Date().addingTimeInterval(Self.hangBound)
    while code == nil && Date() < deadline {
      if s.screen().contains("any other key to quit") { s.keys("q") }
      code = await s.exitCode(timeout: 0.2)
    }
    #expect(code == 128 + signal, "exit code \(code.map(String.init) ?? "none")")
    s.expectRestored("a fault (signal \(signal))")
  }

  /// How a kitty-protocol game is left, for the test below.
  enum KittyExit: String, CaseIterable, Sendable {
    case quitKey, ctrlCKey, sigterm, sighup, gameEnd
  }

  @Test(
    "with the kitty keyboard protocol on, every way out pops it: q, Ctrl-C (a key under kitty), SIGTERM, SIGHUP, the end of a game",
    arguments: KittyExit.allCases)
  func kittyPopped(exit: KittyExit) async throws {
    let keyboard = try PseudoTerminal()
    keyboard.type("\u{1B}[?1u\u{1B}[?62;22c")  // this "terminal" speaks kitty (see inputClosesMidGame)
    // Untouched, hundreds goes on (mid-game exits); the helicopter, once it took off, falls within a second or
    // two (game end).
    let game = exit == .gameEnd ? "heli" : "hundreds"
    let s = try await TmuxSession("\(arcade) play \(game) --seed 4 < \(keyboard.slavePath)")
    try s.captureOutput()
    await #expect(s.waitFor("this terminal reports key").ok, "no kitty title card:\n\(s.screen())")
    keyboard.type("\r")
    if game == "heli" {
      await #expect(s.waitFor("to take off").ok, "the helicopter does not wait for its first press:\n\(s.screen())")
      keyboard.type(" ")
    }
    // Under way (at tick 0, q would leave at once without asking).
    #expect(await s.waitUntilPlaying(), "the game did not start:\n\(s.screen())")
    let during = TerminalModes(from: s.output)
    #expect(during.kittyPushes >= 1 && during.kittyDepth == 1, "kitty protocol not on mid-game: \(during)")
    let expected: Int32
    switch exit {
    case .quitKey:
      keyboard.type("q")
      await #expect(s.waitFor("Leave this game?").ok)
      keyboard.type("y")
      expected = 0
    case .ctrlCKey:
      keyboard.type("\u{03}")  // a raw terminal, as under kitty: Ctrl-C arrives as a key, not SIGINT
      expected = 130
    case .sigterm, .sighup:
      let signal = exit == .sigterm ? SIGTERM : SIGHUP
      kill(try #require(await s.programPID()), signal)
      expected = 128 + signal
    case .gameEnd:
      await #expect(s.waitFor(timeout: 15) { $0.contains("Game over") }.ok, "no end alert:\n\(s.screen())")
      keyboard.type("q")
      expected = 0
    }
    let code = await s.exitCode(timeout: Self.hangBound)
    #expect(code == expected, "exit code \(code.map(String.init) ?? "none")")
    s.expectRestored("leaving by \(exit) with the kitty protocol on")
    var after = TerminalModes(from: s.output)
    await EndToEnd.eventually(timeout: 2) {
      after = TerminalModes(from: s.output)
      return after.restored
    }
    #expect(after.restored, "modes left on after \(exit): \(after)")
  }

  @Test(
    "after shrinking to 10x5 and growing to 120x40, the arcade clears and redraws the whole frame (checked on its own bytes, not tmux's screen)"
  )
  func redrawAfterShrinking() async throws {
    let terminal = try PseudoTerminal()
    let data = try TemporaryFolder()
    func resize(_ columns: Int, _ rows: Int) async throws {
      let r = try await EndToEnd.run("/bin/stty", ["-F", terminal.slavePath, "rows", "\(rows)", "cols", "\(columns)"])
      #expect(r.status == 0, "\(r.stderr)")
    }
    try await resize(120, 40)
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "TMUX")
    environment.removeValue(forKey: "LINES")
    environment.removeValue(forKey: "COLUMNS")
    environment.merge(["TERM": "xterm-256color", "XDG_DATA_HOME": data.path]) { $1 }
    let pid = try EndToEnd.spawn(
      arcade, ["play", "frog", "--seed", "5"], stdin: terminal.slavePath, stdout: terminal.slavePath,
      stderr: data.path + "/stderr", environment: environment)
    defer {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
    var shown = ""
    func waitFor(_ text: String) async -> Bool {
      await EndToEnd.eventually(timeout: 8) {
        shown += terminal.drain()
        return shown.contains(text)
      }
    }
    #expect(await waitFor("Play"))
    terminal.type("\r")
    #expect(await waitFor("help"))
    // The pty is not the arcade's controlling terminal, so the kernel sends no SIGWINCH: send it as it would.
    try await resize(10, 5)
    kill(pid, SIGWINCH)
    #expect(await waitFor("needs"), "no size notice at 10x5")
    shown = ""
    try await resize(120, 40)
    kill(pid, SIGWINCH)
    #expect(await waitFor("plays on"), "no redraw at 120x40")
    // Everything after the last clear: the static rows of the scenery (bays, median) are written
    // whole, exactly once, as in the game's own canvas.
    let entry = try #require(Catalog.entry(id: "frog"))
    // The game draws for the room the screen leaves it (120x40 less the hint bar).
    let size = try #require(entry.info.canvasSize(fitting: CanvasSize(columns: 120, rows: 39)))
    var canvas = Canvas(size: size)
    entry.make(try entry.info.parameters.values(from: []), 5).draw(into: &canvas)
    let picture = canvas.render()
    let glyphs = ["▓", "░"]
    let expected = glyphs.map { glyph in picture.filter { String($0) == glyph }.count }
    var redraw = ""
    var written = [0, 0]
    // The redraw's bytes may still be on their way: read until they are all there, or a deadline.
    await EndToEnd.eventually(timeout: 8) {
      shown += terminal.drain()
      let clear = ["\u{1B}[H\u{1B}[2J", "\u{1B}[H\u{1B}[J"].compactMap { shown.range(of: $0, options: .backwards) }
        .max { $0.lowerBound < $1.lowerBound }
      redraw = clear.map { String(shown[$0.upperBound...]) } ?? ""
      written = glyphs.map { glyph in redraw.filter { String($0) == glyph }.count }
      return written == expected && redraw.contains("p or space plays on")
    }
    #expect(!redraw.isEmpty, "no full clear after growing")
    #expect(expected.allSatisfy { $0 > 0 } && written == expected, "\(written) written, the canvas has \(expected)")
    #expect(redraw.contains("p or space plays on"), "the bar is redrawn, waiting to play on")
  }
}
