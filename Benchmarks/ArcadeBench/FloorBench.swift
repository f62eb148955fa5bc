#if canImport(Glibc)
  import Glibc
#endif

/// `ArcadeBench floor --fps F --bytes B --seconds S`: the least a program can do to show F frames a
/// second in a terminal: sleep in `poll` on the terminal until the next frame is due, then write B
/// bytes (a cursor home and a row of text). Run in the same pseudo-terminal as the arcade, its CPU
/// time is the floor the arcade's own is measured against: wake-ups and writes, no game, no drawing.
/// The tty's output processing is off while it writes, as the arcade's own encoder has it.
func runFloor(_ arguments: [String]) {
  var fps = 30
  var bytes = 500
  var seconds = 10.0
  let usage = "floor takes --fps F --bytes B --seconds S"
  for (flag, value) in flagPairs(arguments, usage: usage) {
    switch flag {
    case "--fps": fps = Int(value) ?? 0
    case "--bytes": bytes = Int(value) ?? -1
    case "--seconds": seconds = Double(value) ?? 0
    default: fail(usage)
    }
  }
  guard fps > 0, bytes >= 0, seconds > 0 else { fail(usage) }
  var frame: [UInt8] = Array("\u{1B}[H".utf8)
  while frame.count < bytes { frame.append(UInt8(ascii: "a") + UInt8(frame.count % 26)) }
  var shellModes = termios()
  let haveModes = tcgetattr(1, &shellModes) == 0
  if haveModes {
    var modes = shellModes
    modes.c_oflag &= ~tcflag_t(OPOST)
    _ = tcsetattr(1, TCSADRAIN, &modes)
  }
  let period = 1.0 / Double(fps)
  let start = wallSeconds()
  var next = start + period
  var frames = 0
  while wallSeconds() - start < seconds {
    var fd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    let wait = Int32(max(0, ((next - wallSeconds()) * 1000).rounded(.up)))
    _ = poll(&fd, 1, wait)
    if fd.revents & Int16(POLLIN) != 0 {
      var sink = [UInt8](repeating: 0, count: 256)
      _ = read(0, &sink, sink.count)
    }
    guard wallSeconds() >= next else { continue }
    next += period
    frames += 1
    if bytes > 0 { _ = frame.withUnsafeBytes { write(1, $0.baseAddress, bytes) } }
  }
  if haveModes { _ = tcsetattr(1, TCSADRAIN, &shellModes) }
  print("\u{1B}[2J\u{1B}[Hfloor done: \(frames) frames")
}
