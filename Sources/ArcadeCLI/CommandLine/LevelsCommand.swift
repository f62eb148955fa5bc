import ArcadeCore
import GameCatalog

/// `arcade levels GAME`: the game's arcade levels, one row each (number, name, goal, the parameters it
/// changes), those reached marked, in 80 columns.
enum LevelsCommand {
  static let width = 80

  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let entry = try context.game(parsed.positionals[0])
    let levels = try levelFile(of: entry)
    let (reached, warnings) = context.storage.levelReached(game: entry.info.id, levels: levels.levels.count)
    context.console.out(lines(levels, info: entry.info, reached: reached))
    for warning in warnings { context.console.warning(warning) }
    return 0
  }

  /// The game's levels, or the one-line error for a game without them.
  static func levelFile(of entry: CatalogEntry) throws(CommandError) -> LevelFile {
    guard let levels = entry.levels else {
      let id = entry.info.id
      throw CommandError("\(id) (\(entry.info.title)) has no arcade levels; play its classic round: arcade play \(id)")
    }
    return levels
  }

  static func lines(_ file: LevelFile, info: GameInfo, reached: Int) -> [String] {
    let count = file.levels.count
    let reached = min(max(reached, 1), count)
    let intro = [
      "\(info.id) (\(info.title)): \(count) arcade levels, each harder; a loss ends the run.",
      "Reached: level \(reached) (marked *); start at one with: arcade play \(info.id) --level N",
      "",
    ]
    let rows = file.levels.enumerated().map { index, level in
      let goal = (try? level.values(in: info.parameters)).map(info.levelGoal) ?? ""
      let changes = level.changes.map { "\($0.name) \($0.value)" }
      return [
        [index < reached ? "*" : ""], [String(index + 1)], words(level.name), words(goal),
        changes.isEmpty ? ["none"] : changes,
      ]
    }
    let header = [[""], ["#"], ["LEVEL"], ["GOAL"], ["CHANGES FROM THE DEFAULTS"]]
    return intro + table([header] + rows)
  }

  private static func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

  /// Columns two spaces apart, the number right-aligned; name and goal take at most 16 and 24 columns, the
  /// changes the rest of the 80; a cell too wide wraps onto the row's next lines (changes between items).
  private static func table(_ rows: [[[String]]]) -> [String] {
    let natural = (0..<5).map { column in rows.map { cellWidth($0[column], column: column) }.max() ?? 0 }
    var widths = [natural[0], natural[1], min(natural[2], 16), min(natural[3], 24), 0]
    widths[4] = max(20, width - widths[0...3].reduce(0, +) - 2 * 4)
    return rows.flatMap { row in
      let cells = row.indices.map { column in
        column == 4
          ? wrap(row[column], width: widths[column], separator: ", ", mark: ",")
          : wrap(row[column], width: widths[column])
      }
      let height = cells.map(\.count).max() ?? 1
      return (0..<height).map { line in
        var text = ""
        for (column, cell) in cells.enumerated() {
          let piece = line < cell.count ? cell[line] : ""
          text += column == 1 ? piece.padded(to: widths[column], leading: true) : piece.padded(to: widths[column])
          if column < 4 { text += "  " }
        }
        while text.last == " " { text.removeLast() }
        return text
      }
    }
  }

  private static func cellWidth(_ pieces: [String], column: Int) -> Int {
    pieces.joined(separator: column == 4 ? ", " : " ").count
  }

  /// Pieces joined by `separator` on lines of at most `width`, a line that goes on ending with `mark`; a piece
  /// wider than a whole line is cut, ending with "...".
  static func wrap(_ pieces: [String], width: Int, separator: String = " ", mark: String = "") -> [String] {
    var lines: [String] = []
    var current = ""
    for piece in pieces {
      let room = width - mark.count
      let piece = piece.count > room ? String(piece.prefix(max(1, room - 3))) + "..." : piece
      if current.isEmpty {
        current = piece
      } else if current.count + separator.count + piece.count + mark.count <= width {
        current += separator + piece
      } else {
        lines.append(current + mark)
        current = piece
      }
    }
    return lines + [current]
  }
}
