/// A small terminal for tests: applies the bytes the arcade sends (UTF-8 text, cursor moves `H` `C`
/// `G` `d`, back space, `ESC[2J`, SGR) to a grid of cells, as an xterm would. Anything else it
/// does not know is recorded in `unknown`, so a test sees the encoder sent something unexpected.
public struct AnsiScreen {
  /// One cell as the terminal holds it: the glyph and the SGR state it was written with.
  public struct Cell: Equatable, Sendable {
    public var glyph: Unicode.Scalar = " "
    public var foreground: Int16 = -1
    public var background: Int16 = -1
    /// SGR attribute bits: 1 bold, 2 dim, 4 underline, 8 reverse.
    public var attributes: UInt8 = 0

    public init() {}
  }

  public let columns: Int
  public let rows: Int
  public private(set) var cells: [Cell]
  public private(set) var unknown: [String] = []
  public private(set) var row = 0
  public private(set) var column = 0
  private var pendingWrap = false
  private var pen = Cell()
  private var utf8: [UInt8] = []
  private var sequence: [UInt8]? = nil

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Cell(), count: columns * rows)
  }

  public subscript(column: Int, row: Int) -> Cell { cells[row * columns + column] }

  public mutating func apply(_ bytes: [UInt8]) {
    for byte in bytes { feed(byte) }
  }

  private mutating func feed(_ byte: UInt8) {
    if var s = sequence {
      s.append(byte)
      sequence = s
      if s.count == 1 {
        if byte != UInt8(ascii: "[") { finish("ESC \(byte)") }
      } else if (0x40...0x7E).contains(byte) {
        finish(String(decoding: s.dropFirst().dropLast(), as: UTF8.self), final: byte)
      }
      return
    }
    switch byte {
    case 0x1B: sequence = []
    case 0x08:
      column = max(0, column - 1)
      pendingWrap = false
    case 0x00..<0x20, 0x7F: unknown.append("control \(byte)")
    default:
      utf8.append(byte)
      var iterator = utf8.makeIterator()
      var decoder = UTF8()
      if case .scalarValue(let scalar) = decoder.decode(&iterator) {
        utf8.removeAll()
        put(scalar)
      } else if utf8.count >= 4 {
        unknown.append("bad UTF-8")
        utf8.removeAll()
      }
    }
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    if pendingWrap {
      pendingWrap = false
      column = 0
      row += 1
      if row >= rows {
        unknown.append("scrolled")
        row = rows - 1
      }
    }
    var cell = pen
    cell.glyph = scalar
    cells[row * columns + column] = cell
    if column == columns - 1 { pendingWrap = true } else { column += 1 }
  }

  private mutating func finish(_ text: String, final: UInt8? = nil) {
    sequence = nil
    guard let final else { return unknown.append(text) }
    let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let first = numbers.first.flatMap { $0 } ?? 1
    pendingWrap = false
    switch final {
    case UInt8(ascii: "H"):
      row = min(rows, max(1, first)) - 1
      column = min(columns, max(1, numbers.count > 1 ? (numbers[1] ?? 1) : 1)) - 1
    case UInt8(ascii: "C"): column = min(columns - 1, column + max(1, first))
    case UInt8(ascii: "G"): column = min(columns, max(1, first)) - 1
    case UInt8(ascii: "d"): row = min(rows, max(1, first)) - 1
    case UInt8(ascii: "J") where text == "2":
      var blank = Cell()
      blank.background = pen.background
      cells = Array(repeating: blank, count: columns * rows)
    case UInt8(ascii: "m"): sgr(numbers.map { $0 ?? 0 })
    default: unknown.append("CSI \(text)\(Character(Unicode.Scalar(final)))")
    }
  }

  private mutating func sgr(_ codes: [Int]) {
    var i = 0
    while i < codes.count {
      let code = codes[i]
      switch code {
      case 0: pen = Cell()
      case 1: pen.attributes |= 1
      case 2: pen.attributes |= 2
      case 4: pen.attributes |= 4
      case 7: pen.attributes |= 8
      case 22: pen.attributes &= ~3
      case 24: pen.attributes &= ~4
      case 27: pen.attributes &= ~8
      case 30...37: pen.foreground = Int16(code - 30)
      case 39: pen.foreground = -1
      case 40...47: pen.background = Int16(code - 40)
      case 49: pen.background = -1
      case 90...97: pen.foreground = Int16(code - 90 + 8)
      case 100...107: pen.background = Int16(code - 100 + 8)
      case 38, 48:
        guard i + 2 < codes.count, codes[i + 1] == 5 else {
          unknown.append("SGR \(codes)")
          return
        }
        if code == 38 { pen.foreground = Int16(codes[i + 2]) } else { pen.background = Int16(codes[i + 2]) }
        i += 2
      default: unknown.append("SGR \(code)")
      }
      i += 1
    }
  }
}
