import ArcadeAudio
import ArcadeSound
import ArcadeStorage
import Foundation
import GameCatalog

/// `arcade sound`: where `--sound` would go on this machine; `--write DIR` renders every sound to WAV.
enum SoundCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    if let folder = parsed.value(of: .write) {
      for name in try write(to: folder) { context.console.out("wrote \(name)") }
      return 0
    }
    let output = SoundOutput.open(sound: true, music: false, sounds: Catalog.sounds)
    defer { output.close() }
    context.console.out(output.summary)
    return 0
  }

  /// Writes GAME-CUE.wav and GAME-music.wav (one loop) into `folder` (made if missing); refuses
  /// before writing anything if one of them exists.
  static func write(to folder: String) throws(CommandError) -> [String] {
    if Posix.kind(of: folder) != .folder {
      if Posix.exists(folder) { throw CommandError("\(folder.printable) is a file; give --write a folder", status: 1) }
      let made = Posix.makeFolders(folder)
      guard made == 0 else { throw CommandError("cannot make \(folder.printable): \(Posix.describe(made))", status: 1) }
    }
    let url = URL(fileURLWithPath: folder)
    let rate = SoundOutput.sampleRate
    let files = Catalog.sounds.flatMap { game in
      game.effects.map { ("\(game.game)-\($0.name).wav", $0.effect.render(sampleRate: rate)) }
        + [("\(game.game)-music.wav", game.tune.render(sampleRate: rate))]
    }.map { (path: url.appendingPathComponent($0.0).path, samples: $0.1.map(PCM.int16)) }
    if let existing = files.first(where: { Posix.exists($0.path) }) {
      throw CommandError(
        "\(existing.path.printable) exists; choose an empty folder (files are never overwritten)", status: 1)
    }
    for file in files {
      do {
        try AtomicFile.create(file.path) { $0.append(WAVFile.bytes(file.samples, sampleRate: rate)) }
      } catch {
        throw CommandError("cannot write \(file.path.printable): \(Posix.describe(error.code))", status: 1)
      }
    }
    return files.map(\.path)
  }
}
