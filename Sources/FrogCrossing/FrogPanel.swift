import ArcadeCore

/// The status line above the road and the panel beside it: title, messages, legend and the pad.
extension FrogGame {
  /// SCORE, LIVES, BAYS, ROUND and TIME from the left, the cars' speed at the right end (bottom-top lane); on a
  /// canvas too narrow for all of it (under 80 columns) the speed goes first, then the wide spacing.
  func drawStatusLine(into canvas: inout Canvas) {
    let bar = Style(.black, on: .green)
    canvas.fill(column: 0, row: 0, width: canvas.columns, height: 1, glyph: " ", style: bar)
    let rounds = settings.rounds != 0 ? "/\(settings.rounds)" : ""
    let parts = [
      "SCORE \(score)", "LIVES \(lives)", "BAYS \(filledBays)/\(bays.count)", "ROUND \(round)\(rounds)", timer,
    ]
    let line = " " + parts.joined(separator: "   ")
    let top = topLaneSpeed != carSpeed ? "-\(ParameterValue.real(topLaneSpeed).text)" : ""
    let speed = " CARS \(ParameterValue.real(carSpeed).text)\(top) px/s "
    if Canvas.width(of: line) + 1 + Canvas.width(of: speed) <= canvas.columns {
      canvas.text(line, column: 0, row: 0, style: bar)
      canvas.text(speed, column: canvas.columns - Canvas.width(of: speed), row: 0, style: bar)
    } else {
      let fits = Canvas.width(of: line) <= canvas.columns
      canvas.text(fits ? line : " " + parts.joined(separator: " "), column: 0, row: 0, style: bar)
    }
  }

  /// The frog's clock when there is a time limit (whole seconds left, "TIME 9s"), else the time played
  /// ("TIME 1:05").
  var timer: String {
    if settings.timeLimitTicks > 0 {
      return "TIME \((frogTicksLeft + Ticks.perSecond - 1) / Ticks.perSecond)s"
    }
    let seconds = tick / Ticks.perSecond
    return "TIME \(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
  }

  /// The panel beside the road: title, messages and legend on the rows of the smallest layout's (at the
  /// text's own size), and the pad, lit where it was last pressed, over its world rectangles.
  func drawPanel(_ layout: FrogLayout, into canvas: inout Canvas) {
    let (first, second) = message
    let alert = status.isOver || tick - eventTick < 120
    let title = Style(.brightGreen, on: .default, [.bold])
    let panel = layout.panelColumn
    // A panel narrower than the smallest layout's 26 columns (a terminal under 80) gets the short forms.
    let narrow = canvas.columns - panel < 26
    let name = narrow ? "FROG CROSSING" : "F R O G   C R O S S I N G"
    canvas.centeredText(name, row: layout.row(ofSmallRow: 1), from: panel, style: title)
    let messageRow = layout.row(ofSmallRow: 3)
    let messageStyle = Style(alert ? .brightYellow : .default, on: .default, alert ? [.bold] : [])
    canvas.centeredText(first, row: messageRow, from: panel, style: messageStyle)
    canvas.centeredText(second, row: messageRow + 1, from: panel)
    let legend = max(layout.row(ofSmallRow: 6), messageRow + 3)
    if narrow {
      canvas.centeredText("cars ◀███ ███▶", row: legend, from: panel, style: Style(.brightCyan))
      canvas.centeredText("frog /●\\", row: legend + 1, from: panel, style: Style(.brightGreen))
    } else {
      let left = panel + (canvas.columns - panel - 26) / 2
      canvas.text("cars ◀███ ███▶", column: left + 2, row: legend, style: Style(.brightCyan))
      canvas.text("frog /●\\", column: left + 18, row: legend, style: Style(.brightGreen))
    }
    drawPad(layout, into: &canvas)
  }

  /// Two lines about what just happened (for two seconds), else what to do next.
  var message: (String, String) {
    let frogsLeft = lives == 1 ? "last frog!" : "\(lives) frogs left"
    let baysLeft = bays.count - filledBays
    let todo = ("Hop into the bays", baysLeft == 1 ? "1 bay to go" : "\(baysLeft) bays to go")
    switch lastEvent {
    case .won: return ("YOU WIN!", "score \(score)")
    case .lost: return (status == .timeUp ? "TIME UP! YOU LOSE" : "SPLAT! YOU LOSE", "score \(score)")
    case _ where tick - eventTick >= 120: return todo
    case .start: return todo
    case .bayFilled: return ("Bay filled! +\(Stage.pointsPerBay)", todo.1)
    case .roundComplete:
      return ("Round \(round)!", settings.speedUpStep > 0 ? "the cars speed up" : "bays are open again")
    case .carHitFrog: return ("SPLAT!", frogsLeft)
    case .frogTimedOut: return ("Too slow!", frogsLeft)
    }
  }
}
