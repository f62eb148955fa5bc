import ArcadeCore

/// Times drawing as the front end does it: every tick stepped, every 2nd tick drawn (30 frames/s) into one
/// reused canvas blanked with `reset()`. Only the drawing is timed (process CPU time): µs per frame.
struct TimeReusedDraw: GameTypeTask {
  let tapes: [(name: String, tape: Tape)]

  func run<G: Game>(_ type: G.Type) -> Double {
    // The frames are stepped first and timed apart: reading the CPU clock per frame would cost as much
    // as a frame. Games are values, so each drawn state is a copy.
    var states: [G] = []
    for (_, tape) in tapes {
      guard var game = try? tape.makeGame(type) else { continue }
      for input in tape.inputs {
        game.step(input)
        if game.tick % 2 == 0 { states.append(game) }
      }
    }
    guard var current = states.first else { return 0 }
    var canvas = Canvas(size: G.info.canvasSize)
    var sink: UInt32 = 0
    let cpu0 = cpuSeconds()
    // Each state is swapped into one local and back, which moves it without a retain: calling draw on
    // `states[k]` copied the game first (a retain and a release of each of its arrays, about a
    // microsecond a frame for the frog), as the array's storage is not known to outlive the call.
    for k in states.indices {
      swap(&current, &states[k])
      canvas.reset()
      current.draw(into: &canvas)
      swap(&current, &states[k])
      sink &+= canvas[k % canvas.columns, k % canvas.rows].glyph.value
    }
    let cpu = cpuSeconds() - cpu0
    if sink == 1 { print("") }
    return cpu / Double(max(states.count, 1)) * 1e6
  }
}

/// `ArcadeBench draw [--runs N] [--game ID] [--tsv]`: µs of CPU per drawn frame of each game over its golden
/// tapes, median and minimum of the runs.
func runDrawBench(_ arguments: [String]) {
  var arguments = arguments
  var runs = 5
  var tsv = false
  var ids = gameIDs
  while let flag = arguments.first {
    arguments.removeFirst()
    switch flag {
    case "--runs":
      guard let v = arguments.first, let r = Int(v), r > 0 else { fail("--runs wants a positive integer") }
      arguments.removeFirst()
      runs = r
    case "--tsv": tsv = true
    case "--game":
      guard let v = arguments.first, gameIDs.contains(v) else {
        fail("--game wants one of \(gameIDs.joined(separator: ", "))")
      }
      arguments.removeFirst()
      ids = [v]
    default: fail("unknown flag '\(flag)'; flags: --runs N --game ID --tsv")
    }
  }
  let sets = ids.map { (id: $0, tapes: goldenTapes($0)) }
  var results: [String: [Double]] = [:]
  for _ in 0..<runs {
    for s in sets {
      let us = withGameType(s.id, TimeReusedDraw(tapes: s.tapes))
      results[s.id, default: []].append(us)
      if tsv { print("draw-reused\t\(s.id)\t\(us)") }  // "draw\t" lines are the games mode's
    }
  }
  if !tsv {
    // The minimum is shown too: on a shared machine it is the steadiest figure for comparing builds.
    print("game      µs/frame median   min   (of \(runs) runs; every 2nd tick, one reused canvas)")
    let shown = { (x: Double) in String(Double(Int(x * 100)) / 100) }
    for s in sets {
      let r = results[s.id]!
      print(pad(s.id, 10) + pad(shown(median(r)), 18) + shown(r.min()!))
    }
  }
}
