import ArcadeCore
import ArcadeStorage
import GameCatalog

/// Where kept runs are found: the tapes kept beside a table's scores. The score database is one; a session's
/// store, which also remembers what to say after the session, is another.
public protocol KeptTapes {
  /// The tapes kept beside a table's scores of this seed (of any, when nil), best first: the runs a ghost can race.
  func keptTapes(game: String, table: ScoreTable, seed: UInt64?) -> [Tape]
}

extension Storage: KeptTapes {}

extension CatalogEntry {
  /// Your best kept run of exactly this setup (the same mode, seed and parameters, playable here): the ghost
  /// of "Race your best" and `--ghost best`; nil when there is none.
  public func bestRun(of setup: RunSetup, in scores: any KeptTapes) -> Ghost? {
    bestRun(like: setup, anySeed: false, in: scores)?.ghost
  }

  /// Your best kept run set up like `setup` (the same mode and parameters, an arcade run from the same level),
  /// of the same seed or, with `anySeed`, of any: the run, as it was set up, and its ghost.
  public func bestRun(like setup: RunSetup, anySeed: Bool, in scores: any KeptTapes) -> (
    setup: RunSetup, ghost: Ghost
  )? {
    bestKeptRun(in: ScoreTable(setup, info: info), seed: anySeed ? nil : setup.seed, scores: scores) {
      $0 == setup || anySeed && $0.again(seed: setup.seed) == setup
    }.map { ($0.setup, Ghost(tape: $0.tape, source: .best)) }
  }

  /// The best run kept in a table of this game (of `seed`, or any) whose setup `matches`, playable here.
  public func bestKeptRun(
    in table: ScoreTable, seed: UInt64?, scores: any KeptTapes, where matches: (RunSetup) -> Bool = { _ in true }
  ) -> (setup: RunSetup, tape: Tape)? {
    for tape in scores.keptTapes(game: info.id, table: table, seed: seed) {
      if let found = try? self.setup(of: tape), matches(found) { return (found, tape) }
    }
    return nil
  }
}
