import ArcadeCore
import ArcadeStorage
import GameCatalog

/// Ada, the player of the board tests: her name and token, the harness's today's heli daily she flew into the floor,
/// and that run kept to send.
enum Ada {
  static let identity = BoardIdentity(name: "ada", token: "ada-token-0123456789")
  static let heli = Catalog.entry(id: "heli")!
  static let tape: Tape = {
    var recorder = heli.start(heli.daily(Harness.today))
    while !recorder.game.isSettled { _ = recorder.step(TickInput()) }
    return recorder.finishedTape
  }()
  static var score: Int { tape.end?.score ?? 0 }
  /// How the lines about her run name it.
  static let run = "the heli daily of \(Harness.today) (score \(score))"

  /// Her run kept to send to `url`: its id `run` on the board, official; nil when its start was not answered.
  static func queued(to url: String, run: Int?) -> PendingSubmission {
    PendingSubmission(
      board: url, run: run, key: "ada-key-12345678", attempt: run == nil ? nil : "official", name: identity.name,
      game: "heli", date: "\(Harness.today)", score: score, tape: tape.text)
  }
}
