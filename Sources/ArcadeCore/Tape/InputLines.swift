/// A stretch of a tape's inputs on its own, in the tape's words (`120 -`, `1 p=U h=U`, one run a line): the form in
/// which a run's inputs travel while it is played, before its tape is whole.
extension Tape {
  /// The lines of `runs`, each ending with "\n".
  public static func inputLines(_ runs: some Sequence<InputRun>) -> String {
    var out = ""
    for run in runs where run.count > 0 { out += line(of: .run(run)) }
    return out
  }

  /// The runs of input lines (nothing else: no checkpoint, no end line), joined where two in a row are the same, of
  /// at most `maxTicks` ticks in all; the failure names the line.
  public static func inputRuns(parsing text: String, maxTicks: Int) throws(LineError) -> [InputRun] {
    var joined = Tape(game: "", simulationVersion: 0, tickRate: 0, seed: 0, parameters: [])
    var ticks = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.isEmpty { continue }
      guard line.utf8.count <= maxLineBytes else { throw LineError(line: index + 1, "the line is too long") }
      let words = line.split(separator: " ")
      guard let first = words.first, let count = Int(first), count > 0, count <= maxTicks - ticks else {
        throw LineError(line: index + 1, "expected 'COUNT INPUT' of at most \(maxTicks) ticks in all")
      }
      guard let input = decode(words.dropFirst()) else {
        throw LineError(line: index + 1, "bad input \(words.dropFirst().joined(separator: " ").quoted)")
      }
      ticks += count
      joined.append(input, count: count)
    }
    return joined.runs
  }
}

extension InputRun {
  /// The inputs of ticks `ticks` of `runs` (0 is the first tick), as runs.
  public static func slice(_ runs: [InputRun], ticks: Range<Int>) -> [InputRun] {
    var (out, tick) = ([InputRun](), 0)
    for run in runs {
      // A run wholly before the range (or after it) overlaps it by no tick.
      let overlap = min(tick + run.count, ticks.upperBound) - max(tick, ticks.lowerBound)
      if overlap > 0 { out.append(InputRun(count: overlap, input: run.input)) }
      tick += run.count
      if tick >= ticks.upperBound { break }
    }
    return out
  }

  /// Whether two lists of runs give every tick the same input, however they are split.
  public static func sameTicks(_ a: [InputRun], _ b: [InputRun]) -> Bool {
    var left = Tape(game: "", simulationVersion: 0, tickRate: 0, seed: 0, parameters: [])
    var right = left
    for run in a where run.count > 0 { left.append(run.input, count: run.count) }
    for run in b where run.count > 0 { right.append(run.input, count: run.count) }
    return left.runs == right.runs
  }
}
