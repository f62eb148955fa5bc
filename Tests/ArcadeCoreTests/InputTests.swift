import Testing

@testable import ArcadeCore

@Suite("Input model")
struct InputTests {
  @Test("buttons spell and parse as tape letters")
  func buttonCodes() {
    let b: Buttons = [.up, .action, .slot(3), .slot(9)]
    #expect(b.code == "UA39")
    #expect(Buttons(code: "UA39") == b)
    #expect(Buttons(code: "UX") == nil)
    #expect(Buttons(code: "") == [])
  }

  @Test("the button sets' operations agree with sets of their bit numbers, over 1,000 random pairs")
  func setOperations() {
    var rng = Xoshiro256StarStar(seed: 39)
    func bits(_ b: Buttons) -> Set<Int> { Set((0..<16).filter { b.rawValue & (1 << $0) != 0 }) }
    for _ in 0..<1_000 {
      let (a, b) = (Buttons(rawValue: UInt16(rng.below(1 << 14))), Buttons(rawValue: UInt16(rng.below(1 << 14))))
      #expect(bits(a.union(b)) == bits(a).union(bits(b)))
      #expect(bits(a.intersection(b)) == bits(a).intersection(bits(b)))
      #expect(bits(a.subtracting(b)) == bits(a).subtracting(bits(b)))
      #expect(a.contains(b) == bits(a).isSuperset(of: bits(b)))
      #expect(a.isSubset(of: b) == bits(a).isSubset(of: bits(b)))
      #expect(a.isSuperset(of: b) == bits(a).isSuperset(of: bits(b)))
      #expect(a.isEmpty == bits(a).isEmpty)
      var (u, i, d) = (a, a, a)
      u.formUnion(b)
      i.formIntersection(b)
      d.subtract(b)
      #expect(u == a.union(b) && i == a.intersection(b) && d == a.subtracting(b))
    }
    let literal: Buttons = [.up, .slot(2), .up]
    #expect(literal.rawValue == Buttons.up.rawValue | Buttons.slot(2).rawValue)
    let events: TickEvents = [.move, .blip]
    #expect(events.contains(.move) && events.contains(.blip) && !events.contains(.goal) && !events.isEmpty)
    #expect(events.union(.goal).contains([.move, .goal]) && TickEvents().isEmpty)
  }

  @Test("a tick input with nothing in it is empty")
  func empty() {
    #expect(TickInput.none.isEmpty)
    #expect(!TickInput(touch: Touch(.began, x: 0, y: 0)).isEmpty)
  }
}
