/// The scores database's schema, as numbered migrations: migration N brings `PRAGMA user_version` from N - 1 to
/// N, so a database made by an older arcade is brought up to date when a newer one opens it.
///
/// `runs` holds every finished run, kept for ever (a player's history and every official daily result). A run's
/// `tape` is kept while the run is in one of its game's tables of 10 (or is a date's official result) and set to
/// null when it leaves, in the same transaction that pushed it out. `score_table` is the table a run counts in
/// (`ScoreTable`'s words: default, custom, arcade, daily-YYYY-MM-DD), what the tables' index is ordered by.
enum ScoreSchema {
  static let migrations: [[String]] = [
    [
      """
      CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('classic', 'arcade', 'daily')),
        score_table TEXT NOT NULL,
        seed TEXT NOT NULL,
        parameters TEXT NOT NULL DEFAULT '',
        daily_date TEXT,
        first_level INTEGER,
        last_level INTEGER,
        score INTEGER NOT NULL,
        result TEXT NOT NULL,
        ticks INTEGER NOT NULL CHECK (ticks >= 0),
        started_at INTEGER,
        official INTEGER NOT NULL DEFAULT 0 CHECK (official IN (0, 1)),
        tape TEXT
      )
      """,
      "CREATE INDEX runs_by_table ON runs (game, score_table, score DESC, id)",
      "CREATE INDEX runs_by_date ON runs (game, daily_date) WHERE daily_date IS NOT NULL",
      "CREATE UNIQUE INDEX runs_official ON runs (game, daily_date) WHERE official = 1",
      "CREATE INDEX runs_with_tape ON runs (game, score_table) WHERE tape IS NOT NULL",
      """
      CREATE TABLE levels_reached (
        game TEXT PRIMARY KEY,
        level INTEGER NOT NULL CHECK (level >= 1)
      )
      """,
      // What was done once and must not be done again: the import of an old scores file.
      "CREATE TABLE notes (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    ],
    // The official daily results, listed by date from an index of their own (read without the runs' rows), and
    // the best practice score of a date found by a seek (not a scan of every daily run).
    [
      """
      CREATE INDEX runs_official_results ON runs (daily_date, game, score, result, seed, ticks, started_at, parameters)
      WHERE official = 1
      """,
      "DROP INDEX runs_by_date",
      "CREATE INDEX runs_by_date ON runs (game, daily_date, official, score) WHERE daily_date IS NOT NULL",
    ],
  ]
}
