import ArcadeCore
import FrogCrossing

/// The rooms the front end gives the game (the screen less its hint bar) at 80x24, 120x40 and 220x60, the
/// smallest canvas itself, the narrowest (60x18) and a tall narrow one, and 82x30 (where a car and the frog it
/// hit were once drawn a row apart); named as "COLUMNSxROWS" so test cases read as sizes.
enum Rooms {
  static let all = ["80x17", "80x23", "120x39", "220x59", "60x17", "60x39", "81x29"]

  /// The canvas the game draws in that room.
  static func canvas(_ name: String) -> CanvasSize {
    let n = name.split(separator: "x").map { Int($0)! }
    return FrogGame.info.canvasSize(fitting: CanvasSize(columns: n[0], rows: n[1]))!
  }

  static func layout(_ name: String) -> FrogLayout { FrogLayout(canvas: canvas(name)) }
}
