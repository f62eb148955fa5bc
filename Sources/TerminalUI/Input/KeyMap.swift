import ArcadeCore

/// What a key means to the front end: a game button, or one of the front end's own commands.
public enum Command: Sendable, Equatable {
  case button(Buttons)
  case pause
  case help
  /// q or Esc: leave (with a confirmation mid-game).
  case quit
}

/// The fixed key table shared by every game: arrows, WASD and hjkl press the pad; space and enter
/// the action button; 1–9 the slots; p pauses, ? or F1 opens help, q or Esc leaves. The one table both
/// what a key does and every key hint (title cards, the hint bar, `arcade help`, the man page) are read from.
public enum KeyMap {
  /// One key as shown ("w"), and the keys that are it ("w" and "W") with what they do.
  struct Entry: Sendable {
    let shown: String
    let keys: [(key: Key, command: Command)]

    init(_ shown: String, _ keys: [(Key, Command)]) { (self.shown, self.keys) = (shown, keys.map { ($0, $1) }) }

    /// A letter, either case.
    static func letter(_ c: Unicode.Scalar, _ command: Command) -> Entry {
      Entry(String(c), [(.character(c), command), (.character(Unicode.Scalar(c.value - 32)!), command)])
    }
  }

  /// Families of keys, each shown as one word ("←↑↓→", "wasd"), in the order hints name them.
  static let families: [[Entry]] = [
    [
      Entry("←", [(.left, .button(.left))]), Entry("↑", [(.up, .button(.up))]),
      Entry("↓", [(.down, .button(.down))]), Entry("→", [(.right, .button(.right))]),
    ],
    [
      .letter("w", .button(.up)), .letter("a", .button(.left)), .letter("s", .button(.down)),
      .letter("d", .button(.right)),
    ],
    [
      .letter("h", .button(.left)), .letter("j", .button(.down)), .letter("k", .button(.up)),
      .letter("l", .button(.right)),
    ],
    [Entry("space", [(.space, .button(.action))])],
    [Entry("enter", [(.enter, .button(.action))])],
    [Entry("1-9", (1...9).map { (.character(Unicode.Scalar(UInt8(48 + $0))), .button(.slot($0))) })],
    [.letter("p", .pause)],
    [Entry("?", [(.character("?"), .help)])],
    [Entry("F1", [(.function(1), .help)])],
    [.letter("q", .quit)],
    [Entry("Esc", [(.escape, .quit)])],
  ]

  public static func command(for key: Key) -> Command? {
    for family in families {
      for entry in family {
        if let found = entry.keys.first(where: { $0.key == key }) { return found.command }
      }
    }
    return nil
  }

  /// The keys that give a command among `wanted`, as shown: each family's keys run together ("←↑↓→ wasd hjkl"),
  /// and the first family alone for a narrow bar ("←↑↓→").
  static func keys(where wanted: (Command) -> Bool) -> (full: String, short: String) {
    let words = families.map { family in
      family.filter { $0.keys.contains { wanted($0.command) } }.map(\.shown).joined()
    }.filter { !$0.isEmpty }
    return (words.joined(separator: " "), words.first ?? "")
  }

  /// A game's binding as the player reads it: the keys of each of its buttons in turn, then the mouse.
  public static func hint(_ binding: KeyBinding) -> KeyHint {
    let words = binding.buttons.map { buttons in
      keys { if case .button(let b) = $0 { !b.isDisjoint(with: buttons) } else { false } }
    }
    let full = words.map(\.full).joined(separator: " "), short = words.first?.short ?? ""
    guard binding.mouse else { return KeyHint(keys: full, shortKeys: short, action: binding.action) }
    if words.isEmpty { return KeyHint(keys: "mouse", shortKeys: "mouse", action: binding.action) }
    return KeyHint(keys: full + ", or the mouse button", shortKeys: short + "/mouse", action: binding.action)
  }

  /// A front-end command's keys ("? F1", short "?").
  public static func hint(_ command: Command, _ action: String) -> KeyHint {
    let keys = keys { $0 == command }
    return KeyHint(keys: keys.full, shortKeys: keys.short, action: action)
  }
}

/// Keys and what they do, as a hint shows them: "←↑↓→ wasd hjkl  hop", or "←↑↓→ hop" when narrow.
public struct KeyHint: Sendable, Equatable {
  public var keys: String
  public var shortKeys: String
  public var action: String
}
