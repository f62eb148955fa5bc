import CNcurses
import Glibc

/// The kitty keyboard protocol: key releases, for games that read held buttons.
extension Terminal {
  /// Whether the terminal speaks the kitty keyboard protocol: asks `CSI ? u` followed by the device
  /// attributes query every terminal answers, and waits for that answer (at most 300 ms).
  /// Other input arriving meanwhile is kept for `events`. The answer is remembered.
  public func supportsKittyKeyboard() -> Bool {
    if let kittySupport { return kittySupport }
    guard !closed else { return false }
    send("\u{1B}[?u\u{1B}[c")
    var supported = false
    var answered = false
    let deadline = SystemClock().nanoseconds() + 300_000_000
    while !answered {
      let now = SystemClock().nanoseconds()
      guard now < deadline else { break }
      let wait = Self.waitForInput(
        signals: signalsDescriptor, timeoutMilliseconds: Int((deadline - now) / 1_000_000) + 1)
      // A signal is answered before the terminal is: the next `events` reports it.
      guard wait == .readable else { break }
      for event in readInput() {
        switch event {
        case .kittyFlags: supported = true
        case .deviceAttributes: answered = true
        default: stash.append(event)
        }
      }
    }
    kittySupport = supported
    return supported
  }

  /// Turns key releases on (disambiguate + event types + all keys as escapes) or back off.
  /// Note: with it on, Ctrl-C and Ctrl-Z arrive as keys, not signals.
  public func setKittyKeyboard(_ on: Bool) {
    guard !closed, on != kittyActive else { return }
    if on && supportsKittyKeyboard() != true { return }
    kittyActive = on
    send(on ? Self.kittyPush : Self.kittyPop)
  }

}
