import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import TerminalUI

extension FrontEndOptions {
  /// The options the front-end flags (and `NO_COLOR`, ARCADE_BOARD, the config file) ask for; flags win. The config
  /// file's values were checked as it was read, so only a flag or ARCADE_BOARD can make this a usage error.
  init(_ parsed: ParsedArguments, environment: [String: String], config: ConfigFile = ConfigFile()) throws(CommandError)
  {
    self.init()
    // https://no-color.org: set and not empty means no color.
    color = !parsed.has(.noColor) && (environment["NO_COLOR"] ?? "").isEmpty
    if parsed.has(.ascii) { ascii = true }
    mouse = !parsed.has(.noMouse)
    if parsed.has(.noSound), let other = [Flag.sound, .music].first(where: parsed.has) {
      throw CommandError("--no-sound and --\(other.rawValue) do not go together; give one")
    }
    let setting: ConfigFile.SoundSetting =
      parsed.has(.music) ? .music : parsed.has(.sound) ? .on : parsed.has(.noSound) ? .off : config.sound ?? .off
    music = setting == .music
    sound = setting != .off
    attract = !parsed.has(.noAttract)
    if let text = parsed.value(of: .hold) {
      guard let method = HoldMethod(rawValue: text), HoldMethod.withoutReleases.contains(method) else {
        let allowed = HoldMethod.withoutReleases.map(\.rawValue)
        throw CommandError("--hold must be \(Words.list(allowed, or: true)) (got \(text.printable))")
      }
      hold = method
    } else if let method = config.hold {
      hold = method
    }
    board = try Self.board(parsed, environment: environment, config: config)
    boardName = config.name
    if let fps = parsed.value(of: .fps) {
      guard let rate = Int(fps), Self.frameRates.contains(rate) else {
        let allowed = Self.frameRates.map(String.init)
        throw CommandError("--fps must be \(Words.list(allowed, or: true)) (got \(fps.printable))")
      }
      framesPerSecond = rate
    } else if let rate = config.fps {
      framesPerSecond = rate
    }
  }

  /// The board's address: `--board`, else ARCADE_BOARD, else the config file's (checked as it was read); a usage
  /// error naming the one of the first two that is not an address.
  static func board(_ parsed: ParsedArguments, environment: [String: String], config: ConfigFile)
    throws(CommandError) -> String?
  {
    for (given, source) in [(parsed.value(of: .board), "--board"), (environment["ARCADE_BOARD"], "ARCADE_BOARD")] {
      guard let url = given else { continue }
      if let problem = BoardConnection.problem(with: url) { throw CommandError("\(source): \(problem)") }
      return url
    }
    return config.board
  }
}
