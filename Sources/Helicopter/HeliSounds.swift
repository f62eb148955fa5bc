import ArcadeCore
import ArcadeSound

/// The game's sounds, described rather than recorded (synthesized when the arcade starts): an effect for each cue
/// its ticks raise, and its tune.
extension HeliGame: SoundingGame {
  public static let sounds = GameSounds(
    game: info.id,
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
}
