import ArcadeCore
import Testing

@testable import TerminalUI

/// What a hostile or broken terminal may send: none of it crashes, turns into a key, or waits forever.
@Suite("Hostile input")
struct HostileInputTests {
  private func decode(_ s: String) -> [InputEvent] {
    var d = ByteDecoder()
    return d.feed(Array(s.utf8)) + d.flush()
  }

  @Test("mouse reports with huge coordinates are dropped, not handed on to be mapped")
  func hugeCoordinates() {
    #expect(decode("\u{1B}[<0;1000000000;5M") == [])
    #expect(decode("\u{1B}[<0;5;2147483648M") == [])
    #expect(decode("\u{1B}[<0;99999999999999999999;5M") == [])
    #expect(decode("\u{1B}[<0;65537;5M") == [])
    #expect(decode("\u{1B}[<0;65537;5m") == [])
    #expect(decode("\u{1B}[<0;5;65537M") == [])
    #expect(decode("\u{1B}[<0;65536;5M") == [.mouse(MouseEvent(.press, column: 65535, row: 4))])
  }

  @Test("negative fields and negative button codes are dropped")
  func negativeFields() {
    #expect(decode("\u{1B}[<0;-5;5M") == [])
    #expect(decode("\u{1B}[<0;5;-5M") == [])
    #expect(decode("\u{1B}[<-1;5;5M") == [])
    #expect(decode("\u{1B}[<-64;5;5M") == [])
    #expect(decode("\u{1B}[<256;5;5M") == [])
  }

  @Test(
    "a cut-off mouse report waits for its end, then is dropped whole on flush: no Escape, no digit keys",
    arguments: [
      "\u{1B}[", "\u{1B}[<", "\u{1B}[<0", "\u{1B}[<0;5", "\u{1B}[<0;5;", "\u{1B}[<0;5;5", "\u{1B}[M", "\u{1B}[M!",
    ]
  )
  func cutOffReports(prefix: String) {
    var d = ByteDecoder()
    #expect(d.feed(Array(prefix.utf8)) == [])
    #expect(d.isPending)
    #expect(d.flush() == [])
    #expect(!d.isPending)
    #expect(d.feed(Array("q".utf8)) == [.press(.character("q"))])
  }

  @Test("keys no game uses (Home, End, PgUp, PgDn, Ins, Del, F13, modified arrows) decode to nothing or to the arrow")
  func unmappedKeys() {
    for sequence in [
      "\u{1B}[H", "\u{1B}[F", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[2~", "\u{1B}[3~", "\u{1B}[25~", "\u{1B}[1;2P",
    ] {
      let events = decode(sequence)
      #expect(events.allSatisfy { $0 != .press(.escape) }, "\(sequence.debugDescription) → \(events)")
      #expect(events.count <= 1)
    }
    #expect(decode("\u{1B}[1;2P") == [], "F13 as xterm sends it is not F1: it must not open the help")
    #expect(decode("\u{1B}[1;2A") == [.press(.up)])
    #expect(decode("\u{1B}[1;5D") == [.press(.left)])
  }

  @Test("middle and right clicks are not the finger")
  func otherButtons() {
    #expect(decode("\u{1B}[<1;5;5M\u{1B}[<1;5;5m\u{1B}[<2;5;5M\u{1B}[<2;5;5m") == [])
  }

  @Test("X10 mouse reports far to the right carry bytes of 0x80 and more: still a click, never a key")
  func x10FarRight() {
    var d = ByteDecoder()
    // Button 0 at column 200, row 10: bytes 32, 33+200 and 33+10.
    let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 233, 43]
    let release: [UInt8] = [0x1B, 0x5B, 0x4D, 35, 233, 43]
    #expect(
      d.feed(press + release) == [
        .mouse(MouseEvent(.press, column: 200, row: 10)), .mouse(MouseEvent(.release, column: 200, row: 10)),
      ])
    #expect(!d.isPending)
  }

  @Test("Alt+key arrives as ESC then the key: the key alone, not Escape")
  func altKey() {
    #expect(decode("\u{1B}q") == [.press(.character("q"))])
  }
}
