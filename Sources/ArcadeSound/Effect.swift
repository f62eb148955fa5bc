/// A short sound for one cue: tones that play together or one after another.
public struct Effect: Sendable, Equatable {
  public var tones: [Tone]

  public init(_ tones: [Tone]) { self.tones = tones }

  /// Seconds until the last tone is silent.
  public var length: Double { tones.map(\.end).max() ?? 0 }

  /// The effect as samples in -1...1 at `sampleRate`, from its first sample to its last.
  public func render(sampleRate: Int) -> [Float] {
    let count = Int((length * Double(sampleRate)).rounded(.up))
    let rate = Double(sampleRate)
    return (0..<count).map { n in Float(tones.reduce(0) { $0 + $1.value(at: Double(n) / rate) }) }
  }
}
