import ArcadeAssets
import ArcadeCore

/// Which way the cars of a lane drive.
public enum LaneDirection: String, Sendable, Equatable {
  case left = "l"
  case right = "r"

  /// -1 for left, +1 for right.
  public var sign: Int { self == .left ? -1 : 1 }
}

/// One lane of the road as the seed lists it: the top edge of its cars, their direction, and the
/// left edge of every car placement (duplicates included, exactly as in the seed).
public struct Lane: Sendable, Equatable {
  public var top: Int
  public var direction: LaneDirection
  public var placements: [Int]

  /// The placements without repeats, in order: a second car on the same spot is no car.
  public var distinctPlacements: [Int] {
    var seen: [Int] = []
    for x in placements where !seen.contains(x) { seen.append(x) }
    return seen
  }
}

/// The road's layout (lanes, car size, goal bays), read from `Assets/frog/lanes.txt`.
public struct LaneLayout: Sendable, Equatable {
  public var carWidth: Int
  public var carHeight: Int
  public var bayTop: Int
  public var baySize: Int
  /// Left edges of the bays.
  public var bayLefts: [Int]
  /// Lanes in file order (bottom road first).
  public var lanes: [Lane]

  /// Every placement of every lane, duplicates included (the seed's 26).
  public var placementCount: Int { lanes.reduce(0) { $0 + $1.placements.count } }

  /// The layout shipped with the game. The file is part of the build and checked by the tests,
  /// so a broken one is a programming error: it stops with the parser's message.
  public static let seed: LaneLayout = {
    let path = "frog/lanes.txt"
    guard let text = Assets.text(path) else { fatalError("Assets/\(path) is missing; restore it from git") }
    do throws(LaneLayoutError) {
      return try LaneLayout(text: text, source: "Assets/\(path)")
    } catch {
      fatalError(error.description)
    }
  }()

  /// Parses the layout text; `source` names the file in error messages.
  public init(text: String, source: String = "lanes.txt") throws(LaneLayoutError) {
    var car: (Int, Int)?
    var bays: (top: Int, size: Int, lefts: [Int])?
    var lanes: [Lane] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = index + 1
      let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      guard let keyword = words.first, !keyword.hasPrefix("#") else { continue }
      func fail(_ expected: String) -> LaneLayoutError {
        LaneLayoutError(source: source, line: line, got: String(raw), expected: expected)
      }
      func numbers(_ slice: ArraySlice<Substring>, _ expected: String) throws(LaneLayoutError) -> [Int] {
        var out: [Int] = []
        for word in slice {
          guard let n = Int(word), (-1000...1000).contains(n) else { throw fail(expected) }
          out.append(n)
        }
        return out
      }
      switch keyword {
      case "car":
        let usage = "'car WIDTH HEIGHT' with two positive whole numbers"
        let n = try numbers(words.dropFirst(), usage)
        guard n.count == 2, n[0] > 0, n[1] > 0, car == nil else { throw fail(usage + ", given once") }
        car = (n[0], n[1])
      case "bays":
        let usage = "'bays TOP SIZE X...' with whole numbers, SIZE positive, at least one X"
        let n = try numbers(words.dropFirst(), usage)
        guard n.count >= 3, n[1] > 0, bays == nil else { throw fail(usage + ", given once") }
        bays = (n[0], n[1], Array(n[2...]))
      case "lane":
        let usage = "'lane TOP l|r X...' with whole numbers and at least one X"
        guard words.count >= 4, let direction = LaneDirection(rawValue: String(words[2])) else { throw fail(usage) }
        let top = try numbers(words[1...1], usage)[0]
        let xs = try numbers(words[3...], usage)
        lanes.append(Lane(top: top, direction: direction, placements: xs))
      default:
        throw fail("a line starting with 'car', 'bays', 'lane' or '#'")
      }
    }
    guard let car else { throw LaneLayoutError(source: source, missing: "car WIDTH HEIGHT") }
    guard let bays else { throw LaneLayoutError(source: source, missing: "bays TOP SIZE X...") }
    guard !lanes.isEmpty else { throw LaneLayoutError(source: source, missing: "lane TOP l|r X...") }
    (carWidth, carHeight) = car
    (bayTop, baySize, bayLefts) = bays
    self.lanes = lanes
  }
}

/// A malformed lane layout: names the file, the line and what was expected there.
public struct LaneLayoutError: Error, Equatable, CustomStringConvertible {
  public let description: String

  init(source: String, line: Int, got: String, expected: String) {
    description = "\(source) line \(line): expected \(expected), got '\(got.printable)'; fix that line"
  }

  init(source: String, missing: String) {
    description = "\(source) has no '\(missing)' line; add one"
  }
}
