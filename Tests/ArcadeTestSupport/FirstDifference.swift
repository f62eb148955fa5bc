/// Where two values first differ, field by field in declaration order: the path to the first differing leaf and
/// both leaves, e.g. `world.positions[3].x: 12.5 vs 12.75`; nil when the values are equal. Parts that are
/// `Equatable` are compared with `==` (so a type's own equality, which may leave out working storage, is
/// respected); other parts are walked with `Mirror`. Use it where two states should be equal:
/// `#expect(firstDifference(a, b) == nil)` names the field when they are not.
public func firstDifference<T>(_ a: T, _ b: T) -> String? {
  difference(a, b, at: "")
}

private func difference(_ a: Any, _ b: Any, at path: String) -> String? {
  let known = equal(a, b)
  if known == true { return nil }
  let whole = "\(path.isEmpty ? "the values" : path): \(shown(a)) vs \(shown(b))"
  let (left, right) = (Mirror(reflecting: a), Mirror(reflecting: b))
  let (leftChildren, rightChildren) = (Array(left.children), Array(right.children))
  if leftChildren.isEmpty && rightChildren.isEmpty {
    return known == false || String(reflecting: a) != String(reflecting: b) ? whole : nil
  }
  let found: String?
  switch left.displayStyle {
  case .optional?:
    // nil against a value, or else the two wrapped values.
    guard let l = leftChildren.first, let r = rightChildren.first else {
      let shownLeft = leftChildren.first.map { shown($0.value) } ?? "nil"
      let shownRight = rightChildren.first.map { shown($0.value) } ?? "nil"
      return "\(path.isEmpty ? "the values" : path): \(shownLeft) vs \(shownRight)"
    }
    found = difference(l.value, r.value, at: path)
  case .collection?, .set?, .dictionary?:
    guard leftChildren.count == rightChildren.count else {
      return "\(path.isEmpty ? "" : path + ".")count: \(leftChildren.count) vs \(rightChildren.count)"
    }
    found =
      zip(leftChildren, rightChildren).enumerated().lazy.compactMap { i, pair in
        difference(pair.0.value, pair.1.value, at: "\(path)[\(i)]")
      }.first
  default:
    // A struct, a tuple or an enum case with a payload: another case or shape is a difference of the whole.
    guard leftChildren.map(\.label) == rightChildren.map(\.label) else { return whole }
    found =
      zip(leftChildren, rightChildren).enumerated().lazy.compactMap { i, pair in
        // A tuple's unlabelled parts are named ".0", ".1", ...
        let name = pair.0.label ?? ".\(i)"
        let joined = path.isEmpty || name.hasPrefix(".") ? path + name : "\(path).\(name)"
        return difference(pair.0.value, pair.1.value, at: joined)
      }.first
  }
  // Unequal by `==` with every field alike (a type's own rule): the whole value differs.
  return found ?? (known == false ? whole : nil)
}

/// `a == b` when both are the same `Equatable` type; nil when they cannot be compared that way.
private func equal(_ a: Any, _ b: Any) -> Bool? {
  guard let a = a as? any Equatable else { return nil }
  return a.isEqual(to: b)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool? {
    guard let other = other as? Self else { return nil }
    return self == other
  }
}

private func shown(_ value: Any) -> String {
  if let text = value as? String { return String(reflecting: text) }
  return String(describing: value)
}
