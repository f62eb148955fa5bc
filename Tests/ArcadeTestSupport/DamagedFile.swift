import ArcadeCore
import Foundation

/// Damage as a failing disk leaves it: a page of a file overwritten with garbage, the rest as it was.
public enum DamagedFile {
  /// Overwrites page `page` (numbered from 1, as SQLite numbers them) of the file with bytes from a fixed seed.
  public static func garbage(page: Int, pageSize: Int = 4096, of path: String, seed: UInt64 = 52) throws {
    var random = SplitMix64(seed: seed &+ UInt64(page))
    var bytes: [UInt8] = []
    while bytes.count < pageSize { withUnsafeBytes(of: random.next()) { bytes += $0 } }
    let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? file.close() }
    try file.seek(toOffset: UInt64((page - 1) * pageSize))
    try file.write(contentsOf: bytes.prefix(pageSize))
  }
}
