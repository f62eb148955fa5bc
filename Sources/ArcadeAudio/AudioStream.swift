import ArcadeCore
import ArcadeSound
import Dispatch
import Foundation
import Synchronization

/// The audio thread: it mixes what the session hands over into small blocks and writes them to the
/// sound server, whose buffer holds a few tens of milliseconds. The mixer is shared under a lock
/// held only to start a sound or to mix one small block, so the game never waits on audio.
final class AudioStream: @unchecked Sendable {
  static let sampleRate = 44_100
  /// 5 ms: a cue handed over waits at most this long for the next block.
  static let blockSamples = 220
  /// What the server buffers ahead of the speaker: most of the cue's delay.
  static let latencySeconds = 0.025

  private let pulse: PulseSimple
  /// Every game's effects, rendered once, by "game/cue"; and every game's tune.
  private let effects: [String: [Float]]
  private let tunes: [String: Tune]
  /// The mixer, and whether the thread is to stop.
  private let mixing = Mutex((mixer: Mixer(sampleRate: sampleRate), stopping: false))
  private let stopped = DispatchSemaphore(value: 0)

  /// How long the arcade waits for the sound server before it starts with the bell.
  static let connectSeconds = 0.5

  /// A stream to the sound server with its thread running, or why there is none (also when the
  /// server has not answered within `connectSeconds`).
  init(sounds: [GameSounds]) throws(SoundUnavailable) {
    let server = ProcessInfo.processInfo.environment["PULSE_SERVER"].map {
      " at " + $0.clipped(to: 40)
    }
    let late = SoundUnavailable("the sound server\(server ?? "") did not answer within \(Self.connectSeconds) s")
    pulse = try ServerConnection.connect(
      within: Self.connectSeconds, late: late,
      { () throws(SoundUnavailable) in
        try PulseSimple(sampleRate: Self.sampleRate, latencySeconds: Self.latencySeconds)
      }, discard: { $0.close() })
    effects = Dictionary(
      uniqueKeysWithValues: sounds.flatMap { game in
        game.effects.map { ("\(game.game)/\($0.name)", $0.effect.render(sampleRate: Self.sampleRate)) }
      })
    tunes = Dictionary(uniqueKeysWithValues: sounds.map { ($0.game, $0.tune) })
    let thread = Thread { self.run() }
    thread.name = "arcade audio"
    thread.start()
  }

  /// Starts the game's effect for each of the cues.
  func play(_ cues: TickEvents, game: String) {
    let sounds = SoundBank.cues.compactMap { cue, name in cues.contains(cue) ? effects["\(game)/\(name)"] : nil }
    mixing.withLock { for sound in sounds { $0.mixer.play(sound) } }
  }

  /// Plays the game's tune (nil: stops the music).
  func music(_ game: String?) {
    let tune = game.flatMap { tunes[$0] }
    mixing.withLock { $0.mixer.music(tune) }
  }

  /// Stops the thread and closes the stream (what was still buffered is cut short).
  func close() {
    mixing.withLock { $0.stopping = true }
    stopped.wait()
  }

  private func run() {
    AudioThreads.leaveSignalsToMainThread()
    while true {
      let block = mixing.withLock { $0.stopping ? nil : $0.mixer.render(Self.blockSamples) }
      // Silence too is written: the stream stays primed, so every cue waits the same short time.
      guard let block, pulse.write(block) else { break }
    }
    pulse.close()
    // Also when a broken stream ends the thread early: the semaphore keeps the signal for close().
    stopped.signal()
  }
}
