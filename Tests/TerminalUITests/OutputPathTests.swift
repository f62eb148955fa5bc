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

}
