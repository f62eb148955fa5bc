import ArcadeCore

#if canImport(Glibc)
  import Glibc
#endif

/// `ArcadeBench cold-lines [--lines N] [--sleep-us U]`: what one cache line costs right after a sleep, the
/// way each frame starts. Reads N lines at seeded random places in 64 MB, 200 times back to back and 200
/// times each after a U µs sleep, and prints the medians in ns per line. Then the same with dependent reads
/// (each read gives the next address, as a run of code or a walk through data does), with the N lines
/// spread three ways: one on each of N pages across 64 MB, one on each of N neighbouring pages, and N lines
/// packed together. The gap between the last two is what a page costs apart from its line.
/// It explains the *frames* tables: a frame touches a few hundred lines of code and data on a few hundred
/// pages, and after 33 ms on these shared virtual cores none of them are cached.
func runColdLines(_ arguments: [String]) {
  var lines = 300  // at most 4,096, so the three layouts of the dependent reads fit apart in 64 MB
  var sleep: UInt32 = 33_000
  let usage = "cold-lines takes --lines N (1-4096) --sleep-us MICROSECONDS"
  for (flag, value) in flagPairs(arguments, usage: usage) {
    switch (flag, UInt32(value)) {
    case ("--lines", let n?) where n > 0 && n <= 4096: lines = Int(n)
    case ("--sleep-us", let s?) where s > 0: sleep = s
    default: fail(usage)
    }
  }
  let size = 64 << 20
  var memory = [UInt8](repeating: 1, count: size)
  var random = SplitMix64(seed: 10)
  let offsets = (0..<lines).map { _ in Int(random.next() % UInt64(size / 64)) * 64 }
  func timeOnce(afterSleep: Bool) -> Double {
    if afterSleep { usleep(sleep) }
    let start = wallSeconds()
    var sum: UInt64 = 0
    memory.withUnsafeMutableBufferPointer { bytes in
      for offset in offsets { sum &+= UInt64(bytes[offset]) }
      bytes[0] = UInt8(truncatingIfNeeded: sum)  // keeps the reads
    }
    return wallSeconds() - start
  }
  let (warm, cold) = warmAndCold(timeOnce)
  print(
    "\(lines) random cache lines in 64 MB: \(format1(warm * 1e9 / Double(lines))) ns a line back to back, "
      + "\(format1(cold * 1e9 / Double(lines))) ns a line after \(sleep) µs asleep")

  let layouts: [(name: String, offsets: [Int])] = [
    // Page k * 40_503 mod 16_384 (an odd step: every page different) of the 16,384 in 64 MB.
    (
      "one line on each of \(lines) pages across 64 MB",
      (0..<lines).map { ($0 * 40_503 % 16_384) * 4096 + ($0 % 64) * 64 }
    ),
    (
      "one line on each of \(lines) neighbouring pages",
      (0..<lines).map { ($0 * 4096 + (17 * $0 % 64) * 64) + (8 << 20) }
    ),
    ("\(lines) lines packed together", (0..<lines).map { $0 * 64 + (40 << 20) }),
  ]
  for layout in layouts {
    let order = shuffledChain(layout.offsets, random: &random)
    memory.withUnsafeMutableBytes { bytes in
      for (k, offset) in order.enumerated() {
        bytes.storeBytes(of: order[(k + 1) % order.count], toByteOffset: offset, as: Int.self)
      }
    }
    func chase(afterSleep: Bool) -> Double {
      if afterSleep { usleep(sleep) }
      let start = wallSeconds()
      var at = order[0]
      memory.withUnsafeBytes { bytes in
        for _ in 0..<lines { at = bytes.load(fromByteOffset: at, as: Int.self) }
      }
      let seconds = wallSeconds() - start
      if at < 0 { print("") }  // keeps the reads
      return seconds
    }
    let (warm, cold) = warmAndCold(chase)
    print(
      "dependent reads, \(layout.name): \(format1(warm * 1e9 / Double(lines))) ns a read back to back, "
        + "\(format1(cold * 1e9 / Double(lines))) ns after \(sleep) µs asleep")
  }
}

/// Median seconds of `time` 200 times back to back and 200 times after its sleep (one run first, to warm up).
private func warmAndCold(_ time: (_ afterSleep: Bool) -> Double) -> (warm: Double, cold: Double) {
  _ = time(false)
  let warm = median((0..<200).map { _ in time(false) })
  return (warm, median((0..<200).map { _ in time(true) }))
}

/// The offsets in a seeded random order: the chase visits every one, and no prefetcher can guess the next.
private func shuffledChain(_ offsets: [Int], random: inout SplitMix64) -> [Int] {
  var order = offsets
  for i in stride(from: order.count - 1, to: 0, by: -1) {
    order.swapAt(i, Int(random.next() % UInt64(i + 1)))
  }
  return order
}
