import ArcadeCore
import ArcadeSQL
import BoardWire

/// A daily run the board knows, from its start: who started it, for which game and date, when, whether it is the
/// player's official attempt, how far its stream of inputs has come, and whether its tape was sent.
struct StartedRun: Equatable, Sendable {
  let id: Int
  let player: String
  let tokenHash: String
  let game: String
  let date: CalendarDate
  let seed: UInt64
  /// Milliseconds since 1970 (UTC), by the server's clock.
  let startedAt: Int64
  let submitted: Bool
  /// The player's official attempt of the date; else why it is practice.
  let attempt: Attempt
  let practice: PracticeReason?
  /// The inputs streamed so far, in a tape's words, and the ticks they cover.
  let stream: String
  let streamTick: Int
  /// The stream fell behind real time: the run is practice.
  let behind: Bool

  static let columns =
    "id, player, token_hash, game, daily_date, seed, started_at, submitted_at, attempt, practice, stream, stream_tick, behind"

  /// The run of a row selected with `columns`; nil for a row that does not read.
  init?(_ row: SQLRow) {
    guard let id = row.int("id"), let player = row.text("player"), let hash = row.text("token_hash"),
      let game = row.text("game"), let date = row.text("daily_date").flatMap({ CalendarDate($0) }),
      let seed = row.text("seed").flatMap({ UInt64($0) }), let started = row.int("started_at"),
      let streamTick = row.int("stream_tick")
    else { return nil }
    self.id = id
    self.player = player
    tokenHash = hash
    self.game = game
    self.date = date
    self.seed = seed
    startedAt = Int64(started)
    submitted = row["submitted_at"] != .null
    attempt = row.int("attempt") == 1 ? .official : .practice
    practice = row.text("practice").flatMap { PracticeReason(rawValue: $0) }
    stream = row.text("stream") ?? ""
    self.streamTick = streamTick
    behind = row.int("behind") == 1
  }

  /// How the run stands now: official while it is the attempt and keeps up with real time.
  var standing: (attempt: Attempt, practice: PracticeReason?) {
    Self.standing(attempt: attempt, practice: practice, behind: behind)
  }

  static func standing(attempt: Attempt, practice: PracticeReason?, behind: Bool) -> (
    attempt: Attempt, practice: PracticeReason?
  ) {
    if attempt == .official && !behind { return (.official, nil) }
    return (.practice, attempt == .official ? .fellBehind : practice ?? .attemptUsed)
  }

  /// The run by its id, in `db`; nil for none.
  static func load(_ id: Int, in db: any SQLConnection) throws(SQLError) -> StartedRun? {
    try db.execute("SELECT \(columns) FROM runs WHERE id = $1", .integer(Int64(id))).first.flatMap(StartedRun.init)
  }
}
