import ArcadeCore

/// The text around the stage that the settings fix: the panel's headings and growth rate, and the rules.
/// Drawn once, when the game is made, and pasted each frame among the parts that change.
extension HundredsGame {
  static func labels(settings: HundredsSettings, circles: Int) -> CanvasLayer {
    CanvasLayer(size: info.canvasSize) { canvas in
      let x = HundredsScreen.panelColumn
      canvas.text("H U N D R E D S", column: x, row: 1, style: Style(.brightWhite, on: .default, [.bold]))
      canvas.text("Score", column: x, row: 3)
      // "+10 per press" or "+6/s while held".
      let grey = Style(.grey(14))
      let step = settings.growth == .step
      var c = canvas.write("+", column: x, row: 5, style: grey)
      c = canvas.write(step ? settings.step : settings.holdRate, column: c, row: 5, style: grey)
      canvas.write(step ? " per press" : "/s while held", column: c, row: 5, style: grey)
      canvas.text("Key  Circle", column: x, row: 7)
      for (i, line) in HundredsScreen.rules.enumerated() {
        let style = i == 0 ? Style(.brightWhite, on: .default, [.bold]) : Style(.grey(16))
        line.draw(
          circles: circles, target: settings.target, column: HundredsScreen.rulesColumn, row: 1 + i, style: style,
          into: &canvas)
      }
    }
  }
}
