import ArcadeCore

/// One puck: its stable id (also its physics body's index), color, center, drift, and whether it was collected.
public struct Puck: Sendable, Equatable {
  public let id: Int
  /// Color index, 0 ..< colors; see `PuckColor`.
  public let color: Int
  public internal(set) var position: Vec2
  /// Px per tick while loose (zero unless the `drift` parameter is on).
  public internal(set) var velocity = Vec2.zero
  public internal(set) var isCollected = false
}

/// How a color looks: its terminal color, the letter drawn in a puck (for monochrome screens), its name.
public struct PuckColor: Sendable {
  public let letter: Unicode.Scalar
  public let name: String
  let color: Color
  /// Letter color readable on `color`.
  let ink: Color

  public static let all: [PuckColor] = [
    PuckColor(letter: "R", name: "red", color: .brightRed, ink: .black),
    PuckColor(letter: "Y", name: "yellow", color: .brightYellow, ink: .black),
    PuckColor(letter: "G", name: "green", color: .brightGreen, ink: .black),
    PuckColor(letter: "B", name: "blue", color: .brightBlue, ink: .brightWhite),
    PuckColor(letter: "M", name: "magenta", color: .brightMagenta, ink: .black),
    PuckColor(letter: "C", name: "cyan", color: .brightCyan, ink: .black),
    // Seven and eight: on an 8-color terminal orange is drawn red, and its letter tells it apart, as in monochrome.
    PuckColor(letter: "W", name: "white", color: .brightWhite, ink: .black),
    PuckColor(letter: "O", name: "orange", color: .rgb(5, 2, 0), ink: .black),
  ]
}
