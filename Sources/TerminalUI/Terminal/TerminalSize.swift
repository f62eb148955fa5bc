import CNcurses
import Glibc

/// The largest screen the arcade hands to ncurses. ncurses keeps several cells per screen cell, so
/// a window reported as 65535x65535 would take gigabytes; beyond this size the rest stays blank.
public enum TerminalSize {
  public static let maxColumns = 3000
  public static let maxRows = 1000

  /// A size clamped to what the arcade draws (at least 1x1).
  public static func capped(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
    (min(max(columns, 1), maxColumns), min(max(rows, 1), maxRows))
  }

  /// The problem with `LINES` or `COLUMNS` from the environment (ncurses takes them over the
  /// window's real size), or nil when they are unset or usable.
  public static func environmentProblem(lines: String?, columns: String?) -> String? {
    for (name, value, limit) in [("LINES", lines, maxRows), ("COLUMNS", columns, maxColumns)] {
      guard let value, !value.isEmpty else { continue }
      guard let n = Int(value), (1...limit).contains(n) else {
        let shown = ScreenText.sanitized(value, limit: 20)
        return "\(name)=\(shown) is not a screen size from 1 to \(limit); unset \(name) to use the window's own size"
      }
    }
    return nil
  }

  /// A window larger than the cap at start-up: ncurses is told the capped size through the
  /// environment, as it reads its starting size there first.
  static func capStartingSize() {
    var rows: Int32 = 0
    var cols: Int32 = 0
    guard arcade_window_size(STDOUT_FILENO, &rows, &cols) == 0 else { return }
    let capped = capped(columns: Int(cols), rows: Int(rows))
    guard capped.columns != Int(cols) || capped.rows != Int(rows) else { return }
    setenv("COLUMNS", String(capped.columns), 0)
    setenv("LINES", String(capped.rows), 0)
  }
}
