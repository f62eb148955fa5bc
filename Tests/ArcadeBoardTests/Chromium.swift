import Foundation
import Testing

/// Headless Chromium (Debian's `chromium`), as the tests drive it: a page's DOM after its script ran, or a screenshot.
enum Chromium {
  /// Where it is installed; nil when it is not.
  static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Run the tests that need it where it is installed, and always in CI (where its absence is a failure).
  static var available: Bool { path != nil || !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

  /// The DOM of `url` once its script has run for `milliseconds` of the page's (virtual) time.
  static func dom(_ url: String, milliseconds: Int = 3_000) throws -> String {
    try run(["--virtual-time-budget=\(milliseconds)", "--dump-dom", url])
  }

  /// A screenshot of `url`, `width` x `height` pixels, once its script has run for `milliseconds`, as PNG bytes.
  static func screenshot(_ url: String, width: Int, height: Int, milliseconds: Int = 3_000) throws -> [UInt8] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-watch-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    _ = try run([
      "--virtual-time-budget=\(milliseconds)", "--window-size=\(width),\(height)", "--hide-scrollbars",
      "--screenshot=\(file.path)", url,
    ])
    return Array(try Data(contentsOf: file))
  }

  /// Chromium's standard output for `arguments`, headless, with a profile of its own thrown away afterwards.
  private static func run(_ arguments: [String]) throws -> String {
    let chromium = try #require(path, "Chromium is not installed: apt-get install chromium (.ci/run installs it)")
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--user-data-dir=\(profile.path)",
      ] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "chromium exited with \(process.terminationStatus)")
    return text
  }
}

/// What a watch page shows, read from its DOM as Chromium serialized it.
enum WatchDOM {
  /// The text of the screen's rows, one line a row, trailing spaces trimmed (as `Canvas.render()` has it).
  static func screen(_ dom: String) -> String? {
    guard let start = dom.range(of: "id=\"screen\""),
      let end = dom.range(of: "<p id=\"result\"", range: start.upperBound..<dom.endIndex)
    else { return nil }
    let rows = dom[start.upperBound..<end.lowerBound].components(separatedBy: "<div>").dropFirst()
    return rows.map { row in
      let cells = row.components(separatedBy: "</span>").dropLast().map { cell in
        decode(String(cell[(cell.lastIndex(of: ">").map(cell.index(after:)) ?? cell.startIndex)...]))
      }
      var line = cells.joined()
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  /// The text of the element with id `id`.
  static func text(of id: String, in dom: String) -> String? {
    guard let start = dom.range(of: "id=\"\(id)\""), let open = dom[start.upperBound...].firstIndex(of: ">"),
      let close = dom[open...].firstIndex(of: "<")
    else { return nil }
    return decode(String(dom[dom.index(after: open)..<close]))
  }

  private static func decode(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
