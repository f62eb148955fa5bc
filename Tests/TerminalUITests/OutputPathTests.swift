import Testing

@testable import TerminalUI

@Suite("Output path")
struct OutputPathTests {
  @Test("our encoder unless ncurses is asked for or the terminal's cursor addressing is not ANSI")
  func choice() {
    #expect(OutputPath.choose(wanted: nil, cursorAddressIsANSI: true) == .direct)
    #expect(OutputPath.choose(wanted: .direct, cursorAddressIsANSI: true) == .direct)
    #expect(OutputPath.choose(wanted: .ncurses, cursorAddressIsANSI: true) == .ncurses)
    #expect(OutputPath.choose(wanted: nil, cursorAddressIsANSI: false) == .ncurses)
    #expect(OutputPath.choose(wanted: .direct, cursorAddressIsANSI: false) == .ncurses)
  }

  @Test("ARCADE_OUTPUT: unset or empty is no wish; a bad value is a one-line error that names the fix")
  func environment() throws {
    #expect(try OutputPath.fromEnvironment(nil) == nil)
    #expect(try OutputPath.fromEnvironment("") == nil)
    #expect(try OutputPath.fromEnvironment("ncurses") == .ncurses)
    #expect(try OutputPath.fromEnvironment("direct") == .direct)
    #expect(throws: TerminalError("ARCADE_OUTPUT is 'curses'; set it to 'direct' or 'ncurses', or unset it")) {
      try OutputPath.fromEnvironment("curses")
    }
  }
}
