import ArcadeAssets
import ArcadeCore

/// The golden tapes of one game, parsed from the embedded assets.
func goldenTapes(_ id: String) -> [(name: String, tape: Tape)] {
  Assets.paths(under: "tapes/\(id)").sorted().map { path in
    guard let text = Assets.text(path) else { fail("asset \(path) is missing") }
    do { return (path, try Tape(text: text)) } catch { fail("\(path): \(error)") }
  }
}

/// Times verifying a set of tapes, repeated until at least `minimum` seconds of CPU have passed.
struct TimeVerify: GameTypeTask {
  let tapes: [(name: String, tape: Tape)]
  let minimum: Double

  func run<G: Game>(_ type: G.Type) -> (ticks: Int, wall: Double, cpu: Double) {
    var ticks = 0
    let wall0 = wallSeconds(), cpu0 = cpuSeconds()
    repeat {
      for (name, tape) in tapes { ticks += verifyOrFail(tape, as: type, name: name) }
    } while cpuSeconds() - cpu0 < minimum
    return (ticks, wallSeconds() - wall0, cpuSeconds() - cpu0)
  }
}

/// Times drawing every frame of a set of tapes into a fresh canvas (what the front end does per frame,
/// before the terminal): microseconds per frame.
struct TimeDraw: GameTypeTask {
  let tapes: [(name: String, tape: Tape)]

  func run<G: Game>(_ type: G.Type) -> Double {
    var frames = 0
    var sink: UInt32 = 0
    let cpu0 = cpuSeconds()
    for (_, tape) in tapes {
      guard var game = try? tape.makeGame(type) else { continue }
      for input in tape.inputs {
        game.step(input)
        var canvas = Canvas(size: G.info.canvasSize)
        game.draw(into: &canvas)
        sink &+= canvas[0, 0].glyph.value
        frames += 1
      }
    }
    if sink == 1 { print("") }
    return (cpuSeconds() - cpu0) / Double(max(frames, 1)) * 1e6
  }
}

/// `ArcadeBench games`: ticks per second of each game, from its golden tapes and from its long tape,
/// interleaved across games and repeated.
func runGamesBench(_ arguments: [String]) {
  var arguments = arguments
  var runs = 5
  var longDirectory = "Benchmarks/tapes"
  var tsv = false
  var minimum = 0.3
  while let flag = arguments.first {
    arguments.removeFirst()
    func value() -> String {
      guard let v = arguments.first else { fail("\(flag) needs a value") }
      arguments.removeFirst()
      return v
    }
    switch flag {
    case "--runs":
      guard let r = Int(value()), r > 0 else { fail("--runs wants a positive integer") }
      runs = r
    case "--long": longDirectory = value()
    case "--min-seconds":
      guard let m = Double(value()), m > 0 else { fail("--min-seconds wants a positive number") }
      minimum = m
    case "--tsv": tsv = true
    default: fail("unknown flag '\(flag)'; flags: --runs N --long DIR --min-seconds S --tsv")
    }
  }
  var sets: [(id: String, set: String, tapes: [(name: String, tape: Tape)])] = []
  for id in gameIDs {
    sets.append((id, "golden", goldenTapes(id)))
    let path = "\(longDirectory)/\(id)-10min.tape"
    do { sets.append((id, "10min", [(path, try Tape(text: readTextFile(path)))])) } catch {
      fail("\(path): \(error); make it with: ArcadeBench long-tapes")
    }
  }
  var results: [String: [(Double, Double)]] = [:]
  for _ in 0..<runs {
    for s in sets {
      let r = withGameType(s.id, TimeVerify(tapes: s.tapes, minimum: minimum))
      let key = "\(s.id)\t\(s.set)"
      results[key, default: []].append((Double(r.ticks) / r.wall, Double(r.ticks) / r.cpu))
      if tsv { print("games\t\(key)\t\(r.ticks)\t\(Double(r.ticks) / r.wall)\t\(Double(r.ticks) / r.cpu)") }
    }
  }
  for s in sets where s.set == "golden" {
    let us = withGameType(s.id, TimeDraw(tapes: s.tapes))
    if tsv { print("draw\t\(s.id)\t\(us)") } else { print("\(s.id): draw \(us) µs/frame") }
  }
  if !tsv {
    print("game      tapes     ticks/s wall   ticks/s CPU   (medians of \(runs))")
    for s in sets {
      let r = results["\(s.id)\t\(s.set)"]!
      print(
        pad(s.id, 10) + pad(s.set, 10) + pad(String(Int(median(r.map(\.0)))), 15)
          + String(Int(median(r.map(\.1)))))
    }
  }
}

/// `ArcadeBench step TAPE [--ticks N]`: steps one tape once (for valgrind: the allocation count must not
/// depend on N).
func runStep(_ arguments: [String]) {
  guard let path = arguments.first else { fail("step wants a tape file: ArcadeBench step TAPE [--ticks N]") }
  var limit: Int?
  if arguments.count == 3, arguments[1] == "--ticks" {
    guard let n = Int(arguments[2]), n >= 0 else { fail("--ticks wants a count") }
    limit = n
  }
  let tape: Tape
  do { tape = try Tape(text: readTextFile(path)) } catch { fail("\(path): \(error)") }
  struct Step: GameTypeTask {
    let tape: Tape
    let limit: Int?
    func run<G: Game>(_ type: G.Type) -> (ticks: Int, hash: UInt64) { stepTape(tape, as: type, limit: limit) }
  }
  let r = withGameType(tape.game, Step(tape: tape, limit: limit))
  print("\(tape.game) stepped \(r.ticks) ticks, state hash \(String(r.hash, radix: 16))")
}
