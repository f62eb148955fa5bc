import ArcadeCore
import BoardWire
import Dispatch

/// Why a request to the board came to nothing. A problem that may pass (no answer in time, no connection, a redirect,
/// a server error, an answer that is not the board's, a 429 or 503 refusal) leaves whatever it carried to be sent
/// again later; a refusal that will not pass is the board's last word, by its code.
public enum BoardProblem: Error, Equatable, Sendable {
  /// Why, in the arcade's words; not naming the board, as every line that tells it does.
  case unreachable(String)
  case refused(Refusal)

  /// Whether asking again later may succeed.
  public var mayPass: Bool {
    switch self {
    case .unreachable: true
    case .refused(let refusal): refusal.code.mayPass
    }
  }

  /// The refusal's code, for a refusal.
  public var code: RefusalCode? {
    if case .refused(let refusal) = self { return refusal.code }
    return nil
  }

  /// One line for the player: the board's words only through the terminal gate.
  public var line: String {
    switch self {
    case .unreachable(let why): why
    case .refused(let refusal): refusal.error.description
    }
  }
}

/// The board at a URL, as a player's arcade talks to it (Docs/board.md): the wire's typed messages over HTTP, every
/// request bounded in time (`timeout`, the whole request: connecting, sending, reading and decoding) and in size
/// (by the kind of answer), so no board, however slow, large or hostile, can hold a game or grow its memory.
public struct BoardConnection: Sendable {
  public let url: String
  public var timeout: Double
  private let client: HTTPClient?

  /// `url` without a trailing slash, e.g. `http://host:8470`.
  public init(url: String, timeout: Double = 5) {
    var url = url
    while url.hasSuffix("/") { url.removeLast() }
    self.url = url
    self.timeout = timeout
    client = try? HTTPClient(baseURL: url)
  }

  /// Why a board URL cannot be used, in one line; nil when it can: http://HOST[:PORT].
  public static func problem(with url: String) -> String? {
    do {
      _ = try HTTPClient(baseURL: url)
      return nil
    } catch {
      return "\(url.printable(limit: 80)) is not a board's address (\(error)); it looks like http://HOST:8470"
    }
  }

  public func claim(_ request: PlayerRequest) -> Result<PlayerAnswer, BoardProblem> {
    post(BoardAPI.players, request)
  }

  public func rename(_ request: RenameRequest) -> Result<PlayerAnswer, BoardProblem> {
    post(BoardAPI.rename, request)
  }

  public func start(_ request: StartRequest) -> Result<StartAnswer, BoardProblem> { post(BoardAPI.runs, request) }

  public func stream(run: Int, _ request: InputsRequest) -> Result<InputsAnswer, BoardProblem> {
    post(BoardAPI.inputs(run), request)
  }

  public func finish(run: Int, _ request: FinishRequest) -> Result<RunResult, BoardProblem> {
    post(BoardAPI.run(run), request)
  }

  public func practice(_ request: PracticeRequest) -> Result<RunResult, BoardProblem> {
    post(BoardAPI.practice, request)
  }

  /// A date's board of a game.
  public func board(game: String, date: CalendarDate) -> Result<BoardAnswer, BoardProblem> {
    send("GET", BoardAPI.board(game, "\(date)"), body: nil, limit: BoardAPI.boardBytes).flatMap(Self.decode)
  }

  /// A run's tape; a tape of today needs the player's token (and their own attempt played).
  public func tape(run: Int, token: String?) -> Result<String, BoardProblem> {
    send("GET", BoardAPI.tape(run), body: nil, headers: bearer(token), limit: BoardAPI.tapeBytes).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The runs being played on the board now, and today's that finished.
  public func live() -> Result<LiveAnswer, BoardProblem> {
    send("GET", BoardAPI.live, body: nil, limit: BoardAPI.answerBytes).flatMap(Self.decode)
  }

  /// A run's inputs from tick `from` on (the whole run, from 0, is the size of its tape). A run that finished a while
  /// ago follows the tapes' rule: it needs the player's token, and their own attempt played.
  public func live(run: Int, from tick: Int, token: String?) -> Result<LiveInputs, BoardProblem> {
    send("GET", BoardAPI.live(run, from: tick), body: nil, headers: bearer(token), limit: BoardAPI.tapeBytes)
      .flatMap(Self.decode)
  }

  private func bearer(_ token: String?) -> [(String, String)] {
    token.map { [("Authorization", "Bearer \($0)")] } ?? []
  }

  private func post<Answer: Decodable>(_ path: String, _ message: some Encodable) -> Result<Answer, BoardProblem> {
    send("POST", path, body: WireJSON.encode(message), limit: BoardAPI.answerBytes).flatMap(Self.decode)
  }

  private static func decode<T: Decodable>(_ body: [UInt8]) -> Result<T, BoardProblem> {
    guard let value = WireJSON.decode(T.self, body) else {
      return .failure(.unreachable("its answer is not one the arcade reads"))
    }
    return .success(value)
  }

  /// One request: the body of a 2xx answer, the board's refusal, or why no usable answer came. The deadline holds
  /// even if the request's thread is stuck (a name lookup that never returns).
  private func send(
    _ method: String, _ path: String, body: [UInt8]?, headers: [(String, String)] = [], limit: Int
  ) -> Result<[UInt8], BoardProblem> {
    guard let client else { return .failure(.unreachable("\(url.printable(limit: 80)) is not a board's address")) }
    let fields = headers + (body == nil ? [] : [("Content-Type", "application/json")])
    let answer = client.send(method, path, body: body, headers: fields, deadline: timeout, limit: limit)
    switch answer {
    case .failure(let failure):
      return .failure(.unreachable(failure.description))
    case .success(let answer) where (200..<300).contains(answer.status):
      return .success(answer.body)
    case .success(let answer):
      if (400..<600).contains(answer.status), let refusal = WireJSON.decode(Refusal.self, answer.body) {
        return .failure(.refused(refusal))
      }
      let what = (300..<400).contains(answer.status) ? "a redirect elsewhere" : "HTTP \(answer.status)"
      return .failure(.unreachable("it answered \(what), not a board's answer"))
    }
  }
}
