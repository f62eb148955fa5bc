import Testing

/// What a hostile board puts in every string it sends (issue 50's tricks), and what of them may never reach a
/// terminal: an escape byte, a C1 control, a bidi override or isolate, a zero-width character, a name over 24
/// characters.
enum HostileText {
  /// One trick each: what a terminal does with it raw is said beside it.
  static let tricks = [
    "\u{1B}[2J",  // clears the screen
    "\u{1B}]0;you have been owned\u{07}",  // sets the window's title (OSC 0)
    "\u{1B}]52;c;cm0gLXJmIH4K\u{07}",  // writes the clipboard (OSC 52)
    "\u{1B}[24;1H\u{1B}[2Kplayer@home:~$ ",  // draws a fake prompt with cursor moves
    "\u{9B}2J",  // the one-byte CSI
    "\u{202E}txet desrever\u{202C}",  // a right-to-left override
    "\u{2067}isolated\u{2069}",  // a right-to-left isolate
    "zero\u{200B}width\u{200D}join\u{2060}er\u{FEFF}",  // zero-width characters
  ]

  /// A name of 1,000 characters, a wall across any screen.
  static let longName = String(repeating: "W", count: 1000)

  /// The names a hostile board lists: one per trick, then the wall.
  static let names = tricks.map { "ada" + $0 } + [longName]

  /// A refusal's words: every trick in one line.
  static let words = "refused " + tricks.joined(separator: " ")

  /// What the words look like through the terminal gate, in part: proof that the board's words were shown (safely).
  static let shownWords = "refused ?[2J"

  /// What in `text` a terminal would act on or that hides what it says, and names longer than 24 characters; empty
  /// when there is none of them.
  static func findings(in text: String) -> [String] {
    var found: Set<String> = []
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x1B: found.insert("an escape byte")
      case 0x00...0x08, 0x0B...0x1A, 0x1C...0x1F, 0x7F: found.insert("a C0 control \(hex(scalar))")
      case 0x80...0x9F: found.insert("a C1 control \(hex(scalar))")
      case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: found.insert("a bidi control \(hex(scalar))")
      case 0x200B...0x200D, 0x2060, 0xFEFF: found.insert("a zero-width character \(hex(scalar))")
      default: break
      }
    }
    if text.contains(String(repeating: "W", count: 25)) { found.insert("a name over 24 characters") }
    return found.sorted()
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    "U+" + String(scalar.value, radix: 16, uppercase: true)
  }
}

/// Expects `text` to hold nothing `HostileText.findings` finds, and to show `shown`: the board's words, made safe, as
/// proof the board was heard. A failure shows the text escaped, so it cannot act on the terminal of the one reading.
func expectSafe(_ text: String, showing shown: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let found = HostileText.findings(in: text)
  let shows = text.contains(shown)
  #expect(found.isEmpty, "\(found) in \(text.debugDescription)", sourceLocation: sourceLocation)
  #expect(shows, "no \(shown.debugDescription) in \(text.debugDescription)", sourceLocation: sourceLocation)
}
