import Testing

@testable import ArcadeCore

/// A layer pasted must leave exactly what drawing it again would, on any canvas, clipped the same way.
@Suite("Canvas layers")
struct CanvasLayerTests {
  /// Fills, frames, puts, text (ASCII and not), numbers, a blit and a sprite, some overlapping and some
  /// partly off the canvas.
  static func drawing(_ canvas: inout Canvas) {
    canvas.fill(column: 1, row: 1, width: 5, height: 2, glyph: "░", style: Style(.grey(7)))
    canvas.frame(column: 3, row: 0, width: 6, height: 4, style: Style(.green))
    canvas.put("●", column: 4, row: 2, style: Style(.red))
    canvas.text("héllo ●", column: -2, row: 3, style: Style(.cyan, on: .blue, [.bold]))
    canvas.write(-120, column: 5, row: 4, style: .plain)
    var small = Canvas(columns: 2, rows: 2)
    small.put("x", column: 1, row: 1)
    canvas.blit(small, column: 6, row: 3)
    canvas.draw(Sprite(["a b", " c"]), column: -1, row: 4, style: Style(.yellow))
    canvas.write("past the edge", column: 7, row: 1)
  }

  @Test("pasting a layer is drawing it, over blank and patterned canvases of its size and smaller")
  func pasteIsDrawing() {
    let layer = CanvasLayer(size: CanvasSize(columns: 9, rows: 6), Self.drawing)
    var blank = Canvas(columns: 9, rows: 6), drawnOnBlank = Canvas(columns: 9, rows: 6)
    blank.paste(layer)
    Self.drawing(&drawnOnBlank)
    #expect(blank == drawnOnBlank)
    // Cells the drawing never sets keep what they held.
    var pasted = CanvasClippingTests.patterned(), drawn = CanvasClippingTests.patterned()
    pasted.paste(layer)
    Self.drawing(&drawn)
    #expect(pasted == drawn)
  }

  @Test("a layer that draws nothing pastes nothing")
  func empty() {
    let layer = CanvasLayer(size: CanvasSize(columns: 4, rows: 3)) { _ in }
    var canvas = CanvasClippingTests.patterned()
    canvas.paste(layer)
    #expect(canvas == CanvasClippingTests.patterned())
  }
}
