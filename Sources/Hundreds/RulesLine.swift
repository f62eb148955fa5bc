import ArcadeCore

/// One line of the rules beside the stage: fixed text, or a line naming the target or the number keys.
enum RulesLine: Sendable {
  case fixed(String)
  /// "Reach 100 to win."
  case target
  /// "Keys 1-5: hold the" ("Key 1: hold the" for a single circle).
  case keys

  func text(circles: Int, target: Int) -> String {
    switch self {
    case .fixed(let line): line
    case .target: "Reach \(target) to win."
    case .keys: circles == 1 ? "Key 1: hold the" : "Keys 1-\(circles): hold the"
    }
  }

  /// Draws the line as `text(circles:target:)` reads, writing the numbers as digits.
  func draw(circles: Int, target: Int, column: Int, row: Int, style: Style, into canvas: inout Canvas) {
    switch self {
    case .fixed(let line): canvas.text(line, column: column, row: row, style: style)
    case .target:
      var c = canvas.write("Reach ", column: column, row: row, style: style)
      c = canvas.write(target, column: c, row: row, style: style)
      canvas.write(" to win.", column: c, row: row, style: style)
    case .keys where circles == 1: canvas.text("Key 1: hold the", column: column, row: row, style: style)
    case .keys:
      let c = canvas.write("Keys 1-", column: column, row: row, style: style)
      canvas.write(
        ": hold the", column: canvas.write(circles, column: c, row: row, style: style), row: row, style: style)
    }
  }
}
