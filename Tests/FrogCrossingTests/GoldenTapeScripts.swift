import ArcadeCore
import Autoplay
import FrogCrossing

/// The scripted input of every tape in `Assets/tapes/frog/`, with the outcome each must have.
/// Re-record all after a deliberate rule change (and a simulationVersion bump) with
/// `ARCADE_RECORD_TAPES=1 swift test --filter FrogCrossingTests`.
struct GoldenTapeScript: Sendable {
  typealias Recorder = TapeRecorder<FrogGame>
  let name: String
  let flags: [(String, String)]
  let seed: UInt64
  let play: @Sendable (inout Recorder) -> Void
  let status: GameStatus
  let score: Int
  let ticks: Int

  func record() -> Tape {
    var r = Recorder(flags, seed: seed)
    play(&r)
    r.waitUntilSettled()
    return r.finishedTape
  }

  static let median = FrogRoutePlanner.Cell(x: 160, y: 271)

  static let all: [GoldenTapeScript] = [
    // The seed's game played well: three frogs, three bays.
    GoldenTapeScript(
      name: "win", flags: [], seed: 1, play: { $0.autoplay() }, status: .won, score: 480, ticks: 382),
    // Safely over the lower road, then one careless hop into the upper road.
    GoldenTapeScript(
      name: "loss", flags: [], seed: 2,
      play: { r in
        r.autopilot(to: [median])
        r.wait(30)
        r.hopBlindly(spacing: 12)
      }, status: .lost, score: 60, ticks: 116),
    // Ten rounds with three frogs, cars 5 px/s faster each round and a 25 s clock: one frog
    // runs blindly into traffic, one dawdles until its clock runs out.
    GoldenTapeScript(
      name: "long", flags: [("lives", "3"), ("rounds", "10"), ("speed-up", "5"), ("time-limit", "25")], seed: 5,
      play: { r in
        r.autoplay(FrogRoutePlanner(spacing: 12)) { r, frog in
          switch frog {
          case 4:
            r.autopilot(FrogRoutePlanner(spacing: 12), to: [median])
            r.hopBlindly(spacing: 12)
            return true
          case 15:
            r.dawdle()
            return true
          default:
            r.wait(120)
            return false
          }
        }
      }, status: .won, score: 4900, ticks: 11711),
    // Behind the title menu: unhurried hops, one splat, then a win.
    GoldenTapeScript(
      name: "demo", flags: [("lives", "3")], seed: 7,
      play: { r in
        r.autoplay(FrogRoutePlanner(spacing: 24)) { r, frog in
          r.wait(60)
          guard frog == 2 else { return false }
          r.autopilot(FrogRoutePlanner(spacing: 24), to: [median])
          r.wait(40)
          r.hopBlindly(spacing: 20)
          return true
        }
      }, status: .won, score: 540, ticks: 1930),
  ]
}
