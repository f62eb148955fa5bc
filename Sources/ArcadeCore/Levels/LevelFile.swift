/// One level of a game's arcade mode: a name, and the parameter values it changes from the defaults.
public struct Level: Sendable, Equatable {
  public var name: String
  /// (parameter name, value as text), in the file's order; everything else keeps its default.
  public var changes: [Change]

  /// One changed parameter.
  public struct Change: Sendable, Equatable {
    public var name: String
    public var value: String
  }

  /// The game's parameters for this level: the defaults with the changes applied (validated by the game's
  /// own declarations, so a level can only ask for what `arcade play GAME --NAME VALUE` could).
  public func values(in parameters: ParameterSet) throws(ParameterError) -> ParameterValues {
    try parameters.values(from: changes.map { ($0.name, $0.value) })
  }
}

/// Why a level file could not be read: one line, with the line number.

/// A game's levels for arcade mode, as data (`Assets/levels/GAME.txt`):
///
///     arcade-levels 1
///     # NAME | CHANGES FROM THE DEFAULTS
///     First flight | distance 1500, block-interval 1.6
///     Faster       | distance 2000, block-speed 180
///
/// The number after `arcade-levels` is the file's version: a tape of an arcade run names it, so changing
/// any level means bumping it (old arcade tapes then say plainly that they need the old levels).
/// A list value keeps its commas (`block-heights 80,200`). Blank lines and `#` comments are ignored; names are
/// unique; at least one level.
public struct LevelFile: Sendable, Equatable {
  public var version: Int
  public var levels: [Level]

  public init(version: Int, levels: [Level]) {
    self.version = version
    self.levels = levels
  }

  /// Parses the text and checks every level's changes against the game's parameters.
  public init(text: String, parameters: ParameterSet) throws(LineError) {
    var version: Int?
    var levels: [Level] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = raw.trimmingSpaces
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard version != nil else {
        let words = line.split(separator: " ")
        guard words.count == 2, words[0] == "arcade-levels", let v = Int(words[1]), v >= 1 else {
          throw LineError(line: number, "a level file starts with 'arcade-levels VERSION'")
        }
        version = v
        continue
      }
      let parts = line.split(separator: "|", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].trimmingSpaces.isEmpty else {
        throw LineError(line: number, "expected 'NAME | NAME VALUE, NAME VALUE...'")
      }
      let name = parts[0].trimmingSpaces
      guard !levels.contains(where: { $0.name == name }) else {
        throw LineError(line: number, "the level name '\(name.clipped())' is used twice")
      }
      var changes: [Level.Change] = []
      for item in Self.changes(parts[1]) {
        let words = item.split(separator: " ")
        guard words.count == 2 else {
          throw LineError(line: number, "expected 'NAME VALUE' (got '\(item.clipped())')")
        }
        changes.append(Level.Change(name: String(words[0]), value: String(words[1])))
      }
      let level = Level(name: name, changes: changes)
      do {
        _ = try level.values(in: parameters)
      } catch {
        throw LineError(line: number, "level '\(name.clipped())': \(error)")
      }
      levels.append(level)
    }
    guard let version else { throw LineError(line: nil, "empty: not a level file") }
    guard !levels.isEmpty else { throw LineError(line: nil, "the file lists no level") }
    self.version = version
    self.levels = levels
  }

  /// A level's changes, split at the commas between them; a piece of one word belongs to the value before it,
  /// so a list keeps its commas (`block-heights 80,200, block-speed 240`).
  static func changes(_ text: Substring) -> [String] {
    var items: [String] = []
    for piece in text.split(separator: ",") {
      let piece = piece.trimmingSpaces
      if piece.isEmpty { continue }
      if !piece.contains(" "), let last = items.last, last.contains(" ") {
        items[items.count - 1] += "," + piece
      } else {
        items.append(piece)
      }
    }
    return items
  }
}
