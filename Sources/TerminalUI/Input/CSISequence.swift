/// One control sequence (`ESC [ parameters final`) and the event it stands for.
struct CSISequence {
  var parameters: String
  var final: Unicode.Scalar

  /// Fields separated by `;`, each with `:`-separated sub-fields (kitty uses `mods:event`).
  var fields: [[Int?]] {
    parameters.split(separator: ";", omittingEmptySubsequences: false).map { field in
      field.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    }
  }

  var event: InputEvent? {
    if parameters.hasPrefix("<") { return sgrMouse }
    if parameters.hasPrefix("?") {
      switch final {
      case "u": return .kittyFlags(Int(parameters.dropFirst()) ?? 0)
      case "c": return .deviceAttributes
      default: return nil
      }
    }
    if parameters.hasPrefix(">") || parameters.hasPrefix("=") { return nil }
    let f = fields
    let phase = Self.phase(f.count > 1 && f[1].count > 1 ? f[1][1] : nil)
    switch final {
    case "A", "B", "C", "D": return ByteDecoder.ss3Keys[final].map { .key($0, phase) }
    // With a modifier it is another key: xterm sends F13 as Shift+F1.
    case "P": return (f.count > 1 ? f[1].first ?? 1 : 1) == 1 ? .key(.function(1), phase) : nil
    case "u": return kittyKey(f, phase: phase)
    case "~": return Self.tildeKeys[(f.first?.first ?? nil) ?? 0].map { .key($0, phase) }
    default: return nil
    }
  }

  /// The keys of `CSI number ~` sequences.
  static let tildeKeys: [Int: Key] = [5: .pageUp, 6: .pageDown, 11: .function(1), 12: .function(2)]

  /// The kitty event type sub-field: 1 (or absent) press, 2 repeat, 3 release.
  static func phase(_ value: Int?) -> KeyPhase { value == 2 ? .repeat : value == 3 ? .release : .press }

  /// Kitty key codes of the keys with names (57414 is keypad Enter).
  static let kittyKeys: [Int: Key] = [
    13: .enter, 27: .escape, 9: .tab, 32: .space, 127: .backspace, 8: .backspace, 57414: .enter,
  ]

  /// `CSI unicode-key-code[:alternates] ; modifiers[:event] u`.
  private func kittyKey(_ f: [[Int?]], phase: KeyPhase) -> InputEvent? {
    guard let code = f.first?.first ?? nil else { return nil }
    let modifiers = (f.count > 1 ? f[1].first ?? nil : nil).map { $0 - 1 } ?? 0
    if let key = Self.kittyKeys[code] { return .key(key, phase) }
    // Keypad digits.
    if (57399...57408).contains(code) { return .key(.character(Unicode.Scalar(UInt8(48 + code - 57399))), phase) }
    guard let scalar = Unicode.Scalar(UInt32(max(code, 0))), code >= 32 else { return nil }
    return .key(modifiers & 4 != 0 ? .control(scalar) : .character(scalar), phase)
  }

  /// SGR (1006) mouse: `CSI < button ; column ; row M` (press or drag) or `m` (release), 1-based cells.
  private var sgrMouse: InputEvent? {
    let numbers = parameters.dropFirst().split(separator: ";").map { Int($0) }
    guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2] else { return nil }
    return Self.mouse(code: code, column: x - 1, row: y - 1, released: final == "m")
  }

  /// Reports at or beyond this cell are dropped (no screen is that large).
  static let coordinateLimit = 65536

  /// Button code bits: 0–2 button (3 = release in X10), 32 motion, 64 wheel.
  static func mouse(code: Int, column: Int, row: Int, released: Bool) -> InputEvent? {
    // A report outside any screen the arcade draws on is noise, not a finger.
    guard (0...255).contains(code), (0..<Self.coordinateLimit).contains(column),
      (0..<Self.coordinateLimit).contains(row)
    else { return nil }
    if code & 64 != 0 {
      guard !released else { return nil }
      return .mouse(MouseEvent(code & 1 == 0 ? .scrollUp : .scrollDown, column: column, row: row))
    }
    let button = code & 3
    if released { return button == 0 || button == 3 ? .mouse(MouseEvent(.release, column: column, row: row)) : nil }
    guard button == 0 else { return nil }  // only the left button is the finger
    return .mouse(MouseEvent(code & 32 != 0 ? .drag : .press, column: column, row: row))
  }
}
