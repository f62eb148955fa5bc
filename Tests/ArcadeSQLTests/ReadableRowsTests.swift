import ArcadeSQL
import ArcadeTestSupport
import Foundation
import Testing

/// A damaged SQLite file still gives up every row that can be read: the scan steps over a damaged page of the
/// table (losing only the rows on it), is not stopped by a damaged index, and keeps a row whose long value is what
/// was damaged, without that value.
@Suite("Reading the rows of a damaged file")
struct ReadableRowsTests {
  static let rows = 2_000
  /// Every 50th row has a note of several pages, kept on a chain of overflow pages of its own.
  static func note(_ id: Int) -> String { id % 50 == 0 ? String(repeating: "n\(id) ", count: 5_000) : "short \(id)" }

  let database: TestDatabase
  let path: String

  /// A file of `rows` rows with an index on their names, every write in the file itself (no journal beside it).
  init() throws {
    database = try TestDatabase(.sqlite)
    let sqlite = try #require(database.connection as? SQLiteDatabase)
    path = sqlite.path
    try sqlite.execute("CREATE TABLE runs (id INTEGER PRIMARY KEY, name TEXT NOT NULL, note TEXT)")
    try sqlite.execute("CREATE INDEX runs_by_name ON runs (name)")
    try sqlite.transaction { () throws(SQLError) in
      for id in 1...Self.rows {
        try sqlite.execute(
          "INSERT INTO runs (id, name, note) VALUES ($1, $2, $3)", .init(id), .init("player \(id % 7)"),
          .init(Self.note(id)))
      }
    }
    try sqlite.execute("PRAGMA wal_checkpoint(TRUNCATE)")
  }

  /// The pages of the file (page number, kind: leaf, internal or overflow; rows on it; its place in the tree,
  /// `/001+000000` for the first overflow page of the second cell), of one table or index.
  func pages(of name: String) throws -> [(page: Int, kind: String, cells: Int, path: String)] {
    let reader = try SQLiteDatabase(path: path, readOnly: true)
    return try reader.execute(
      "SELECT pageno, pagetype, ncell, path FROM dbstat WHERE name = $1 ORDER BY pageno", .init(name)
    ).map { ($0.int("pageno")!, $0.text("pagetype")!, $0.int("ncell")!, $0.text("path")!) }
  }

  /// Every row that can be read from the file as it is now, as "id name note".
  func readable() throws -> (ids: [Int], notes: [Int: String?], found: ReadableRows) {
    let damaged = try SQLiteDatabase(path: path, readOnly: true)
    var ids: [Int] = []
    var notes: [Int: String?] = [:]
    let found = try damaged.readableRows(of: "runs", columns: ["id", "name", "note"], droppable: ["note"]) { row in
      ids.append(row.int("id")!)
      notes[row.int("id")!] = row.text("note")
    }
    return (ids, notes, found)
  }

  @Test("a whole file gives every row, in order")
  func whole() throws {
    let (ids, notes, found) = try readable()
    #expect(ids == Array(1...Self.rows) && notes[50] == Self.note(50))
    #expect(found == ReadableRows(read: Self.rows, withoutDroppable: 0, highestKnownID: Int64(Self.rows)))
  }

  @Test("garbage over a leaf of the table in the middle loses only that leaf's rows: the scan goes on past it")
  func leafInTheMiddle() throws {
    let leaves = try pages(of: "runs").filter { $0.kind == "leaf" && $0.cells > 1 }
    let middle = leaves[leaves.count / 2]
    try DamagedFile.garbage(page: middle.page, of: path)
    let (ids, _, found) = try readable()
    let missing = Set(1...Self.rows).subtracting(ids).sorted()
    #expect(missing.count == middle.cells, "\(missing) \(leaves.map { "\($0.page):\($0.cells)" })")
    #expect(missing.last! - missing.first! == missing.count - 1, "the lost rows are the leaf's: one stretch")
    #expect(ids.first == 1 && ids.last == Self.rows && found.read == Self.rows - middle.cells)
    #expect(found.highestKnownID == Int64(Self.rows))
  }

  @Test("garbage over the first page of the index loses no row")
  func indexNearTheStart() throws {
    let index = try pages(of: "runs_by_name")
    try DamagedFile.garbage(page: index[0].page, of: path)
    let reader = try SQLiteDatabase(path: path, readOnly: true)
    #expect(reader.damage() != nil, "the damage is there to be found")
    #expect(try readable().ids == Array(1...Self.rows))
  }

  @Test("garbage over a long value's page keeps its row, without that value")
  func overflowPage() throws {
    // The first page of a long value's chain: the damaged link to the next one is what SQLite meets.
    let overflow = try #require(try pages(of: "runs").first { $0.kind == "overflow" && $0.path.hasSuffix("+000000") })
    try DamagedFile.garbage(page: overflow.page, of: path)
    let (ids, notes, found) = try readable()
    #expect(ids == Array(1...Self.rows) && found.withoutDroppable == 1)
    let lost = notes.filter { $0.value == nil }.map(\.key)
    #expect(lost.count == 1 && lost[0] % 50 == 0, "only one long note lost: \(lost)")
    #expect(notes[lost[0] == 50 ? 100 : 50] == Self.note(lost[0] == 50 ? 100 : 50), "the other long notes are whole")
  }

  @Test(
    "garbage over the last leaf of the table: the rows before it are read, and the indexes know how many there were")
  func lastLeaf() throws {
    let last = try #require(try pages(of: "runs").last { $0.kind == "leaf" && $0.cells > 1 })
    let leaves = try pages(of: "runs").filter { $0.kind == "leaf" }
    try DamagedFile.garbage(page: last.page, of: path)
    let (ids, _, found) = try readable()
    #expect(found.highestKnownID == Int64(Self.rows), "the index still knows the last row id")
    #expect(ids.count == Self.rows - last.cells, "\(leaves.count) leaves; lost \(Self.rows - ids.count)")
  }
}
