import ArcadeSQL
import ArcadeSQLPostgres
import Foundation
import Testing

/// The databases a test can run on: SQLite always (a fresh file), PostgreSQL when `ARCADE_TEST_POSTGRES` names a
/// server (a connection of its own, its tables temporary, so they go with it).
enum DatabaseKind: String, CaseIterable, CustomTestStringConvertible {
  case sqlite, postgres

  static let postgresServer = ProcessInfo.processInfo.environment["ARCADE_TEST_POSTGRES"]
  static var available: [DatabaseKind] { postgresServer == nil ? [.sqlite] : [.sqlite, .postgres] }

  var testDescription: String { rawValue }
}

/// A fresh database of a kind, with one table `t (id INTEGER PRIMARY KEY, name TEXT, score INTEGER)`, and the folder
/// of a SQLite file, removed when the value goes away.
final class TestDatabase {
  let connection: any SQLConnection
  let folder: String

  init(_ kind: DatabaseKind) throws {
    folder = FileManager.default.temporaryDirectory.path + "/arcade-sql-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    switch kind {
    case .sqlite:
      connection = try SQLiteDatabase(path: folder + "/test.sqlite")
      try connection.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, score INTEGER)")
    case .postgres:
      connection = try PostgresDatabase(url: DatabaseKind.postgresServer!)
      try connection.execute("CREATE TEMPORARY TABLE t (id INTEGER PRIMARY KEY, name TEXT, score INTEGER)")
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: folder) }

  /// The rows of `t`, as "id name score", in id order.
  func rows() throws -> [String] {
    try connection.execute("SELECT id, name, score FROM t ORDER BY id").map {
      "\($0.int("id") ?? -1) \($0.text("name") ?? "null") \($0.int("score") ?? -1)"
    }
  }
}
