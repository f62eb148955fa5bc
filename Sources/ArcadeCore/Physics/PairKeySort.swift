/// Sorts the grid's pair keys without allocating: insertion sort for a few, else an LSD radix sort
/// (8-bit digits, only over the bits the keys use) through a reused buffer. The standard library's sort
/// would allocate a temporary buffer on every step.
enum PairKeySort {
  static func sort(_ keys: inout [UInt64], using buffer: inout [UInt64], counts: inout [Int]) {
    let n = keys.count
    guard n > 1 else { return }
    if n <= 32 {
      insertionSort(&keys)
      return
    }
    var all: UInt64 = 0
    for k in keys { all |= k }
    let bits = 64 - all.leadingZeroBitCount
    if buffer.count < n { buffer.append(contentsOf: repeatElement(0, count: n - buffer.count)) }
    if counts.count < 257 { counts = Array(repeating: 0, count: 257) }
    var shift: UInt64 = 0
    var inBuffer = false
    while shift < UInt64(bits) {
      // A byte that is zero in every key (the high bytes of both ids) needs no pass.
      guard (all >> shift) & 255 != 0 else {
        shift += 8
        continue
      }
      if inBuffer {
        pass(n, from: &buffer, to: &keys, counts: &counts, shift: shift)
      } else {
        pass(n, from: &keys, to: &buffer, counts: &counts, shift: shift)
      }
      inBuffer.toggle()
      shift += 8
    }
    if inBuffer {
      // The sorted keys are in the buffer: copy them back (no allocation; `keys` has room).
      for k in 0..<n { keys[k] = buffer[k] }
    }
  }

  /// One stable counting-sort pass on the byte at `shift`, over the first `n` keys.
  private static func pass(
    _ n: Int, from source: inout [UInt64], to target: inout [UInt64], counts: inout [Int], shift: UInt64
  ) {
    counts.withUnsafeMutableBufferPointer { c in
      c.update(repeating: 0)
      source.withUnsafeBufferPointer { s in
        target.withUnsafeMutableBufferPointer { t in
          for k in s[0..<n] { c[Int((k >> shift) & 255) + 1] += 1 }
          for d in 1...256 { c[d] += c[d - 1] }
          for k in s[0..<n] {
            let d = Int((k >> shift) & 255)
            t[c[d]] = k
            c[d] += 1
          }
        }
      }
    }
  }

  private static func insertionSort(_ a: inout [UInt64]) {
    for k in 1..<a.count {
      let x = a[k]
      var m = k
      while m > 0 && a[m - 1] > x {
        a[m] = a[m - 1]
        m -= 1
      }
      a[m] = x
    }
  }
}
