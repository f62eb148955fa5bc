import ArcadeBoardClient
import Testing

/// A board's address: `http://HOST[:PORT][/PREFIX]`, plain http only.
@Suite("The HTTP client: a board's address")
struct HTTPAddressTests {
  @Test(
    "a name, an IPv4 address or a bracketed IPv6 address, with a port or port 80, and a prefix without its last slash",
    arguments: [
      ("http://board.example", "board.example", 80, ""),
      ("http://127.0.0.1:8470", "127.0.0.1", 8470, ""),
      ("HTTP://Board.Example:8470/", "Board.Example", 8470, ""),
      ("http://[::1]:8470/arcade/", "::1", 8470, "/arcade"),
      ("http://[2001:db8::7]", "2001:db8::7", 80, ""),
      ("http://my-board.local:65535/a/b", "my-board.local", 65535, "/a/b"),
    ])
  func good(url: String, host: String, port: Int, prefix: String) throws {
    let address = try HTTPAddress(url)
    #expect(address.host == host && Int(address.port) == port && address.prefix == prefix)
  }

  @Test("https is refused in one line: the arcade speaks plain http to a board")
  func https() {
    #expect(
      problem(with: "https://board.example")
        == "https://board.example: the arcade speaks plain http to a board; use http://HOST:PORT")
  }

  @Test(
    "what is not http://HOST[:PORT][/PREFIX] is refused in one line naming the problem",
    arguments: [
      ("board.example:8470", "it must start with http://"),
      ("ftp://board.example", "it must start with http://"),
      ("http://", "no host"),
      ("http://:8470", "no host"),
      ("http://board.example:", "the port must be a number from 1 to 65535"),
      ("http://board.example:0", "the port must be a number from 1 to 65535"),
      ("http://board.example:65536", "the port must be a number from 1 to 65535"),
      ("http://board.example:+80", "the port must be a number from 1 to 65535"),
      ("http://::1:8470", "an IPv6 address goes in brackets: http://[::1]:8470"),
      ("http://[::1", "an IPv6 address without its ]"),
      ("http://[::g]:1", "::g is not an IPv6 address"),
      ("http://[::1]x", "only :PORT may follow the ]"),
      ("http://user@board.example", "a board's address has no user name"),
      ("http://board.example/?x=1", "a board's address has no ? or #"),
      ("http://board example", "it has a space or a character outside ASCII"),
      ("http://bo\u{1b}ard", "it has a space or a character outside ASCII"),
      ("http://bo_ard!", "a host name has only letters, digits, - and ."),
    ])
  func bad(url: String, why: String) {
    #expect(problem(with: url) == "\(url) is not a board's address (\(why)); it looks like http://HOST:8470")
  }

  func problem(with url: String) -> String? {
    do {
      _ = try HTTPAddress(url)
      return nil
    } catch {
      return error.description
    }
  }
}
