extension ArcadeRun {
  /// One line for beside the game: the level, its name and the run's total ("Level 3/12 Dense cave · total 1450").
  public var caption: String? {
    "Level \(level)/\(levels.count) \(levels[level - 1].name) · total \(score)"
  }

  /// The caption without the level's name ("Level 3/12 · total 1450").
  public var shortCaption: String? { "Level \(level)/\(levels.count) · total \(score)" }

  /// The lines of the card between two levels: the level won, the score, and what comes next.
  public var cardLines: [String] {
    let next = level + 1
    return [
      "Level \(level) cleared!",
      "Score \(score) (this level \(game.score))",
      "Next: \(next) · \(levels[next - 1].name)",
      G.info.levelGoal(values[next - 1]),
    ]
  }

  /// The game, and over it while a level is won the card saying what comes next, its lines wrapped to the canvas
  /// when its rows allow.
  public func draw(into canvas: inout Canvas) {
    game.draw(into: &canvas)
    guard cardTicksLeft > 0 else { return }
    let wrapped = TextWrap.lines(cardLines, width: max(1, canvas.columns - 4))
    let lines = wrapped.count + 2 <= canvas.rows ? wrapped : cardLines
    let width = min(canvas.columns, (lines.map(Canvas.width(of:)).max() ?? 0) + 4)
    let height = lines.count + 2
    let (column, row) = ((canvas.columns - width) / 2, (canvas.rows - height) / 2)
    let style = Style(.brightWhite, on: .blue, [.bold])
    canvas.fill(column: column, row: row, width: width, height: height, style: style)
    canvas.frame(column: column, row: row, width: width, height: height, style: style)
    for (i, line) in lines.enumerated() {
      canvas.text(line, column: column + (width - Canvas.width(of: line)) / 2, row: row + 1 + i, style: style)
    }
  }
}
