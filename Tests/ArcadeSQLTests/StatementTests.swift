import ArcadeSQL
import Testing

/// A statement and its arguments must agree exactly, on both databases: every argument has its placeholder and
/// every placeholder its argument, or the statement is refused before it runs.
@Suite("Statements and their arguments")
struct StatementTests {
  @Test(
    "a row is read by the names of its columns: a column added in front moves nothing",
    arguments: DatabaseKind.available)
  func rowsByName(_ kind: DatabaseKind) throws {
    let db = try TestDatabase(kind)
    try db.connection.execute("INSERT INTO t (id, name, score) VALUES ($1, $2, $3)", .init(1), .init("ann"), .init(40))
    let before = try db.connection.execute("SELECT name, score FROM t")
    let after = try db.connection.execute("SELECT id, score * 2 AS doubled, name, score FROM t")
    #expect(before.first?.text("name") == "ann" && before.first?.int("score") == 40)
    #expect(after.first?.text("name") == "ann" && after.first?.int("score") == 40 && after.first?.int("doubled") == 80)
    #expect(after.first?.columns == ["id", "doubled", "name", "score"])
  }

  @Test("an argument with no placeholder is refused, and nothing is written", arguments: DatabaseKind.available)
  func argumentWithoutPlaceholder(_ kind: DatabaseKind) throws {
    let db = try TestDatabase(kind)
    #expect {
      try db.connection.execute("INSERT INTO t (id, name) VALUES ($1, $2)", .init(1), .init("ann"), .init(40))
    } throws: { error in
      let error = error as? SQLError
      return error?.kind == .misuse
        && error?.message.hasPrefix("a statement given 3 arguments: argument 3 has no placeholder $3") == true
    }
    #expect(try db.rows().isEmpty)
  }

  @Test("a placeholder with no argument is refused", arguments: DatabaseKind.available)
  func placeholderWithoutArgument(_ kind: DatabaseKind) throws {
    let db = try TestDatabase(kind)
    #expect {
      try db.connection.execute("INSERT INTO t (id, name, score) VALUES ($1, $2, $3)", .init(1), .init("ann"))
    } throws: { error in
      let error = error as? SQLError
      return error?.kind == .misuse
        && error?.message.hasPrefix("a statement given 2 arguments: $3 has no argument") == true
    }
    #expect(try db.rows().isEmpty)
  }

  @Test("a gap in the placeholders is refused: $1 and $3 for three arguments", arguments: DatabaseKind.available)
  func gap(_ kind: DatabaseKind) throws {
    let db = try TestDatabase(kind)
    #expect {
      try db.connection.execute("INSERT INTO t (id, score) VALUES ($1, $3)", .init(1), .init("ann"), .init(40))
    } throws: { error in
      (error as? SQLError)?.message.contains("argument 2 has no placeholder $2") == true
    }
  }

  @Test("a placeholder used twice is one placeholder", arguments: DatabaseKind.available)
  func repeated(_ kind: DatabaseKind) throws {
    let db = try TestDatabase(kind)
    try db.connection.execute("INSERT INTO t (id, name, score) VALUES ($1, 'ann', $1 * 10)", .init(4))
    #expect(try db.rows() == ["4 ann 40"])
  }

  @Test("'$1' inside quoted text or a comment is no placeholder", arguments: DatabaseKind.available)
  func quoted(_ kind: DatabaseKind) throws {
    let db = try TestDatabase(kind)
    try db.connection.execute(
      "INSERT INTO t (id, name, score) VALUES ($1, 'costs $2', 7) -- not $3\n", .init(1))
    #expect(try db.rows() == ["1 costs $2 7"])
  }

  @Test("SQLite refuses placeholders that are not $N: ?, ?2 and :name")
  func otherPlaceholders() throws {
    let db = try TestDatabase(.sqlite)
    for (sql, named) in [("SELECT ?", "'?'"), ("SELECT ?2", "'?2'"), ("SELECT :name", "':name'")] {
      #expect {
        try db.connection.execute(sql, .init(1))
      } throws: { error in
        (error as? SQLError)?.message.contains("placeholder \(named) is not $N") == true
      }
    }
  }

  @Test("SQLite refuses a second statement in the same text, and runs neither")
  func secondStatement() throws {
    let db = try TestDatabase(.sqlite)
    #expect {
      try db.connection.execute("INSERT INTO t (id) VALUES (1); INSERT INTO t (id) VALUES (2)")
    } throws: { error in
      (error as? SQLError)?.kind == .misuse
    }
    #expect(try db.rows().isEmpty)
    try db.connection.execute(
      "INSERT INTO t (id, name, score) VALUES (1, 'a', 2); -- a comment after it is no statement")
    #expect(try db.rows() == ["1 a 2"])
  }

  @Test(
    "a transaction keeps what its body wrote when it returns, and none of it when it throws",
    arguments: DatabaseKind.available)
  func transaction(_ kind: DatabaseKind) throws {
    let db = try TestDatabase(kind)
    let connection = db.connection
    try connection.transaction { () throws(SQLError) in
      try connection.execute("INSERT INTO t (id, name, score) VALUES (1, 'kept', 1)")
    }
    #expect(throws: SQLError.self) {
      try connection.transaction { () throws(SQLError) in
        try connection.execute("INSERT INTO t (id, name, score) VALUES (2, 'undone', 2)")
        try connection.execute("INSERT INTO t (id, name, score) VALUES (1, 'a duplicate', 3)")
      }
    }
    #expect(try db.rows() == ["1 kept 1"])
  }

  @Test("SQLite runs a statement again with new arguments, and the same statement inside its own rows")
  func statementsRunAgain() throws {
    let db = try TestDatabase(.sqlite)
    let sqlite = try #require(db.connection as? SQLiteDatabase)
    for id in 1...3 { try sqlite.execute("INSERT INTO t (id, score) VALUES ($1, $2)", .init(id), .init(id * 10)) }
    let query = "SELECT id, score FROM t WHERE id >= $1 ORDER BY id"
    var pairs: [String] = []
    try sqlite.execute(query, [.init(2)]) { (outer) throws(SQLError) in
      let inner = try sqlite.execute(query, [.init(outer.int("id")! + 1)]).map { $0.int("score")! }
      pairs.append("\(outer.int("id")!): \(inner)")
    }
    #expect(pairs == ["2: [30]", "3: []"])
    #expect(
      try sqlite.execute(query, [.init(1)]).map { $0.int("id")! } == [1, 2, 3], "the arguments of a run are its own")
  }

  @Test("SQLite hands on the rows read before a statement fails halfway, then the failure")
  func rowsBeforeAFailure() throws {
    let db = try TestDatabase(.sqlite)
    let sqlite = try #require(db.connection as? SQLiteDatabase)
    for id in 1...4 { try sqlite.execute("INSERT INTO t (id, score) VALUES ($1, 0)", .init(id)) }
    var seen: [Int] = []
    // abs() of the smallest integer overflows: SQLite fails at the third row, after handing on two.
    #expect(throws: SQLError.self) {
      try sqlite.execute(
        "SELECT CASE WHEN id = 3 THEN abs(-9223372036854775807 - 1) ELSE id END AS n FROM t ORDER BY id", []
      ) { row in seen.append(row.int("n") ?? 0) }
    }
    #expect(seen == [1, 2])
  }
}

/// A SQLite file's schema is brought up to date by numbered migrations, each run once.
@Suite("SQLite migrations")
struct MigrationTests {
  @Test("migrations past the file's version run once, in order; a file newer than the arcade is refused")
  func migrations() throws {
    let db = try TestDatabase(.sqlite)
    let sqlite = try #require(db.connection as? SQLiteDatabase)
    let first = [["CREATE TABLE a (x INTEGER)"]]
    let both = first + [["ALTER TABLE a ADD COLUMN y INTEGER", "INSERT INTO a (x, y) VALUES (1, 2)"]]
    try sqlite.migrate(first)
    try sqlite.migrate(both)
    try sqlite.migrate(both)
    #expect(sqlite.userVersion == 2)
    #expect(try sqlite.execute("SELECT x, y FROM a").map { "\($0.int("x")!) \($0.int("y")!)" } == ["1 2"])
    #expect {
      try sqlite.migrate(first)
    } throws: { error in
      (error as? SQLError)?.message.hasPrefix("the database has schema version 2, newer than this arcade's 1") == true
    }
  }
}
