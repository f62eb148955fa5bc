/// Reads a tape as a stream: the header when made, then one event at a time, so memory does not
/// grow with the tape (`arcade verify` replays a tape as it reads it). The one parser of the text
/// form: `Tape(text:)` collects its events. Never traps: garbage, truncation and absurd numbers are errors.
public struct TapeReader {
  /// The tape's header: game, versions, seed and parameters; no inputs.
  public let header: Tape
  private var lines: TapeLines
  private var tick = 0
  private var ended = false

  /// A real game has a handful of parameters; more lines than this are damage, refused before they fill memory.
  static let maxParameters = 100

  /// Reads the header from `nextChunk`, which returns the tape's next bytes, or nil at its end.
  public init(chunks nextChunk: @escaping () throws(LineError) -> [UInt8]?) throws(LineError) {
    try self.init(lines: TapeLines(nextChunk))
  }

  public init(text: String) throws(LineError) {
    try self.init(lines: TapeLines(text: text))
  }

  private init(lines: TapeLines) throws(LineError) {
    var lines = lines
    guard let first = try lines.next() else { throw LineError(line: nil, "empty file: not an arcade tape") }
    guard first.words.count == 2, first.words[0] == "arcade-tape" else {
      throw LineError(line: first.number, "not an arcade tape (it should start with 'arcade-tape 1')")
    }
    guard let format = Int(first.words[1]), (1...Tape.formatVersion).contains(format) else {
      throw LineError(
        line: first.number,
        "tape format \(first.words[1].clipped()) is not supported (this arcade reads formats 1 to \(Tape.formatVersion)); use the arcade that recorded it"
      )
    }
    let game = try Self.field("game", &lines) { word in
      word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } ? String(word) : nil
    }
    let simulation = try Self.field("simulation", &lines) { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
    let tickRate = try Self.field("tick-rate", &lines) { Int($0).flatMap { (1...1000).contains($0) ? $0 : nil } }
    let seed = try Self.field("seed", &lines) { UInt64($0) }
    var header = Tape(game: game, simulationVersion: simulation, tickRate: tickRate, seed: seed, parameters: [])
    var next = try lines.next()
    if format >= 2, let first = next, let mode = try Self.mode(first) {
      header.mode = mode
      next = try lines.next()
    }
    while true {
      guard let line = next else {
        throw LineError(line: nil, "the tape is truncated: its header has no 'inputs' line")
      }
      if line.words[0] == "inputs" { break }
      guard line.words[0] == "param", line.words.count == 3 else {
        throw LineError(line: line.number, "expected 'param NAME VALUE' or 'inputs' (the tape is damaged)")
      }
      guard header.parameters.count < Self.maxParameters else {
        throw LineError(line: line.number, "more than \(Self.maxParameters) parameters (the tape is damaged)")
      }
      header.parameters.append((String(line.words[1]), String(line.words[2])))
      next = try lines.next()
    }
    self.header = header
    self.lines = lines
  }

  /// The next run of inputs, checkpoint or the end line, in the tape's order; nil after the end
  /// line. A checkpoint comes where the inputs reach its tick; nothing may follow the end line.
  public mutating func next() throws(LineError) -> TapeEvent? {
    guard !ended else { return nil }
    guard let line = try lines.next() else {
      throw LineError(line: nil, "the tape is truncated: it has no end line (was the recording cut short?)")
    }
    switch line.words[0] {
    case "check":
      guard line.words.count == 3, let t = Int(line.words[1]), let h = UInt64(line.words[2], radix: 16) else {
        throw LineError(line: line.number, "bad checkpoint (expected 'check TICK HASH')")
      }
      guard t == tick else {
        throw LineError(
          line: line.number, "checkpoint for tick \(t) where the inputs reach tick \(tick) (the tape is damaged)")
      }
      return .checkpoint(Checkpoint(tick: t, hash: h))
    case "end":
      let end = try Self.end(line.words, number: line.number)
      guard end.tick == tick else {
        throw LineError(
          line: line.number, "end says tick \(end.tick) but the inputs cover \(tick) ticks (the tape is damaged)")
      }
      if let extra = try lines.next() {
        throw LineError(line: extra.number, "text after the end line (the tape is damaged)")
      }
      ended = true
      return .end(end)
    default:
      guard let count = Int(line.words[0]), count > 0 else {
        throw LineError(line: line.number, "expected 'COUNT INPUT', 'check' or 'end' (the tape is damaged)")
      }
      guard count <= Tape.maxTicks - tick else {
        throw LineError(line: line.number, "more than \(Tape.maxTicks) ticks: too long to be a real run")
      }
      guard let input = Tape.decode(line.words.dropFirst()) else {
        throw LineError(line: line.number, "bad input \(line.words.dropFirst().joined(separator: " ").quoted)")
      }
      tick += count
      return .run(InputRun(count: count, input: input))
    }
  }

  /// An end line's words: `end TICK STATUS SCORE HASH [levels FIRST-LAST]`.
  static func end(_ words: [Substring], number: Int?) throws(LineError) -> TapeEnd {
    guard words.count == 5 || words.count == 7, words[0] == "end", let t = Int(words[1]), t >= 0,
      let status = GameStatus(rawValue: String(words[2])),
      let score = Int(words[3]), let h = UInt64(words[4], radix: 16)
    else { throw LineError(line: number, "bad end line (expected 'end TICK STATUS SCORE HASH')") }
    var levels: ClosedRange<Int>? = nil
    if words.count == 7 {
      let range = words[6].split(separator: "-", omittingEmptySubsequences: false)
      guard words[5] == "levels", range.count == 2, let low = Int(range[0]), let high = Int(range[1]),
        low >= 1, low <= high
      else { throw LineError(line: number, "bad end line (expected '... levels FIRST-LAST' at its end)") }
      levels = low...high
    }
    return TapeEnd(tick: t, status: status, score: score, hash: h, levels: levels)
  }

  /// The end line of a tape's last bytes (its tail), without reading the rest: nil when the last line
  /// with words is not a well-formed end line. Whether the inputs reach its tick is known only by playing them.
  public static func end(ofTail bytes: [UInt8]) -> TapeEnd? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard
      let last = text.split(separator: "\n").last(where: {
        $0.contains { $0 != " " && $0 != "\t" && $0 != "\r" }
      })
    else { return nil }
    let words = last.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    return try? end(words, number: nil)
  }

  /// The run mode a format-2 header line names (`daily DATE`, `arcade levels N start L`); nil for any
  /// other line.
  private static func mode(_ line: TapeLines.Line) throws(LineError) -> RunMode? {
    switch line.words[0] {
    case "daily":
      guard line.words.count == 2, let date = CalendarDate(line.words[1]) else {
        throw LineError(line: line.number, "expected 'daily YYYY-MM-DD' (the tape is damaged)")
      }
      return .daily(date)
    case "arcade":
      guard line.words.count == 5, line.words[1] == "levels", let version = Int(line.words[2]), version >= 1,
        line.words[3] == "start", let start = Int(line.words[4]), (1...1000).contains(start)
      else { throw LineError(line: line.number, "expected 'arcade levels VERSION start LEVEL' (the tape is damaged)") }
      return .arcade(levelsVersion: version, start: start)
    default:
      return nil
    }
  }

  /// Reads a `NAME VALUE` header line.
  private static func field<T>(_ name: String, _ lines: inout TapeLines, _ parse: (Substring) -> T?)
    throws(LineError) -> T
  {
    guard let line = try lines.next() else {
      throw LineError(line: nil, "the tape is truncated: its header has no '\(name)' line")
    }
    guard line.words.count == 2, line.words[0] == name, let value = parse(line.words[1]) else {
      throw LineError(line: line.number, "expected '\(name) VALUE' in the header (the tape is damaged)")
    }
    return value
  }
}

extension Tape {
  /// Parses the text form (see `TapeText.swift`) into memory, runs split at checkpoints joined again.
  public init(text: String) throws(LineError) {
    var reader = try TapeReader(text: text)
    try self.init(reading: &reader)
  }

  /// The rest of a tape reader's tape, in memory.
  public init(reading reader: inout TapeReader) throws(LineError) {
    self = reader.header
    while let event = try reader.next() {
      switch event {
      case .run(let run): append(run.input, count: run.count)
      case .checkpoint(let checkpoint): checkpoints.append(checkpoint)
      case .end(let end): self.end = end
      }
    }
  }

  static func decode(_ words: ArraySlice<Substring>) -> TickInput? {
    if words.count == 1 && words.first == "-" { return TickInput.none }
    var input = TickInput()
    var seen: Set<Character> = []
    for word in words {
      guard word.count >= 2, let key = word.first, word.dropFirst().first == "=", seen.insert(key).inserted else {
        return nil
      }
      let value = word.dropFirst(2)
      switch key {
      case "p": guard let b = Buttons(code: value), !b.isEmpty else { return nil }; input.pressed = b
      case "h": guard let b = Buttons(code: value), !b.isEmpty else { return nil }; input.held = b
      case "t":
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3, let x = Int32(parts[1]), let y = Int32(parts[2]),
          let phase = [TouchPhase.began, .moved, .ended].first(where: { parts[0] == String($0.letter) })
        else { return nil }
        input.touch = Touch(phase, x: x, y: y)
      default: return nil
      }
    }
    return words.isEmpty ? nil : input
  }
}

extension StringProtocol {
  /// The text for a message: printable, and cut to `limit` characters (a damaged line can be long).
  public func clipped(to limit: Int = 40) -> String {
    count > limit ? String(prefix(limit - 1)).printable + "…" : printable
  }

  /// `clipped()`, in quotes.
  public var quoted: String { "'\(clipped())'" }
}
