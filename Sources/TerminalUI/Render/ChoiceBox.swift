import ArcadeCore

/// One choice of a `ChoiceBox`: a label and the keys that pick it directly.
public struct ChoiceItem: Sendable, Equatable {
  public var label: String
  public var hotkeys: [Key]

  public init(_ label: String, hotkeys: [Key] = []) {
    self.label = label
    self.hotkeys = hotkeys
  }
}

/// A framed box of text lines and a list of choices (menus, the title screen, the end alert, the
/// quit confirmation). Pure: it draws onto a canvas and answers events; the caller runs the loop.
/// Up/down (arrows, w/s, k/j) move, Enter or space picks, hotkeys pick directly, a click picks,
/// Esc or q cancel (unless q is a hotkey of an item).
public struct ChoiceBox: Sendable {
  public var title: String
  public var lines: [String]
  public var items: [ChoiceItem]
  public var selected = 0
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

  /// Screen rows and columns of the items from the last `draw`, for mouse hits.
  public private(set) var itemRows: [Int] = []
  public private(set) var itemColumns: Range<Int> = 0..<0

  public enum Outcome: Sendable, Equatable {
    case chosen(Int)
    case cancelled
  }

  public init(title: String, lines: [String] = [], items: [ChoiceItem]) {
    self.title = title
    self.lines = lines
    self.items = items
  }

  /// Draws the box centered on the canvas, its text left-aligned inside, on its backdrop; the selected item
  /// is shown reversed with a pointer.
  public mutating func draw(into canvas: inout Canvas) {
    // Long lines wrap when the rows allow it; otherwise they are cut (the items always stay visible).
    let gap = lines.isEmpty || items.isEmpty ? 0 : 1
    let fixedRows = 4 + items.count + gap
    let wrapped = TextWrap.lines(lines, width: canvas.columns - 4)
    var info = fixedRows + wrapped.count <= canvas.rows ? wrapped : lines
    // Still too tall: the last lines give way to the items, with "…" saying that something is left out.
    let room = canvas.rows - fixedRows
    if info.count > room { info = Array(info.prefix(max(0, room - 1))) + (room >= 1 ? ["…"] : []) }
    // The box's rows from its top border: the title, a blank row, the lines, the items.
    let items = self.items.indices.map { ($0 == selected ? "▶ " : "  ") + self.items[$0].label }
    let rows = ["", title, ""] + info + (gap == 1 ? [""] : []) + items
    let firstItem = rows.count - items.count
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
    for (i, text) in rows.enumerated().dropFirst() where i + 1 < height {
      let cut = HintBar.cut(text, to: max(0, width - 4))
      let item = i - firstItem
      var style = item == selected ? Style(.black, on: .brightCyan, [.bold]) : item >= 0 ? Style(.white) : .plain
      var at = column + 2
      if i == 1 {  // the title, centered
        style = Style(.brightYellow, on: .default, [.bold])
        at = column + (width - HintBar.length(cut)) / 2
      }
      if item == selected {
        canvas.fill(column: column + 1, row: row + i, width: width - 2, height: 1, glyph: " ", style: style)
      }
      canvas.text(cut, column: at, row: row + i, style: style)
      if item >= 0 { itemRows.append(row + i) }
    }
    itemColumns = column..<(column + width)
  }

  /// Answers one event: a pick, a cancel, or nil (the selection may have moved; redraw).
  public mutating func handle(_ event: InputEvent) -> Outcome? {
    switch event {
    case .key(let key, .press), .key(let key, .repeat):
      if let i = items.firstIndex(where: { $0.hotkeys.contains(key) }) {
        selected = i
        return .chosen(i)
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
      guard itemColumns.contains(m.column), let i = itemRows.firstIndex(of: m.row) else {
        if m.kind == .scrollUp { selected = max(0, selected - 1) }
        if m.kind == .scrollDown { selected = min(items.count - 1, selected + 1) }
        return nil
      }
      selected = i
      return m.kind == .press ? .chosen(i) : nil
    default:
      return nil
    }
  }
}
