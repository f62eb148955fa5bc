import Testing

@testable import ArcadeSound

@Suite("Mixer")
struct MixerTests {
  static let rate = 44_100
  let blip = Effect([Tone(.square(duty: 0.5), duration: 0.01, from: 1000, volume: 0.5)]).render(sampleRate: rate)

  @Test("an effect starts at the first sample of the block after it was played, and silence follows it")
  func effectStartsAtTheNextBlock() {
    var mixer = Mixer(sampleRate: Self.rate)
    #expect(mixer.render(220).allSatisfy { $0 == 0 })
    mixer.play(blip)
    let block = mixer.render(blip.count + 1000)
    #expect(abs(Int(block[0])) > 0 || abs(Int(block[1])) > 0)
    #expect(Array(block[0..<blip.count]) == blip.map(PCM.int16))
    #expect(block[blip.count...].allSatisfy { $0 == 0 })
    #expect(mixer.isSilent)
  }

  @Test("two cues a gap apart come out a gap apart, with silence between them")
  func silenceBetweenCues() {
    var mixer = Mixer(sampleRate: Self.rate)
    mixer.play(blip)
    var out = mixer.render(2205)
    mixer.play(blip)
    out += mixer.render(2205)
    let sounding = out.indices.filter { out[$0] != 0 }
    #expect(sounding.first == 0 || sounding.first == 1)
    #expect(out[blip.count..<2205].allSatisfy { $0 == 0 })
    #expect(sounding.contains { $0 >= 2205 && $0 < 2205 + 10 })
  }

  @Test("loud cues together are clamped to full scale, never wrapped")
  func overloadIsClamped() {
    var mixer = Mixer(sampleRate: Self.rate)
    for _ in 0..<4 { mixer.play([0.9, -0.9, 0.1]) }
    #expect(mixer.render(3) == [32767, -32767, 13107])
  }

  @Test("at most eight effects sound at once: a ninth replaces the oldest")
  func effectsAreCapped() {
    var mixer = Mixer(sampleRate: Self.rate)
    mixer.play([0.01, 0.01])
    for _ in 0..<Mixer.maxEffects { mixer.play([0.1]) }
    #expect(mixer.render(2) == [PCM.int16(0.8), 0])
  }

  @Test("music pauses and goes on where it stopped; another tune starts from its beginning")
  func musicPausesAndResumes() {
    let a = Tune(name: "a", stepSeconds: 0.01, voices: [.init(.triangle, volume: 0.2, notes: "A4 C5 E5 A5")])
    let b = Tune(name: "b", stepSeconds: 0.01, voices: [.init(.triangle, volume: 0.2, notes: "C4 - - -")])
    let whole = a.render(sampleRate: Self.rate).map(PCM.int16)
    var mixer = Mixer(sampleRate: Self.rate)
    mixer.music(a)
    let first = mixer.render(500)
    mixer.music(nil)
    #expect(mixer.render(100).allSatisfy { $0 == 0 })
    mixer.music(a)
    let second = mixer.render(500)
    #expect(first + second == Array(whole[0..<1000]))
    mixer.music(b)
    #expect(mixer.render(300) == Array(b.render(sampleRate: Self.rate).map(PCM.int16)[0..<300]))
  }

  @Test("a WAV file is a 44-byte RIFF header and the samples, little-endian")
  func wavFileLayout() {
    let bytes = WAVFile.bytes([1, -2], sampleRate: 8000)
    #expect(bytes.count == 48)
    #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
    #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
    #expect(Array(bytes[24..<28]) == [0x40, 0x1F, 0, 0])
    #expect(Array(bytes[36..<40]) == Array("data".utf8))
    #expect(Array(bytes[40..<48]) == [4, 0, 0, 0, 1, 0, 0xFE, 0xFF])
  }
}
