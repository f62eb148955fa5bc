import ArcadeCore
import GameCatalog
import Testing

@testable import ArcadeSound

@Suite("Synthesized effects")
struct EffectTests {
  static let rate = 44_100

  @Test("every effect is short, audible and never clips")
  func effectsAreShortAudibleAndUnclipped() {
    for game in Catalog.sounds {
      for (_, name, effect) in game.effects {
        let samples = effect.render(sampleRate: Self.rate)
        let seconds = Double(samples.count) / Double(Self.rate)
        let peak = samples.map { abs($0) }.max() ?? 0
        #expect(seconds >= 0.03 && seconds <= 1.0, "\(game.game)-\(name) lasts \(seconds) s")
        #expect(peak >= 0.2, "\(game.game)-\(name) is too quiet: peak \(peak)")
        #expect(peak <= 0.95, "\(game.game)-\(name) clips: peak \(peak)")
      }
    }
  }

  @Test("every effect fades to silence: its last milliseconds are all but zero")
  func effectsEndInSilence() {
    for game in Catalog.sounds {
      for (_, name, effect) in game.effects {
        let tail = effect.render(sampleRate: Self.rate).suffix(Self.rate / 1000)
        #expect(tail.allSatisfy { abs($0) < 0.02 }, "\(game.game)-\(name) ends with a click")
      }
    }
  }

  @Test("every cue a game of the catalog raises in its golden tapes has a sound of that game")
  func everyRaisedCueHasASound() throws {
    #expect(Set(CueTimeline.tapes.map(\.game)) == Set(Catalog.ids), "every game's golden tapes are heard")
    for (game, tape) in CueTimeline.tapes {
      let sounds = try #require(Catalog.entry(id: game)?.sounds, "no sounds for \(game)")
      for (tick, cues) in try CueTimeline.cues(game: game, tape: tape) {
        for (cue, name) in SoundBank.cues where cues.contains(cue) {
          #expect(sounds.effect(for: cue) != nil, "\(game)/\(tape) raises \(name) at tick \(tick): no sound")
        }
      }
    }
  }

  @Test("the helicopter's crash tape raises one explosion, at the crash")
  func crashTapeExplodesOnce() throws {
    let cues = try CueTimeline.cues(game: "heli", tape: "early-crash")
    #expect(cues.count == 1)
    #expect(cues.first?.cues == .explosion)
  }

  @Test("synthesis is deterministic: the same description gives the same samples, bit for bit")
  func synthesisIsDeterministic() {
    let explosion = Catalog.entry(id: "heli")!.sounds.effect(for: .explosion)!
    let a = explosion.render(sampleRate: Self.rate).map(PCM.int16)
    let b = explosion.render(sampleRate: Self.rate).map(PCM.int16)
    #expect(a == b)
    #expect(Checksum.fnv1a(a) == Checksum.fnv1a(b))
  }

  @Test("pitches come from note names: A4 is 440 Hz, octaves double, sharps and flats meet")
  func pitchesFromNames() {
    #expect(Pitch.frequency(of: "A4") == 440)
    #expect(Pitch.frequency(of: "A5") == 880)
    #expect(Pitch.frequency(of: "A2") == 110)
    #expect(Pitch.frequency(of: "C#5") == Pitch.frequency(of: "Db5"))
    #expect(Pitch.frequency(of: "B3") == Pitch.frequency(of: "Cb4"))
    #expect(Pitch.frequency(of: "H4") == nil)
    #expect(Pitch.frequency(of: "C") == nil)
    #expect(Pitch.frequency(of: "C44") == nil)
  }
}

/// FNV-1a 64 over samples, to compare renders.
enum Checksum {
  static func fnv1a(_ samples: [Int16]) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for s in samples {
      for byte in [UInt8(truncatingIfNeeded: s), UInt8(truncatingIfNeeded: s >> 8)] {
        h = (h ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    return h
  }
}
