import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

/// The arcade in a real terminal (tmux): the menu appears, games start, and every way out gives
/// the terminal back exactly as it was.
@Suite("End to end in tmux", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  @Test("the title menu lists the four games with mouse modes on, and q quits with the terminal restored")
  func menuAndQuit() async throws {
    let s = try await TmuxSession(arcade)
    let shown = await s.waitFor { screen in Catalog.entries.allSatisfy { screen.contains($0.info.title) } }
    #expect(shown.ok, "menu did not appear:\n\(shown.screen)")
    #expect(s.flag("alternate_on") == "1")
    #expect(s.flag("mouse_button_flag") == "1")
    #expect(s.flag("mouse_sgr_flag") == "1")
    #expect(s.flag("cursor_flag") == "0")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    s.expectRestored("quitting from the menu")
  }

  @Test(
    "each menu item answers its number, as the menu says: after the games, the Daily challenge, Watch live, Credits, Best scores, and the last quits"
  )
  func menuNumbers() async throws {
    let data = try TemporaryFolder()
    let s = try await TmuxSession("env XDG_DATA_HOME=\(data.path) \(arcade) --no-attract")
    // The games, then Daily challenge, Watch live, Credits, Best scores and Quit; the first nine items answer their number.
    let games = Catalog.entries.count
    let prompt = "a number (1-\(min(9, games + 5)))"
    await #expect(s.waitFor(prompt).ok, "no menu:\n\(s.screen())")
    for (item, shows) in [
      (1, "each game has one seed"), (2, "No board: join one"), (3, "Corona"), (4, "no scores yet"),
    ] where games + item <= 9 {
      s.keys("\(games + item)")
      await #expect(s.waitFor(shows).ok, "\(games + item) did not open its item:\n\(s.screen())")
      s.keys("Escape")
      await #expect(s.waitFor(prompt).ok, "Esc did not return to the menu:\n\(s.screen())")
    }
    let quit = games + 5 <= 9 ? "\(games + 5)" : "q"
    s.keys(quit)
    await #expect(s.exitCode() == 0, "\(quit) did not quit:\n\(s.screen())")
    s.expectRestored("\(quit) in the menu")
  }

  @Test(
    "a game starts from the menu, and Ctrl-C mid-game exits 130 with stty exactly as before; the tty's output processing is left as it was"
  )
  func gameThenCtrlC() async throws {
    let s = try await TmuxSession(arcade)
    await #expect(s.waitFor(Catalog.entries[0].info.title).ok)
    s.keys("Enter")
    await #expect(s.waitFor("Play").ok, "title card did not appear")
    s.keys("Enter")
    let playing = await s.waitFor("p pause")
    #expect(playing.ok, "hint bar did not appear:\n\(playing.screen)")
    await #expect(s.ttyMode("opost") == true)
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
    s.expectRestored("Ctrl-C mid-game")
  }

  @Test("q mid-game asks first; y leaves with exit 0, the terminal restored and the tape kept")
  func quitMidGame() async throws {
    let data = try TemporaryFolder()
    let s = try await TmuxSession("env XDG_DATA_HOME=\(data.path) \(arcade) play frog --seed 9")
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    #expect(await s.waitUntilPlaying(), "one Enter and the game runs:\n\(s.screen())")
    s.keys("q")
    await #expect(s.waitFor("Leave this game?").ok, "no confirmation:\n\(s.screen())")
    s.keys("y")
    await #expect(s.exitCode() == 0)
    s.expectRestored("quitting mid-game")
    let tape = data.path + "/arcade/tapes/frog-last.tape"
    #expect(s.standardError.contains("last frog tape saved: \(tape)"), "\(s.standardError)")
    let verify = try await EndToEnd.run(arcade, ["verify", tape])
    #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
  }

  @Test("SIGTERM and SIGHUP mid-game: clean shutdown, exit 128+signal, terminal restored", arguments: [15, 1])
  func signals(signal: Int32) async throws {
    let s = try await TmuxSession("\(arcade) play frog")
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    await #expect(s.waitFor("p pause").ok)
    let pid = try #require(await s.programPID())
    kill(pid, signal)
    await #expect(s.exitCode() == 128 + signal)
    s.expectRestored("signal \(signal)")
  }

  @Test("Ctrl-Z gives the terminal back; fg redraws with mouse modes re-sent; Ctrl-C then restores stty")
  func suspendAndResume() async throws {
    let s = try await TmuxSession("\(arcade) play frog", interactive: true)
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    await #expect(s.waitFor("p pause").ok)
    s.keys("C-z")
    await #expect(s.waitFor("Stopped").ok, "not stopped:\n\(s.screen())")
    #expect(s.flag("alternate_on") == "0")
    #expect(s.flag("mouse_any_flag") == "0")
    #expect(s.flag("cursor_flag") == "1")
    s.resumeJob()
    await #expect(s.waitFor("p pause").ok, "no redraw after fg:\n\(s.screen())")
    #expect(s.flag("alternate_on") == "1")
    #expect(s.flag("mouse_button_flag") == "1")
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
    s.expectRestored("Ctrl-Z, fg, Ctrl-C")
  }

  @Test("resizing: too small pauses with the size needed; big enough waits for p or space, then plays on")
  func resize() async throws {
    let s = try await TmuxSession("\(arcade) play frog", columns: 100, rows: 30)
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    await #expect(s.waitFor("p pause").ok)
    s.resize(40, 10)
    // Frog's narrowest canvas (60x17) and its hint bar.
    await #expect(s.waitFor("needs 60x18 (now 40x10)").ok, "no size notice:\n\(s.screen())")
    s.resize(100, 30)
    await #expect(s.waitFor { $0.contains("plays on") && !$0.contains("needs") }.ok, "no prompt:\n\(s.screen())")
    s.keys("Space")
    await #expect(s.waitFor { $0.contains("p pause") && !$0.contains("plays on") }.ok)
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
    s.expectRestored("resizing")
  }

  @Test("a replay plays in the terminal and q leaves with the terminal restored")
  func replay() async throws {
    let repo = GoldenTapeFile.repository
    let tape = repo.appendingPathComponent("Assets/tapes/frog/win.tape").path
    try #require(FileManager.default.fileExists(atPath: tape))
    let s = try await TmuxSession("\(arcade) replay \(tape)")
    await #expect(s.waitFor("Replay: Frog").ok, "no tape header:\n\(s.screen())")
    s.keys("Enter")
    await #expect(s.waitFor("tick").ok)
    s.keys("+", "+", "+", "+")
    await #expect(s.waitFor(timeout: 15) { $0.contains("Replay ended") }.ok, "the replay did not end:\n\(s.screen())")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    s.expectRestored("a replay")
  }

  @Test("mid-replay, p pauses and . then steps exactly one tick")
  func replayAnswersKeysBetweenFrames() async throws {
    let repo = GoldenTapeFile.repository
    let tape = repo.appendingPathComponent("Assets/tapes/frog/demo.tape").path
    let s = try await TmuxSession("\(arcade) replay \(tape)")
    await #expect(s.waitFor("Replay: Frog").ok, "no tape header:\n\(s.screen())")
    s.keys("Enter")
    await #expect(s.waitFor("▶ 1× tick").ok)
    s.keys("p")
    let paused = await s.waitFor(timeout: 5) { $0.contains("II 1× tick") }
    #expect(paused.ok, "p did not pause:\n\(paused.screen)")
    let tick = try #require(Self.tick(paused.screen))
    s.keys(".")
    let stepped = await s.waitFor(timeout: 5) { Self.tick($0) == tick + 1 }
    #expect(stepped.ok, "one step from tick \(tick) did not show tick \(tick + 1):\n\(stepped.screen)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    s.expectRestored("a paused replay")
  }

  /// The tick on a replay's status line ("II 1× tick 120/1926 …").
  static func tick(_ screen: String) -> Int? {
    guard let line = screen.split(separator: "\n").first(where: { $0.contains(" tick ") }) else { return nil }
    let words = line.split(separator: " ")
    guard let i = words.firstIndex(of: "tick"), i + 1 < words.count else { return nil }
    return Int(words[i + 1].split(separator: "/")[0])
  }

  @Test("--no-mouse leaves the mouse to the terminal: no tracking mode is turned on")
  func noMouse() async throws {
    let s = try await TmuxSession("\(arcade) --no-mouse")
    await #expect(s.waitFor(Catalog.entries[0].info.title).ok)
    #expect(s.flag("alternate_on") == "1")
    #expect(s.flag("mouse_any_flag") == "0")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    s.expectRestored("--no-mouse")
  }

  @Test(
    "8 colors (TERM=xterm) and NO_COLOR: the menu still appears and quits cleanly",
    arguments: ["env TERM=xterm", "env NO_COLOR=1"])
  func fewerColors(prefix: String) async throws {
    let s = try await TmuxSession("\(prefix) \(arcade)")
    await #expect(s.waitFor(Catalog.entries[0].info.title).ok)
    s.keys("q")
    await #expect(s.exitCode() == 0)
    s.expectRestored("quitting under \(prefix)")
  }

  @Test("Ctrl-C mid-game keeps the tape: saved as the last tape and at --record, and both verify")
  func interruptedGameKeepsItsTape() async throws {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-e2e-data-\(getpid())")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: data) }
    let recorded = data.appendingPathComponent("run.tape").path
    let s = try await TmuxSession("env XDG_DATA_HOME=\(data.path) \(arcade) play frog --seed 7 --record \(recorded)")
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    await #expect(s.waitFor("p pause").ok)
    s.keys("Up")
    await #expect(s.waitFor("SCORE 10").ok, "the hop reached a new lane:\n\(s.screen())")
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
    s.expectRestored("Ctrl-C with a tape to save")
    let last = data.appendingPathComponent("arcade/tapes/frog-last.tape").path
    for path in [last, recorded] {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains("game frog"))
      #expect(text.contains("seed 7"))
      #expect(text.contains("p=U"), "the hop is on the tape")
      let verify = try await EndToEnd.run(arcade, ["verify", path])
      #expect(verify.status == 0, "\(path) does not verify: \(verify.stdout) \(verify.stderr)")
    }
  }

  @Test("a game played to its end: the end alert with the score, the score kept, the tape verifies, q quits")
  func gameToTheEnd() async throws {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-e2e-end-\(getpid())")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: data) }
    // Tapped once, the helicopter takes off and falls onto the cave floor within a second or two.
    let s = try await TmuxSession("env XDG_DATA_HOME=\(data.path) \(arcade) play heli --seed 3")
    let card = await s.waitFor("Play")
    #expect(card.ok)
    #expect(card.screen.contains("Hold:"), "the title card names the hold method")
    s.keys("Enter")  // ▶ Play: the helicopter waits for its first press
    await #expect(s.waitFor("to take off").ok)
    s.keys("Space")
    let end = await s.waitFor(timeout: 15) { $0.contains("Game over") && $0.contains("Score:") }
    #expect(end.ok, "no end alert:\n\(end.screen)")
    #expect(end.screen.contains("Play again"))
    s.keys("q")
    await #expect(s.exitCode() == 0)
    s.expectRestored("the end of a game")
    let environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": data.path]) { $1 }
    let scores = try await EndToEnd.run(arcade, ["scores", "heli"], environment: environment)
    #expect(scores.status == 0)
    #expect(scores.stdout.contains("lost"), "the score is kept: \(scores.stdout)")
    let tape = data.appendingPathComponent("arcade/tapes/heli-last.tape").path
    let verify = try await EndToEnd.run(arcade, ["verify", tape], environment: environment)
    #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
  }

  /// Clicks the menu line of a game and expects its title card (Play / Credits).
  private func clickMenuItem(term: String, sgr: Bool) async throws {
    let s = try await TmuxSession(arcade, term: term)
    let target = Catalog.entries[3].info.title
    let menu = await s.waitFor(target)
    #expect(menu.ok)
    let lines = menu.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(lines.firstIndex { $0.contains(target) })
    let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].range(of: target)!.lowerBound)
    if sgr {
      s.literal("\u{1B}[<0;\(column + 2);\(row + 1)M")
      s.literal("\u{1B}[<0;\(column + 2);\(row + 1)m")
    } else {
      s.bytes([0x1B, 0x5B, 0x4D, 32, UInt8(33 + column + 1), UInt8(33 + row)])
      s.bytes([0x1B, 0x5B, 0x4D, 35, UInt8(33 + column + 1), UInt8(33 + row)])
    }
    let card = await s.waitFor { $0.contains("Credits") && $0.contains("Play") && $0.contains(target) }
    #expect(card.ok, "the click did not open \(target):\n\(card.screen)")
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
    s.expectRestored("a mouse click in the menu (\(term))")
  }

  @Test("a mouse click picks a menu item: X10 encoding under tmux-256color")
  func mouseX10() async throws { try await clickMenuItem(term: "tmux-256color", sgr: false) }

  @Test("a mouse click picks a menu item: SGR 1006 encoding under xterm-256color")
  func mouseSGR() async throws { try await clickMenuItem(term: "xterm-256color", sgr: true) }

  @Test("SGR mouse bytes that ncurses does not know under tmux-256color are decoded by the front end")
  func mouseSGRUnderTmux() async throws { try await clickMenuItem(term: "tmux-256color", sgr: true) }

  /// No-terminal cases must end at once; this long without an exit is a hang (not a speed test).
  static let hangBound = 10.0

  @Test("not a terminal: stdin from /dev/null (at end of file) gives one line on stderr and exit 2, no hang")
  func stdinNotATerminal() async throws {
    let r = try await EndToEnd.run(arcade, ["play", "frog"], timeout: Self.hangBound)
    #expect(r.status != 128 + SIGKILL, "still running after \(Self.hangBound) s: a hang")
    #expect(r.status == 2)
    #expect(r.stderr.contains("not a terminal"))
    #expect(r.stderr.split(separator: "\n").count == 1)
  }

  @Test(
    "stdin at end of file or closed, stdout redirected, TERM unset, unknown or dumb: one line on stderr, exit 2, no hang",
    arguments: [
      ("", "< /dev/null", "standard input is not a terminal"),
      ("", "<&-", "standard input is not a terminal"),
      ("", "> /dev/null", "standard output is not a terminal"),
      ("env -u TERM ", "", "TERM is not set"),
      ("env TERM=no-such-terminal ", "", "unknown terminal type"),
      ("env TERM=dumb ", "", "cannot move the cursor"),
    ])
  func badTerminal(prefix: String, redirect: String, message: String) async throws {
    let s = try await TmuxSession("\(prefix)\(arcade) play frog \(redirect)")
    let code = await s.exitCode(timeout: Self.hangBound)
    #expect(code == 2, "exit code \(code.map(String.init) ?? "none: still running after \(Self.hangBound) s, a hang")")
    let screen = await s.waitFor(message)
    #expect(screen.ok, "expected '\(message)':\n\(screen.screen)")
    let lines = s.standardError.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].hasPrefix("arcade: ") && lines[0].contains(message), "\(s.standardError)")
    #expect(s.sttyBefore == s.sttyAfter)
  }
}
