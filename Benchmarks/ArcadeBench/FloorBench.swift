#if canImport(Glibc)
  import Glibc
#endif

/// `ArcadeBench floor --fps F --bytes B --seconds S`: the least a program can do to show F frames a
/// second in a terminal: sleep until the next frame is due (`clock_nanosleep`, not even listening
/// for keys), then write B bytes (a cursor home and a row of text), with the tty's output
/// processing off as the arcade's encoder has it. Run in the same pseudo-terminal as the arcade, its
/// CPU time is the floor the arcade's own is measured against: wake-ups and writes, no game, no drawing.
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
  let period = Int(1_000_000_000 / fps)
  var next = timespec()
  clock_gettime(CLOCK_MONOTONIC, &next)
  let frameCount = Int(seconds * Double(fps))
  var frames = 0
  while frames < frameCount {
    next.tv_nsec += period
    if next.tv_nsec >= 1_000_000_000 {
      next.tv_nsec -= 1_000_000_000
      next.tv_sec += 1
    }
    while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, nil) == EINTR {}
    frames += 1
    if bytes > 0 { _ = frame.withUnsafeBytes { write(1, $0.baseAddress, bytes) } }
  }
  if haveModes { _ = tcsetattr(1, TCSADRAIN, &shellModes) }
  print("\u{1B}[2J\u{1B}[Hfloor done: \(frames) frames")
}
