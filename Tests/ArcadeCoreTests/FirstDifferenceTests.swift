import ArcadeTestSupport
import Testing

@testable import ArcadeCore

@Suite("First difference between two states")
struct FirstDifferenceTests {
  struct Ball: Equatable {
    var position: Vec2
    var label: String
  }

  enum Hit: Equatable {
    case wall
    case ball(Int)
  }

  struct Table: Equatable {
    var balls: [Ball]
    var held: Int?
    var hit: Hit?
    var corner: (x: Int, y: Int)

    static func == (a: Table, b: Table) -> Bool {
      a.balls == b.balls && a.held == b.held && a.hit == b.hit && a.corner == b.corner
    }
  }

  static let table = Table(
    balls: [Ball(position: Vec2(1, 2), label: "a"), Ball(position: Vec2(3, 4), label: "b")], held: nil, hit: nil,
    corner: (0, 0))

  @Test("equal values have no difference")
  func equalValues() {
    #expect(firstDifference(Self.table, Self.table) == nil)
  }

  @Test("the path names the first differing leaf, through arrays, structs and tuples, with both values")
  func leafPath() {
    var other = Self.table
    other.balls[1].position.x = 3.25
    other.corner.y = 7
    #expect(firstDifference(Self.table, other) == "balls[1].position.x: 3.0 vs 3.25")
    other.balls[1].position.x = 3
    #expect(firstDifference(Self.table, other) == "corner.y: 0 vs 7")
    other = Self.table
    other.balls[0].label = "z"
    #expect(firstDifference(Self.table, other) == #"balls[0].label: "a" vs "z""#)
  }

  @Test("arrays of other lengths, nil against a value, and other enum cases are named as such")
  func shapes() {
    var other = Self.table
    other.balls.removeLast()
    #expect(firstDifference(Self.table, other) == "balls.count: 2 vs 1")
    other = Self.table
    other.held = 1
    #expect(firstDifference(Self.table, other) == "held: nil vs 1")
    other.held = nil
    other.hit = .ball(3)
    var third = other
    third.hit = .wall
    #expect(firstDifference(third, other) == "hit: wall vs ball(3)")
    third.hit = .ball(4)
    #expect(firstDifference(third, other) == "hit.ball: 4 vs 3")
  }

  @Test("a type's own equality is kept: a physics world's working lists after a step are not a difference")
  func ownEquality() {
    var world = PhysicsWorld(gravity: Vec2(0, 100))
    world.add(BodyDefinition(.dynamic, .circle(radius: 5), at: Vec2(10, 10)))
    world.add(BodyDefinition(.fixed, .box(halfWidth: 50, halfHeight: 5), at: Vec2(10, 20)))
    var stepped = world
    stepped.step(dt: Ticks.dt)
    var again = stepped
    again.candidates = []
    again.lastTouching = [ContactPair(BodyID(0), BodyID(1))]
    #expect(stepped.candidates != again.candidates)
    #expect(stepped == again)
    #expect(firstDifference(stepped, again) == nil)
    again.setPosition(Vec2(12.5, again.position(of: BodyID(0)).y), of: BodyID(0))
    #expect(firstDifference(stepped, again) == "positions[0].x: 10.0 vs 12.5")
  }
}
