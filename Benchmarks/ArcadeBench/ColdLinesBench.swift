import ArcadeCore

#if canImport(Glibc)
  import Glibc
#endif

/// `ArcadeBench cold-lines [--lines N] [--sleep-us U]`: what one cache line costs right after a sleep, the
/// way each frame starts. Reads N lines at seeded random places in 64 MB, 200 times back to back and 200
/// times each after a U µs sleep, and prints the medians in ns per line. It explains the *frames* tables:
/// a frame touches a few hundred lines of code and data, and after 33 ms on a shared machine none are cached.
func runColdLines(_ arguments: [String]) {
  var lines = 300
  var sleep: UInt32 = 33_000
  let usage = "cold-lines takes --lines N --sleep-us MICROSECONDS"
  for (flag, value) in flagPairs(arguments, usage: usage) {
    switch (flag, UInt32(value)) {
    case ("--lines", let n?) where n > 0: lines = Int(n)
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
  _ = timeOnce(afterSleep: false)
  let warm = median((0..<200).map { _ in timeOnce(afterSleep: false) })
  let cold = median((0..<200).map { _ in timeOnce(afterSleep: true) })
  print(
    "\(lines) random cache lines in 64 MB: \(format1(warm * 1e9 / Double(lines))) ns a line back to back, "
      + "\(format1(cold * 1e9 / Double(lines))) ns a line after \(sleep) µs asleep")
}
