import ArcadeCore
import TerminalUI

/// How far the frame pipeline runs each frame: stepping only, then drawing the game, then composing
/// the 80x24 screen that ncurses is given. Differences between stages are their costs.
enum FrameStage: Int, CaseIterable {
  case step, draw, compose

  var name: String { ["step", "draw", "compose"][rawValue] }
}

/// Replays a game's golden tapes through the front end's per-frame work at 30 frames a second
/// (a frame every 2 ticks) up to a stage, without a terminal: microseconds of CPU per frame.
struct TimeFrames: GameTypeTask {
  let tapes: [(name: String, tape: Tape)]
  let stage: FrameStage
  let minimum: Double

  func run<G: Game>(_ type: G.Type) -> Double {
    let size = G.info.canvasSize
    let layout = Layout(screenColumns: 80, screenRows: 24, canvas: size)
    var frames = 0
    var gameCanvas = Canvas(size: size)
    var screen = Canvas(columns: 80, rows: 24)
    let cpu0 = cpuSeconds()
    repeat {
      for (_, tape) in tapes {
        guard var game = try? tape.makeGame(type) else { continue }
        var tick = 0
        for input in tape.inputs {
          game.step(input)
          tick += 1
          guard tick % 2 == 0, stage != .step else { continue }
          frames += 1
          gameCanvas.reset()
          game.draw(into: &gameCanvas)
          guard stage != .draw else { continue }
          screen.reset()
          screen.blit(gameCanvas, column: layout.origin.column, row: layout.origin.row)
          screen.text("▶ 1× tick \(tick)  space pause  +/- speed  q quit", column: 10, row: layout.barRow)
        }
        if stage == .step { frames += tick / 2 }
      }
    } while cpuSeconds() - cpu0 < minimum
    return (cpuSeconds() - cpu0) / Double(max(frames, 1)) * 1e6
  }
}

/// `ArcadeBench frames [--runs N]`: per game, µs of CPU per frame at each stage of the pipeline
/// (medians of interleaved runs), and each stage's own share.
func runFramesBench(_ arguments: [String]) {
  var runs = 5
  let usage = "frames takes --runs N"
  for (flag, value) in flagPairs(arguments, usage: usage) {
    switch (flag, Int(value)) {
    case ("--runs", let r?) where r > 0: runs = r
    default: fail(usage)
    }
  }
  var results: [String: [Double]] = [:]
  let sets = gameIDs.map { ($0, goldenTapes($0)) }
  for _ in 0..<runs {
    for (id, tapes) in sets {
      for stage in FrameStage.allCases {
        let r = withGameType(id, TimeFrames(tapes: tapes, stage: stage, minimum: 0.2))
        results["\(id) \(stage.name)", default: []].append(r)
      }
    }
  }
  print("µs of CPU per frame (30 fps, 80x24), medians of \(runs); each stage's own cost in brackets")
  print(pad("game", 10) + FrameStage.allCases.map { pad($0.name, 18) }.joined())
  for (id, _) in sets {
    var line = pad(id, 10)
    var before = 0.0
    for stage in FrameStage.allCases {
      let m = median(results["\(id) \(stage.name)"] ?? [0])
      line += pad(format1(m) + " (" + format1(m - before) + ")", 18)
      before = m
    }
    print(line)
  }
}

func format1(_ x: Double) -> String {
  let tenths = Int((x * 10).rounded())
  return "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10).\(abs(tenths) % 10)"
}
