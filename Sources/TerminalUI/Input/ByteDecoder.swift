/// Turns raw terminal bytes into input events: UTF-8 text, control keys, cursor keys (CSI and SS3),
/// F1, SGR (1006) and X10 mouse reports, and kitty keyboard protocol sequences (`CSI code;mods:event u`).
///
/// Pure and incremental: feed bytes as they arrive; an unfinished escape sequence waits for more.
/// `flush()` ends the wait (after the escape delay) and turns a lone ESC into the Escape key.
public struct ByteDecoder: Sendable {
  private var buffer: [UInt8] = []

  public init() {}

  /// Decodes what it can; keeps an unfinished sequence for the next call.
  public mutating func feed<S: Sequence<UInt8>>(_ bytes: S) -> [InputEvent] {
    buffer.append(contentsOf: bytes)
    var events: [InputEvent] = []
    var i = 0
    while i < buffer.count {
      switch Self.decodeOne(buffer, at: i) {
      case .event(let e, let length):
        if let e { events.append(e) }
        i += length
      case .incomplete:
        buffer.removeFirst(i)
        return events
      }
    }
    buffer.removeAll(keepingCapacity: true)
    return events
  }

  /// The input paused: what waits is given up. A lone ESC is the Escape key; anything else is an
  /// unfinished escape sequence or UTF-8 character (a cut-off mouse report, say), dropped whole so
  /// that none of its bytes turns into a key.
  public mutating func flush() -> [InputEvent] {
    defer { buffer.removeAll() }
    return buffer == [0x1B] ? [.press(.escape)] : []
  }

  /// Whether bytes are waiting for the rest of a sequence.
  public var isPending: Bool { !buffer.isEmpty }

  enum Step {
    case event(InputEvent?, length: Int)
    case incomplete
  }

  /// The ASCII bytes that are keys with names.
  static let byteKeys: [UInt8: Key] = [
    0x0D: .enter, 0x0A: .enter, 0x09: .tab, 0x20: .space, 0x7F: .backspace, 0x08: .backspace,
  ]

  static func decodeOne(_ b: [UInt8], at i: Int) -> Step {
    let byte = b[i]
    if byte == 0x1B { return decodeEscape(b, at: i) }
    if byte >= 0x80 { return decodeUTF8(b, at: i) }
    let key = byteKeys[byte] ?? (byte < 0x20 ? .control(Unicode.Scalar(byte + 0x60)) : .character(Unicode.Scalar(byte)))
    return .event(.press(key), length: 1)
  }

  private static func decodeUTF8(_ b: [UInt8], at i: Int) -> Step {
    let lead = b[i]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    // A stray continuation byte, or a byte that never starts a character.
    guard length > 1, lead < 0xF8 else { return .event(nil, length: 1) }
    var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
    for k in 1..<length {
      guard i + k < b.count else { return .incomplete }
      let c = b[i + k]
      guard c & 0xC0 == 0x80 else { return .event(nil, length: k) }
      value = value << 6 | UInt32(c & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .event(nil, length: length) }
    return .event(.press(.character(scalar)), length: length)
  }

  private static func decodeEscape(_ b: [UInt8], at i: Int) -> Step {
    guard i + 1 < b.count else { return .incomplete }
    switch b[i + 1] {
    case UInt8(ascii: "["): return decodeCSI(b, at: i)
    case UInt8(ascii: "O"):
      guard i + 2 < b.count else { return .incomplete }
      return .event(ss3Keys[Unicode.Scalar(b[i + 2])].map { .press($0) }, length: 3)
    case 0x1B:
      return .event(.press(.escape), length: 1)
    default:
      // Alt+key arrives as ESC then the key: the key itself is reported.
      return .event(nil, length: 1)
    }
  }

  /// The keys of SS3 sequences (`ESC O A`), as application cursor mode sends them.
  static let ss3Keys: [Unicode.Scalar: Key] = [
    "A": .up, "B": .down, "C": .right, "D": .left, "P": .function(1), "M": .enter,
  ]

  /// CSI: ESC [ then parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, a final byte 0x40–0x7E.
  /// X10 mouse (ESC [ M b x y) carries three raw bytes after the M instead.
  private static func decodeCSI(_ b: [UInt8], at i: Int) -> Step {
    var j = i + 2
    if j < b.count, b[j] == UInt8(ascii: "M") {
      guard j + 3 < b.count else { return .incomplete }
      let event = x10Mouse(button: Int(b[j + 1]) - 32, column: Int(b[j + 2]) - 33, row: Int(b[j + 3]) - 33)
      return .event(event, length: j + 4 - i)
    }
    while j < b.count, (0x20...0x3F).contains(b[j]) { j += 1 }
    guard j < b.count else { return b.count - i > 64 ? .event(nil, length: b.count - i) : .incomplete }
    let final = b[j]
    guard (0x40...0x7E).contains(final) else { return .event(nil, length: j - i) }
    let params = String(decoding: b[(i + 2)..<j], as: UTF8.self)
    return .event(CSISequence(parameters: params, final: Unicode.Scalar(final)).event, length: j + 1 - i)
  }

  static func x10Mouse(button: Int, column: Int, row: Int) -> InputEvent? {
    // Code 3 is a release; with the motion bit it is a move with no button down (ignored).
    if button & 3 == 3 && button & 32 != 0 { return nil }
    return CSISequence.mouse(code: button, column: column, row: row, released: button & 3 == 3 && button & 64 == 0)
  }
}
