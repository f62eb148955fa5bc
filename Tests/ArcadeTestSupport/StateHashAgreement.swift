import ArcadeCore

/// Random play that checks the game's two ideas of sameness agree: two states are `==` exactly when their state
/// hashes are equal. Two copies are played from one seed; one copy's input is changed at a random tick, now and
/// then, and at every tick both answers are compared. A field `==` reads and the hash leaves out (or the other
/// way) shows as a disagreement.
public enum StateHashAgreement {
  /// What random play found: the first tick where `==` and the hash disagree (nil when they agree throughout), and
  /// how many ticks ended with the copies equal and how many with them different (both must be tried).
  public struct Report: Equatable, Sendable {
    public var disagreement: String?
    public var equal = 0
    public var different = 0
  }

  public static func check<G: Game>(
    _ type: G.Type, parameters: ParameterValues, seeds: ClosedRange<UInt64>, ticks: Int
  ) -> Report {
    var report = Report()
    for seed in seeds {
      var random = Xoshiro256StarStar(seed: seed &* 7919)
      var a = G(parameters: parameters, seed: seed)
      var b = a
      for tick in 0..<ticks {
        let input = Self.input(&random)
        a.step(input)
        // Most ticks the same input (so the copies stay equal for long), now and then another one.
        b.step(random.next() % 8 == 0 ? Self.input(&random) : input)
        let equal = a == b
        let sameHash = a.stateHash == b.stateHash
        if equal != sameHash {
          report.disagreement = "seed \(seed) tick \(tick + 1): == says \(equal), the hashes say \(sameHash)"
          return report
        }
        if equal { report.equal += 1 } else { report.different += 1 }
        // Once they differ, start again from equal copies, so both answers are tried many times; a game that ended
        // starts over, as a new board.
        if !equal { b = a }
        if a.status.isOver {
          a = G(parameters: parameters, seed: seed &+ UInt64(tick))
          b = a
        }
      }
    }
    return report
  }

  /// A random input: any buttons pressed and held, sometimes a touch anywhere on (or a little off) the stage.
  static func input(_ random: inout Xoshiro256StarStar) -> TickInput {
    let buttons = Buttons(rawValue: UInt16(truncatingIfNeeded: random.next() & 0x3FFF))
    let held = Buttons(rawValue: UInt16(truncatingIfNeeded: random.next() & 0x3FFF))
    var input = TickInput(pressed: random.next() % 3 == 0 ? buttons : [], held: random.next() % 2 == 0 ? held : [])
    if random.next() % 4 == 0 {
      let phase = [TouchPhase.began, .moved, .ended][Int(random.next() % 3)]
      input.touch = Touch(phase, x: Int32(random.next() % 540) - 30, y: Int32(random.next() % 540) - 30)
    }
    return input
  }
}
