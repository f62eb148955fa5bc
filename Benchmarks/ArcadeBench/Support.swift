#if canImport(Glibc)
  import Glibc
#endif

func fail(_ message: String) -> Never {
  let line = Array("ArcadeBench: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(2)
}

/// Flags given as `--name value` pairs, in order; a lone word left over fails with `usage`.
func flagPairs(_ arguments: [String], usage: String) -> [(flag: String, value: String)] {
  guard arguments.count % 2 == 0 else { fail(usage) }
  return stride(from: 0, to: arguments.count, by: 2).map { (arguments[$0], arguments[$0 + 1]) }
}

func pad(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(1, width - s.count)) }

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Seconds of CPU time this process has used: on a shared machine it counts only our own work.
func cpuSeconds() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Seconds on the monotonic clock.
func wallSeconds() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// A whole file as text (no Foundation: the bench stays as lean as the games).
func readTextFile(_ path: String) -> String {
  guard let file = fopen(path, "rb") else { fail("cannot open \(path)") }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let n = fread(&buffer, 1, buffer.count, file)
    if n <= 0 { break }
    bytes.append(contentsOf: buffer[0..<n])
  }
  return String(decoding: bytes, as: UTF8.self)
}

func writeTextFile(_ path: String, _ text: String) {
  guard let file = fopen(path, "wb") else { fail("cannot write \(path)") }
  let bytes = Array(text.utf8)
  _ = fwrite(bytes, 1, bytes.count, file)
  fclose(file)
}
