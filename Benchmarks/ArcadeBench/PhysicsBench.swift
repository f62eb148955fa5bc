import ArcadeCore

#if canImport(Glibc)
  import Glibc
#endif

/// Steps a run times: enough for about a second at the speeds measured here, the same in pymunk_scene.py.
func defaultSteps(_ count: Int) -> Int { max(100, 2_000_000 / count) }

/// `ArcadeBench physics`: the scene of `BenchScene.swift`, steps per second (see the README).
func runPhysicsBench(_ arguments: [String]) {
  var arguments = arguments
  var counts = [100, 1000, 10000]
  var runs = 5
  var variants = ["solid", "sensors"]
  var fixedSteps: Int?
  var tsv = false
  var broadphase = Broadphase.grid
  while let flag = arguments.first {
    arguments.removeFirst()
    func value() -> String {
      guard let v = arguments.first else { fail("\(flag) needs a value") }
      arguments.removeFirst()
      return v
    }
    switch flag {
    case "--counts":
      let v = value()
      counts = v.split(separator: ",").compactMap { Int($0) }
      guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else {
        fail("--counts wants positive integers, e.g. 100,1000")
      }
    case "--runs":
      guard let r = Int(value()), r > 0 else { fail("--runs wants a positive integer") }
      runs = r
    case "--steps":
      guard let s = Int(value()), s > 0 else { fail("--steps wants a positive integer") }
      fixedSteps = s
    case "--variant":
      let v = value()
      switch v {
      case "solid", "sensors": variants = [v]
      case "both": variants = ["solid", "sensors"]
      default: fail("--variant is solid, sensors or both, not '\(v)'")
      }
    case "--tsv": tsv = true
    case "--broadphase":
      let v = value()
      switch v {
      case "grid": broadphase = .grid
      case "brute-force": broadphase = .bruteForce
      default: fail("--broadphase is grid or brute-force, not '\(v)'")
      }
    default: fail("unknown flag '\(flag)'; flags: --counts --runs --variant --steps --broadphase --tsv")
    }
  }
  let clock = ContinuousClock()
  var sink: UInt64 = 0
  if !tsv { print("variant   bodies    steps/s wall  steps/s CPU   (medians of \(runs); wall runs)") }
  for variant in variants {
    for count in counts {
      let scene = BenchScene(count: count, sensors: variant == "sensors")
      let steps = fixedSteps ?? defaultSteps(count)
      var rates: [Double] = [], cpuRates: [Double] = []
      for _ in 0..<runs {
        var world = scene.makeWorld()
        world.broadphase = broadphase
        let cpuStart = cpuSeconds()
        let elapsed = clock.measure {
          for _ in 0..<steps { world.step(dt: 1.0 / 60) }
        }
        let cpu = cpuSeconds() - cpuStart
        cpuRates.append(Double(steps) / cpu)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        rates.append(Double(steps) / seconds)
        var h = StateHasher()
        world.hash(into: &h)
        sink ^= h.value  // keeps the optimiser honest
        if tsv { print("swift\t\(variant)\t\(count)\t\(steps)\t\(Double(steps) / seconds)\t\(Double(steps) / cpu)") }
      }
      if !tsv {
        let shown = rates.map { String(Int($0.rounded())) }.joined(separator: " ")
        let m = String(Int(median(rates).rounded()))
        let c = String(Int(median(cpuRates).rounded()))
        print(pad(variant, 10) + pad(String(count), 10) + pad(m, 14) + pad(c, 14) + shown)
      }
    }
  }
  if sink == 42 { print("") }
}
