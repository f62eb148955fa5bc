import CCrypto

/// Players' tokens as the board keeps them: SHA-256 in hex (a token is a random secret made on the player's
/// machine, so a plain hash without salt cannot be guessed back).
enum TokenHash {
  static func of(_ token: String) -> String {
    var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
    let bytes = Array(token.utf8)
    _ = SHA256(bytes, bytes.count, &digest)
    return digest.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// A token the board accepts: 16 to 128 letters, digits, '-' or '_'.
  static func isValid(_ token: String) -> Bool {
    (16...128).contains(token.count)
      && token.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
      }
  }

  /// A name the board shows: 1 to 24 letters, digits, '-', '_' or '.'.
  static func isValidName(_ name: String) -> Bool {
    (1...24).contains(name.count)
      && name.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
      }
  }
}
