import ArcadeBoardClient
import BoardWire

/// What the board answered: its status, and the message of its kind or the refusal it carried.
struct Reply<Message: Decodable>: CustomStringConvertible {
  let status: Int
  let body: [UInt8]

  init(_ answer: HTTPAnswer) { (status, body) = (answer.status, answer.body) }

  var message: Message? { (200..<300).contains(status) ? WireJSON.decode(Message.self, body) : nil }
  var refusal: Refusal? { status >= 400 ? WireJSON.decode(Refusal.self, body) : nil }
  var code: RefusalCode? { refusal?.code }
  /// The body as text (a tape, a page).
  var text: String { String(decoding: body, as: UTF8.self) }
  var description: String { "\(status) \(String(decoding: body.prefix(400), as: UTF8.self))" }

  /// Whether the board refused with `code`: with its status, and one line of words.
  func refused(_ code: RefusalCode) -> Bool {
    status == code.status
      && refusal.map { $0.code == code && !$0.error.raw.isEmpty && !$0.error.raw.contains("\n") }
        == true
  }
}
