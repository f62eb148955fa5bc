import ArcadeCore

/// A string that came from a board (a name, a refusal's words): kept as it came for comparing, and shown only through
/// the terminal gate (`printable`, cut to `limit` characters), so no board can put a control sequence, a bidi
/// override or a wall of text on a player's terminal by interpolation.
public struct BoardText: Codable, Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The text exactly as it came: for comparisons, never for a terminal.
  public let raw: String
  /// The most characters shown.
  public static let limit = 200

  public init(_ raw: String) { self.raw = raw }
  public init(stringLiteral value: String) { raw = value }

  public init(from decoder: any Decoder) throws { raw = try decoder.singleValueContainer().decode(String.self) }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(raw)
  }

  /// The text as a terminal may show it.
  public var description: String { raw.printable(limit: Self.limit) }

  /// The text as a terminal may show it, at most `limit` characters (a name in a table).
  public func shown(limit: Int) -> String { raw.printable(limit: limit) }
}
