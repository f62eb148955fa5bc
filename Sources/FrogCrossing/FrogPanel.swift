import ArcadeCore

/// The status line above the road and the panel beside it: title, messages, legend and the pad.
extension FrogGame {
  /// Written piece by piece (numbers as digits): the same text as one interpolated String, built per frame.
  func drawStatusLine(into canvas: inout Canvas) {
    let bar = Style(.black, on: .green)
    canvas.fill(column: 0, row: 0, width: canvas.columns, height: 1, glyph: " ", style: bar)
    var c = canvas.write(" SCORE ", score, column: 0, row: 0, style: bar)
    c = canvas.write("   LIVES ", lives, column: c, row: 0, style: bar)
    c = canvas.write("   BAYS ", filledBays, column: c, row: 0, style: bar)
    c = canvas.write("/", bays.count, column: c, row: 0, style: bar)
    c = canvas.write("   ROUND ", round, column: c, row: 0, style: bar)
    if settings.rounds != 0 { c = canvas.write("/", settings.rounds, column: c, row: 0, style: bar) }
    writeTimer(into: &canvas, column: canvas.write("   ", column: c, row: 0, style: bar), style: bar)
    writeCarSpeed(into: &canvas, style: bar)
  }

  /// " CARS 30 px/s " at the bar's right end; whole speeds (the usual case) are written without
  /// building a string, as this runs every frame.
  func writeCarSpeed(into canvas: inout Canvas, style: Style) {
    guard carSpeed == carSpeed.rounded(), abs(carSpeed) < 1e15 else {
      let speed = " CARS \(ParameterValue.real(carSpeed).text) px/s "
      canvas.text(speed, column: canvas.columns - speed.unicodeScalars.count, row: 0, style: style)
      return
    }
    let whole = Int(carSpeed)
    let c = canvas.write(" CARS ", whole, column: canvas.columns - (12 + Canvas.width(of: whole)), row: 0, style: style)
    canvas.write(" px/s ", column: c, row: 0, style: style)
  }

  /// The frog's clock when there is a time limit (whole seconds left, "TIME 9s"), else the time played
  /// ("TIME 1:05").
  func writeTimer(into canvas: inout Canvas, column: Int, style: Style) {
    if settings.timeLimitTicks > 0 {
      let seconds = (frogTicksLeft + Stage.ticksPerSecond - 1) / Stage.ticksPerSecond
      let c = canvas.write("TIME ", seconds, column: column, row: 0, style: style)
      canvas.write("s", column: c, row: 0, style: style)
      return
    }
    let seconds = tick / Stage.ticksPerSecond
    let c = canvas.write("TIME ", seconds / 60, column: column, row: 0, style: style)
    canvas.write(seconds % 60 < 10 ? ":0" : ":", seconds % 60, column: c, row: 0, style: style)
  }

  /// The panel beside the road: title, messages and legend on the rows of the smallest layout's (at the
  /// text's own size), and the pad, lit where it was last pressed, over its world rectangles.
  func drawPanel(_ layout: FrogLayout, into canvas: inout Canvas) {
    let (first, second) = message
    let alert = status.isOver || tick - eventTick < 120
    let title = Style(.brightGreen, on: .default, [.bold])
    Self.centred(PanelLine("F R O G   C R O S S I N G"), row: layout.row(ofSmallRow: 1), style: title, layout, &canvas)
    let messageRow = layout.row(ofSmallRow: 3)
    let messageStyle = Style(alert ? .brightYellow : .default, on: .default, alert ? [.bold] : [])
    Self.centred(first, row: messageRow, style: messageStyle, layout, &canvas)
    Self.centred(second, row: messageRow + 1, style: .plain, layout, &canvas)
    let legend = max(layout.row(ofSmallRow: 6), messageRow + 3)
    let left = layout.panelColumn + (canvas.columns - layout.panelColumn - 26) / 2
    canvas.text("cars ◀███ ███▶", column: left + 2, row: legend, style: Style(.brightCyan))
    canvas.text("frog /●\\", column: left + 18, row: legend, style: Style(.brightGreen))
    drawPad(layout, into: &canvas)
  }

  /// A panel line centred in the panel.
  static func centred(_ line: PanelLine, row: Int, style: Style, _ layout: FrogLayout, _ canvas: inout Canvas) {
    let column = layout.panelColumn + (canvas.columns - layout.panelColumn - line.width) / 2
    guard let number = line.number else { return canvas.text(line.text, column: column, row: row, style: style) }
    let c = canvas.write(line.text, number, column: column, row: row, style: style)
    canvas.write(line.after, column: c, row: row, style: style)
  }

  /// Two lines about what just happened (for two seconds), else what to do next. Numbers stay apart
  /// from the text around them: the panel is drawn every frame, and interpolating them built strings.
  var message: (PanelLine, PanelLine) {
    let frogsLeft = lives == 1 ? PanelLine("last frog!") : PanelLine("", lives, " frogs left")
    let baysLeft = bays.count - filledBays
    let todo = (
      PanelLine("Hop into the bays"), baysLeft == 1 ? PanelLine("1 bay to go") : PanelLine("", baysLeft, " bays to go")
    )
    switch lastEvent {
    case .won: return (PanelLine("YOU WIN!"), PanelLine("score ", score))
    case .lost:
      return (PanelLine(status == .timeUp ? "TIME UP! YOU LOSE" : "SPLAT! YOU LOSE"), PanelLine("score ", score))
    case _ where tick - eventTick >= 120: return todo
    case .start: return todo
    case .bayFilled: return (PanelLine("Bay filled! +", Stage.pointsPerBay), todo.1)
    case .roundComplete:
      return (
        PanelLine("Round ", round, "!"),
        PanelLine(settings.speedUpStep > 0 ? "the cars speed up" : "bays are open again")
      )
    case .carHitFrog: return (PanelLine("SPLAT!"), frogsLeft)
    case .frogTimedOut: return (PanelLine("Too slow!"), frogsLeft)
    }
  }
}

/// A line of the frog's panel: text, then optionally a number and more text ("3 frogs left").
struct PanelLine {
  let text: String
  let number: Int?
  let after: String

  init(_ text: String, _ number: Int? = nil, _ after: String = "") {
    (self.text, self.number, self.after) = (text, number, after)
  }

  /// Cells the line fills.
  var width: Int {
    Canvas.width(of: text) + (number.map { Canvas.width(of: $0) + Canvas.width(of: after) } ?? 0)
  }
}

extension Canvas {
  /// Writes a text and then a number (as digits: no String is built per frame); returns the column after them.
  @discardableResult
  mutating func write(_ text: String, _ number: Int, column: Int, row: Int, style: Style) -> Int {
    write(number, column: write(text, column: column, row: row, style: style), row: row, style: style)
  }
}
