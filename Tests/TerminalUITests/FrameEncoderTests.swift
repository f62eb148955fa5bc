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

  @Test("the first frame resets, clears, and draws the cells that are not blank")
  func firstFrame() {
    var encoder = FrameEncoder()
    var screen = AnsiScreen(columns: 10, rows: 3)
    var canvas = Canvas(columns: 10, rows: 3)
    canvas.text("AB", column: 1, row: 0, style: Self.red)
    canvas.put("⣿", column: 0, row: 2, style: Style(.grey(10), on: .blue, [.bold]))
    #expect(Self.send(canvas, &encoder, &screen) == "␛[m␛[H␛[2J␛[1C␛[31mAB␛[3;1H␛[1;38;5;242;44m⣿")
    #expect(firstMismatch(screen, canvas, mode: .full) == nil)
  }

  @Test("a changed cell costs a move and its glyph; an unchanged frame costs nothing")
  func changedCell() {
    var encoder = FrameEncoder()
    var screen = AnsiScreen(columns: 10, rows: 3)
    var canvas = Canvas(columns: 10, rows: 3)
    canvas.text("ABCD", column: 1, row: 0, style: Self.red)
    _ = Self.send(canvas, &encoder, &screen)
    canvas.put("x", column: 3, row: 0, style: Self.red)
    #expect(Self.send(canvas, &encoder, &screen) == "␛[1;4Hx")
    #expect(encoder.encode(canvas, screenColumns: 10, screenRows: 3) == false)
    #expect(encoder.output.isEmpty)
    canvas.put("y", column: 9, row: 1, style: Self.red)
    canvas.put("z", column: 9, row: 2, style: Style(.brightGreen, on: .brightBlack, [.underline, .reverse]))
    // After the last column the cursor is not trusted.
    #expect(Self.send(canvas, &encoder, &screen) == "␛[2;10Hy␛[3;10H␛[4;7;92;100mz")
    #expect(firstMismatch(screen, canvas, mode: .full) == nil)
  }

  @Test("an SGR change sends only what changed; 22 ends bold and dim together")
  func sgrChanges() {
    var encoder = FrameEncoder()
    var screen = AnsiScreen(columns: 8, rows: 1)
    var canvas = Canvas(columns: 8, rows: 1)
    canvas.put("a", column: 0, row: 0, style: Style(.grey(12), on: .blue, [.bold]))
    canvas.put("b", column: 1, row: 0, style: Style(.grey(12), on: .blue))
    canvas.put("c", column: 2, row: 0, style: Style(.grey(12), on: .blue, [.dim, .underline]))
    canvas.put("d", column: 3, row: 0, style: .plain)
    canvas.put("e", column: 4, row: 0, style: Style(.brightGreen, on: .brightBlack, [.bold]))
    canvas.put("f", column: 5, row: 0, style: Style(.brightGreen, on: .brightBlack, [.dim]))
    #expect(
      Self.send(canvas, &encoder, &screen)
        == "␛[m␛[H␛[2J␛[1;38;5;244;44ma␛[22mb␛[2;4mc␛[22;24;39;49md␛[1;92;100me␛[22;2mf")
    #expect(firstMismatch(screen, canvas, mode: .full) == nil)
  }

  @Test("a frame of another size clears and redraws; a frame larger than the screen is clipped to it")
  func resizeAndClip() {
    var encoder = FrameEncoder()
    var screen = AnsiScreen(columns: 4, rows: 2)
    var canvas = Canvas(columns: 6, rows: 3)
    canvas.text("abcdef", column: 0, row: 1, style: Style(.brightRed))
    canvas.text("ghijkl", column: 0, row: 2, style: Style(.brightRed))
    #expect(Self.send(canvas, &encoder, &screen) == "␛[m␛[H␛[2J␛[2;1H␛[91mabcd")
    #expect(firstMismatch(screen, canvas, mode: .full) == nil)
    var smaller = Canvas(columns: 4, rows: 2)
    smaller.put("m", column: 1, row: 0)
    #expect(Self.send(smaller, &encoder, &screen) == "␛[m␛[H␛[2J␛[1Cm")
    #expect(firstMismatch(screen, smaller, mode: .full) == nil)
  }

  @Test("control characters are sent as spaces; every other glyph as it is (an asciicast has no locale)")
  func glyphs() {
    var encoder = FrameEncoder()
    var canvas = Canvas(columns: 6, rows: 1)
    canvas.text("█\u{7}é一\u{85}", column: 0, row: 0)
    _ = encoder.encode(canvas, screenColumns: 6, screenRows: 1)
    #expect(readable(encoder.output) == "␛[m␛[H␛[2J█ é一 ")
  }

  @Test("300 seeded random frames: the terminal always shows the canvas")
  func randomFrames() {
    let glyphs: [Unicode.Scalar] = [" ", " ", " ", "a", "Z", "█", "▀", "⣿", "⠁", "─", "·", "é"]
    let colors: [Color] = [.default, .red, .brightCyan, .grey(5), .rgb(5, 2, 0), .black, .white]
    let attributes: [CellAttributes] = [[], [], [.bold], [.dim], [.reverse], [.underline], [.bold, .reverse]]
    var random = Xoshiro256StarStar(seed: 2026)
    var encoder = FrameEncoder()
    var screen = AnsiScreen(columns: 30, rows: 8)
    var canvas = Canvas(columns: 30, rows: 8)
    func pick<T>(_ xs: [T]) -> T { xs[Int(random.below(UInt64(xs.count)))] }
    for frame in 0..<300 {
      for _ in 0..<Int(random.below(40)) {
        let style = Style(pick(colors), on: pick(colors), pick(attributes))
        let column = Int(random.below(30))
        let row = Int(random.below(8))
        if random.below(4) == 0 {
          canvas.fill(column: column, row: row, width: Int(random.below(8)), height: 2, style: style)
        } else {
          canvas.put(pick(glyphs), column: column, row: row, style: style)
        }
      }
      _ = encoder.encode(canvas, screenColumns: 30, screenRows: 8)
      screen.apply(encoder.output)
      let mismatch = firstMismatch(screen, canvas, mode: .full)
      #expect(mismatch == nil, "frame \(frame)")
      if mismatch != nil { break }
    }
  }
}
