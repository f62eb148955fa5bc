import ArcadeCore

/// One game's sounds: an effect for each cue it raises, and its tune.
public struct GameSounds: Sendable {
  public let game: String
  public let effects: [(cue: TickEvents, name: String, effect: Effect)]
  public let tune: Tune

  public init(game: String, effects: [(cue: TickEvents, name: String, effect: Effect)], tune: Tune) {
    (self.game, self.effects, self.tune) = (game, effects, tune)
  }

  /// The effect for a single cue, if the game has one.
  public func effect(for cue: TickEvents) -> Effect? { effects.first { $0.cue == cue }?.effect }
}

/// A game that declares its sounds: the catalog takes only such games, so a game cannot be added silent.
public protocol SoundingGame {
  static var sounds: GameSounds { get }
}

/// What every game's sounds share: the cues, one at a time, in a fixed order, with their names.
public enum SoundBank {
  public static let cues: [(cue: TickEvents, name: String)] = [
    (.move, "move"), (.goal, "goal"), (.lose, "lose"), (.blip, "blip"), (.explosion, "explosion"),
  ]
}

extension Effect {
  /// An arpeggio: the notes one after another, `step` seconds each.
  public static func arpeggio(_ notes: [String], step: Double, _ waveform: Waveform, volume: Double) -> Effect {
    Effect(
      notes.enumerated().map { i, note in
        Tone(
          waveform, at: Double(i) * step, duration: step * 0.9, from: Pitch.frequency(of: note)!, volume: volume,
          envelope: Envelope(attack: 0.002, decay: 0.04, sustain: 0.7, release: 0.04))
      })
  }
}

extension Envelope {
  /// Loud at once, then fading over the whole note: crashes and falls.
  public static let fall = Envelope(attack: 0.002, decay: 0.3, sustain: 0.3, release: 0.1)
  /// A hi-hat's tick.
  public static let tick = Envelope(attack: 0.001, decay: 0.03, sustain: 0, release: 0.01)
  /// A gentle note for calm tunes.
  public static let soft = Envelope(attack: 0.02, decay: 0.1, sustain: 0.7, release: 0.05)
}
