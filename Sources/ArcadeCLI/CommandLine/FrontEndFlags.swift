import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import TerminalUI

extension FrontEndOptions {
  /// The options the front-end flags (and `NO_COLOR`, ARCADE_BOARD, the config file) ask for; flags win.
  init(_ parsed: ParsedArguments, environment: [String: String], config: ConfigFile = ConfigFile()) throws(CommandError)
  {
    self.init()
    // https://no-color.org: set and not empty means no color.
    color = !parsed.has(.noColor) && (environment["NO_COLOR"] ?? "").isEmpty
    if parsed.has(.ascii) { ascii = true }
    mouse = !parsed.has(.noMouse)
    let configured = config.sound ?? "off"
    guard ["off", "on", "music"].contains(configured) else {
      throw CommandError("the config file's sound must be off, on or music (got \(configured.printable))")
    }
    music = parsed.has(.music) || configured == "music"
    sound = parsed.has(.sound) || music || configured == "on"
    attract = !parsed.has(.noAttract)
    if let text = parsed.value(of: .hold) ?? config.hold {
      guard let method = HoldMethod(rawValue: text), HoldMethod.withoutReleases.contains(method) else {
        let allowed = HoldMethod.withoutReleases.map(\.rawValue)
        throw CommandError("--hold must be \(Words.list(allowed, or: true)) (got \(text.printable))")
      }
      hold = method
    }
    board = parsed.value(of: .board) ?? environment["ARCADE_BOARD"] ?? config.board
    if let board, let problem = BoardConnection.problem(with: board) { throw CommandError("--board: \(problem)") }
    boardName = config.name
    if let fps = parsed.value(of: .fps) ?? config.fps {
      guard let rate = Int(fps), Self.frameRates.contains(rate) else {
        let allowed = Self.frameRates.map(String.init)
        throw CommandError("--fps must be \(Words.list(allowed, or: true)) (got \(fps.printable))")
      }
      framesPerSecond = rate
    }
  }
}
