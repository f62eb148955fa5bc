import ArcadeCore
import Testing

@testable import TerminalUI

@Suite("Color and glyph choices")
struct AppearanceTests {
  @Test("color mode: 256 when the terminal has it, 8 basic otherwise, none when asked or unable")
  func colorMode() {
    #expect(ColorMode.choose(colorWanted: true, noColorEnv: nil, hasColors: true, colors: 256) == .full)
    #expect(ColorMode.choose(colorWanted: true, noColorEnv: nil, hasColors: true, colors: 8) == .basic)
    #expect(ColorMode.choose(colorWanted: true, noColorEnv: nil, hasColors: true, colors: 16) == .basic)
    #expect(ColorMode.choose(colorWanted: true, noColorEnv: nil, hasColors: false, colors: 0) == .none)
    #expect(ColorMode.choose(colorWanted: false, noColorEnv: nil, hasColors: true, colors: 256) == .none)
  }

  @Test("NO_COLOR set to anything turns color off; set but empty does not")
  func noColor() {
    #expect(ColorMode.choose(colorWanted: true, noColorEnv: "1", hasColors: true, colors: 256) == .none)
    #expect(ColorMode.choose(colorWanted: true, noColorEnv: "", hasColors: true, colors: 256) == .full)
  }

  @Test("ASCII: forced by --ascii, else chosen when the locale's codeset is not UTF-8")
  func ascii() {
    #expect(GlyphMode.useAscii(option: true, codeset: "UTF-8"))
    #expect(!GlyphMode.useAscii(option: false, codeset: "ANSI_X3.4-1968"))
    #expect(GlyphMode.useAscii(option: nil, codeset: "ANSI_X3.4-1968"))
    #expect(!GlyphMode.useAscii(option: nil, codeset: "UTF-8"))
    #expect(!GlyphMode.useAscii(option: nil, codeset: "utf8"))
  }

  @Test("styles resolve per mode: 256 kept, basic maps and brightens with bold, none uses reverse for highlights")
  func resolvedStyles() {
    let orange = Style(.rgb(5, 2, 0), on: .grey(3), [.underline])
    #expect(
      ResolvedStyle(orange, mode: .full) == ResolvedStyle(foreground: 208, background: 235, attributes: [.underline]))
    #expect(
      ResolvedStyle(orange, mode: .basic) == ResolvedStyle(foreground: 1, background: 0, attributes: [.underline]))
    #expect(
      ResolvedStyle(Style(.brightRed), mode: .basic)
        == ResolvedStyle(foreground: 1, background: -1, attributes: [.bold]))
    #expect(ResolvedStyle(Style(.red), mode: .none) == ResolvedStyle(foreground: -1, background: -1, attributes: []))
    #expect(
      ResolvedStyle(Style(.black, on: .cyan), mode: .none)
        == ResolvedStyle(foreground: -1, background: -1, attributes: [.reverse]))
    // a black background is the normal look: no reverse
    #expect(ResolvedStyle(Style(.white, on: .black), mode: .none).attributes == [])
  }
}
