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
    let fm = FileManager.default
    let files = files()
    var isFolder: ObjCBool = false
    if fm.fileExists(atPath: folder, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw CommandFailure("\(folder.printable) is a file; give --write a folder") }
    } else {
      do {
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw CommandFailure("cannot make \(folder.printable): \(error.localizedDescription)")
      }
    }
    let url = URL(fileURLWithPath: folder)
    if let existing = files.first(where: { fm.fileExists(atPath: url.appendingPathComponent($0.name).path) }) {
      throw CommandFailure(
        "\(url.appendingPathComponent(existing.name).path.printable) exists; choose an empty folder (files are never overwritten)"
      )
    }
    for file in files {
      let bytes = WAVFile.bytes(file.samples, sampleRate: AudioStream.sampleRate)
      let path = url.appendingPathComponent(file.name)
      do {
        try Data(bytes).write(to: path, options: .withoutOverwriting)
      } catch {
        throw CommandFailure("cannot write \(path.path.printable): \(error.localizedDescription)")
      }
    }
    return files.map { url.appendingPathComponent($0.name).path }
  }
}
