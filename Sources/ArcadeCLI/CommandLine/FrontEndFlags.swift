import ArcadeCore
import ArcadeScreens
import TerminalUI

extension FrontEndOptions {
  /// The options the front-end flags (and `NO_COLOR`) ask for.
  init(_ parsed: ParsedArguments, environment: [String: String]) throws(CommandError) {
    self.init()
    // https://no-color.org: set and not empty means no color.
    color = !parsed.has("no-color") && (environment["NO_COLOR"] ?? "").isEmpty
    if parsed.has("ascii") { ascii = true }
    mouse = !parsed.has("no-mouse")
    music = parsed.has("music")
    sound = parsed.has("sound") || music
    attract = !parsed.has("no-attract")
    if let text = parsed.value(of: "hold") {
      guard let method = HoldMethod(rawValue: text), HoldMethod.withoutReleases.contains(method) else {
        let allowed = HoldMethod.withoutReleases.map(\.rawValue)
        throw CommandError("--hold must be \(Words.list(allowed, or: true)) (got \(text.printable))")
      }
      hold = method
    }
    if let fps = parsed.value(of: "fps") {
      guard let rate = Int(fps), Self.frameRates.contains(rate) else {
        let allowed = Self.frameRates.map(String.init)
        throw CommandError("--fps must be \(Words.list(allowed, or: true)) (got \(fps.printable))")
      }
      framesPerSecond = rate
    }
  }
}
