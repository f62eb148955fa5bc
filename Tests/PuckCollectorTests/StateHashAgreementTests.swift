import ArcadeCore
import ArcadeTestSupport
import PuckCollector
import Testing

@Suite("One truth for state")
struct StateHashAgreementTests {
  @Test("over random play, two states are == exactly when their state hashes are equal")
  func equalityAndHashAgree() {
    let report = StateHashAgreement.check(
      PuckGame.self, parameters: PuckGame.info.parameters.defaults, seeds: 1...4, ticks: 1500)
    #expect(report.disagreement == nil)
    #expect(report.equal > 100 && report.different > 20, "both answers tried: \(report)")
  }
}
