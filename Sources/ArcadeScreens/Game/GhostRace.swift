import ArcadeCore
import ArcadeRuns
import ArcadeStorage
import GameCatalog
import TerminalUI

extension Ghost {
  /// "your best run (455)", "the run of run.tape (455)", "ada's run, 1st on the board of 2026-12-07 (455)".
  var name: String {
    let score = end.map { " (\($0.score))" } ?? ""
    switch source {
    case .best: return "your best run" + score
    case .tape(let path):
      let file = path.split(separator: "/").last.map(String.init) ?? path
      return "the run of \(file.printable(limit: 40))" + score
    case .board(let byline): return byline + score
    }
  }
}

/// A ghost racing beside the player's run: its own simulation, made from its tape and stepped from the tape's
/// inputs tick for tick with the player's, through the one replay loop. It reads nothing of the player's run
/// and the player's run reads nothing of it.
struct GhostRace {
  let ghost: Ghost
  private var playback: any AnyTapePlayback

  /// Nil when the tape cannot be played here (it was checked before, so only a tape changed since).
  init?(_ ghost: Ghost, entry: CatalogEntry) {
    guard let simulation = try? entry.makeFromTape(ghost.header), let events = try? ghost.events() else { return nil }
    self.ghost = ghost
    playback = tapePlayback(of: simulation, events: events)
  }

  var game: any Simulation { playback.game }

  /// The ghost's next tick, as the player's run takes one; past its tape's end, or where a damaged file
  /// stops making sense, it stays as it was.
  mutating func step() {
    _ = try? playback.step()
  }

  /// The ghost's score at its end: what the player's final score is measured against.
  var finalScore: Int { ghost.end?.score ?? game.score }

  /// "ahead by 12", "behind by 3", "level with the ghost": a score against the ghost's.
  static func standing(_ score: Int, against ghost: Int) -> String {
    score > ghost ? "ahead by \(score - ghost)" : score < ghost ? "behind by \(ghost - score)" : "level with the ghost"
  }

  /// The line beside the picture while racing: the ghost's score now, and the player's against it.
  func liveLine(score: Int) -> GameScreens.BarPart {
    let ghostScore = game.score
    let color: Color = score > ghostScore ? .brightGreen : score < ghostScore ? .brightRed : .brightWhite
    return GameScreens.BarPart(
      "ghost \(ghostScore) · " + Self.standing(score, against: ghostScore), style: Style(color))
  }

  /// The end alert's line: the final score against the ghost's final score.
  func endLine(score: Int) -> String {
    "Against \(ghost.name): " + Self.standing(score, against: finalScore) + "."
  }

  /// The ghost's avatar, faint, in the player's world (games whose world does not depend on the player), under
  /// the player's own avatar; nothing for the other games, which race by score alone.
  func draw(over canvas: inout Canvas, player: any Simulation) {
    guard game.hasGhostAvatar else { return }
    var ghostLayer = Canvas(columns: canvas.columns, rows: canvas.rows)
    game.drawGhost(into: &ghostLayer)
    var playerLayer = Canvas(columns: canvas.columns, rows: canvas.rows)
    player.drawGhost(into: &playerLayer)
    for row in 0..<canvas.rows {
      for column in 0..<canvas.columns where ghostLayer[column, row] != .blank && playerLayer[column, row] == .blank {
        let cell = ghostLayer[column, row]
        let under = canvas[column, row].style.background
        canvas[column, row] = Cell(cell.glyph, Style(cell.style.foreground, on: under, cell.style.attributes))
      }
    }
  }
}
