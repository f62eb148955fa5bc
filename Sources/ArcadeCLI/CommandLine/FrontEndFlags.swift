import ArcadeCore
import TerminalUI

/// Turns the front-end flags (and `NO_COLOR`) into `FrontEndOptions`.
enum FrontEndFlags {
  static func options(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) -> FrontEndOptions {
    var options = FrontEndOptions()
    // https://no-color.org: set and not empty means no colour.
    options.color = !parsed.has("no-color") && (environment["NO_COLOR"] ?? "").isEmpty
    if parsed.has("ascii") { options.ascii = true }
    options.mouse = !parsed.has("no-mouse")
    options.music = parsed.has("music")
    options.sound = parsed.has("sound") || options.music
    options.attract = !parsed.has("no-attract")
    if let hold = parsed.value(of: "hold") {
      guard let fallback = FrontEndOptions.HoldFallback(rawValue: hold) else {
        let allowed = FrontEndOptions.HoldFallback.allCases.map(\.rawValue)
        throw UsageError("--hold must be \(Words.list(allowed, or: true)) (got \(hold.printable))")
      }
      options.holdFallback = fallback
    }
    if let fps = parsed.value(of: "fps") {
      guard let rate = Int(fps), FrontEndOptions.frameRates.contains(rate) else {
        let allowed = FrontEndOptions.frameRates.map(String.init)
        throw UsageError("--fps must be \(Words.list(allowed, or: true)) (got \(fps.printable))")
      }
      options.framesPerSecond = rate
    }
    return options
  }
}
