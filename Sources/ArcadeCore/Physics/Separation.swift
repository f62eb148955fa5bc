/// After the pair-by-pair response: passes that leave no dynamic body inside another solid body.
extension PhysicsWorld {
  /// Most passes over the dynamic pairs in one step: far more than a stage with room for its bodies needs
  /// (Benchmarks/RESULTS.md). A stage jammed so full that its bodies cannot all fit stops here, its bodies
  /// still overlapping each other but not the fixed and kinematic ones: every move ends with a push out of them.
  static let separationPasses = 1000
  /// Overlap between two dynamic bodies that is left as it is, px: far above rounding, far below sight.
  static let overlapTolerance = 1e-9

  /// Pairs are resolved one after another, so a later pair can push a body back into one it was already
  /// separated from, or into one it was not near before the step. So every dynamic body is pushed out of the
  /// fixed and kinematic bodies; then, pass after pass, any two dynamic bodies that still overlap are moved
  /// apart, until a pass finds none. Velocities change only by the elastic bounce off an immovable body.
  mutating func separate() {
    for i in kinds.indices where alive[i] && kinds[i] == .dynamic && !sensors[i] { pushOutOfImmovables(i) }
    for _ in 0..<Self.separationPasses {
      guard separateDynamicPairs() else { return }
    }
  }

  /// One pass over the dynamic pairs in (id, id) order. Each of two that overlap moves the whole overlap away
  /// from the other, then is pushed out of the immovable bodies: if a wall holds one back, the other's move
  /// alone parts them (had they shared the overlap, a body between a wall and another would creep out over
  /// hundreds of passes). Returns whether any pair moved.
  private mutating func separateDynamicPairs() -> Bool {
    var moved = false
    let n = kinds.count
    for i in 0..<n where alive[i] && kinds[i] == .dynamic && !sensors[i] {
      for j in (i + 1)..<max(n, i + 1) where alive[j] && kinds[j] == .dynamic && !sensors[j] {
        guard boxesOverlap(positions[i], shapes[i].halfExtents, positions[j], shapes[j].halfExtents),
          let contact = Contact.between(shapes[i], at: positions[i], shapes[j], at: positions[j]),
          contact.depth > Self.overlapTolerance
        else { continue }
        positions[i] -= contact.normal * contact.depth
        positions[j] += contact.normal * contact.depth
        pushOutOfImmovables(i)
        pushOutOfImmovables(j)
        noteTouching(i, j)
        moved = true
      }
    }
    return moved
  }

  /// One dynamic body against every fixed or kinematic body at the current positions: the same bounce and
  /// positional correction as in the step's response.
  private mutating func pushOutOfImmovables(_ i: Int) {
    for j in kinds.indices where alive[j] && kinds[j] != .dynamic && !sensors[j] {
      guard boxesOverlap(positions[i], shapes[i].halfExtents, positions[j], shapes[j].halfExtents),
        let contact = Contact.between(shapes[i], at: positions[i], shapes[j], at: positions[j])
      else { continue }
      resolve(i, j, contact)
      noteTouching(i, j)
    }
  }

  /// Adds a pair found overlapping after the response to `touching`, keeping it sorted and without repeats.
  private mutating func noteTouching(_ i: Int, _ j: Int) {
    let pair = ContactPair(BodyID(Int32(i)), BodyID(Int32(j)))
    let at = touching.firstIndex { !($0 < pair) } ?? touching.count
    if at == touching.count || touching[at] != pair { touching.insert(pair, at: at) }
  }
}
