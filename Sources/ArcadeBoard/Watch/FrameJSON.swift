import BoardWire

/// A frame as the wire's JSON (`WireJSON`: keys sorted, slashes as they are), written by hand: the board writes
/// several frames a second for each watcher, and Foundation's encoder took most of a frame's time
/// (Benchmarks/RESULTS.md). A test reads what this writes with the wire's decoder.
enum FrameJSON {
  static func encode(_ frame: WatchFrame) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(256 + frame.cells.count * 24)
    out.append(contentsOf: "{\"cells\":[".utf8)
    for (index, span) in frame.cells.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(contentsOf: "[\(span.row),\(span.column),".utf8)
      string(span.text, into: &out)
      out.append(contentsOf: ",\(span.foreground),\(span.background),\(span.attributes)]".utf8)
    }
    out.append(contentsOf: "],\"columns\":\(frame.columns)".utf8)
    // As the wire's encoder does, a field without a value is left out.
    if let end = frame.end {
      out.append(contentsOf: ",\"end\":{\"official\":\(end.official),".utf8)
      if let rank = end.rank { out.append(contentsOf: "\"rank\":\(rank),".utf8) }
      out.append(contentsOf: "\"score\":\(end.score)}".utf8)
    }
    out.append(contentsOf: ",\"full\":\(frame.full),\"game\":".utf8)
    string(frame.game, into: &out)
    out.append(contentsOf: ",\"live\":\(frame.live),\"name\":".utf8)
    string(frame.name, into: &out)
    out.append(
      contentsOf: ",\"rows\":\(frame.rows),\"run\":\(frame.run),\"score\":\(frame.score),\"tick\":\(frame.tick),".utf8)
    out.append(contentsOf: "\"title\":".utf8)
    string(frame.title, into: &out)
    out.append(contentsOf: ",\"view\":".utf8)
    string(frame.view, into: &out)
    out.append(contentsOf: "}\n".utf8)
    return out
  }

  /// `text` as a JSON string: quotes and backslashes escaped, and every control character as `\u00XX`.
  private static func string(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
      case 0..<0x20:
        out.append(contentsOf: "\\u00".utf8)
        out += [hex(byte >> 4), hex(byte & 15)]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  private static func hex(_ digit: UInt8) -> UInt8 {
    digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
  }
}
