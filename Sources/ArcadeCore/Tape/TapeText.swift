/// The text form of a tape: line based, human readable, diff friendly.
///
///     arcade-tape 1
///     game frog
///     simulation 1
///     tick-rate 60
///     seed 42
///     param car-speed 30
///     inputs
///     120 -                   ← 120 ticks with no input
///     1 p=U h=U               ← pressed and held: U D L R A 1…9
///     1 t=b,160,426           ← a touch began at world (160, 426); m = moved, e = ended
///     check 600 00ab…         ← state hash after tick 600, where the inputs reach it
///     end 1834 won 300 9f3a…  ← final tick, status, score, state hash
///
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
    var out = "arcade-tape \(Tape.formatVersion)\ngame \(game)\nsimulation \(simulationVersion)\n"
    out += "tick-rate \(tickRate)\nseed \(seed)\n"
    for p in parameters { out += "param \(p.name) \(p.value)\n" }
    return out + "inputs\n"
  }

  /// One event's line, with its "\n".
  static func line(of event: TapeEvent) -> String {
    switch event {
    case .run(let run): "\(run.count) \(encode(run.input))\n"
    case .checkpoint(let c): "check \(c.tick) \(c.hash.hex16)\n"
    case .end(let end): "end \(end.tick) \(end.status.rawValue) \(end.score) \(end.hash.hex16)\n"
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
