import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI

/// A scripted counter run: action at ticks 5, 15, 25 (won with 30 at tick 25), left at `leftTicks`,
/// 40 ticks in all, a checkpoint every 10 ticks.
func counterRecording(leftTicks: [Int] = [3, 12, 22], seed: UInt64 = 42) -> TapeRecorder<CounterGame> {
  var recorder = TapeRecorder<CounterGame>(
    parameters: CounterGame.info.parameters.defaults, seed: seed, checkpointInterval: 10)
  for tick in 1...40 {
    var input = TickInput()
    if [5, 15, 25].contains(tick) { input.pressed.insert(.action) }
    if leftTicks.contains(tick) { input.pressed.insert(.left) }
    recorder.step(input)
  }
  return recorder
}

@Suite("verify and replay")
struct VerifyCommandTests {
  let harness: Harness
  let tape: Tape
  init() throws {
    harness = try Harness()
    tape = counterRecording().finishedTape
  }

  func okLine(_ path: String, _ tape: Tape) -> String {
    "ok counter seed \(tape.seed) score 30 won ticks 40 \(path)"
  }

  @Test("a good tape verifies: one ok line with the game, seed, score, result, ticks and path; exit 0")
  func verified() throws {
    #expect(tape.end?.status == .won && tape.end?.score == 30 && tape.checkpoints.count == 4)
    let path = try harness.folder.write("good.tape", tape.text)
    let run = harness.run("verify", path)
    #expect(run.status == 0 && run.err == "")
    #expect(run.outLines == [okLine(path, tape)])
  }

  @Test("one flipped input is caught at the first checkpoint after it, with expected and actual hash")
  func diverged() throws {
    let flipped = counterRecording(leftTicks: [3, 22])  // no left press at tick 12
    var damaged = tape
    damaged.runs = flipped.tape.runs
    let path = try harness.folder.write("flipped.tape", damaged.text)
    let run = harness.run("verify", path)
    let expected = tape.checkpoints[1]
    let actual = flipped.tape.checkpoints[1]
    #expect(expected.tick == 20 && expected.hash != actual.hash)
    #expect(run.status == 1)
    #expect(run.out == "")
    #expect(
      run.err
        == "arcade: \(path) did not verify: diverged at tick 20: expected \(expected.hash.hex16), got \(actual.hash.hex16)\n",
      "one precise line, not two")
  }

  @Test("an end line that does not match the replayed outcome is reported as such")
  func outcomeDiffers() throws {
    var damaged = tape
    damaged.end?.score = 31
    let path = try harness.folder.write("score.tape", damaged.text)
    let run = harness.run("verify", path)
    #expect(run.status == 1)
    #expect(
      run.err
        == "arcade: \(path) did not verify: outcome differs: expected won with score 31 at tick 40, got won with score 30 at tick 40\n"
    )
  }

  static let refusals: [(name: String, problem: String)] = [
    ("truncated", "the tape is truncated: it has no end line (was the recording cut short?)"),
    ("wrong game", "this tape is for a game called 'frogger'; this arcade plays counter or plain"),
    (
      "other version",
      "this tape was recorded with counter simulation version 2, this arcade plays version 1; re-record it"
    ),
    ("garbage", "line 1: not an arcade tape (it should start with 'arcade-tape 1')"),
    ("empty", "empty file: not an arcade tape"),
    ("binary", "line 1: not text (not UTF-8), so not an arcade tape; check the path"),
    ("controls", "line 2: expected 'game VALUE' in the header (the tape is damaged)"),
    ("huge line", "line 11: a line longer than 4096 bytes: not an arcade tape (or a damaged one)"),
    ("long input", "line 11: bad input '\(String(repeating: "x", count: 39))…'"),
    ("misplaced checkpoint", "line 16: checkpoint for tick 9 where the inputs reach tick 10 (the tape is damaged)"),
  ]

  /// The tape's text with `line` in place of its first input line (line 11).
  func replacingFirstInput(with line: String) -> [UInt8] {
    var lines = tape.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = lines.firstIndex(of: "inputs")! + 1
    #expect(first == 10)
    lines[first] = line
    return Array(lines.joined(separator: "\n").utf8)
  }

  func damagedBytes(_ name: String) -> [UInt8] {
    let text = tape.text
    switch name {
    case "truncated": return Array(text.split(separator: "\n").dropLast().joined(separator: "\n").utf8)
    case "wrong game": return Array(text.replacingOccurrences(of: "game counter", with: "game frogger").utf8)
    case "other version": return Array(text.replacingOccurrences(of: "simulation 1", with: "simulation 2").utf8)
    case "garbage": return Array("hello world\n".utf8)
    case "empty": return []
    case "binary": return [0x61, 0x72, 0xFF, 0xFE, 0x00, 0x0A]
    case "huge line": return replacingFirstInput(with: "1 " + String(repeating: "x", count: 1 << 20))
    case "long input": return replacingFirstInput(with: "1 " + String(repeating: "x", count: 3000))
    case "misplaced checkpoint": return Array(text.replacingOccurrences(of: "check 10 ", with: "check 9 ").utf8)
    default: return Array(text.replacingOccurrences(of: "game counter", with: "game \u{1B}[2J\u{1B}]0;owned\u{7}").utf8)
    }
  }

  @Test("a damaged or foreign tape gets one FAIL line saying why, and exit 1", arguments: refusals)
  func refused(name: String, problem: String) throws {
    let path = try harness.folder.write("bad.tape", bytes: damagedBytes(name))
    let run = harness.run("verify", path)
    #expect(run.status == 1)
    #expect(run.out == "" && run.err == "arcade: \(path) did not verify: \(problem)\n")
  }

  @Test("a tape that starts with a UTF-8 byte-order mark (as some editors save it) verifies")
  func byteOrderMark() throws {
    let path = try harness.folder.write("bom.tape", bytes: [0xEF, 0xBB, 0xBF] + Array(tape.text.utf8))
    let run = harness.run("verify", path)
    #expect(run.status == 0 && run.outLines == [okLine(path, tape)])
  }

  @Test("a folder, a missing file, a 65 MB file and a FIFO are refused without reading them")
  func unreadable() throws {
    let folder = harness.folder.path
    let huge = folder + "/huge.tape"
    #expect(FileManager.default.createFile(atPath: huge, contents: nil))
    #expect(truncate(huge, 65 * 1024 * 1024) == 0)  // sparse: costs no disk
    let fifo = folder + "/pipe.tape"
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = harness.run("verify", folder, folder + "/missing.tape", huge, fifo)
    #expect(run.status == 1)
    let width = (folder + "/missing.tape").count
    func pad(_ s: String) -> String { s + String(repeating: " ", count: width - s.count) }
    #expect(
      run.outLines == [
        "FAIL  \(pad(folder))  a folder, not a tape; give the path of a .tape file",
        "FAIL  \(pad(folder + "/missing.tape"))  no such file; check the path",
        "FAIL  \(pad(huge))  too big to be a tape (65.0 MB, the limit is 64 MB); check the path",
        "FAIL  \(pad(fifo))  not a regular file; give the path of a .tape file",
      ])
    #expect(run.err == "arcade: 4 of 4 tapes did not verify; see the FAIL lines above\n")
  }

  @Test("several tapes: one aligned line each, exit 1 when any fails")
  func several() throws {
    let good = try harness.folder.write("good.tape", tape.text)
    let bad = try harness.folder.write("b.tape", "arcade-tape 1\n")
    let run = harness.run("verify", good, bad, good)
    #expect(run.status == 1)
    #expect(
      run.outLines == [
        okLine(good, tape),
        "FAIL  \(bad)     the tape is truncated: its header has no 'game' line",
        okLine(good, tape),
      ])
    #expect(run.err == "arcade: 1 of 3 tapes did not verify; see the FAIL line above\n")
    #expect(harness.run("verify", good, good).status == 0)
  }

  @Test("many tapes are checked in parallel, yet the lines come in the order of the arguments")
  func manyInOrder() throws {
    let tapes = (1...9).map { counterRecording(seed: UInt64($0)).finishedTape }
    #expect(Set(tapes.map { $0.end!.hash }).count == 9)
    let paths = try tapes.enumerated().map { try harness.folder.write("t\($0.offset).tape", $0.element.text) }
    let run = harness.run(["verify"] + paths)
    #expect(run.status == 0)
    #expect(run.outLines == zip(paths, tapes).map { okLine($0, $1) })
  }

  @Test("control characters in a path never reach the terminal")
  func controlCharactersInPath() throws {
    let path = try harness.folder.write("evil\u{1B}[31m\u{7}.tape", tape.text)
    let run = harness.run("verify", path, path + "x")
    let shown = harness.folder.path + "/evil?[31m?.tape"
    #expect(run.outLines == [okLine(shown, tape), "FAIL  \(shown)x  no such file; check the path"])
    #expect(!run.out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test("replay checks the tape, then opens the viewer with the tape, its game and the front-end options")
  func replay() throws {
    let path = try harness.folder.write("good.tape", tape.text)
    let run = harness.run("replay", path, "--no-mouse")
    #expect(run.status == 0 && run.err == "")
    let watch = try #require(harness.recorder.watches.first)
    #expect(watch.tape.text == tape.text && watch.game == "counter" && watch.options.mouse == false)
  }

  @Test("replay of a bad tape is one line on stderr and exit 1, and opens nothing")
  func replayRefused() throws {
    let path = try harness.folder.write("bad.tape", bytes: damagedBytes("other version"))
    let run = harness.run("replay", path)
    #expect(run.status == 1 && run.out == "")
    #expect(run.err == "arcade: \(path): \(Self.refusals[2].problem)\n")
    let missing = harness.run("replay", harness.folder.path + "/none.tape")
    #expect(missing.err == "arcade: \(harness.folder.path)/none.tape: no such file; check the path\n")
    #expect(harness.recorder.watches.isEmpty)
  }
}
