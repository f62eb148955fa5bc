import Foundation

/// Text made safe for a man page: plain ASCII roff whatever the formatter's input encoding.
enum Roff {
  /// Escapes backslashes and dashes, spells other characters than ASCII as `\[uXXXX]`, and guards
  /// a leading `.` or `'` so a line of text is never read as a request.
  static func text(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case "\"": escaped += "\\(dq"
      case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
      default: escaped += String(format: "\\[u%04X]", scalar.value)
      }
    }
    if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
    return escaped
  }

  static func bold(_ text: String) -> String { "\\fB" + Self.text(text) + "\\fR" }
  static func italic(_ text: String) -> String { "\\fI" + Self.text(text) + "\\fR" }

  /// A usage such as `GAME [--PARAM VALUE]...`: the words in capitals (what to fill in) in italics.
  static func usage(_ text: String) -> String {
    Self.text(text).replacing(/\b[A-Z]{2,}\b/) { "\\fI\($0.output)\\fR" }
  }
}
