#if canImport(Glibc)
  import Glibc
#endif

/// The least any program drawing 30 frames a second in a terminal must do, and nothing more: sleep in
/// `poll` on the keyboard until the next frame is due, then write one changed cell (a cursor move and a
/// character) in one `write`. terminal-cost.py runs it in the same pty as the replays and moon-buggy, so
/// its CPU per second is what the kernel charges for the wake-ups and writes alone, with no drawing.
func runWakeFloor(_ arguments: [String]) {
  var fps = 30
  for (flag, value) in flagPairs(arguments, usage: "usage: ArcadeBench wake-floor [--fps N]") {
    guard flag == "--fps", let n = Int(value), n > 0 else { fail("unknown flag \(flag) or bad value \(value)") }
    fps = n
  }
  let frame = 1.0 / Double(fps)
  let title = Array("wake-floor: ready\r\n".utf8)
  _ = title.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  var next = wallSeconds() + frame
  var column = 0
  var input = [UInt8](repeating: 0, count: 64)
  while true {
    var fd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    let wait = max(0, Int32(((next - wallSeconds()) * 1000).rounded(.up)))
    if poll(&fd, 1, wait) > 0 {
      let n = input.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if n <= 0 || input[0] == UInt8(ascii: "q") { return }
    }
    guard wallSeconds() >= next else { continue }
    next += frame
    column = (column + 1) % 80
    let cell = Array("\u{1B}[12;\(column + 1)H*".utf8)
    _ = cell.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  }
}
