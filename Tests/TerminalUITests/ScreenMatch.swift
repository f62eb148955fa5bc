import ArcadeCore
import ArcadeTestSupport

@testable import TerminalUI

/// Where a terminal's screen differs from a canvas as the encoder promises to show it: each glyph
/// as `PrintableGlyph` sends it, in the style resolved for the color mode; for a plain space only
/// the background counts (its foreground, bold and dim do not show). Nil when they match.
func firstMismatch(_ screen: AnsiScreen, _ canvas: Canvas, mode: ColorMode, ascii: Bool = false) -> String? {
  if !screen.unknown.isEmpty { return "unexpected bytes: \(screen.unknown.prefix(3))" }
  for r in 0..<min(screen.rows, canvas.rows) {
    for c in 0..<min(screen.columns, canvas.columns) {
      let cell = canvas[c, r]
      let want = ResolvedStyle(cell.style, mode: mode)
      let glyph = PrintableGlyph.map(cell.glyph, ascii: ascii)
      let got = screen[c, r]
      var bits: UInt8 = 0
      if want.attributes.contains(.bold) { bits |= 1 }
      if want.attributes.contains(.dim) { bits |= 2 }
      if want.attributes.contains(.underline) { bits |= 4 }
      if want.attributes.contains(.reverse) { bits |= 8 }
      let plainSpace = glyph == " " && bits & 12 == 0
      let same =
        plainSpace
        ? got.glyph == " " && got.background == want.background && got.attributes & 12 == 0
        : got.glyph == glyph && got.foreground == want.foreground && got.background == want.background
          && got.attributes == bits
      if !same { return "cell \(c),\(r): wanted \(glyph) \(want), terminal has \(got)" }
    }
  }
  return nil
}

/// Bytes as readable text: ESC as `␛`, back space as `⌫`.
func readable(_ bytes: [UInt8]) -> String {
  String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "␛" : $0 == "\u{08}" ? "⌫" : $0 })
}
