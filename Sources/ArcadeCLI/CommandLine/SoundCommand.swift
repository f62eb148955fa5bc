import ArcadeSound
import Foundation

/// `arcade sound`: where `--sound` would go on this machine; `--write DIR` renders every sound to WAV.
enum SoundCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandFailure) -> Int32 {
    if let folder = parsed.value(of: "write") {
      for name in try write(to: folder) { context.console.out("wrote \(name)") }
      return 0
    }
    var options = FrontEndOptions()
    options.sound = true
    let output = SoundOutput.open(options)
    defer { output.close() }
    let rate = AudioStream.sampleRate
    let latency = Int(AudioStream.latencySeconds * 1000)
    context.console.out(
      output.note ?? "Sound: the sound server (PulseAudio simple API, \(rate) Hz, \(latency) ms buffer)")
    return 0
  }

  /// Every file `--write` makes, named GAME-CUE.wav and GAME-music.wav (one loop), with its samples.
  static func files() -> [(name: String, samples: [Int16])] {
    let rate = AudioStream.sampleRate
    var files: [(String, [Int16])] = []
    for game in SoundBank.games {
      for (_, name, effect) in game.effects {
        files.append(("\(game.game)-\(name).wav", effect.render(sampleRate: rate).map(PCM.int16)))
      }
      files.append(("\(game.game)-music.wav", game.tune.render(sampleRate: rate).map(PCM.int16)))
    }
    return files
  }

  /// Writes the files into `folder` (made if missing); refuses before writing anything if one exists.
  static func write(to folder: String) throws(CommandFailure) -> [String] {
    if Posix.kind(of: folder) != .folder {
      if Posix.exists(folder) { throw CommandFailure("\(folder.printable) is a file; give --write a folder") }
      let made = Posix.makeFolders(folder)
      guard made == 0 else { throw CommandFailure("cannot make \(folder.printable): \(Posix.describe(made))") }
    }
    let url = URL(fileURLWithPath: folder)
    let files = files().map { (path: url.appendingPathComponent($0.name).path, samples: $0.samples) }
    if let existing = files.first(where: { Posix.exists($0.path) }) {
      throw CommandFailure("\(existing.path.printable) exists; choose an empty folder (files are never overwritten)")
    }
    for file in files {
      do {
        try AtomicFile.create(file.path) { $0.append(WAVFile.bytes(file.samples, sampleRate: AudioStream.sampleRate)) }
      } catch {
        throw CommandFailure("cannot write \(file.path.printable): \(Posix.describe(error.code))")
      }
    }
    return files.map(\.path)
  }
}
