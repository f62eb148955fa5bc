import ArcadeCore
import GameCatalog
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import ArcadeStorage

@Suite("Interactive screens (text)")
struct InteractiveScreensTests {
  @Test("the key table lists the game's bindings, then p, ? and q, aligned")
  func keyTable() {
    let lines = GameScreens.keyTable([KeyBinding([.pad], "hop")])
    #expect(
      lines == [
        "←↑↓→ wasd hjkl  hop",
        "p               pause",
        "? F1            help",
        "q Esc           leave (asks first mid-game)",
      ])
  }

  @Test("the end alert's headline names how the game ended")
  func headlines() {
    #expect(GameScreens.headline(.won) == "You won!")
    #expect(GameScreens.headline(.lost) == "Game over")
    #expect(GameScreens.headline(.timeUp) == "Time's up!")
  }

  @Test("the best-score note: first score, a new best, a tie, or the best still to beat")
  func bestNote() {
    #expect(GameScreens.bestNote(score: 10, previousBest: nil) == "First score for this game!")
    #expect(GameScreens.bestNote(score: 300, previousBest: 250) == "New best score! (was 250)")
    #expect(GameScreens.bestNote(score: 250, previousBest: 250) == "Equals the best score.")
    #expect(GameScreens.bestNote(score: 100, previousBest: 250) == "Best score: 250")
  }

  @Test("best scores: top three per game, custom parameters starred and explained, empty games said so")
  func scoreLines() {
    let s = { (score: Int, custom: Bool) in
      ScoreEntry(game: "frog", score: score, status: .won, table: custom ? .custom : .standard, seed: 1, ticks: 100)
    }
    let lines = GameScreens.scoreLines([
      (title: "Frog Crossing", scores: [s(300, false), s(250, true), s(200, false), s(100, false)], reached: 1),
      (title: "Hundreds", scores: [], reached: 1),
    ])
    #expect(
      lines == [
        "Frog Crossing",
        "  1.     300   won",
        "  2.     250*  won",
        "  3.     200   won",
        "Hundreds",
        "   no scores yet",
        "",
        "* played with non-default parameters",
      ])
  }

  @Test("a replay's header is sanitised: control characters from the tape never reach the screen")
  func replayHeader() {
    let tape = Tape(
      game: "frog", simulationVersion: 1, tickRate: 60, seed: 42,
      parameters: [(name: "lives", value: "3"), (name: "x\u{1B}[2J", value: "\u{07}")])
    #expect(ReplayViewer.header(tape, title: "Frog Crossing") == "Replay: Frog Crossing · seed 42 · lives=3 x?[2J=?")
  }

  @Test(
    "the header row: every parameter where it fits, else only the changed ones (or none), else their count, else none, else the title"
  )
  func replayHeaderLine() throws {
    let info = try #require(Catalog.entry(id: "heli")).info
    var tape = Tape(
      game: "heli", simulationVersion: info.simulationVersion, tickRate: 60, seed: 77,
      parameters: info.parameters.defaults.entries.map { ($0.name, $0.value.text) })
    let full = ReplayViewer.header(tape, title: "Helicopter")
    #expect(ReplayViewer.headerLine(tape, info: info, width: 300) == full)
    #expect(ReplayViewer.headerLine(tape, info: info, width: 80) == "Replay: Helicopter · seed 77 · default parameters")
    tape.parameters[0].value = "200"
    tape.parameters[4].value = "300"
    #expect(
      ReplayViewer.headerLine(tape, info: info, width: 80)
        == "Replay: Helicopter · seed 77 · gravity=200 block-speed=300")
    #expect(
      ReplayViewer.headerLine(tape, info: info, width: 51) == "Replay: Helicopter · seed 77 · 2 parameters changed")
    #expect(ReplayViewer.headerLine(tape, info: info, width: 50) == "Replay: Helicopter · seed 77")
    #expect(ReplayViewer.headerLine(tape, info: info, width: 20) == "Replay: Helicopter")
  }

  @Test("a daily tape's replay card says it is the daily challenge of its date; an arcade tape, its first level")
  func replayHeaderOfADaily() throws {
    let entry = try #require(Catalog.entry(id: "heli"))
    let date = CalendarDate("2026-12-02")!
    let daily = entry.start(entry.daily(date)).finishedTape
    #expect(
      ReplayViewer.headerLine(daily, info: entry.info, width: 80)
        == "Replay: Helicopter · daily challenge 2026-12-02 · seed \(daily.seed)")
    let arcade = entry.start(try #require(entry.arcade(from: 3, seed: 9))).finishedTape
    #expect(ReplayViewer.header(arcade, title: "Helicopter") == "Replay: Helicopter · arcade from level 3 · seed 9")
  }

  @Test("the tape player steps every tick of every run, then stops")
  func tapePlayer() throws {
    let entry = try #require(Catalog.entry(id: "frog"))
    let info = entry.info
    var tape = Tape(game: "frog", simulationVersion: info.simulationVersion, tickRate: 60, seed: 1, parameters: [])
    tape.append(TickInput())
    tape.append(TickInput())
    tape.append(TickInput(pressed: [.up]))
    let clock = FrameClock(ticksPerSecond: 60, framesPerSecond: 30)
    var player = TapePlayer(try entry.makeFromTape(tape), entry: entry, tape: tape, clock: clock)
    #expect(player.total == 3)
    let stepped = (1...4).map { _ in player.step() != nil }
    #expect(stepped == [true, true, true, false])
    #expect(player.tick == 3 && player.game.tick == 3 && player.atEnd)
  }

  @Test("the speeds run from 0.25× to 8× and are labelled")
  func speeds() {
    #expect(ReplayViewer.speeds.first == 0.25)
    #expect(ReplayViewer.speeds.last == 8)
    #expect(ReplayViewer.speedLabels == ["0.25×", "0.5×", "1×", "2×", "4×", "8×"])
  }

  @Test("the replay's status line, written in pieces, is the centered line it stands for; '? keys' when narrow")
  func statusLine() {
    var screen = Canvas(columns: 80, rows: 2)
    ReplayViewer.drawStatus(paused: false, speedIndex: 0, tick: 7, total: 1926, on: &screen, row: 1)
    #expect(screen.render() == "\n     ▶ 0.25× tick 7/1926  space pause  +/- speed  . step  r restart  q quit")
    var expected = Canvas(columns: 80, rows: 2)
    expected.centeredLine("▶ 0.25× tick 7/1926" + ReplayViewer.statusKeys, row: 1, style: Style(.brightBlack))
    #expect(screen == expected)
    var narrow = Canvas(columns: 30, rows: 1)
    ReplayViewer.drawStatus(paused: true, speedIndex: 5, tick: 36000, total: 36000, on: &narrow, row: 0)
    #expect(narrow.render() == "II 8× tick 36000/36000  ? keys")
  }
}
