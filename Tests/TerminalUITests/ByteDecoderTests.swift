import ArcadeCore
import Testing

@testable import TerminalUI

private func decode(_ bytes: [UInt8]) -> [InputEvent] {
  var d = ByteDecoder()
  return d.feed(bytes) + d.flush()
}

private func decode(_ s: String) -> [InputEvent] { decode(Array(s.utf8)) }

@Suite("Byte decoder")
struct ByteDecoderTests {
  @Test("SGR mouse: press, drag and release at 1-based cells become 0-based mouse events")
  func sgrMouse() {
    #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(.press, column: 9, row: 4))])
    #expect(decode("\u{1B}[<32;11;5M") == [.mouse(MouseEvent(.drag, column: 10, row: 4))])
    #expect(decode("\u{1B}[<0;12;6m") == [.mouse(MouseEvent(.release, column: 11, row: 5))])
  }

  @Test("SGR wheel and right button: wheel scrolls, other buttons are not the finger")
  func sgrOtherButtons() {
    #expect(decode("\u{1B}[<64;3;3M") == [.mouse(MouseEvent(.scrollUp, column: 2, row: 2))])
    #expect(decode("\u{1B}[<65;3;3M") == [.mouse(MouseEvent(.scrollDown, column: 2, row: 2))])
    #expect(decode("\u{1B}[<2;3;3M") == [])
  }

  @Test("X10 mouse as tmux sends it: bytes 32+button, 33+column, 33+row")
  func x10Mouse() {
    // press at (0-based) column 4, row 2; drag to 5,2; release
    #expect(decode([0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2]) == [.mouse(MouseEvent(.press, column: 4, row: 2))])
    #expect(decode([0x1B, 0x5B, 0x4D, 64, 33 + 5, 33 + 2]) == [.mouse(MouseEvent(.drag, column: 5, row: 2))])
    #expect(decode([0x1B, 0x5B, 0x4D, 35, 33 + 5, 33 + 2]) == [.mouse(MouseEvent(.release, column: 5, row: 2))])
    // motion with no button held (mode 1003) is not a touch
    #expect(decode([0x1B, 0x5B, 0x4D, 67, 40, 40]) == [])
  }

  @Test("cursor keys in CSI and SS3 forms, F1, and PgUp and PgDn (a box's lines that scroll)")
  func arrows() {
    #expect(decode("\u{1B}[5~\u{1B}[6~") == [.press(.pageUp), .press(.pageDown)])
    #expect(decode("\u{1B}[6;1:3~") == [.key(.pageDown, .release)], "kitty's release of PgDn")
    #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.press(.up), .press(.down), .press(.right), .press(.left)])
    #expect(decode("\u{1B}OA\u{1B}OD") == [.press(.up), .press(.left)])
    #expect(decode("\u{1B}OP") == [.press(.function(1))])
    #expect(decode("\u{1B}[11~") == [.press(.function(1))])
  }

  @Test("kitty keyboard protocol: press, repeat and release of letters, arrows and special keys")
  func kitty() {
    #expect(decode("\u{1B}[97u") == [.key(.character("a"), .press)])
    #expect(decode("\u{1B}[97;1:1u") == [.key(.character("a"), .press)])
    #expect(decode("\u{1B}[97;1:2u") == [.key(.character("a"), .repeat)])
    #expect(decode("\u{1B}[97;1:3u") == [.key(.character("a"), .release)])
    #expect(decode("\u{1B}[1;1:3A") == [.key(.up, .release)])
    #expect(decode("\u{1B}[1;1:2D") == [.key(.left, .repeat)])
    #expect(decode("\u{1B}[32;1:3u") == [.key(.space, .release)])
    #expect(decode("\u{1B}[13u") == [.key(.enter, .press)])
    #expect(decode("\u{1B}[27u") == [.key(.escape, .press)])
    #expect(decode("\u{1B}[99;5u") == [.key(.control("c"), .press)])
    #expect(decode("\u{1B}[57401u") == [.key(.character("2"), .press)])
  }

  @Test("answers to the kitty query and the device attributes query")
  func queryAnswers() {
    #expect(decode("\u{1B}[?11u\u{1B}[?62;22c") == [.kittyFlags(11), .deviceAttributes])
    #expect(decode("\u{1B}[?1;2c") == [.deviceAttributes])
  }

  @Test("plain bytes: letters, digits, space, enter, Ctrl-C, DEL and UTF-8 text")
  func plainBytes() {
    #expect(decode("w1 \r") == [.press(.character("w")), .press(.character("1")), .press(.space), .press(.enter)])
    #expect(decode([0x03, 0x7F]) == [.press(.control("c")), .press(.backspace)])
    #expect(decode("é→") == [.press(.character("é")), .press(.character("→"))])
  }

  @Test("a sequence split across reads waits for its end; a lone ESC becomes Escape on flush")
  func splitAndFlush() {
    var d = ByteDecoder()
    #expect(d.feed(Array("\u{1B}[<0;1".utf8)) == [])
    #expect(d.isPending)
    #expect(d.feed(Array("0;5M".utf8)) == [.mouse(MouseEvent(.press, column: 9, row: 4))])
    #expect(!d.isPending)
    #expect(d.feed([0x1B]) == [])
    #expect(d.flush() == [.press(.escape)])
    #expect(d.feed([0xE2, 0x86]) == [])
    #expect(d.feed([0x92]) == [.press(.character("→"))])
  }

  @Test("garbage never crashes: unknown sequences vanish, stray bytes are skipped, decoding goes on")
  func garbage() {
    #expect(decode("\u{1B}[999;999;999z") == [])
    #expect(decode([0x80, 0xFF, 0x41]) == [.press(.character("A"))])
    #expect(decode("\u{1B}[<0;0;0M") == [])  // column 0 is outside the 1-based grid
    var generator = SplitMix64(seed: 7)
    var d = ByteDecoder()
    for _ in 0..<2000 {
      let bytes = (0..<16).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      _ = d.feed(bytes)
    }
    _ = d.flush()
    #expect(!d.isPending)
    #expect(d.feed(Array("q".utf8)) == [.press(.character("q"))])
  }
}
