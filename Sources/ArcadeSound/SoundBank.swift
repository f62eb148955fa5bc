import ArcadeCore

/// One game's sounds: an effect for each cue it raises, and its tune.
public struct GameSounds: Sendable {
  public let game: String
  public let effects: [(cue: TickEvents, name: String, effect: Effect)]
  public let tune: Tune

  /// The effect for a single cue, if the game has one.
  public func effect(for cue: TickEvents) -> Effect? { effects.first { $0.cue == cue }?.effect }
}

/// The sounds of the four games, described rather than recorded: synthesized when the arcade starts.
public enum SoundBank {
  /// The cues one at a time, in a fixed order, with their names.
  public static let cues: [(cue: TickEvents, name: String)] = [
    (.move, "move"), (.goal, "goal"), (.lose, "lose"), (.blip, "blip"), (.explosion, "explosion"),
  ]

  public static let games: [GameSounds] = [frog, puck, heli, hundreds]

  public static func sounds(for game: String) -> GameSounds? { games.first { $0.game == game } }

  /// An arpeggio: the notes one after another, `step` seconds each.
  static func arpeggio(_ notes: [String], step: Double, _ waveform: Waveform, volume: Double) -> Effect {
    Effect(
      notes.enumerated().map { i, note in
        Tone(
          waveform, at: Double(i) * step, duration: step * 0.9, from: Pitch.frequency(of: note)!, volume: volume,
          envelope: Envelope(attack: 0.002, decay: 0.04, sustain: 0.7, release: 0.04))
      })
  }

  static let frog = GameSounds(
    game: "frog",
    effects: [
      (.move, "move", Effect([Tone(.square(duty: 0.5), duration: 0.05, from: 520, to: 780, volume: 0.3)])),
      (.goal, "goal", arpeggio(["C5", "E5", "G5", "C6"], step: 0.07, .square(duty: 0.25), volume: 0.3)),
      (
        .lose, "lose",
        Effect([
          Tone(.square(duty: 0.5), duration: 0.45, from: 700, to: 120, volume: 0.3, envelope: .fall),
          Tone(.noise, duration: 0.2, from: 1500, volume: 0.2, envelope: .fall),
        ])
      ),
    ],
    tune: Tune(
      name: "frog", stepSeconds: 0.15,
      voices: [
        .init(
          .square(duty: 0.25), volume: 0.1,
          notes: "C5 - E5 G5 - E5 C5 - D5 - F5 A5 - F5 D5 - E5 - G5 C6 - G5 E5 - D5 F5 E5 D5 C5*4"),
        .init(.triangle, volume: 0.14, notes: "C3*4 G3*4 D3*4 A3*4 E3*4 C3*4 G3*4 C3*4"),
      ]))

  static let puck = GameSounds(
    game: "puck",
    effects: [
      (.move, "move", Effect([Tone(.triangle, duration: 0.04, from: 880, to: 1320, volume: 0.35)])),
      (
        .blip, "blip",
        Effect([
          Tone(.square(duty: 0.5), duration: 0.05, from: 1320, volume: 0.25),
          Tone(.square(duty: 0.5), at: 0.05, duration: 0.08, from: 1760, volume: 0.25),
        ])
      ),
      (.goal, "goal", arpeggio(["G5", "B5", "D6", "G6"], step: 0.08, .triangle, volume: 0.4)),
      (
        .lose, "lose",
        Effect([Tone(.square(duty: 0.25), duration: 0.4, from: 220, to: 110, volume: 0.3, envelope: .fall)])
      ),
    ],
    tune: Tune(
      name: "puck", stepSeconds: 0.125,
      voices: [
        .init(
          .triangle, volume: 0.14,
          notes: "A4 C5 E5 C5 A4 C5 E5 A5 G4 B4 D5 B4 G4 B4 D5 G5 F4 A4 C5 A4 F4 A4 C5 F5 E4 G#4 B4 E5*3 -*2"),
        .init(.square(duty: 0.5), volume: 0.06, notes: "A2*8 G2*8 F2*8 E2*4 -*4"),
      ]))

  static let heli = GameSounds(
    game: "heli",
    effects: [
      (
        .explosion, "explosion",
        Effect([
          Tone(
            .noise, duration: 0.6, from: 4000, to: 300, volume: 0.75,
            envelope: Envelope(attack: 0.001, decay: 0.4, sustain: 0.2, release: 0.3)),
          Tone(.square(duty: 0.5), duration: 0.5, from: 90, to: 40, volume: 0.15, envelope: .fall),
        ])
      )
    ],
    tune: Tune(
      name: "heli", stepSeconds: 0.12,
      voices: [
        .init(
          .triangle, volume: 0.14,
          notes: "E2 E2 E3 E2 E2 E3 E2 E3 G2 G2 G3 G2 A2 A2 A3 B2 E2 E2 E3 E2 E2 E3 E2 E3 C3 C3 C4 C3 D3 D3 B2 B2"),
        .init(
          .square(duty: 0.125), volume: 0.07,
          notes: "E4*2 - G4 - A4*2 - B4*2 - A4 G4*2 E4 D4 E4*2 - G4 - A4*2 - C5*2 - B4 A4 G4 F#4*2"),
        .init(
          .noise, volume: 0.04, envelope: .tick,
          notes: "C8 - C8 - C8 - C8 - C8 - C8 - C8 - C8 - C8 - C8 - C8 - C8 - C8 - C8 - C8 C8 C8 C8"),
      ]))

  static let hundreds = GameSounds(
    game: "hundreds",
    effects: [
      (.blip, "blip", Effect([Tone(.triangle, duration: 0.05, from: 660, volume: 0.3)])),
      (.move, "move", Effect([Tone(.triangle, duration: 0.05, from: 990, to: 660, volume: 0.25)])),
      (.goal, "goal", arpeggio(["E5", "A5", "C#6", "E6", "A6"], step: 0.07, .triangle, volume: 0.4)),
      (
        .lose, "lose",
        Effect([
          Tone(.noise, duration: 0.15, from: 2500, volume: 0.25, envelope: .fall),
          Tone(.square(duty: 0.5), at: 0.05, duration: 0.4, from: 400, to: 100, volume: 0.25, envelope: .fall),
        ])
      ),
    ],
    tune: Tune(
      name: "hundreds", stepSeconds: 0.2,
      voices: [
        .init(
          .triangle, volume: 0.14, envelope: .soft,
          notes: "E5*2 B4 C5 D5*2 C5 B4 A4*2 A4 C5 E5*2 D5 C5 B4*3 C5 D5*2 E5*2 C5*2 A4*2 A4*4"),
        .init(.triangle, volume: 0.1, envelope: .soft, notes: "E3*4 E3*4 A2*4 A2*4 G#2*4 E3*4 A2*4 A2*4"),
      ]))
}

extension Envelope {
  /// Loud at once, then fading over the whole note: crashes and falls.
  public static let fall = Envelope(attack: 0.002, decay: 0.3, sustain: 0.3, release: 0.1)
  /// A hi-hat's tick.
  public static let tick = Envelope(attack: 0.001, decay: 0.03, sustain: 0, release: 0.01)
  /// A gentle note for calm tunes.
  public static let soft = Envelope(attack: 0.02, decay: 0.1, sustain: 0.7, release: 0.05)
}
