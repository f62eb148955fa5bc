import ArcadeStorage
import Foundation

/// `$XDG_CONFIG_HOME/arcade/config` (default `~/.config/arcade/config`): settings a player would otherwise give as
/// flags every time, one `key value` a line (`#` starts a comment). Flags win over it, and ARCADE_BOARD over its
/// board. Read once as the arcade starts; a line it cannot use is a warning, and the rest still applies.
///
///     board http://arcade.example.org:8470
///     name alice
///     hold toggle
///     sound music
///     fps 20
struct ConfigFile: Equatable {
  /// The daily board's address.
  var board: String?
  /// The player's name on the board (no box asks it then).
  var name: String?
  /// `--hold` by default: tap or toggle.
  var hold: String?
  /// `off`, `on` (as --sound) or `music` (as --music).
  var sound: String?
  /// `--fps` by default.
  var fps: String?
  /// What could not be used, a line each.
  var warnings: [String] = []

  static let keys = ["board", "name", "hold", "sound", "fps"]

  /// Where it is: `$XDG_CONFIG_HOME/arcade/config` when that is absolute, else `$HOME/.config/arcade/config`.
  static func path(environment: [String: String]) -> String {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/arcade/config" }
    let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
    return home + "/.config/arcade/config"
  }

  /// The file at `path`; empty (and no warning) when there is none.
  static func load(_ path: String) -> ConfigFile {
    guard FileManager.default.fileExists(atPath: path) else { return ConfigFile() }
    guard let data = FileManager.default.contents(atPath: path), data.count < 65_536,
      let text = String(data: data, encoding: .utf8)
    else { return ConfigFile(warnings: ["\(path.printable) cannot be read as text; it is left out"]) }
    return parse(text, path: path)
  }

  static func parse(_ text: String, path: String) -> ConfigFile {
    var config = ConfigFile()
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let words = line.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      let at = "\(path.printable) line \(index + 1)"
      guard words.count == 2 else {
        config.warnings.append("\(at): expected 'KEY VALUE' (keys: \(keys.joined(separator: ", ")))")
        continue
      }
      let value = words[1].trimmingCharacters(in: .whitespaces)
      switch words[0] {
      case "board": config.board = value
      case "name": config.name = value
      case "hold": config.hold = value
      case "sound": config.sound = value
      case "fps": config.fps = value
      default:
        config.warnings.append(
          "\(at): no setting \(words[0].printable); the keys are \(keys.joined(separator: ", "))")
      }
    }
    return config
  }
}
