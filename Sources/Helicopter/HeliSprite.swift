import ArcadeCore

/// The helicopter's art for any size of at least 7x3 cells, so that it covers exactly the cells of its
/// body at every scale: the rotor along the top row, the skids along the bottom row, between them the
/// tail rotor at the left, the tail boom and the cabin with the nose at the right. At 7x3 it is
/// `━━━┬━━━` / `┼══▐██▶` / `──┴──┴─`. The top and bottom rows are drawn whole: a block is taller than
/// the helicopter and the walls lie above and below it, so whatever touches it touches one of them.
struct HeliSprite {
  let width: Int, height: Int

  init(width: Int, height: Int) { (self.width, self.height) = (max(width, 7), max(height, 3)) }

  /// The rotor row at `tick`: the blades sweep round, seen from the side, so their tips thin out and back.
  func rotor(tick: Int) -> Sprite {
    let hub = width / 2
    let thin = [0, 1, 2, 1][(tick / 3) % 4] * (width / 2) / 3
    return Sprite([String((0..<width).map { c in c == hub ? "┬" : c < thin || c >= width - thin ? "─" : "━" })])
  }

  /// The skid row: a strut two sevenths in from each end.
  var skids: Sprite {
    let struts = [(2 * width + 3) / 7, (5 * width + 3) / 7]
    return Sprite([String((0..<width).map { struts.contains($0) ? "┴" : "─" })])
  }

  /// The body rows at `tick` (the tail rotor turns), in the body's color; the windows apart, in the rotor's.
  func body(tick: Int) -> (hull: Sprite, windows: Sprite) {
    let rows = height - 2
    let cabin = 3 * width / 7
    let length = width - cabin
    let boom = rows / 2
    let windows = max(1, length / 3)
    var hull: [String] = [], glass: [String] = []
    for r in 0..<rows {
      let tail = r == boom ? ((tick / 2) % 2 == 0 ? "┼" : "×") : abs(r - boom) <= rows / 4 ? "│" : " "
      let tailBoom = String(repeating: r == boom ? "═" : " ", count: cabin - 1)
      let side = String(repeating: " ", count: width - length)
      let isRoof = rows >= 3 && r == 0, isBelly = rows >= 3 && r == rows - 1
      let isGlazed = !isRoof && r < boom
      let hullRow: String
      if isRoof || isBelly {
        hullRow = " " + String(repeating: isRoof ? "▄" : "▀", count: length - 3) + "  "
      } else {
        let solid = length - 2 - (isGlazed ? windows : 0)
        let front = isGlazed ? String(repeating: " ", count: windows) : ""
        hullRow = "▐" + String(repeating: "█", count: solid) + front + (r == boom ? "▶" : "▌")
      }
      hull.append(tail + tailBoom + hullRow)
      glass.append(
        isGlazed
          ? side + String(repeating: " ", count: length - 1 - windows) + String(repeating: "▒", count: windows) : "")
    }
    return (Sprite(hull), Sprite(glass))
  }
}
