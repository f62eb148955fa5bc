import ArcadeCore
import ArcadeSound

/// The game's sounds, described rather than recorded (synthesized when the arcade starts): an effect for each cue
/// its ticks raise, and its tune.
extension PuckGame: SoundingGame {
  public static let sounds = GameSounds(
    game: info.id,
    effects: [
      (.move, "move", Effect([Tone(.triangle, duration: 0.04, from: 880, to: 1320, volume: 0.35)])),
      (
        .blip, "blip",
        Effect([
          Tone(.square(duty: 0.5), duration: 0.05, from: 1320, volume: 0.25),
          Tone(.square(duty: 0.5), at: 0.05, duration: 0.08, from: 1760, volume: 0.25),
        ])
      ),
      (.goal, "goal", Effect.arpeggio(["G5", "B5", "D6", "G6"], step: 0.08, .triangle, volume: 0.4)),
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
}
