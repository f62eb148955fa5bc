import ArcadeCore
import Testing

@Suite("The terminal gate: text from outside reaches a terminal only as glyphs")
struct TerminalSafeTests {
  @Test("C0 and C1 controls, DEL and the one-byte CSI become '?'; other text stays as it is")
  func controls() {
    #expect("frog\u{1B}]0;pwned\u{07}\r\n".printable == "frog?]0;pwned???")
    #expect("a\u{9B}2Jb\u{7F}c\u{85}".printable == "a?2Jb?c?")
    #expect("héllo → 日本 🐸".printable == "héllo → 日本 🐸")
  }

  @Test("bidi overrides and isolates, zero-width characters, the BOM and line separators become '?'")
  func invisible() {
    #expect("a\u{202E}b\u{2066}c\u{2069}".printable == "a?b?c?")
    #expect("x\u{200B}y\u{200D}z\u{2060}\u{FEFF}".printable == "x?y?z??")
    #expect("1\u{2028}2\u{2029}3\u{061C}".printable == "1?2?3?")
  }

  @Test("a limit cuts the text to that many characters, the last one '…'; only the head is read")
  func limit() {
    #expect(String(repeating: "x", count: 10).printable(limit: 4) == "xxx…")
    #expect("abcd".printable(limit: 4) == "abcd")
    #expect("ab\u{1B}[2J".printable(limit: 40) == "ab?[2J")
    let huge = String(repeating: "\u{1B}[2J", count: 200_000)
    #expect(huge.printable(limit: 8) == "?[2J?[2…")
  }
}
