extension PhysicsWorld {
  /// Compares this step's sorted touching pairs with the last step's, then makes them `touching`.
  /// The old list's buffer goes back into `now`, to be filled again next step.
  mutating func diffContacts(_ now: inout [ContactPair]) {
    began.removeAllKeepingCapacity()
    ended.removeAllKeepingCapacity()
    Self.diff(old: touching, now: now, began: &began, ended: &ended)
    swap(&touching, &now)
    now.removeAllKeepingCapacity()
  }

  /// A merge of two sorted lists: pairs only in `old` ended, pairs only in `now` began.
  private static func diff(
    old: [ContactPair], now: [ContactPair], began: inout [ContactPair], ended: inout [ContactPair]
  ) {
    var a = 0, b = 0
    while a < old.count || b < now.count {
      if b == now.count || (a < old.count && old[a] < now[b]) {
        ended.append(old[a])
        a += 1
      } else if a == old.count || now[b] < old[a] {
        began.append(now[b])
        b += 1
      } else {
        a += 1
        b += 1
      }
    }
  }
}
