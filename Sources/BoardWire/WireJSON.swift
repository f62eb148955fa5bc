import Foundation

/// The wire's JSON: every message one object, keys sorted, slashes as they are; decoding strict about types.
public enum WireJSON {
  public static func encode(_ value: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return ((try? encoder.encode(value)).map(Array.init) ?? Array("{}".utf8)) + [0x0A]
  }

  /// The message in `body`; nil when it is not one (a field missing or of the wrong type, not JSON at all).
  public static func decode<T: Decodable>(_ type: T.Type, _ body: [UInt8]) -> T? {
    try? JSONDecoder().decode(type, from: Data(body))
  }
}
