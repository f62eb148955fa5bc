import ArcadeCore

/// One puck: its stable id (also its physics body's index), colour, centre, and whether it was collected.
public struct Puck: Sendable, Equatable {
  public let id: Int
  /// Colour index, 0 ..< colours; see `PuckColour`.
  public let colour: Int
  public internal(set) var position: Vec2
  public internal(set) var isCollected = false
}

/// How a colour looks: its terminal colour, the letter drawn in a puck (for monochrome screens), its name.
public struct PuckColour: Sendable {
  public let letter: Unicode.Scalar
  public let name: String
  let color: Color
  /// Letter colour readable on `color`.
  let ink: Color

  public static let all: [PuckColour] = [
    PuckColour(letter: "R", name: "red", color: .brightRed, ink: .black),
    PuckColour(letter: "Y", name: "yellow", color: .brightYellow, ink: .black),
    PuckColour(letter: "G", name: "green", color: .brightGreen, ink: .black),
    PuckColour(letter: "B", name: "blue", color: .brightBlue, ink: .brightWhite),
    PuckColour(letter: "M", name: "magenta", color: .brightMagenta, ink: .black),
    PuckColour(letter: "C", name: "cyan", color: .brightCyan, ink: .black),
  ]
}
