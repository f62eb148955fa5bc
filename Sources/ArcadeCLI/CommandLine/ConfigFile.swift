import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import BoardWire
import Foundation
import TerminalUI

/// `$XDG_CONFIG_HOME/arcade/config` (default `~/.config/arcade/config`): settings a player would otherwise give as
/// flags every time, one `key value` a line; `#` starts a comment, at the start of a line or after a space. Flags
/// win over it, and ARCADE_BOARD over its board. Read once as the arcade starts: a line it cannot use is a warning
/// naming the file, the line, what is wrong and the fix, and the rest still applies.
///
///     board http://arcade.example.org:8470
///     name alice
///     hold toggle      # no key releases here
///     sound music
///     fps 20
struct ConfigFile: Equatable {
  /// The daily board's address.
  var board: String?
  /// The player's name on the board (no box asks it then).
  var name: String?
  /// `--hold` by default.
  var hold: HoldMethod?
  /// `--no-sound`, `--sound` or `--music` by default.
  var sound: SoundSetting?
  /// `--fps` by default.
  var fps: Int?
  /// What could not be used, a line each.
  var warnings: [String] = []

  /// The config file's `sound`: what the sound flags say when none is given.
  enum SoundSetting: String, CaseIterable {
    case off, on, music
  }

  /// One setting: its key, the fix a bad value is told (a line to write), and how its value is taken: nil when it
  /// is, else what is wrong with it.
  private struct Setting: Sendable {
    let key: String
    let fix: @Sendable (String) -> String
    let take: @Sendable (inout ConfigFile, String) -> String?
  }

  private static let settings = [
    Setting(key: "board", fix: { _ in "write 'board http://HOST:8470'" }) { config, value in
      guard BoardConnection.problem(with: value) == nil else { return "'\(value)' is not a board's address" }
      config.board = value
      return nil
    },
    Setting(key: "name", fix: nameFix) { config, value in
      guard BoardAPI.isName(value) else {
        return "a name on the board is 1 to 24 letters, digits, '-', '_' or '.', not '\(value)'"
      }
      config.name = value
      return nil
    },
    Setting(key: "hold", fix: { _ in "write " + choices("hold", HoldMethod.withoutReleases.map(\.rawValue)) }) {
      config, value in
      guard let method = HoldMethod(rawValue: value), HoldMethod.withoutReleases.contains(method) else {
        return "hold must be \(Words.list(HoldMethod.withoutReleases.map(\.rawValue), or: true)), not '\(value)'"
      }
      config.hold = method
      return nil
    },
    Setting(key: "sound", fix: { _ in "write " + choices("sound", SoundSetting.allCases.map(\.rawValue)) }) {
      config, value in
      guard let setting = SoundSetting(rawValue: value) else {
        return "sound must be \(Words.list(SoundSetting.allCases.map(\.rawValue), or: true)), not '\(value)'"
      }
      config.sound = setting
      return nil
    },
    Setting(key: "fps", fix: { _ in "write 'fps 30' (or 15, 20, 60)" }) { config, value in
      guard let rate = Int(value), FrontEndOptions.frameRates.contains(rate) else {
        return "fps must be \(Words.list(FrontEndOptions.frameRates.map(String.init), or: true)), not '\(value)'"
      }
      config.fps = rate
      return nil
    },
  ]

  static var keys: [String] { settings.map(\.key) }

  /// "'hold tap' or 'hold toggle'".
  private static func choices(_ key: String, _ values: [String]) -> String {
    Words.list(values.map { "'\(key) \($0)'" }, or: true)
  }

  /// A name with spaces or other characters the board does not take: the same name with '-' for each run of them,
  /// when that is one.
  private static func nameFix(_ value: String) -> String {
    let parts = value.unicodeScalars.split { !BoardAPI.isName(String($0)) }.map {
      String(String.UnicodeScalarView($0))
    }
    let suggestion = parts.joined(separator: "-")
    return BoardAPI.isName(suggestion) ? "write 'name \(suggestion)'" : "write 'name NAME'"
  }

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
    var seen: [String: Int] = [:]
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = withoutComment(String(raw)).trimmingCharacters(in: .whitespacesAndNewlines.union(["\u{FEFF}"]))
      if line.isEmpty { continue }
      let words = line.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      let (key, number) = (words[0], index + 1)
      func warn(_ problem: String, _ fix: String) {
        config.warnings.append("\(path.printable) line \(number): \(problem) (the line is left out); \(fix)".printable)
      }
      guard let setting = settings.first(where: { $0.key == key }) else {
        let guess = Suggestion.closest(to: key, among: keys).map { "did you mean '\($0)'? " } ?? ""
        warn("no setting '\(key)'", guess + "the settings are \(Words.list(keys, or: false))")
        continue
      }
      let value = words.count == 2 ? words[1].trimmingCharacters(in: .whitespaces) : ""
      guard !value.isEmpty else {
        warn("\(key) needs a value", setting.fix(value))
        continue
      }
      if let problem = setting.take(&config, value) {
        warn(problem, setting.fix(value))
        continue
      }
      if let first = seen[key] {
        config.warnings.append(
          "\(path.printable) line \(number): \(key) is set again (line \(first) sets it too); this later line is used")
      }
      seen[key] = number
    }
    return config
  }

  /// The line before its comment: a `#` at its start or after a space or tab (a `#` inside a word is kept).
  private static func withoutComment(_ line: String) -> String {
    var previous: Character = " "
    for index in line.indices {
      if line[index] == "#", previous == " " || previous == "\t" { return String(line[..<index]) }
      previous = line[index]
    }
    return line
  }
}
