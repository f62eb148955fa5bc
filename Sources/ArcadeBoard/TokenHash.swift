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

}
