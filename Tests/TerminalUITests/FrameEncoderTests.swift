import ArcadeCore
import ArcadeTestSupport
import Testing

@testable import TerminalUI

@Suite("Frame encoder")
struct FrameEncoderTests {
  static let red = Style(.red)

  /// Encodes a frame for a screen of the canvas's size and applies it to `screen`; returns the bytes.
  static func send(_ canvas: Canvas, _ encoder: inout FrameEncoder, _ screen: inout AnsiScreen) -> String {
    _ = encoder.encode(canvas, screenColumns: screen.columns, screenRows: screen.rows)
    screen.apply(encoder.output)
    return readable(encoder.output)
  }

  @Test("the first frame resets, clears, and draws the cells that are not blank (a one-cell gap is rewritten)")
  func firstFrame() {
    var encoder = FrameEncoder(colorMode: .full, ascii: false)
    var screen = AnsiScreen(columns: 10, rows: 3)
    var canvas = Canvas(columns: 10, rows: 3)
    canvas.text("AB", column: 1, row: 0, style: Self.red)
    canvas.put("⣿", column: 0, row: 2, style: Style(.grey(10), on: .blue, [.bold]))
    #expect(Self.send(canvas, &encoder, &screen) == "␛[m␛[H␛[2J ␛[31mAB␛[3H␛[1;38;5;242;44m⣿")
    #expect(firstMismatch(screen, canvas, mode: .full) == nil)
  }

  @Test("a changed cell costs a short move and its glyph; an unchanged frame costs nothing")
  func changedCell() {
    var encoder = FrameEncoder(colorMode: .full, ascii: false)
    var screen = AnsiScreen(columns: 10, rows: 3)
    var canvas = Canvas(columns: 10, rows: 3)
    canvas.text("ABCD", column: 1, row: 0, style: Self.red)
    _ = Self.send(canvas, &encoder, &screen)
    canvas.put("x", column: 3, row: 0, style: Self.red)  // the cursor is at column 5: two back spaces
    #expect(Self.send(canvas, &encoder, &screen) == "⌫⌫x")
    #expect(encoder.encode(canvas, screenColumns: 10, screenRows: 3) == false)
    #expect(encoder.output.isEmpty)
    canvas.put("y", column: 9, row: 1, style: Self.red)
    #expect(Self.send(canvas, &encoder, &screen) == "␛[2;10Hy")
    canvas.put("z", column: 9, row: 2, style: Self.red)  // after the last column the cursor is not trusted
    #expect(Self.send(canvas, &encoder, &screen) == "␛[3;10Hz")
    #expect(firstMismatch(screen, canvas, mode: .full) == nil)
  }

  @Test("a short gap of unchanged cells in the pen's style is written again rather than skipped")
  func gapRewritten() {
    var encoder = FrameEncoder(colorMode: .full, ascii: false)
    var screen = AnsiScreen(columns: 20, rows: 1)
    var canvas = Canvas(columns: 20, rows: 1)
    canvas.text("score 10 of 90", column: 0, row: 0, style: Self.red)
    _ = Self.send(canvas, &encoder, &screen)
    canvas.text("score 20 of 95", column: 0, row: 0, style: Self.red)
    // Columns 6 and 13 changed: "0 of 9" between them is 6 cells, so the cursor jumps (␛[6C is 4 bytes).
    #expect(Self.send(canvas, &encoder, &screen) == "␛[7G2␛[6C5")
    canvas.text("score 31 of 95", column: 0, row: 0, style: Self.red)
    #expect(Self.send(canvas, &encoder, &screen) == "␛[7G31")
    canvas.text("score 41 of 95", column: 0, row: 0, style: Self.red)
    canvas.put("!", column: 9, row: 0, style: Self.red)  // "1 " rewritten (2 bytes) instead of ␛[2C (4)
    #expect(Self.send(canvas, &encoder, &screen) == "⌫⌫41 !")
    #expect(firstMismatch(screen, canvas, mode: .full) == nil)
  }

  @Test("turning bold off sends 22 and keeps the colours; a reset is used only where shorter")
  func sgrDeltas() {
    var encoder = FrameEncoder(colorMode: .full, ascii: false)
    var screen = AnsiScreen(columns: 8, rows: 1)
    var canvas = Canvas(columns: 8, rows: 1)
    canvas.put("a", column: 0, row: 0, style: Style(.grey(12), on: .blue, [.bold]))
    canvas.put("b", column: 1, row: 0, style: Style(.grey(12), on: .blue))
    canvas.put("c", column: 2, row: 0, style: Style(.grey(12), on: .blue, [.dim, .underline]))
    canvas.put("d", column: 3, row: 0, style: .plain)
    canvas.put("e", column: 4, row: 0, style: Style(.brightGreen, on: .brightBlack))
    #expect(
      Self.send(canvas, &encoder, &screen)
        == "␛[m␛[H␛[2J␛[1;38;5;244;44ma␛[22mb␛[2;4mc␛[md␛[92;100me")
    #expect(firstMismatch(screen, canvas, mode: .full) == nil)
  }

  @Test("spaces whose foreground changed are not sent; a space on another background needs only that")
  func plainSpaces() {
    var encoder = FrameEncoder(colorMode: .full, ascii: false)
    var screen = AnsiScreen(columns: 6, rows: 1)
    var canvas = Canvas(columns: 6, rows: 1)
    canvas.fill(column: 0, row: 0, width: 6, height: 1, style: Style(.red, on: .grey(3)))
    canvas.put("x", column: 2, row: 0, style: Style(.yellow, on: .grey(3), [.bold]))
    _ = Self.send(canvas, &encoder, &screen)
    canvas.fill(column: 0, row: 0, width: 6, height: 1, style: Style(.green, on: .grey(3), [.dim]))
    canvas.put("x", column: 2, row: 0, style: Style(.yellow, on: .grey(3), [.bold]))
    #expect(encoder.encode(canvas, screenColumns: 6, screenRows: 1) == false)
    // The x left: a space in the pen's background (the first frame ended in the last column, so a full move).
    canvas.put(" ", column: 2, row: 0, style: Style(.green, on: .grey(3)))
    #expect(Self.send(canvas, &encoder, &screen) == "␛[1;3H ")
    canvas.put(" ", column: 5, row: 0, style: Style(.cyan, on: .blue))  // two spaces rewritten, then just the background
    #expect(Self.send(canvas, &encoder, &screen) == "  ␛[44m ")
    #expect(firstMismatch(screen, canvas, mode: .full) == nil)
  }

  @Test("invalidate clears and redraws; a frame larger than the screen is clipped to it")
  func invalidateAndClip() {
    var encoder = FrameEncoder(colorMode: .basic, ascii: false)
    var screen = AnsiScreen(columns: 4, rows: 2)
    var canvas = Canvas(columns: 6, rows: 3)
    canvas.text("abcdef", column: 0, row: 1, style: Style(.brightRed))
    canvas.text("ghijkl", column: 0, row: 2, style: Style(.brightRed))
    #expect(Self.send(canvas, &encoder, &screen) == "␛[m␛[H␛[2J␛[2H␛[1;31mabcd")
    encoder.invalidate()
    #expect(Self.send(canvas, &encoder, &screen) == "␛[m␛[H␛[2J␛[2H␛[1;31mabcd")
    #expect(firstMismatch(screen, canvas, mode: .basic) == nil)
  }

  @Test("ASCII mode and wide glyphs: every cell sent is one column of printable text")
  func glyphsMapped() {
    var ascii = FrameEncoder(colorMode: .none, ascii: true)
    var screen = AnsiScreen(columns: 6, rows: 1)
    var canvas = Canvas(columns: 6, rows: 1)
    canvas.text("█⣿→\u{7}é", column: 0, row: 0)
    #expect(Self.send(canvas, &ascii, &screen) == "␛[m␛[H␛[2J##> ?")
    #expect(firstMismatch(screen, canvas, mode: .none, ascii: true) == nil)
    // A wide glyph would push the row out of line: "?" on a terminal; an asciicast keeps it.
    var wide = Canvas(columns: 2, rows: 1)
    wide.put("一", column: 0, row: 0)
    var terminal = FrameEncoder(colorMode: .none, ascii: false)
    _ = terminal.encode(wide, screenColumns: 2, screenRows: 1)
    #expect(readable(terminal.output) == "␛[m␛[H␛[2J?")
    var cast = FrameEncoder(colorMode: .none, ascii: false, checksWidth: false)
    _ = cast.encode(wide, screenColumns: 2, screenRows: 1)
    #expect(readable(cast.output) == "␛[m␛[H␛[2J一")
  }

  @Test("300 seeded random frames in each colour mode: the terminal always shows the canvas")
  func randomFrames() {
    let glyphs: [Unicode.Scalar] = [" ", " ", " ", "a", "Z", "█", "▀", "⣿", "⠁", "─", "·", "é"]
    let colours: [Color] = [.default, .red, .brightCyan, .grey(5), .rgb(5, 2, 0), .black, .white]
    let attributes: [CellAttributes] = [[], [], [.bold], [.dim], [.reverse], [.underline], [.bold, .reverse]]
    for mode in [ColorMode.full, .basic, .none] {
      var random = Xoshiro256StarStar(seed: 2026)
      var encoder = FrameEncoder(colorMode: mode, ascii: false)
      var screen = AnsiScreen(columns: 30, rows: 8)
      var canvas = Canvas(columns: 30, rows: 8)
      func pick<T>(_ xs: [T]) -> T { xs[Int(random.below(UInt64(xs.count)))] }
      for frame in 0..<300 {
        for _ in 0..<Int(random.below(40)) {
          let style = Style(pick(colours), on: pick(colours), pick(attributes))
          let column = Int(random.below(30))
          let row = Int(random.below(8))
          if random.below(4) == 0 {
            canvas.fill(column: column, row: row, width: Int(random.below(8)), height: 2, style: style)
          } else {
            canvas.put(pick(glyphs), column: column, row: row, style: style)
          }
        }
        if frame % 97 == 0 { encoder.invalidate() }
        _ = encoder.encode(canvas, screenColumns: 30, screenRows: 8)
        screen.apply(encoder.output)
        let mismatch = firstMismatch(screen, canvas, mode: mode)
        #expect(mismatch == nil, "\(mode) frame \(frame)")
        if mismatch != nil { break }
      }
    }
  }
}
