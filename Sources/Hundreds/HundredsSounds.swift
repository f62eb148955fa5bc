import ArcadeCore
import ArcadeSound

/// The game's sounds, described rather than recorded (synthesized when the arcade starts): an effect for each cue
/// its ticks raise, and its tune.
extension HundredsGame: SoundingGame {
  public static let sounds = GameSounds(
    game: info.id,
    effects: [
      (.blip, "blip", Effect([Tone(.triangle, duration: 0.05, from: 660, volume: 0.3)])),
      (.move, "move", Effect([Tone(.triangle, duration: 0.05, from: 990, to: 660, volume: 0.25)])),
      (.goal, "goal", Effect.arpeggio(["E5", "A5", "C#6", "E6", "A6"], step: 0.07, .triangle, volume: 0.4)),
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
