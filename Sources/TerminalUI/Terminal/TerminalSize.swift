import CNcurses
import Glibc

/// The largest screen the arcade draws on, and what it makes of larger windows.
///
/// ncurses keeps several cells per screen cell and the screens draw every cell of the size they are
/// given, so memory and work grow with the window (3000x1000 took a core and 373 MB). Above
/// `drawnColumns` x `drawnRows` ncurses is told that size instead: the picture stays in the window's
/// top-left corner at that size, the rest blank (ncurses clears the whole window when it starts and
/// after a resize), and a larger window costs no more.
public enum TerminalSize {
  /// The menu's attract demo already stops at 400x120 with the menu's bottom row under it; a game
  /// there is drawn as large as on a 4K screen at a 10x18-pixel font (384x120).
  public static let drawnColumns = 400
  public static let drawnRows = 121
  /// `LINES` and `COLUMNS` beyond these are not taken for a screen size at all.
  public static let plausibleColumns = 3000
  public static let plausibleRows = 1000

  /// A size clamped to what the arcade draws (at least 1x1).
  public static func capped(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
    (min(max(columns, 1), drawnColumns), min(max(rows, 1), drawnRows))
  }

  /// The problem with `LINES` or `COLUMNS` from the environment (ncurses takes them over the
  /// window's real size), or nil when they are unset or usable.
  public static func environmentProblem(lines: String?, columns: String?) -> String? {
    for (name, value, limit) in [("LINES", lines, plausibleRows), ("COLUMNS", columns, plausibleColumns)] {
      guard let value, !value.isEmpty else { continue }
      guard let n = Int(value), (1...limit).contains(n) else {
        let shown = value.printable(limit: 20)
        return "\(name)=\(shown) is not a screen size from 1 to \(limit); unset \(name) to use the window's own size"
      }
    }
    return nil
  }

  /// A starting size larger than the cap (the window's, or `LINES` and `COLUMNS`, which ncurses
  /// reads first): ncurses is told the capped size through the environment.
  static func capStartingSize() {
    func environment(_ name: String) -> Int? { getenv(name).flatMap { Int(String(cString: $0)) } }
    var rows: Int32 = 0
    var cols: Int32 = 0
    let window = arcade_window_size(STDOUT_FILENO, &rows, &cols) == 0
    guard let columns = environment("COLUMNS") ?? (window ? Int(cols) : nil),
      let lines = environment("LINES") ?? (window ? Int(rows) : nil)
    else { return }
    let capped = capped(columns: columns, rows: lines)
    guard capped.columns != columns || capped.rows != lines else { return }
    setenv("COLUMNS", String(capped.columns), 1)
    setenv("LINES", String(capped.rows), 1)
  }
}
