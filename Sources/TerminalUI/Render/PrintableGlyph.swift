import ArcadeCore
import CNcurses

/// What the terminal is sent for a canvas glyph: exactly one column wide, never a control
/// character. In ASCII mode glyphs go through `AsciiFallback`; a glyph the locale says is not one
/// column wide (a wide emoji from a tape's header, say) becomes "?" so the row stays aligned.
enum PrintableGlyph {
  static func map(_ glyph: Unicode.Scalar, ascii: Bool) -> Unicode.Scalar {
    let v = glyph.value
    if v < 0x7F { return v < 0x20 ? " " : glyph }
    if ascii { return AsciiFallback.ascii(for: glyph) }
    if v < 0xA0 { return " " }
    // Latin-1, punctuation, arrows, box drawing, blocks, shapes and braille: what the games draw,
    // one column in every UTF-8 locale's table, so no need to ask.
    if v <= 0xFF || (0x2010...0x2027).contains(v) || (0x2190...0x21FF).contains(v) || (0x2500...0x25FF).contains(v)
      || (0x2800...0x28FF).contains(v)
    {
      return glyph
    }
    return arcade_wcwidth(wchar_t(v)) == 1 ? glyph : "?"
  }
}
