/// Why a tape could not be read. The description is one line naming the problem and the fix.
public struct TapeError: Error, Equatable, CustomStringConvertible {
  public let line: Int?
  public let message: String

  public init(line: Int?, _ message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { (line.map { "line \($0): " } ?? "") + message }
}

extension Tape {
  /// Parses the text form. Never traps: garbage, truncation and absurd numbers are errors.
  public init(text: String) throws(TapeError) {
    var reader = TapeLineReader(text: text)

    guard let first = reader.next() else { throw TapeError(line: nil, "empty file: not an arcade tape") }
    guard first.words.count == 2, first.words[0] == "arcade-tape" else {
      throw TapeError(line: first.number, "not an arcade tape (it should start with 'arcade-tape 1')")
    }
    guard let format = Int(first.words[1]), format == Tape.formatVersion else {
      throw TapeError(
        line: first.number,
        "tape format \(String(first.words[1]).printable) is not supported (this arcade reads format \(Tape.formatVersion)); use the arcade that recorded it"
      )
    }
    let game = try reader.field("game") { word in
      word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } ? String(word) : nil
    }
    let simulation = try reader.field("simulation") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
    let tickRate = try reader.field("tick-rate") { Int($0).flatMap { (1...1000).contains($0) ? $0 : nil } }
    let seed = try reader.field("seed") { UInt64($0) }
    self.init(game: game, simulationVersion: simulation, tickRate: tickRate, seed: seed, parameters: [])

    while let line = reader.next() {
      if line.words[0] == "inputs" { break }
      guard line.words[0] == "param", line.words.count == 3 else {
        throw TapeError(line: line.number, "expected 'param NAME VALUE' or 'inputs' (the tape is damaged)")
      }
      parameters.append((String(line.words[1]), String(line.words[2])))
    }
    var tick = 0
    while let line = reader.next() {
      switch line.words[0] {
      case "check":
        guard line.words.count == 3, let t = Int(line.words[1]), t >= 0, let h = UInt64(line.words[2], radix: 16),
          t >= (checkpoints.last?.tick ?? 0)
        else { throw TapeError(line: line.number, "bad checkpoint (expected 'check TICK HASH', ticks ascending)") }
        checkpoints.append(Checkpoint(tick: t, hash: h))
      case "end":
        guard line.words.count == 5, let t = Int(line.words[1]),
          let status = GameStatus(rawValue: String(line.words[2])),
          let score = Int(line.words[3]), let h = UInt64(line.words[4], radix: 16)
        else { throw TapeError(line: line.number, "bad end line (expected 'end TICK STATUS SCORE HASH')") }
        guard t == tick else {
          throw TapeError(
            line: line.number, "end says tick \(t) but the inputs cover \(tick) ticks (the tape is damaged)")
        }
        end = TapeEnd(tick: t, status: status, score: score, hash: h)
        if let extra = reader.next() {
          throw TapeError(line: extra.number, "text after the end line (the tape is damaged)")
        }
        return
      default:
        guard let count = Int(line.words[0]), count > 0 else {
          throw TapeError(line: line.number, "expected 'COUNT INPUT', 'check' or 'end' (the tape is damaged)")
        }
        guard count <= Tape.maxTicks - tick else {
          throw TapeError(line: line.number, "more than \(Tape.maxTicks) ticks: too long to be a real run")
        }
        guard let input = Self.decode(line.words.dropFirst()) else {
          throw TapeError(line: line.number, "bad input '\(line.words.dropFirst().joined(separator: " ").printable)'")
        }
        // Runs split only to place a checkpoint line are joined again.
        if let last = runs.indices.last, runs[last].input == input {
          runs[last].count += count
        } else {
          runs.append(InputRun(count: count, input: input))
        }
        tick += count
      }
    }
    throw TapeError(line: nil, "the tape is truncated: it has no end line (was the recording cut short?)")
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
        guard parts.count == 3, let x = Int32(parts[1]), let y = Int32(parts[2]) else { return nil }
        let phase: TouchPhase
        switch parts[0] {
        case "b": phase = .began
        case "m": phase = .moved
        case "e": phase = .ended
        default: return nil
        }
        input.touch = Touch(phase, x: x, y: y)
      default: return nil
      }
    }
    return words.isEmpty ? nil : input
  }
}

/// Splits tape text into numbered, non-empty, non-comment lines of words.
struct TapeLineReader {
  struct Line {
    let number: Int
    let words: [Substring]
  }

  private var lines: [Substring]
  private var index = 0

  init(text: String) {
    lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  }

  mutating func next() -> Line? {
    while index < lines.count {
      let raw = lines[index]
      index += 1
      let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      if words.isEmpty || words[0].hasPrefix("#") { continue }
      return Line(number: index, words: words)
    }
    return nil
  }

  /// Reads a `NAME VALUE` header line.
  mutating func field<T>(_ name: String, _ parse: (Substring) -> T?) throws(TapeError) -> T {
    guard let line = next() else {
      throw TapeError(line: nil, "the tape is truncated: its header has no '\(name)' line")
    }
    guard line.words.count == 2, line.words[0] == name, let value = parse(line.words[1]) else {
      throw TapeError(line: line.number, "expected '\(name) VALUE' in the header (the tape is damaged)")
    }
    return value
  }
}
