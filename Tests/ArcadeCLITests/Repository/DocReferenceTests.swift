import ArcadeTestSupport
import Foundation
import Testing

/// The documents name files and tests of the repository; each name must still lead somewhere, so a file or a
/// test that moves takes its mentions with it.
@Suite("Documents name what is in the repository")
struct DocReferenceTests {
  static let root = GoldenTapeFile.repository.path
  static let documents = ["README.md", "Benchmarks/README.md"] + files(in: "Docs", ending: ".md")

  static func files(in folder: String, ending suffix: String) -> [String] {
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: root + "/" + folder)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
  }

  static func text(_ path: String) -> String { (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? "" }

  /// Every `code span` of a document that has no space in it.
  static func codeSpans(_ text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 && !$0.element.contains(" ") && !$0.element.contains("\n") }
      .map { String($0.element) }
  }

  /// The folders at the repository's top whose paths the documents name.
  static let topFolders = ["Sources/", "Tests/", "Assets/", "Docs/", "Benchmarks/", "Plugins/", ".ci/"]
  /// What the arcade makes at run time, and what `.gitignore` keeps out: named, never committed.
  static let madeAtRunTime = ["Benchmarks/raw", "Benchmarks/.venv"]

  /// Whether a path the document `doc` names exists: from the repository's root or the document's folder; a
  /// placeholder (GAME, ID, `<G>`, `*`) stands for any name.
  static func exists(_ path: String, namedIn doc: String) -> Bool {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    if madeAtRunTime.contains(trimmed) { return true }
    let folder = (doc as NSString).deletingLastPathComponent
    for base in [root, root + "/" + folder] {
      if matches(trimmed.split(separator: "/").map(String.init), under: base) { return true }
    }
    return false
  }

  private static func matches(_ parts: [String], under base: String) -> Bool {
    guard let first = parts.first else { return true }
    let placeholder = ["GAME", "ID", "<", "*"].contains { first.contains($0) }
    if !placeholder {
      return matches(Array(parts.dropFirst()), under: base + "/" + first) && exists(base + "/" + first)
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    return names.contains { named(first, $0) && matches(Array(parts.dropFirst()), under: base + "/" + $0) }
  }

  /// Whether a name, placeholders and all, names this file.
  static func named(_ name: String, _ file: String) -> Bool {
    pattern(name).firstMatch(in: file, range: NSRange(file.startIndex..., in: file)) != nil
  }

  private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  private static func pattern(_ part: String) -> NSRegularExpression {
    var regex = NSRegularExpression.escapedPattern(for: part)
    for placeholder in ["GAME", "ID", "<Target>", "<G>", "<id>", "\\*"] {
      regex = regex.replacingOccurrences(of: NSRegularExpression.escapedPattern(for: placeholder), with: ".*")
      regex = regex.replacingOccurrences(of: placeholder, with: ".*")
    }
    return try! NSRegularExpression(pattern: "^" + regex + "$")
  }

  @Test("every repository path a document names in code (Sources/..., Docs/..., a .swift file) exists")
  func namedPathsExist() {
    let swiftFiles =
      ["Package.swift"]
      + ["Sources", "Tests", "Benchmarks", "Plugins"].flatMap { Self.files(in: $0, ending: ".swift") }.map {
        ($0 as NSString).lastPathComponent
      }
    var missing: [String] = []
    for doc in Self.documents {
      for span in Self.codeSpans(Self.text(doc)) {
        if Self.topFolders.contains(where: span.hasPrefix) || span.contains("/") && span.hasSuffix(".swift") {
          if !Self.exists(span, namedIn: doc) { missing.append("\(doc): \(span)") }
        } else if span.hasSuffix(".swift"), !swiftFiles.contains(where: { Self.named(span, $0) }) {
          missing.append("\(doc): \(span)")
        }
      }
    }
    #expect(missing.isEmpty, "named but not in the repository:\n\(missing.joined(separator: "\n"))")
  }

  @Test("every relative link of a document leads to a file of the repository")
  func linksLeadSomewhere() throws {
    let link = try NSRegularExpression(pattern: #"\]\(([^)#\s]+)"#)
    var missing: [String] = []
    for doc in Self.documents {
      let text = Self.text(doc)
      for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let target = String(text[Range(match.range(at: 1), in: text)!])
        guard !target.contains("://") else { continue }
        let folder = (doc as NSString).deletingLastPathComponent
        let path = ((Self.root + "/" + folder) as NSString).appendingPathComponent(target)
        if !FileManager.default.fileExists(atPath: path) { missing.append("\(doc): \(target)") }
      }
    }
    #expect(missing.isEmpty, "links to nothing:\n\(missing.joined(separator: "\n"))")
  }

  @Test("every test a document names as `SuiteTests.function` is a function of that suite")
  func namedTestsExist() throws {
    let testFiles = Self.files(in: "Tests", ending: ".swift").map(Self.text)
    let reference = try NSRegularExpression(pattern: #"^([A-Z][A-Za-z]*Tests)\.([a-z][A-Za-z0-9]*)$"#)
    var missing: [String] = []
    for doc in Self.documents {
      for span in Self.codeSpans(Self.text(doc)) {
        guard let match = reference.firstMatch(in: span, range: NSRange(span.startIndex..., in: span)) else { continue }
        let suite = String(span[Range(match.range(at: 1), in: span)!])
        let function = String(span[Range(match.range(at: 2), in: span)!])
        let found = testFiles.contains { file in
          (file.contains("struct \(suite) ") || file.contains("extension \(suite) "))
            && file.contains("func \(function)(")
        }
        if !found { missing.append("\(doc): \(span)") }
      }
    }
    #expect(missing.isEmpty, "tests named but not found:\n\(missing.joined(separator: "\n"))")
  }
}
