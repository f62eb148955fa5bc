import Testing

@testable import ArcadeCore

/// The canvas fast paths (clip once, write the storage directly) against the straightforward per-cell
/// drawing they replaced, at every placement from well off the top-left to well off the bottom-right.
@Suite("Canvas clipping")
struct CanvasClippingTests {
  static let offsets = [-9, -5, -3, -1, 0, 1, 3, 6, 8, 12]
  static let sizes = [(0, 0), (1, 1), (2, 2), (3, 2), (5, 3), (9, 4), (20, 9)]

  /// A 7x5 canvas with a different glyph and style in every cell, so overwrites and kept cells show.
  static func patterned() -> Canvas {
    var canvas = Canvas(columns: 7, rows: 5)
    for r in 0..<5 {
      for c in 0..<7 {
        let glyph = Unicode.Scalar(UInt8(65 + (r * 7 + c) % 26))
        canvas.put(glyph, column: c, row: r, style: Style(Color(index: Int16(c)), on: Color(index: Int16(r))))
      }
    }
    return canvas
  }

  static let ink = Style(.brightRed, on: .blue, [.bold])

  @Test("fill clips to the canvas exactly like setting each cell")
  func fill() {
    for (width, height) in Self.sizes {
      for column in Self.offsets {
        for row in Self.offsets {
          var fast = Self.patterned(), slow = Self.patterned()
          fast.fill(column: column, row: row, width: width, height: height, glyph: "#", style: Self.ink)
          for r in row..<(row + height) {
            for c in column..<(column + width) {
              slow[c, r] = Cell("#", Self.ink)
            }
          }
          #expect(fast == slow, "fill \(width)x\(height) at \(column),\(row)")
        }
      }
    }
  }

  @Test("frames clip to the canvas exactly like setting each cell")
  func frames() {
    for (width, height) in Self.sizes {
      for column in Self.offsets {
        for row in Self.offsets {
          var fast = Self.patterned(), slow = Self.patterned()
          fast.frame(column: column, row: row, width: width, height: height, style: Self.ink)
          if width >= 2 && height >= 2 {
            let right = column + width - 1, bottom = row + height - 1
            for c in column...right {
              let corner = c == column || c == right
              slow[c, row] = Cell(corner ? (c == column ? "┌" : "┐") : "─", Self.ink)
              slow[c, bottom] = Cell(corner ? (c == column ? "└" : "┘") : "─", Self.ink)
            }
            for r in (row + 1)..<bottom {
              slow[column, r] = Cell("│", Self.ink)
              slow[right, r] = Cell("│", Self.ink)
            }
          }
          #expect(fast == slow, "frame \(width)x\(height) at \(column),\(row)")
        }
      }
    }
  }

  @Test("text clips at both ends of a row and off the canvas's rows")
  func text() {
    // Small and large, literal and built at run time, ASCII (the fast path) and not.
    let built = String(repeating: "xy", count: 9), builtWide = String(repeating: "é●", count: 5)
    for string in ["", "a", "héllo ●", "0123456789abc", "a longer line of ASCII text", built, builtWide] {
      for column in Self.offsets + [-20, 40] {
        for row in [-1, 0, 4, 5] {
          var fast = Self.patterned(), slow = Self.patterned()
          fast.text(string, column: column, row: row, style: Self.ink)
          for (i, scalar) in string.unicodeScalars.enumerated() { slow[column + i, row] = Cell(scalar, Self.ink) }
          #expect(fast == slow, "'\(string)' at \(column),\(row)")
        }
      }
    }
  }

  @Test("blit and sprites clip exactly like copying each cell")
  func blitAndSprites() {
    let sprite = Sprite(["ab c", " ▐█▶", "", "xyz  w"])
    for (width, height) in Self.sizes {
      var source = Canvas(columns: width, rows: height)
      for r in 0..<height {
        for c in 0..<width { source.put(Unicode.Scalar(UInt8(97 + (c + r) % 26)), column: c, row: r, style: Self.ink) }
      }
      for column in Self.offsets {
        for row in Self.offsets {
          var fast = Self.patterned(), slow = Self.patterned()
          fast.blit(source, column: column, row: row)
          for r in 0..<height {
            for c in 0..<width { slow[column + c, row + r] = source[c, r] }
          }
          #expect(fast == slow, "blit \(width)x\(height) at \(column),\(row)")
          var drawn = Self.patterned(), slowDrawn = Self.patterned()
          drawn.draw(sprite, column: column, row: row, style: Self.ink)
          for (dy, line) in sprite.lines.enumerated() {
            for (dx, glyph) in line.enumerated() where glyph != " " {
              slowDrawn[column + dx, row + dy] = Cell(glyph, Self.ink)
            }
          }
          #expect(drawn == slowDrawn, "sprite at \(column),\(row)")
        }
      }
    }
  }

  @Test("braille and half-block discs half off the canvas, and over each other, match drawing each dot")
  func discs() {
    let centers: [Double] = [-6.3, -1.5, 0, 2.25, 7.5, 13.9, 25]
    for cx in centers {
      for cy in centers {
        for (rx, ry) in [(0.4, 0.9), (2.5, 4.1), (3.2, 3.15), (9.0, 14.0), (31.7, 12.2)] {
          var fast = Self.patterned(), slow = Self.patterned()
          var fastHalves = Self.patterned(), slowHalves = Self.patterned()
          // The second disc lands partly on the first: dots join, halves keep the other half's color.
          for (x, y, style, color) in [(cx, cy, Self.ink, Color.red), (cx + 1.7, cy - 2.2, Style(.green), .blue)] {
            fast.brailleDisc(centerX: x, centerY: y, radiusX: rx, radiusY: ry, style: style)
            fastHalves.halfBlockDisc(centerX: x, centerY: y, radiusX: rx, radiusY: ry, color: color)
            Self.eachDot(x, y, rx, ry) { dx, dy in
              slow.dot(x: dx, y: dy, style: style)
              slowHalves.halfBlock(x: dx, y: dy, color: color)
            }
          }
          #expect(fast == slow, "braille disc at \(cx),\(cy) radii \(rx),\(ry)")
          #expect(fastHalves == slowHalves, "half-block disc at \(cx),\(cy) radii \(rx),\(ry)")
        }
      }
    }
  }

  @Test("a row of half blocks clips and paints exactly like one half block at a time")
  func halfBlockRows() {
    for column in Self.offsets {
      for width in [0, 1, 3, 9, 20] {
        for y in [-3, -1, 0, 1, 4, 9, 10, 12] {
          var fast = Self.patterned(), slow = Self.patterned()
          // Twice, so the second row paints over half blocks the first one left.
          for color in [Color.red, .blue] {
            fast.halfBlocks(columns: column..<(column + width), y: y, color: color)
            fast.halfBlocks(columns: column..<(column + width), y: y ^ 1, color: color)
            for x in column..<(column + width) {
              slow.halfBlock(x: x, y: y, color: color)
              slow.halfBlock(x: x, y: y ^ 1, color: color)
            }
          }
          #expect(fast == slow, "\(width) half blocks at \(column),\(y)")
        }
      }
    }
  }

  /// The positions inside a disc, by the original per-position loop.
  static func eachDot(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, _ body: (Int, Int) -> Void) {
    let x0 = Int((cx - rx).rounded(.down)), x1 = Int((cx + rx).rounded(.up))
    let y0 = Int((cy - ry).rounded(.down)), y1 = Int((cy + ry).rounded(.up))
    for y in y0...y1 {
      for x in x0...x1 {
        let dx = (Double(x) + 0.5 - cx) / rx, dy = (Double(y) + 0.5 - cy) / ry
        if dx * dx + dy * dy <= 1 { body(x, y) }
      }
    }
  }

  @Test("reset blanks every cell and keeps the size")
  func reset() {
    var canvas = Self.patterned()
    canvas.reset()
    #expect(canvas == Canvas(columns: 7, rows: 5))
    // Sizes the blanking copies in doubling pieces, ending on a part piece or a whole one.
    for (columns, rows) in [(8, 8), (80, 24), (131, 7), (1, 1), (0, 3)] {
      var large = Canvas(columns: columns, rows: rows)
      for i in large.cells.indices { large.cells[i] = Cell("#", Style(.red)) }
      large.reset()
      #expect(large == Canvas(columns: columns, rows: rows), "\(columns)x\(rows)")
    }
  }
}

@Suite("Canvas writing")
struct CanvasWritingTests {
  @Test("a string's width is its count of scalars")
  func stringWidths() {
    let built = String(repeating: "é●x", count: 7)
    for string in ["", "a", "héllo ●", "◀██▌ ▐██▶", "a longer line of ASCII text", built, "🐸 e\u{301}"] {
      #expect(Canvas.width(of: string) == string.unicodeScalars.count, "'\(string)'")
    }
  }
}
