/// The shape of a voice: the originals' chip-like sounds need only these three.
public enum Waveform: Sendable, Equatable {
  /// A pulse wave; `duty` is the high part of each period (0.5 is a square).
  case square(duty: Double)
  /// A triangle, starting at zero.
  case triangle
  /// White noise, one new value per period: a high frequency hisses, a low one rumbles.
  case noise

  /// The wave at `phase` periods since its start, in -1...1.
  func value(atPhase phase: Double) -> Double {
    let whole = phase.rounded(.down)
    let fraction = phase - whole
    switch self {
    case .square(let duty): return fraction < duty ? 1 : -1
    case .triangle:
      if fraction < 0.25 { return 4 * fraction }
      return fraction < 0.75 ? 2 - 4 * fraction : 4 * fraction - 4
    case .noise: return Noise.value(Int64(whole))
    }
  }
}

/// Loudness over a note's life: a linear rise, fall to the sustain level, hold, and fade after it ends.
public struct Envelope: Sendable, Equatable {
  public var attack: Double
  public var decay: Double
  /// The level held after the decay, 0...1.
  public var sustain: Double
  /// The fade after the note's duration.
  public var release: Double

  public init(attack: Double, decay: Double, sustain: Double, release: Double) {
    (self.attack, self.decay, self.sustain, self.release) = (attack, decay, sustain, release)
  }

  /// A click-free blip: quick rise, no hold.
  public static let pluck = Envelope(attack: 0.002, decay: 0.05, sustain: 0.6, release: 0.03)

  /// The gain `t` seconds into a note lasting `duration` seconds (0 once the release is over).
  func gain(at t: Double, duration: Double) -> Double {
    if t < 0 { return 0 }
    if t >= duration {
      let fade = release > 0 ? 1 - (t - duration) / release : 0
      return fade > 0 ? held(at: duration) * fade : 0
    }
    return held(at: t)
  }

  private func held(at t: Double) -> Double {
    if t < attack { return t / attack }
    if t < attack + decay { return 1 - (1 - sustain) * (t - attack) / decay }
    return sustain
  }
}

/// One voice playing one note: a waveform sliding from one frequency to another, shaped by an envelope.
public struct Tone: Sendable, Equatable {
  public var waveform: Waveform
  /// Seconds from the start of the sound it belongs to.
  public var at: Double
  public var duration: Double
  public var from: Double
  public var to: Double
  /// Peak amplitude, 0...1 of full scale.
  public var volume: Double
  public var envelope: Envelope

  public init(
    _ waveform: Waveform, at: Double = 0, duration: Double, from: Double, to: Double? = nil, volume: Double,
    envelope: Envelope = .pluck
  ) {
    self.waveform = waveform
    self.at = at
    self.duration = duration
    self.from = from
    self.to = to ?? from
    self.volume = volume
    self.envelope = envelope
  }

  /// Seconds from the sound's start until this tone is silent.
  public var end: Double { at + duration + envelope.release }

  /// The tone's value `t` seconds after the sound's start. The phase is the integral of a linear
  /// slide, so any sample is computed on its own: music can start, pause and loop anywhere.
  func value(at time: Double) -> Double {
    let t = time - at
    let gain = envelope.gain(at: t, duration: duration)
    guard gain > 0 else { return 0 }
    let phase: Double
    if t <= duration {
      phase = from * t + (to - from) * t * t / (2 * duration)
    } else {
      phase = (from + to) * duration / 2 + to * (t - duration)
    }
    return waveform.value(atPhase: phase) * gain * volume
  }
}

/// Deterministic white noise: a fixed integer hash of the value's index, no generator state.
enum Noise {
  static func value(_ index: Int64) -> Double {
    var x = UInt32(truncatingIfNeeded: index &* 0x9E37_79B9)
    x ^= x >> 16
    x = x &* 0x7FEB_352D
    x ^= x >> 15
    x = x &* 0x846C_A68B
    x ^= x >> 16
    return Double(x) / Double(UInt32.max) * 2 - 1
  }
}
