import ArcadeCore

/// One choice of a `ChoiceBox`: a label, a shorter one for a narrow box, and the keys that pick it directly.
public struct ChoiceItem: Sendable, Equatable {
  public var label: String
  public var hotkeys: [Key]
  /// Shown instead of `label` when the label does not fit on one row of the box (the menu's game without its
  /// summary); nil: the label wraps.
  public var short: String?

  public init(_ label: String, hotkeys: [Key] = [], short: String? = nil) {
    self.label = label
    self.hotkeys = hotkeys
    self.short = short
  }
}

/// A framed box of text lines and a list of choices (menus, the title screen, the end alert, the
/// quit confirmation). Pure: it draws onto a canvas and answers events; the caller runs the loop.
/// Up/down (arrows, w/s, k/j) move, Enter or space picks, hotkeys pick directly, a click picks,
/// Esc or q cancel (unless q is a hotkey of an item). Every text is shown whole: lines and items wrap to the
/// screen's width, and lines too many for its rows scroll (PgUp and PgDn, the mouse wheel over them, and the arrows
/// when there is no choice to move between), with a last row saying more is there.
public struct ChoiceBox: Sendable {
  public var title: String
  public var lines: [String]
  public var items: [ChoiceItem]
  public var selected = 0
  /// The first of the wrapped lines shown, when they do not all fit.
  public private(set) var scroll = 0
  /// What the box stands on over the picture behind it.
  public enum Backdrop: Sendable, Equatable {
    /// A frame, its inside blanked.
    case frame
    /// No frame: the box's rows (from a row above its title to a row below its last item) blanked across the
    /// whole canvas, so the picture behind shows whole rows above and below it and never a piece beside a
    /// line of text (the title menu over its attract demo).
    case band
  }

  public var backdrop = Backdrop.frame

  /// Screen rows (the first of each) and columns of the items from the last `draw`, for mouse hits.
  public private(set) var itemRows: [Int] = []
  public private(set) var itemColumns: Range<Int> = 0..<0
  /// How many rows each item took in the last `draw` (a long label wraps).
  private var itemHeights: [Int] = []
  /// The wrapped lines shown at once in the last `draw` when they scroll; nil when they all fit.
  private var page: Int?

  public enum Outcome: Sendable, Equatable {
    case chosen(Int)
    case cancelled
  }

  public init(title: String, lines: [String] = [], items: [ChoiceItem]) {
    self.title = title
    self.lines = lines
    self.items = items
  }

  /// The box's rows from its top border on a canvas of that size: the title, a blank row, the lines (a page of
  /// them, from `scroll`, when they do not all fit), the items; which item each of the last rows belongs to; and,
  /// when the lines scroll, the page and the row saying more is there.
  private func content(columns: Int, rows: Int) -> (
    rows: [String], owners: [Int], page: Int?, scroll: Int, moreRow: Int?
  ) {
    let textWidth = max(1, columns - 4)
    let items = itemTexts(width: textWidth)
    let gap = lines.isEmpty || items.isEmpty ? 0 : 1
    let owners = items.indices.flatMap { i in Array(repeating: i, count: items[i].count) }
    var info = TextWrap.lines(lines, width: textWidth)
    // Too many lines for the rows: a page of them scrolls, and its last row says that more is there.
    let room = max(0, rows - 4 - gap - owners.count)
    var (page, scroll, moreRow): (Int?, Int, Int?) = (nil, 0, nil)
    if info.count > room {
      let shown = max(0, room - 1)
      (page, scroll) = (shown, min(max(0, self.scroll), info.count - shown))
      let more = room >= 1 ? [moreLine(above: scroll, below: info.count - scroll - shown)] : []
      info = Array(info[scroll..<(scroll + shown)]) + more
      moreRow = more.isEmpty ? nil : 2 + info.count
    }
    return (["", title, ""] + info + (gap == 1 ? [""] : []) + items.flatMap { $0 }, owners, page, scroll, moreRow)
  }

  /// How many rows the box takes on a canvas of that size, its borders too.
  public func height(columns: Int, rows: Int) -> Int { min(rows, content(columns: columns, rows: rows).rows.count + 1) }

  /// Draws the box centered on the canvas, its text left-aligned inside, on its backdrop; the selected item
  /// is shown reversed with a pointer.
  public mutating func draw(into canvas: inout Canvas) {
    let (rows, owners, page, scroll, moreRow) = content(columns: canvas.columns, rows: canvas.rows)
    (self.page, self.scroll) = (page, scroll)
    let firstItem = rows.count - owners.count
    let inner = max(HintBar.length(title) + 2, rows.dropFirst(2).map(HintBar.length).max() ?? 0)
    let width = min(canvas.columns, inner + 4)
    let height = min(canvas.rows, rows.count + 1)
    let (column, row) = (max(0, (canvas.columns - width) / 2), max(0, (canvas.rows - height) / 2))
    switch backdrop {
    case .frame:
      canvas.fill(column: column, row: row, width: width, height: height, glyph: " ", style: .plain)
      canvas.frame(column: column, row: row, width: width, height: height, style: Style(.cyan))
    case .band:
      canvas.fill(column: 0, row: row, width: canvas.columns, height: height, glyph: " ", style: .plain)
    }
    itemRows = []
    itemHeights = items.indices.map { i in owners.count { $0 == i } }
    for (i, text) in rows.enumerated().dropFirst() where i + 1 < height {
      let cut = HintBar.cut(text, to: max(0, width - 4))
      let item = i >= firstItem ? owners[i - firstItem] : -1
      var style = item == selected ? Style(.black, on: .brightCyan, [.bold]) : item >= 0 ? Style(.white) : .plain
      var at = column + 2
      if i == 1 {  // the title, centered
        style = Style(.brightYellow, on: .default, [.bold])
        at = column + (width - HintBar.length(cut)) / 2
      } else if i == moreRow {
        style = Style(.brightBlack)
      }
      if item == selected {
        canvas.fill(column: column + 1, row: row + i, width: width - 2, height: 1, glyph: " ", style: style)
      }
      canvas.text(cut, column: at, row: row + i, style: style)
      if item >= 0, i == firstItem || owners[i - firstItem - 1] != item { itemRows.append(row + i) }
    }
    itemColumns = column..<(column + width)
  }

  /// Each item's rows: its label when it fits one row, else its short label when that does, else its label
  /// wrapped; the first row after the pointer, the rest under the label.
  private func itemTexts(width: Int) -> [[String]] {
    items.indices.map { i in
      let item = items[i]
      let fits = { (label: String) in HintBar.length(label) + 2 <= width }
      let label = fits(item.label) ? item.label : item.short.flatMap { fits($0) ? $0 : nil } ?? item.label
      return TextWrap.lines([label], width: max(1, width - 2)).enumerated().map { row, text in
        (row > 0 ? "  " : i == selected ? "▶ " : "  ") + text
      }
    }
  }

  /// The last row of a page of lines that scroll: which way the rest is, and the keys that show it.
  private func moreLine(above: Int, below: Int) -> String {
    switch (above > 0, below > 0) {
    case (false, _): "▼ more below: PgDn"
    case (true, false): "▲ more above: PgUp"
    case (true, true): "▲▼ more: PgUp, PgDn"
    }
  }

  /// Moves the page of lines by `rows` (nothing when they all fit).
  private mutating func scroll(by rows: Int) {
    guard page != nil else { return }
    scroll = max(0, scroll + rows)
  }

  /// Answers one event: a pick, a cancel, or nil (the selection may have moved; redraw).
  public mutating func handle(_ event: InputEvent) -> Outcome? {
    switch event {
    case .key(let key, .press), .key(let key, .repeat):
      if let i = items.firstIndex(where: { $0.hotkeys.contains(key) }) {
        selected = i
        return .chosen(i)
      }
      if key == .pageDown || key == .pageUp {
        scroll(by: (key == .pageDown ? 1 : -1) * max(1, page ?? 0))
        return nil
      }
      // With no choice to move between, the arrows scroll the lines.
      if items.count <= 1, page != nil, case .button(let b)? = KeyMap.command(for: key), b == .up || b == .down {
        scroll(by: b == .down ? 1 : -1)
        return nil
      }
      switch KeyMap.command(for: key) {
      case .button(.up): selected = (selected + items.count - 1) % max(1, items.count)
      case .button(.down): selected = (selected + 1) % max(1, items.count)
      case .button(.action): return items.isEmpty ? .cancelled : .chosen(selected)
      case .quit: return .cancelled
      default: return nil
      }
      return nil
    case .mouse(let m):
      let hit = itemRows.indices.first { itemRows[$0] <= m.row && m.row < itemRows[$0] + itemHeights[$0] }
      guard itemColumns.contains(m.column), let i = hit else {
        // The wheel over the lines scrolls them; elsewhere it moves the selection.
        let overLines = page != nil && itemColumns.contains(m.column) && m.row < (itemRows.first ?? 0)
        switch m.kind {
        case .scrollUp where overLines: scroll(by: -1)
        case .scrollDown where overLines: scroll(by: 1)
        case .scrollUp: selected = max(0, selected - 1)
        case .scrollDown: selected = min(items.count - 1, selected + 1)
        default: break
        }
        return nil
      }
      selected = i
      return m.kind == .press ? .chosen(i) : nil
    default:
      return nil
    }
  }
}
