import Foundation

/// The board's JSON answers: a value, or `{"error": "one line"}` with a 4xx or 5xx status.
enum BoardResponses {
  static func json(_ status: Int, _ value: Any) -> HTTPResponse {
    let data =
      (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return HTTPResponse(status: status, contentType: "application/json", body: Array(data) + [0x0A])
  }

  static func error(_ status: Int, _ message: String) -> HTTPResponse { json(status, ["error": message]) }

  /// The JSON object of a request's body; a refusal (400) saying what is wrong with it.
  static func object(_ body: [UInt8]) throws(Refusal) -> [String: Any] {
    guard !body.isEmpty else { throw Refusal(400, "the body is empty; send a JSON object") }
    guard let value = try? JSONSerialization.jsonObject(with: Data(body)), let object = value as? [String: Any] else {
      throw Refusal(400, "the body is not a JSON object; send one, e.g. {\"game\": \"heli\", ...}")
    }
    return object
  }

  /// A string field of a request's object, or a refusal naming it.
  static func string(_ object: [String: Any], _ key: String) throws(Refusal) -> String {
    guard let value = object[key] as? String else { throw Refusal(400, "\"\(key)\" is missing or not a string") }
    return value
  }
}
