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
  public var title: String?
  public var lines: [String]
  public var items: [ChoiceItem]
  public var selected: Int
  /// Allowed to cancel with Esc / q.
  public var cancellable: Bool
  /// False draws only the text over what is behind, which shows whole around it (the title menu
  /// over its attract demo).
  public var framed = true

  /// Screen rows and columns of the items from the last `draw`, for mouse hits.
  public private(set) var itemRows: [Int] = []
  public private(set) var itemColumns: Range<Int> = 0..<0

  public enum Outcome: Sendable, Equatable {
    case chosen(Int)
    case cancelled
  }

  public init(
    title: String? = nil, lines: [String] = [], items: [ChoiceItem], selected: Int = 0, cancellable: Bool = true
  ) {
    self.title = title
    self.lines = lines
    self.items = items
    self.selected = min(max(0, selected), max(0, items.count - 1))
    self.cancellable = cancellable
  }

  /// Draws the box centred on the canvas; the selected item is shown reversed with a pointer.
  public mutating func draw(into canvas: inout Canvas) {
    var all: [String] = []
    if title != nil { all += ["", ""] }
    // Long lines wrap when the rows allow it; otherwise they are cut (the items always stay visible).
    let fixedRows = 2 + all.count + items.count + (lines.isEmpty || items.isEmpty ? 0 : 1)
    let wrapped = TextWrap.lines(lines, width: canvas.columns - 4)
    var info = fixedRows + wrapped.count <= canvas.rows ? wrapped : lines
    // Still too tall: the last lines give way to the items, with "…" saying that something is left out.
    let room = canvas.rows - fixedRows
    if info.count > room { info = Array(info.prefix(max(0, room - 1))) + (room >= 1 ? ["…"] : []) }
    all += info
    if !lines.isEmpty && !items.isEmpty { all.append("") }
    let firstItem = all.count
    // Same length as the drawn item ("▶ " or two spaces, then the label), so it is fully overwritten.
    all += items.map { "  \($0.label)" }
    let titleWidth = (title?.unicodeScalars.count ?? 0) + 2
    let box = canvas.centredBox(all, style: .plain, frameStyle: Style(.cyan), minWidth: titleWidth, framed: framed)
    if let title, box.height > 2 {
      let cut = HintBar.cut(title, to: max(0, box.width - 4))
      let column = box.column + (box.width - cut.unicodeScalars.count) / 2
      if !framed {
        canvas.fill(column: column - 1, row: box.row + 1, width: HintBar.length(cut) + 2, height: 1, style: .plain)
      }
      canvas.text(cut, column: column, row: box.row + 1, style: Style(.brightYellow, on: .default, [.bold]))
    }
    itemRows = []
    let inner = box.width - 4
    for (i, item) in items.enumerated() {
      let row = box.row + 1 + firstItem + i
      guard row < box.row + box.height - 1 else { break }
      itemRows.append(row)
      let label = HintBar.cut((i == selected ? "▶ " : "  ") + item.label, to: inner)
      let style = i == selected ? Style(.black, on: .brightCyan, [.bold]) : Style(.white)
      if i == selected && framed {
        canvas.fill(column: box.column + 1, row: row, width: box.width - 2, height: 1, glyph: " ", style: style)
      }
      canvas.text(label, column: box.column + 2, row: row, style: style)
    }
    itemColumns = box.column..<(box.column + box.width)
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
      case .quit: return cancellable ? .cancelled : nil
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
