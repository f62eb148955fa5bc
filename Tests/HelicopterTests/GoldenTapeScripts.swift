import ArcadeCore
import Autoplay
import Helicopter

/// The scripted runs behind the golden tapes in `Assets/tapes/heli/` and the attract-mode demo.
/// Each script decides every tick's input from the game's public state; the tape stores only
/// the inputs, so the scripts can re-record the tapes after a deliberate rule change:
/// `ARCADE_RECORD_TAPES=1 swift test --filter HelicopterTests`.
struct GoldenTapeScript: Sendable {
  let name: String
  let seed: UInt64
  /// What a tape's tests check beyond verification, given the game at the tape's end.
  let expectations: @Sendable (HeliGame) -> Bool
  let pilot: @Sendable (HeliGame) -> PilotDecision

  /// Plays the script to the end of the explosion and returns the recorder.
  func record() -> TapeRecorder<HeliGame> {
    var recorder = TapeRecorder<HeliGame>(parameters: HeliGame.info.parameters.defaults, seed: seed)
    let pilot = self.pilot(recorder.game)
    while !recorder.game.isSettled && recorder.game.tick < 20_000 {
      recorder.step(pilot(recorder.game))
    }
    return recorder
  }

  static let all: [GoldenTapeScript] = [earlyCrash, ceiling, longFlight, demo]

  /// Hovers around 160 px, blind to blocks, until one knocks it down.
  static let earlyCrash = GoldenTapeScript(
    name: "early-crash", seed: 5,
    expectations: { $0.crash == .block(0) && $0.crashTick! < 600 },
    pilot: { _ in
      PilotDecision { game in
        let heli = game.flight.box
        let hover = heli.y + heli.height / 2 > 160 && game.flight.velocity.y > 0
        return game.status == .playing && hover ? TickInput(held: .action) : .none
      }
    })

  /// Presses the mouse button on the first tick and keeps it down: straight up into the roof at tick 56.
  static let ceiling = GoldenTapeScript(
    name: "ceiling", seed: 2,
    expectations: { $0.crash == .ceiling && $0.crashTick == 56 },
    pilot: { _ in
      PilotDecision { game in
        switch game.tick {
        case 0: TickInput(touch: Touch(.began, x: 240, y: 160))
        case 60: TickInput(touch: Touch(.ended, x: 240, y: 160))
        default: .none
        }
      }
    })

  /// Flies past all five speed-ups to tick 2100 (35 s) with the searching pilot, then lets go.
  static let longFlight = GoldenTapeScript(
    name: "long-flight", seed: 2024,
    expectations: { $0.field.speedUps == 5 && $0.crash == .floor && $0.crashTick! > 2100 },
    pilot: { start in PilotDecision.planned(start, until: 2100) })

  /// The title menu's attract mode: a 30-second flight, then a fall and an explosion.
  static let demo = GoldenTapeScript(
    name: "demo", seed: 77,
    expectations: { $0.field.speedUps == 5 && $0.crashTick! > 1800 },
    pilot: { start in PilotDecision.planned(start, until: 1800) })
}

/// A pilot's input for the coming tick, from the state before it.
struct PilotDecision: Sendable {
  let decide: @Sendable (HeliGame) -> TickInput
  init(_ decide: @escaping @Sendable (HeliGame) -> TickInput) { self.decide = decide }
  func callAsFunction(_ game: HeliGame) -> TickInput { decide(game) }

  /// Follows a `SearchPilot` plan to the goal tick, then lets go.
  static func planned(_ start: HeliGame, until goal: Int) -> PilotDecision {
    let pilot = SearchPilot()
    let plan = pilot.plan(start, until: goal) ?? []
    return PilotDecision { game in
      let i = game.tick / pilot.chunk
      return game.status == .playing && i < plan.count && plan[i] ? TickInput(held: .action) : .none
    }
  }
}
