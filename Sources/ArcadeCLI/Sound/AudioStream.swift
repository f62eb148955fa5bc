import ArcadeCore
import ArcadeSound
import Dispatch
import Foundation

/// The audio thread: it mixes what the session hands over into small blocks and writes them to the
/// sound server, whose buffer holds a few tens of milliseconds. The session only appends to an
/// inbox under a lock held for a moment, so the game never waits on audio.
final class AudioStream: @unchecked Sendable {
  static let sampleRate = 44_100
  /// 5 ms: a cue handed over waits at most this long for the next block.
  static let blockSamples = 220
  /// What the server buffers ahead of the speaker: most of the cue's delay.
  static let latencySeconds = 0.025

  private enum Command {
    case effect([Float])
    case music(Tune?)
  }

  private let pulse: PulseSimple
  /// Every game's effects, rendered once, by "game/cue".
  private let effects: [String: [Float]]
  private let lock = NSLock()
  private var inbox: [Command] = []
  private var stopping = false
  private let stopped = DispatchSemaphore(value: 0)

  private init(pulse: PulseSimple) {
    self.pulse = pulse
    var effects: [String: [Float]] = [:]
    for game in SoundBank.games {
      for (_, name, effect) in game.effects {
        effects["\(game.game)/\(name)"] = effect.render(sampleRate: Self.sampleRate)
      }
    }
    self.effects = effects
  }

  /// A stream to the sound server with its thread running, or why there is none.
  static func open() throws(SoundUnavailable) -> AudioStream {
    let audio = AudioStream(pulse: try PulseSimple(sampleRate: sampleRate, latencySeconds: latencySeconds))
    let thread = Thread { audio.run() }
    thread.name = "arcade audio"
    thread.start()
    return audio
  }

  /// Starts the game's effect for each of the cues.
  func play(_ cues: SoundCues, game: String) {
    let sounds = SoundBank.cues.compactMap { cue, name in cues.contains(cue) ? effects["\(game)/\(name)"] : nil }
    guard !sounds.isEmpty else { return }
    post(sounds.map(Command.effect))
  }

  /// Plays the game's tune (nil: stops the music).
  func music(_ game: String?) {
    post([.music(game.flatMap { SoundBank.sounds(for: $0)?.tune })])
  }

  /// Stops the thread and closes the stream (what was still buffered is cut short).
  func close() {
    lock.lock()
    stopping = true
    lock.unlock()
    stopped.wait()
  }

  private func post(_ commands: [Command]) {
    lock.lock()
    inbox += commands
    lock.unlock()
  }

  private func run() {
    var mixer = Mixer(sampleRate: Self.sampleRate)
    while true {
      lock.lock()
      let commands = inbox
      inbox.removeAll(keepingCapacity: true)
      let stop = stopping
      lock.unlock()
      if stop { break }
      for command in commands {
        switch command {
        case .effect(let samples): mixer.play(samples)
        case .music(let tune): mixer.music(tune)
        }
      }
      // Silence too is written: the stream stays primed, so every cue waits the same short time.
      guard pulse.write(mixer.render(Self.blockSamples)) else { break }
    }
    pulse.close()
    // Also when a broken stream ends the thread early: the semaphore keeps the signal for close().
    stopped.signal()
  }
}
