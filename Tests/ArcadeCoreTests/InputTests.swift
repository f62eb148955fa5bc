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

  @Test("a tick input with nothing in it is empty")
  func empty() {
    #expect(TickInput.none.isEmpty)
    #expect(!TickInput(touch: Touch(.began, x: 0, y: 0)).isEmpty)
  }
}
