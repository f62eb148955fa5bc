import ArcadeCore
import Hundreds

/// The scripted play behind each golden tape in Assets/tapes/hundreds. Re-record them all with
/// `ARCADE_RECORD_TAPES=1 swift test --filter HundredsTests` after a deliberate rule change.
enum GoldenTapeScripts {
  static let all: [(name: String, script: @Sendable () -> Tape)] = [
    ("win", win), ("loss", loss), ("long", long), ("hold", hold), ("demo", demo),
  ]

  /// Default rules: short holds by number key and by mouse until the score reaches 100.
  static func win() -> Tape {
    var p = TapePlayer(seed: 100)
    p.idle(30)
    var n = 0
    while p.isPlaying, p.game.tick < 20_000 {
      p.safeHold(from: n % 5 + 1, ticks: 3 + n % 7, byTouch: n % 3 == 2)
      p.idle(4)
      n += 1
    }
    return p.tape
  }

  /// Eight safe presses, then circle 3 is held until it runs into another circle.
  static func loss() -> Tape {
    var p = TapePlayer(seed: 200)
    p.idle(20)
    while p.presses < 8, p.game.tick < 5_000 {
      p.safeHold(from: p.presses % 5 + 1, ticks: 5)
      p.idle(6)
    }
    p.holdUntilLost(3, limit: 3_000)
    return p.tape
  }

  /// Four minutes of unhurried play with all three ways to press (keys, mouse, cursor), ending in a win.
  static func long() -> Tape {
    var p = TapePlayer(seed: 300)
    var n = 0
    while p.isPlaying, p.game.tick < 30_000 {
      p.idle(240)
      let key = n % 5 + 1
      switch n % 3 {
      case 0: p.safeHold(from: key, ticks: 10)
      case 1: p.safeHold(from: key, ticks: 12, byTouch: true)
      default: p.cursorHold(key, ticks: 8)
      }
      n += 1
    }
    return p.tape
  }

  /// `--growth hold`: longer holds grow circles continuously until the score reaches 100.
  static func hold() -> Tape {
    var p = TapePlayer(seed: 400, [("growth", "hold")])
    var n = 0
    while p.isPlaying, p.game.tick < 20_000 {
      p.safeHold(from: n % 5 + 1, ticks: 40 + 20 * (n % 3))
      p.idle(10)
      n += 1
    }
    return p.tape
  }

  /// For the title menu's attract mode: visible holds (red circles growing), the cursor now and
  /// then, and a win.
  static func demo() -> Tape {
    var p = TapePlayer(seed: 5)
    p.idle(45)
    var n = 0
    while p.isPlaying, p.game.tick < 20_000 {
      if n % 6 == 5 {
        p.cursorHold(n % 5 + 1, ticks: 20)
      } else {
        p.safeHold(from: n % 5 + 1, ticks: 15 + 5 * (n % 4), byTouch: n % 2 == 1)
      }
      p.idle(12)
      n += 1
    }
    p.idle(60)
    return p.tape
  }
}
