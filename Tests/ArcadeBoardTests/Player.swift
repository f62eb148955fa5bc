import Testing

/// A player of the tests: a name and the secret token their arcade made.
struct Player: Sendable, CustomTestStringConvertible {
  let name: String
  let token: String

  init(_ name: String) {
    self.init(name: name, token: "\(name)-token-0123456789abcdef")
  }

  init(name: String, token: String) { (self.name, self.token) = (name, token) }

  var testDescription: String { name }

  static let alice = Player("alice")
  static let bob = Player("bob")
  static let carol = Player("carol")
  static let dave = Player("dave")
}
