import Testing

@testable import ArcadeCore

@Suite("Did you mean")
struct SuggestionTests {
  @Test("edit distance counts single-letter insertions, deletions and substitutions")
  func editDistance() {
    #expect(Suggestion.distance("kitten", "sitting") == 3)
    #expect(Suggestion.distance("", "abc") == 3)
    #expect(Suggestion.distance("cuonter", "counter") == 2)
  }

  @Test("the only candidate that starts with the name is the answer, however far it is")
  func uniquePrefix() {
    #expect(Suggestion.closest(to: "hel", among: ["heli", "hundreds"]) == "heli")
    #expect(Suggestion.closest(to: "hu", among: ["heli", "hundreds"]) == "hundreds")
    #expect(Suggestion.closest(to: "cursor", among: ["points", "cursor-speed"]) == "cursor-speed")
  }

  @Test("a prefix of several candidates is answered only by a near enough one")
  func ambiguousPrefix() {
    #expect(Suggestion.closest(to: "h", among: ["heli", "hundreds"]) == nil)
    #expect(Suggestion.closest(to: "cursor-sped", among: ["cursor-speed", "cursor-step"]) == "cursor-speed")
  }

  @Test("a typo is answered within half the letters of the name, one for a short name, never more than 3")
  func nearEnough() {
    #expect(Suggestion.closest(to: "ply", among: ["play", "list"]) == "play")
    #expect(Suggestion.closest(to: "plian", among: ["counter", "plain"]) == "plain")
    #expect(Suggestion.closest(to: "pl", among: ["ab"]) == nil)
    #expect(Suggestion.closest(to: "pxay", among: ["play"]) == "play")
    #expect(Suggestion.closest(to: "pxxx", among: ["play"]) == nil, "three changes in four letters is a guess")
    #expect(Suggestion.closest(to: "grxxxtyy", among: ["gravity"]) == nil, "four changes are too many")
    #expect(Suggestion.closest(to: "block-hxxxhts", among: ["block-heights"]) == "block-heights")
    #expect(Suggestion.closest(to: "block-hxxxxts", among: ["block-heights"]) == nil)
  }

  @Test("ties go to the earlier candidate; nothing is suggested for an empty name or a wild one")
  func stable() {
    #expect(Suggestion.closest(to: "sap", among: ["map", "sag"]) == "map")
    #expect(Suggestion.closest(to: "", among: ["play"]) == nil)
    #expect(Suggestion.closest(to: "zzzzzzzz", among: ["speed", "lives", "gravity"]) == nil)
  }
}
