/// The text form of a tape: line based, human readable, diff friendly.
///
///     arcade-tape 1
///     game frog
///     simulation 1
///     tick-rate 60
///     seed 42
///     daily 2026-12-02        ← a daily challenge (format 2); or `arcade levels 1 start 3`: an arcade run
///     param car-speed 30
///     inputs
///     120 -                   ← 120 ticks with no input
///     1 p=U h=U               ← pressed and held: U D L R A 1…9
///     1 t=b,160,426           ← a touch began at world (160, 426); m = moved, e = ended
///     check 600 00ab…         ← state hash after tick 600, where the inputs reach it
///     end 1834 won 300 9f3a…  ← final tick, status, score, state hash (an arcade run adds `levels 3-7`)
///
/// A classic tape is written in format 1, which every arcade reads; the `daily` and `arcade` lines and the
/// end line's levels need format 2.
/// Lines end with "\n" or "\r\n". Blank lines and lines starting with `#` are ignored, and so is a
/// UTF-8 byte-order mark at the start. No line is longer than 4096 bytes, and a tape has at most
/// `Tape.maxTicks` ticks.
extension Tape {
  public var text: String {
    var out = headerText
    for event in events { out += Self.line(of: event) }
    return out
  }

  /// The lines before the inputs, through `inputs`.
  var headerText: String {
    let format = mode == .classic ? 1 : Tape.formatVersion
    var out = "arcade-tape \(format)\ngame \(game)\nsimulation \(simulationVersion)\n"
    out += "tick-rate \(tickRate)\nseed \(seed)\n"
    switch mode {
    case .classic: break
    case .daily(let date): out += "daily \(date)\n"
    case .arcade(let version, let start): out += "arcade levels \(version) start \(start)\n"
    }
    for p in parameters { out += "param \(p.name) \(p.value)\n" }
    return out + "inputs\n"
  }

  /// One event's line, with its "\n".
  static func line(of event: TapeEvent) -> String {
    switch event {
    case .run(let run): "\(run.count) \(encode(run.input))\n"
    case .checkpoint(let c): "check \(c.tick) \(c.hash.hex16)\n"
    case .end(let end):
      "end \(end.tick) \(end.status.rawValue) \(end.score) \(end.hash.hex16)"
        + (end.levels.map { " levels \($0.lowerBound)-\($0.upperBound)" } ?? "") + "\n"
    }
  }

  static func encode(_ input: TickInput) -> String {
    var parts: [String] = []
    if !input.pressed.isEmpty { parts.append("p=" + input.pressed.code) }
    if !input.held.isEmpty { parts.append("h=" + input.held.code) }
    if let t = input.touch { parts.append("t=\(t.phase.letter),\(t.x),\(t.y)") }
    return parts.isEmpty ? "-" : parts.joined(separator: " ")
  }
}
