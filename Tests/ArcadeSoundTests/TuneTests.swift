import GameCatalog
import Testing

@testable import ArcadeSound

@Suite("Tunes")
struct TuneTests {
  static let rate = 44_100

  @Test("each game has a tune of a few seconds that loops, sounds, and never clips")
  func tunesLoopAndStayUnclipped() {
    for game in Catalog.sounds {
      let tune = game.tune
      #expect(tune.length >= 2 && tune.length <= 12, "\(game.game)'s tune lasts \(tune.length) s")
      #expect(tune.peakBound <= 0.3, "\(game.game)'s tune is louder than the effects' headroom allows")
      let samples = tune.render(sampleRate: Self.rate)
      let peak = samples.map { abs($0) }.max() ?? 0
      #expect(peak >= 0.05 && Double(peak) <= tune.peakBound + 1e-9, "\(game.game)'s tune peaks at \(peak)")
      #expect(Float(tune.value(atSample: samples.count + 100, sampleRate: Self.rate)) == samples[100])
    }
  }

  @Test("a tune's voices hold their notes for the steps written")
  func notationHoldsNotes() {
    let tune = Tune(name: "t", stepSeconds: 0.1, voices: [.init(.square(duty: 0.5), volume: 0.5, notes: "A4*3 - C5")])
    #expect(tune.steps == 5)
    #expect(tune.length == 0.5)
    let samples = tune.render(sampleRate: 1000)
    // Steps 1-3 sound, step 4 is a rest, step 5 sounds again.
    #expect(samples[150] != 0)
    #expect(samples[250] != 0)
    #expect(samples[300..<400].allSatisfy { $0 == 0 })
    #expect(samples[420] != 0)
  }

  @Test("every tune begins with a note on its first step (the replay test hears the start)")
  func tunesStartAtOnce() {
    for game in Catalog.sounds {
      let first = game.tune.render(sampleRate: Self.rate).prefix(Self.rate / 100)
      #expect(first.contains { abs($0) > 0.02 }, "\(game.game)'s tune starts with a rest")
    }
  }
}
