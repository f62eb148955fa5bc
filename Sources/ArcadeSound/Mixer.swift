/// Mixes the cues' effects and the tune into one stream of 16-bit samples, a block at a time.
/// Pure: the audio thread feeds it what the session handed over, tests feed it by hand.
public struct Mixer: Sendable {
  public let sampleRate: Int
  /// Effects sounding at once; a new one beyond this replaces the oldest.
  public static let maxEffects = 8
  private var playing: [(samples: [Float], next: Int)] = []
  private var tune: Tune? = nil
  private var tunePosition = 0
  private var tuneOn = false

  public init(sampleRate: Int) { self.sampleRate = sampleRate }

  /// Starts an effect at the next sample rendered.
  public mutating func play(_ samples: [Float]) {
    guard !samples.isEmpty else { return }
    if playing.count == Self.maxEffects { playing.removeFirst() }
    playing.append((samples, 0))
  }

  /// Plays `tune` on from where it stopped, from its start if it is another tune; nil stops the music.
  public mutating func music(_ tune: Tune?) {
    if let tune, self.tune?.name != tune.name {
      self.tune = tune
      tunePosition = 0
    }
    tuneOn = tune != nil
  }

  /// Nothing sounds: no effect left and no music.
  public var isSilent: Bool { playing.isEmpty && !tuneOn }

  /// The next `count` samples.
  public mutating func render(_ count: Int) -> [Int16] {
    var mix = [Double](repeating: 0, count: count)
    if tuneOn, let tune {
      for i in 0..<count { mix[i] = tune.value(atSample: tunePosition + i, sampleRate: sampleRate) }
      tunePosition = (tunePosition + count) % max(1, tune.loopSamples(sampleRate: sampleRate))
    }
    for e in playing.indices {
      let (samples, next) = playing[e]
      let n = min(count, samples.count - next)
      for i in 0..<n { mix[i] += Double(samples[next + i]) }
      playing[e].next = next + n
    }
    playing.removeAll { $0.next >= $0.samples.count }
    return mix.map(PCM.int16)
  }
}

/// Samples in -1...1 as signed 16-bit values.
public enum PCM {
  /// Full scale is 32767; louder values are clamped, never wrapped.
  public static func int16(_ x: Double) -> Int16 { Int16((min(1, max(-1, x)) * 32767).rounded()) }
  public static func int16(_ x: Float) -> Int16 { int16(Double(x)) }
}
