import ArcadeCore
import CNcurses

/// What the terminal is sent for a canvas glyph: exactly one column wide, never a control
/// character. In ASCII mode glyphs go through `AsciiFallback`; a glyph the locale says is not one
/// column wide (a wide emoji from a tape's header, say) becomes "?" so the row stays aligned.
enum PrintableGlyph {
  @inline(__always) static func map(_ glyph: Unicode.Scalar, ascii: Bool) -> Unicode.Scalar {
    let v = glyph.value
    if v < 0x7F { return v < 0x20 ? " " : glyph }
    if ascii { return AsciiFallback.ascii(for: glyph) }
    // Box drawing, blocks, shapes and braille: what the games draw, one column in every locale table.
    if (0x2500...0x25FF).contains(v) || (0x2800...0x28FF).contains(v) { return glyph }
    if v == 0x7F || (0x80..<0xA0).contains(v) { return " " }
    return arcade_wcwidth(wchar_t(v)) == 1 ? glyph : "?"
  }
}
