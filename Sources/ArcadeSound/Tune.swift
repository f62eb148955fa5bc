/// A looping tune: voices playing notes on a grid of equal steps, written in a small notation.
///
/// Each voice is a line of space-separated steps: a note (`C5`, `F#4`, `Bb3`), `-` for a rest,
/// and `*N` after either to hold it N steps (`E5*2`, `-*4`). Every voice has the same number of steps.
public struct Tune: Sendable {
  /// One line of the tune.
  public struct Voice: Sendable {
    public var waveform: Waveform
    public var volume: Double
    public var envelope: Envelope
    public var notes: String

    public init(_ waveform: Waveform, volume: Double, envelope: Envelope = .pluck, notes: String) {
      self.waveform = waveform
      self.volume = volume
      self.envelope = envelope
      self.notes = notes
    }
  }

  public let name: String
  public let stepSeconds: Double
  public let voices: [Voice]
  /// Steps in one loop.
  public let steps: Int
  /// For each voice and step, the tone sounding then (nil: a rest), timed from the loop's start.
  private let tones: [[Tone?]]

  /// A tune from its notation; a malformed note stops the program (tunes are fixed data, tested).
  public init(name: String, stepSeconds: Double, voices: [Voice]) {
    self.name = name
    self.stepSeconds = stepSeconds
    self.voices = voices
    tones = voices.map { Self.tones(of: $0, stepSeconds: stepSeconds, tune: name) }
    steps = tones.map(\.count).max() ?? 0
    precondition(tones.allSatisfy { $0.count == steps }, "tune \(name): voices of different lengths")
  }

  /// Seconds in one loop.
  public var length: Double { Double(steps) * stepSeconds }

  /// The sum of the voices' volumes: no sample of the tune is louder.
  public var peakBound: Double { voices.map(\.volume).reduce(0, +) }

  /// Samples in one loop at `sampleRate`.
  public func loopSamples(sampleRate: Int) -> Int { Int((length * Double(sampleRate)).rounded()) }

  /// The tune's value at sample `n` of the loop (any n ≥ 0: it loops).
  public func value(atSample n: Int, sampleRate: Int) -> Double {
    let loop = loopSamples(sampleRate: sampleRate)
    guard loop > 0 else { return 0 }
    let t = Double(n % loop) / Double(sampleRate)
    let step = min(steps - 1, (n % loop) * steps / loop)
    return tones.reduce(0) { $0 + ($1[step]?.value(at: t) ?? 0) }
  }

  /// One loop as samples in -1...1.
  public func render(sampleRate: Int) -> [Float] {
    (0..<loopSamples(sampleRate: sampleRate)).map { Float(value(atSample: $0, sampleRate: sampleRate)) }
  }

  private static func tones(of voice: Voice, stepSeconds: Double, tune: String) -> [Tone?] {
    var steps: [Tone?] = []
    for token in voice.notes.split(separator: " ") {
      let parts = token.split(separator: "*")
      let hold = parts.count == 2 ? Int(parts[1]) : 1
      guard let hold, hold > 0, parts.count <= 2 else { preconditionFailure("tune \(tune): bad step '\(token)'") }
      if parts[0] == "-" {
        steps += Array(repeating: nil, count: hold)
        continue
      }
      guard let frequency = Pitch.frequency(of: String(parts[0])) else {
        preconditionFailure("tune \(tune): bad note '\(token)'")
      }
      // The note ends before its last step does, so its release never spills into the next note.
      let span = Double(hold) * stepSeconds
      let tone = Tone(
        voice.waveform, at: Double(steps.count) * stepSeconds, duration: max(0.001, span - voice.envelope.release),
        from: frequency, volume: voice.volume, envelope: voice.envelope)
      steps += Array(repeating: tone, count: hold)
    }
    return steps
  }
}

/// Equal-tempered pitches from note names, from a table of one octave (no libm).
enum Pitch {
  /// C4 … B4 in hertz.
  private static let octave4: [Double] = [
    261.6256, 277.1826, 293.6648, 311.1270, 329.6276, 349.2282, 369.9944, 391.9954, 415.3047, 440.0000,
    466.1638, 493.8833,
  ]
  private static let letters: [Character: Int] = ["C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11]

  /// "A4" is 440; "C#5", "Eb3"; octaves 0 to 9; nil when malformed.
  static func frequency(of name: String) -> Double? {
    var chars = Array(name)
    guard chars.count >= 2, let letter = letters[chars.removeFirst()] else { return nil }
    var semitone = letter
    if chars.first == "#" || chars.first == "b" { semitone += chars.removeFirst() == "#" ? 1 : -1 }
    guard chars.count == 1, let octave = chars[0].wholeNumberValue else { return nil }
    let shift = octave - 4 + (semitone < 0 ? -1 : semitone > 11 ? 1 : 0)
    return octave4[(semitone + 12) % 12] * Double(sign: .plus, exponent: shift, significand: 1)
  }
}
