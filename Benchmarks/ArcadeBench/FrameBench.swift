import ArcadeCore
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// How far the frame pipeline runs each frame: stepping only, then drawing the game, then composing
/// the 80x24 screen, then encoding it for the terminal. Differences between stages are their costs.
enum FrameStage: Int, CaseIterable {
  case step, draw, compose, encode

  var name: String { ["step", "draw", "compose", "encode"][rawValue] }
}

/// Replays a game's golden tapes through the front end's per-frame work at 30 frames a second
/// (a frame every 2 ticks) up to a stage, without a terminal: microseconds of CPU per frame and
/// encoded bytes per frame.
struct TimeFrames: GameTypeTask {
  let tapes: [(name: String, tape: Tape)]
  let stage: FrameStage
  let minimum: Double
  /// Sleep before each frame, as the front end does (0: back to back, caches stay warm).
  var sleepMicroseconds: UInt32 = 0

  func run<G: Game>(_ type: G.Type) -> (microseconds: Double, bytes: Double) {
    let size = G.info.canvasSize
    let layout = Layout(screenColumns: 80, screenRows: 24, canvas: size)
    var frames = 0
    var bytes = 0
    var gameCanvas = Canvas(size: size)
    var screen = Canvas(columns: 80, rows: 24)
    // After a sleep the process CPU clock is too coarse here: each frame's work is timed by the wall clock.
    var coldTimes: [Double] = []
    var started = 0.0
    let cpu0 = cpuSeconds()
    repeat {
      for (_, tape) in tapes {
        guard var game = try? tape.makeGame(type) else { continue }
        var encoder = FrameEncoder(colorMode: .full, ascii: false)
        var tick = 0
        for run in tape.runs {
          for _ in 0..<run.count {
            game.step(run.input)
            tick += 1
            guard tick % 2 == 0, stage != .step else { continue }
            if sleepMicroseconds > 0 {
              if frames >= 150 { break }
              usleep(sleepMicroseconds)
              started = wallSeconds()
            }
            frames += 1
            defer { if sleepMicroseconds > 0 { coldTimes.append(wallSeconds() - started) } }
            gameCanvas.reset()
            game.draw(into: &gameCanvas)
            guard stage != .draw else { continue }
            screen.reset()
            screen.blit(gameCanvas, column: layout.origin.column, row: layout.origin.row)
            screen.text("▶ 1× tick \(tick)  space pause  +/- speed  q quit", column: 10, row: layout.barRow)
            guard stage != .compose else { continue }
            if encoder.encode(screen, screenColumns: 80, screenRows: 24) { bytes += encoder.output.count }
          }
        }
        if stage == .step { frames += tick / 2 }
        if sleepMicroseconds > 0 && frames >= 150 { break }
      }
    } while cpuSeconds() - cpu0 < minimum && sleepMicroseconds == 0
    let seconds = cpuSeconds() - cpu0
    if !coldTimes.isEmpty { return (median(coldTimes) * 1e6, Double(bytes) / Double(max(frames, 1))) }
    return (seconds / Double(max(frames, 1)) * 1e6, Double(bytes) / Double(max(frames, 1)))
  }
}

/// `ArcadeBench frames [--runs N] [--sleep-us U]`: per game, µs of CPU per frame at each stage of the
/// pipeline (medians of interleaved runs), and each stage's own share. With `--sleep-us` each frame
/// follows a sleep, as in the front end (caches and predictors gone cold), and is timed on its own.
func runFramesBench(_ arguments: [String]) {
  var runs = 5
  var sleep: UInt32 = 0
  let usage = "frames takes --runs N --sleep-us MICROSECONDS"
  for (flag, value) in flagPairs(arguments, usage: usage) {
    switch (flag, UInt32(value)) {
    case ("--runs", let r?) where r > 0: runs = Int(r)
    case ("--sleep-us", let s?): sleep = s
    default: fail(usage)
    }
  }
  var results: [String: [Double]] = [:]
  var bytes: [String: Double] = [:]
  let sets = gameIDs.map { ($0, goldenTapes($0)) }
  for _ in 0..<runs {
    for (id, tapes) in sets {
      for stage in FrameStage.allCases where sleep == 0 || stage != .step {
        let r = withGameType(
          id, TimeFrames(tapes: tapes, stage: stage, minimum: 0.2, sleepMicroseconds: sleep))
        results["\(id) \(stage.name)", default: []].append(r.microseconds)
        if stage == .encode { bytes[id] = r.bytes }
      }
    }
  }
  print(
    "µs of CPU per frame (30 fps, 80x24), medians of \(runs); each stage's own cost in brackets"
      + (sleep > 0 ? "; \(sleep) µs asleep before each frame" : ""))
  print(pad("game", 10) + FrameStage.allCases.map { pad($0.name, 18) }.joined() + "bytes/frame")
  for (id, _) in sets {
    var line = pad(id, 10)
    var before = 0.0
    for stage in FrameStage.allCases {
      guard let r = results["\(id) \(stage.name)"] else {
        line += pad("-", 18)
        continue
      }
      let m = median(r)
      line += pad(String(format1(m)) + " (" + format1(m - before) + ")", 18)
      before = m
    }
    print(line + format1(bytes[id] ?? 0))
  }
}

func format1(_ x: Double) -> String {
  let tenths = Int((x * 10).rounded())
  return "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10).\(abs(tenths) % 10)"
}
