import ArcadeCore
import ArcadeSound

/// The game's sounds, described rather than recorded (synthesized when the arcade starts): an effect for each cue
/// its ticks raise, and its tune.
extension FrogGame: SoundingGame {
  public static let sounds = GameSounds(
    game: info.id,
    effects: [
      (.move, "move", Effect([Tone(.square(duty: 0.5), duration: 0.05, from: 520, to: 780, volume: 0.3)])),
      (.goal, "goal", Effect.arpeggio(["C5", "E5", "G5", "C6"], step: 0.07, .square(duty: 0.25), volume: 0.3)),
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
}
