#if canImport(Glibc)
  import Glibc
#endif

/// Where a board is: `http://HOST[:PORT][/PREFIX]`, HOST a name, an IPv4 address or an IPv6 address in brackets.
/// Plain http only: the arcade does not speak TLS.
public struct HTTPAddress: Equatable, Sendable {
  /// The name or address, without brackets.
  public let host: String
  public let port: UInt16
  /// Put before every request's path: empty, or a path without a slash at its end (`/arcade`).
  public let prefix: String

  /// Why a URL is not a board's address, in one line naming the fix.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  public init(_ url: String) throws(Problem) {
    func refuse(_ why: String) -> Problem {
      Problem(description: "\(url) is not a board's address (\(why)); it looks like http://HOST:8470")
    }
    let lowercased = url.lowercased()
    if lowercased.hasPrefix("https://") {
      throw Problem(description: "\(url): the arcade speaks plain http to a board; use http://HOST:PORT")
    }
    guard lowercased.hasPrefix("http://") else { throw refuse("it must start with http://") }
    guard url.utf8.allSatisfy(HTTPSyntax.isVisible) else {
      throw refuse("it has a space or a character outside ASCII")
    }
    let rest = url.dropFirst("http://".count)
    let authority = rest.prefix { $0 != "/" }
    var path = rest.dropFirst(authority.count)
    guard !url.contains("?"), !url.contains("#") else { throw refuse("a board's address has no ? or #") }
    guard !authority.contains("@") else { throw refuse("a board's address has no user name") }

    let hostPart: Substring
    let portPart: Substring?
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { throw refuse("an IPv6 address without its ]") }
      hostPart = authority[authority.index(after: authority.startIndex)..<close]
      let after = authority[authority.index(after: close)...]
      guard after.isEmpty || after.hasPrefix(":") else { throw refuse("only :PORT may follow the ]") }
      portPart = after.isEmpty ? nil : after.dropFirst()
      guard Self.isIPv6(String(hostPart)) else { throw refuse("\(hostPart) is not an IPv6 address") }
    } else {
      let pieces = authority.split(separator: ":", omittingEmptySubsequences: false)
      guard pieces.count <= 2 else { throw refuse("an IPv6 address goes in brackets: http://[::1]:8470") }
      hostPart = pieces[0]
      portPart = pieces.count == 2 ? pieces[1] : nil
      guard hostPart.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) || "-._".contains($0) }) else {
        throw refuse("a host name has only letters, digits, - and .")
      }
    }
    guard !hostPart.isEmpty else { throw refuse("no host") }

    var port: UInt16 = 80
    if let portPart {
      guard portPart.count <= 5, portPart.utf8.allSatisfy(HTTPSyntax.isDigit), let number = UInt16(portPart), number > 0
      else {
        throw refuse("the port must be a number from 1 to 65535")
      }
      port = number
    }
    while path.hasSuffix("/") { path.removeLast() }
    self.host = String(hostPart)
    self.port = port
    self.prefix = String(path)
  }

  /// The Host field of a request: the host as the URL gave it, brackets around an IPv6 address.
  var hostField: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

  private static func isIPv6(_ text: String) -> Bool {
    var address = in6_addr()
    return inet_pton(AF_INET6, text, &address) == 1
  }
}
