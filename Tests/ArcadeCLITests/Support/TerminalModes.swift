/// Which modes a terminal is left in, from the control sequences a program wrote to it, in order:
/// alternate screen (?1049), cursor (?25), mouse tracking (?1000 ?1002 ?1003 ?1006), and the kitty
/// keyboard protocol's stack (`CSI > flags u` pushes, `CSI < u` pops).
struct TerminalModes: Equatable, CustomStringConvertible {
  var alternateScreen = false
  var cursorHidden = false
  var mouse: Set<Int> = []
  var kittyDepth = 0
  /// How many times the kitty protocol was pushed in all (to show a test really turned it on).
  var kittyPushes = 0

  init(from output: String) {
    let bytes = Array(output.utf8)
    var i = 0
    while i + 2 < bytes.count {
      guard bytes[i] == 0x1B, bytes[i + 1] == UInt8(ascii: "[") else {
        i += 1
        continue
      }
      var j = i + 2
      let prefix = bytes[j]
      if prefix == UInt8(ascii: "?") || prefix == UInt8(ascii: ">") || prefix == UInt8(ascii: "<") { j += 1 }
      let start = j
      while j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x3F { j += 1 }
      guard j < bytes.count else { break }
      let final = bytes[j]
      let parameters = String(decoding: bytes[start..<j], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
      switch (prefix, final) {
      case (UInt8(ascii: "?"), UInt8(ascii: "h")), (UInt8(ascii: "?"), UInt8(ascii: "l")):
        let on = final == UInt8(ascii: "h")
        for p in parameters {
          switch p {
          case 1049, 47, 1047: alternateScreen = on
          case 25: cursorHidden = !on
          case 1000, 1002, 1003, 1006: if on { mouse.insert(p) } else { mouse.remove(p) }
          default: break
          }
        }
      case (UInt8(ascii: ">"), UInt8(ascii: "u")):
        kittyDepth += 1
        kittyPushes += 1
      case (UInt8(ascii: "<"), UInt8(ascii: "u")):
        kittyDepth = max(0, kittyDepth - max(1, parameters.first ?? 1))
      default: break
      }
      i = j + 1
    }
  }

  /// Everything off, as the program found the terminal.
  var restored: Bool { !alternateScreen && !cursorHidden && mouse.isEmpty && kittyDepth == 0 }

  var description: String {
    "alternate screen \(alternateScreen), cursor hidden \(cursorHidden), mouse \(mouse.sorted()), kitty depth \(kittyDepth)"
  }
}
