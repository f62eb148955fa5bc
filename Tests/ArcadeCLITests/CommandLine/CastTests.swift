import ArcadeCore
import ArcadeStorage
import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI

@Suite("replay --cast: asciicast v2 files")
struct CastTests {
  @Test("a golden tape becomes a valid asciicast v2 file: a JSON header, then timed output events")
  func castOfGoldenTape() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    let tape = GoldenTapeDeterminismTests.repository.appendingPathComponent("Assets/tapes/frog/win.tape").path
    let cast = harness.folder.path + "/win.cast"
    let run = harness.run("replay", tape, "--cast", cast)
    #expect(run.status == 0 && run.err == "")
    #expect(run.out.hasPrefix("wrote \(cast): "))
    #expect(harness.recorder.watches.isEmpty, "a cast is made without opening the terminal")

    let lines = try #require(harness.folder.read(cast)).split(separator: "\n")
    let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2 && header["width"] as? Int == 80 && header["height"] as? Int == 24)
    var last = -1.0
    var terminal = AnsiScreen(columns: 80, rows: 24)
    for line in lines.dropFirst() {
      let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      let time = try #require(event[0] as? Double)
      #expect(event.count == 3 && event[1] as? String == "o" && time >= last)
      last = time
      terminal.apply(Array((event[2] as? String ?? "").utf8))
    }
    // Played into a terminal, the events leave the tape's last frame on the screen.
    let entry = try #require(Catalog.entry(id: "frog"))
    var game = try entry.makeFromTape(try Tape(text: String(contentsOfFile: tape, encoding: .utf8)))
    for input in try Tape(text: String(contentsOfFile: tape, encoding: .utf8)).inputs { game.step(input) }
    let shown = (0..<24).map { r in
      var row = String(String.UnicodeScalarView((0..<80).map { terminal[$0, r].glyph }))
      while row.last == " " { row.removeLast() }
      return row
    }
    #expect(terminal.unknown == ["CSI ?25l"], "only the hidden cursor is beyond the test terminal")
    #expect(shown.joined(separator: "\n") == Asciicast.screen(game, info: entry.info).render())
    // The win tape lasts 382 ticks at 60 ticks/s.
    #expect(abs(last - 382.0 / 60) < 0.02)
    #expect(lines.count > 100)
  }

  @Test("--cast never overwrites a file")
  func castRefusesToOverwrite() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    let tape = GoldenTapeDeterminismTests.repository.appendingPathComponent("Assets/tapes/heli/ceiling.tape").path
    let cast = try harness.folder.write("taken.cast", "mine")
    let run = harness.run("replay", tape, "--cast", cast)
    #expect(run.status != 0)
    #expect(run.err == "arcade: \(cast) already exists; choose another name (arcade never overwrites a file)\n")
    #expect(harness.folder.read(cast) == "mine")
  }

  @Test("--cast errors suggest a cast file, with no doubled slash, and nothing is written")
  func castErrorsNameACast() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    let tape = GoldenTapeDeterminismTests.repository.appendingPathComponent("Assets/tapes/heli/ceiling.tape").path
    #expect(
      harness.run("replay", tape, "--cast", "/").err == "arcade: / is a folder; give a file name, e.g. /run.cast\n")
    let folder = harness.folder.path
    #expect(
      harness.run("replay", tape, "--cast", folder).err
        == "arcade: \(folder) is a folder; give a file name, e.g. \(folder)/run.cast\n")
    #expect(harness.run("replay", tape, "--cast").err.hasSuffix("e.g. --cast run.cast\n"))
    #expect(harness.folder.names() == [])
  }

  @Test("a cast of a tape changed after it was recorded stops where the game stops matching it, with a warning")
  func castOfChangedTape() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    let (tape, diverges) = try ReplayScreenTests.changedTape()
    let path = try harness.folder.write("changed.tape", tape.text)
    let cast = harness.folder.path + "/changed.cast"
    let run = harness.run("replay", path, "--cast", cast)
    #expect(run.status == 0)
    #expect(
      run.err
        == "arcade: warning: the game differs from the tape at tick \(diverges) (it was changed?); the cast stops there\n"
    )
    let last = try #require(harness.folder.read(cast)?.split(separator: "\n").last)
    let seconds = Double(diverges) / 60
    #expect(last.hasPrefix("[\(Double(Int(seconds * 1000)) / 1000), \"o\""), "\(last.prefix(40))")
  }

  @Test(
    "replay --best GAME --cast FILE writes your best kept run's cast, the same as of its tape; none kept is one line")
  func castOfBestRun() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    let none = harness.run("replay", "--best", "heli", "--cast", harness.folder.path + "/none.cast")
    #expect(none.status == 1 && none.err.hasPrefix("arcade: no best run of heli "), "\(none.err)")
    let path = GoldenTapeDeterminismTests.repository.appendingPathComponent("Assets/tapes/heli/ceiling.tape").path
    let tape = try Tape(text: String(contentsOfFile: path, encoding: .utf8))
    let end = try #require(tape.end)
    _ = harness.storage.record(
      ScoreEntry(
        game: "heli", score: end.score, status: end.status, table: .standard, seed: tape.seed, ticks: end.tick),
      tape: tape)
    let best = harness.folder.path + "/best.cast"
    let run = harness.run("replay", "--best", "heli", "--cast", best)
    #expect(run.status == 0 && run.out.hasPrefix("wrote \(best): "), "\(run.err)")
    #expect(harness.recorder.watches.isEmpty, "a cast is made without opening the terminal")
    let fromTape = harness.folder.path + "/tape.cast"
    #expect(harness.run("replay", path, "--cast", fromTape).status == 0)
    #expect(harness.folder.read(best) == harness.folder.read(fromTape))
  }
}
