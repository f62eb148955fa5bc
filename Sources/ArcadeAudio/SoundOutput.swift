import ArcadeCore
import ArcadeSound

/// Where the games' sound cues go (`--sound`): the sound server, or the terminal bell when there is
/// none. Screens raise cues while they step ticks; the session hands them over once the frame that
/// shows those ticks is on the screen.
public final class SoundOutput {
  enum Route {
    case off
    case bell
    case stream(AudioStream)
  }

  let route: Route
  /// With `--music`: each game plays its tune while it runs.
  let music: Bool
  /// The title card's line when sound was asked for but only the bell is left, saying why.
  public let note: String?
  /// The rate of every sample the arcade makes (also of the WAV files `arcade sound --write` writes).
  public static let sampleRate = AudioStream.sampleRate
  private var cuesDue: [(game: String, cues: TickEvents)] = []
  private var bellDue = false
  private var musicWanted: String? = nil
  private var musicPlaying: String? = nil

  init(route: Route, music: Bool = false, note: String? = nil) {
    self.route = route
    self.music = music
    self.note = note
  }

  /// The output `--sound` and `--music` ask for: none without sound; else the sound server's stream playing these
  /// games' sounds, else the bell with a note why.
  public static func open(sound: Bool, music: Bool, sounds: [GameSounds]) -> SoundOutput {
    guard sound else { return SoundOutput(route: .off) }
    do {
      return SoundOutput(route: .stream(try AudioStream(sounds: sounds)), music: music)
    } catch {
      return SoundOutput(route: .bell, note: "Sound: terminal bell (\(error.reason))")
    }
  }

  /// Where the sound goes, in one line (`arcade sound`).
  public var summary: String {
    switch route {
    case .off: "Sound: off"
    case .bell: note ?? "Sound: terminal bell"
    case .stream:
      "Sound: the sound server (PulseAudio simple API, \(AudioStream.sampleRate) Hz, "
        + "\(Int(AudioStream.latencySeconds * 1000)) ms buffer)"
    }
  }

  /// Cues raised by ticks stepped for the next frame.
  public func raise(_ cues: TickEvents, game: String) {
    guard !cues.isEmpty else { return }
    switch route {
    case .off: break
    case .bell: bellDue = true
    case .stream: cuesDue.append((game, cues))
    }
  }

  /// A screen runs this game, still playing, for the next frame: its tune should sound.
  public func wantMusic(_ game: String) { musicWanted = game }

  /// The frame is on the screen: its cues go out, and the tune follows what the screens wanted
  /// since the last frame. True when the bell should ring.
  public func frameShown() -> Bool {
    defer {
      bellDue = false
      musicWanted = nil
    }
    guard case .stream(let stream) = route else { return bellDue }
    for (game, cues) in cuesDue { stream.play(cues, game: game) }
    cuesDue.removeAll(keepingCapacity: true)
    let wanted = music ? musicWanted : nil
    if wanted != musicPlaying {
      musicPlaying = wanted
      stream.music(wanted)
    }
    return false
  }

  /// Ends the audio thread, if any.
  public func close() {
    if case .stream(let stream) = route { stream.close() }
  }
}
