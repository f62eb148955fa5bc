import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog

/// The cues a golden tape raises, tick by tick, from replaying it headless.
enum CueTimeline {
  /// Every golden tape of every game in the catalog (its demo too), by game and name.
  static let tapes: [(game: String, name: String)] = Catalog.ids.flatMap { game in
    let folder = GoldenTapeFile.repository.appending(path: "Assets/tapes/\(game)").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".tape") }.sorted().map { (game, String($0.dropLast(5))) }
  }

  /// Each tick that raised cues (the first tick is 1) with its cues.
  static func cues(game: String, tape name: String) throws -> [(tick: Int, cues: TickEvents)] {
    let text = try String(contentsOf: GoldenTapeFile.url(game: game, name: name), encoding: .utf8)
    let tape = try Tape(text: text)
    guard let entry = Catalog.entry(id: game) else { return [] }
    var playback = tape.playback(of: try entry.makeFromTape(tape))
    var out: [(Int, TickEvents)] = []
    while let events = try playback.step() {
      let g = playback.game
      if !events.isEmpty { out.append((g.tick, events)) }
    }
    return out
  }
}
