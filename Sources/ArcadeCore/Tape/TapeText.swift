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
///     check 600 00ab…         ← state hash after tick 600
///     end 1834 won 300 9f3a…  ← final tick, status, score, state hash
///
/// Blank lines and lines starting with `#` are ignored.
extension Tape {
  public var text: String {
    var out = "arcade-tape \(Tape.formatVersion)\ngame \(game)\nsimulation \(simulationVersion)\n"
    out += "tick-rate \(tickRate)\nseed \(seed)\n"
    for p in parameters { out += "param \(p.name) \(p.value)\n" }
    out += "inputs\n"
    var tick = 0
    var pending = checkpoints[...]
    for run in runs {
      var left = run.count
      // Split runs at checkpoints so the file reads in time order.
      while left > 0 {
        while let c = pending.first, c.tick <= tick {
          out += "check \(c.tick) \(c.hash.hex16)\n"
          pending.removeFirst()
        }
        let take = pending.first.map { min(left, $0.tick - tick) } ?? left
        out += "\(take) \(Self.encode(run.input))\n"
        tick += take
        left -= take
      }
    }
    for c in pending { out += "check \(c.tick) \(c.hash.hex16)\n" }
    if let end { out += "end \(end.tick) \(end.status.rawValue) \(end.score) \(end.hash.hex16)\n" }
    return out
  }

  static func encode(_ input: TickInput) -> String {
    var parts: [String] = []
    if !input.pressed.isEmpty { parts.append("p=" + input.pressed.code) }
    if !input.held.isEmpty { parts.append("h=" + input.held.code) }
    if let t = input.touch { parts.append("t=\(t.phase.letter),\(t.x),\(t.y)") }
    return parts.isEmpty ? "-" : parts.joined(separator: " ")
  }
}
