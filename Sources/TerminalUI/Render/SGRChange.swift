import ArcadeCore

/// The SGR sequence that takes the terminal from the attributes and colours last sent (the pen) to
/// a cell's: the shorter of one with just the differences (`22`, `27`, `31`…) and one that resets
/// and sets everything (`0;1;31`). ncurses sends both colours of a pair on every change and resets
/// everything to turn bold off; this is most of the bytes it spent beyond the cells themselves.
enum SGRChange {
  /// Appends the change from `pen` (nil: unknown, so reset) to `target`.
  static func append(from pen: ResolvedStyle?, to target: ResolvedStyle, to out: inout [UInt8]) {
    guard let pen else {
      appendReset(to: target, &out)
      return
    }
    if pen == target { return }
    // Both forms are written; the longer one is cut out again.
    let start = out.count
    appendDelta(from: pen, to: target, &out)
    let middle = out.count
    appendReset(to: target, &out)
    if out.count - middle < middle - start {
      out.removeSubrange(start..<middle)
    } else {
      out.removeLast(out.count - middle)
    }
  }

  /// Parameters separated by `;` inside one `ESC[ … m`.
  private struct Parameters {
    var first = true
    @inline(__always) mutating func add(_ n: Int, _ out: inout [UInt8]) {
      if !first { out.append(UInt8(ascii: ";")) }
      first = false
      AnsiBytes.appendNumber(n, to: &out)
    }
  }

  private static func appendDelta(from pen: ResolvedStyle, to target: ResolvedStyle, _ out: inout [UInt8]) {
    AnsiBytes.appendCSI(to: &out)
    var p = Parameters()
    let removed = pen.attributes.subtracting(target.attributes)
    var added = target.attributes.subtracting(pen.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      // 22 ends bold and dim together: put back whichever stays.
      p.add(22, &out)
      added.formUnion(target.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.underline) { p.add(24, &out) }
    if removed.contains(.reverse) { p.add(27, &out) }
    addAttributes(added, &p, &out)
    if pen.foreground != target.foreground { addColour(target.foreground, foreground: true, &p, &out) }
    if pen.background != target.background { addColour(target.background, foreground: false, &p, &out) }
    out.append(UInt8(ascii: "m"))
  }

  private static func appendReset(to target: ResolvedStyle, _ out: inout [UInt8]) {
    AnsiBytes.appendCSI(to: &out)
    if target != plain {
      var p = Parameters()
      p.add(0, &out)
      addAttributes(target.attributes, &p, &out)
      if target.foreground >= 0 { addColour(target.foreground, foreground: true, &p, &out) }
      if target.background >= 0 { addColour(target.background, foreground: false, &p, &out) }
    }
    out.append(UInt8(ascii: "m"))
  }

  static let plain = ResolvedStyle(foreground: -1, background: -1, attributes: [])

  private static func addAttributes(_ a: CellAttributes, _ p: inout Parameters, _ out: inout [UInt8]) {
    if a.contains(.bold) { p.add(1, &out) }
    if a.contains(.dim) { p.add(2, &out) }
    if a.contains(.underline) { p.add(4, &out) }
    if a.contains(.reverse) { p.add(7, &out) }
  }

  /// `39`/`49` for the default, `3N`/`4N` for the first 8, `9N`/`10N` for the bright 8, else `38;5;N`.
  private static func addColour(_ index: Int16, foreground: Bool, _ p: inout Parameters, _ out: inout [UInt8]) {
    let i = Int(index)
    switch i {
    case ..<0: p.add(foreground ? 39 : 49, &out)
    case 0..<8: p.add((foreground ? 30 : 40) + i, &out)
    case 8..<16: p.add((foreground ? 90 : 100) + i - 8, &out)
    default:
      p.add(foreground ? 38 : 48, &out)
      p.add(5, &out)
      p.add(i, &out)
    }
  }
}
