import ArcadeCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why a request to the board did not succeed: no answer (the server is down, or too slow for the timeout, or the
/// network is gone: worth trying again later), or a refusal with the server's one line (not worth repeating).
public enum BoardProblem: Error, Equatable, Sendable {
  case unreachable(String)
  case refused(status: Int, message: String)

  /// One line for the player.
  public var line: String {
    switch self {
    case .unreachable(let why): why
    case .refused(_, let message): message
    }
  }
}

/// A run the board accepted: whether it is official, its rank among the date's official results and of how many.
public struct BoardAcceptance: Equatable, Sendable {
  public let run: Int
  public let official: Bool
  public let rank: Int?
  public let of: Int
}

/// One row of a board as the board sends it.
public struct BoardEntry: Equatable, Sendable {
  public let rank: Int?
  public let name: String
  public let score: Int
  public let ticks: Int
  public let official: Bool
  public let run: Int
}

/// The board at a URL, as a player's arcade talks to it (Docs/board.md): JSON over HTTP, every request with a
/// timeout, so a slow or absent server costs at most that.
public struct BoardConnection: Sendable {
  public let url: String
  public var timeout: Double

  /// `url` without a trailing slash, e.g. `http://host:8470`.
  public init(url: String, timeout: Double = 5) {
    var url = url
    while url.hasSuffix("/") { url.removeLast() }
    self.url = url
    self.timeout = timeout
  }

  /// Whether a board URL can be used: http://HOST[:PORT].
  public static func problem(with url: String) -> String? {
    guard let parsed = URL(string: url), parsed.scheme == "http" || parsed.scheme == "https", parsed.host != nil
    else { return "\(url) is not a board's address; it looks like http://HOST:8470" }
    return nil
  }

  /// Starts a daily run: its id.
  public func start(name: String, token: String, game: String, date: CalendarDate) -> Result<Int, BoardProblem> {
    post("/runs", ["name": name, "token": token, "game": game, "date": "\(date)"]).flatMap { json in
      guard let run = json["run"] as? Int else { return .failure(.unreachable("the board sent no run id")) }
      return .success(run)
    }
  }

  /// Sends a started run's tape.
  public func submit(run: Int, token: String, tape: String) -> Result<BoardAcceptance, BoardProblem> {
    post("/runs/\(run)", ["token": token, "tape": tape]).map(Self.acceptance)
  }

  /// Sends a daily tape played without the board, as practice.
  public func practice(name: String, token: String, tape: String) -> Result<BoardAcceptance, BoardProblem> {
    post("/practice", ["name": name, "token": token, "tape": tape]).map(Self.acceptance)
  }

  /// A date's board of a game.
  public func board(game: String, date: CalendarDate) -> Result<[BoardEntry], BoardProblem> {
    request("GET", "/boards/\(game)/\(date)", body: nil).flatMap { data in
      guard let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
        let runs = json["runs"] as? [[String: Any]]
      else { return .failure(.unreachable("the board's answer is not a board")) }
      return .success(
        runs.compactMap { row in
          guard let name = row["name"] as? String, let score = row["score"] as? Int, let ticks = row["ticks"] as? Int,
            let run = row["run"] as? Int
          else { return nil }
          return BoardEntry(
            rank: row["rank"] as? Int, name: name, score: score, ticks: ticks,
            official: row["official"] as? Bool == true,
            run: run)
        })
    }
  }

  /// A run's tape.
  public func tape(run: Int) -> Result<String, BoardProblem> {
    request("GET", "/tapes/\(run)", body: nil).map { String(decoding: $0, as: UTF8.self) }
  }

  private static func acceptance(_ json: [String: Any]) -> BoardAcceptance {
    BoardAcceptance(
      run: json["run"] as? Int ?? 0, official: json["official"] as? Bool == true, rank: json["rank"] as? Int,
      of: json["of"] as? Int ?? 0)
  }

  private func post(_ path: String, _ object: [String: Any]) -> Result<[String: Any], BoardProblem> {
    let body = try? JSONSerialization.data(withJSONObject: object)
    return request("POST", path, body: body).flatMap { data in
      guard let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
        return .failure(.unreachable("the board's answer is not JSON"))
      }
      return .success(json)
    }
  }

  /// One request: the body of a 2xx answer, a refusal with the server's line, or no answer in time.
  private func request(_ method: String, _ path: String, body: Data?) -> Result<Data, BoardProblem> {
    guard let target = URL(string: url + path) else { return .failure(.unreachable("\(url) is not an address")) }
    var request = URLRequest(url: target, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    request.httpMethod = method
    request.httpBody = body
    if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
    let done = DispatchSemaphore(value: 0)
    let answer = Answer()
    let task = URLSession.shared.dataTask(with: request) { data, response, error in
      answer.set(data, (response as? HTTPURLResponse)?.statusCode, error)
      done.signal()
    }
    task.resume()
    // The session's own timeout is between bytes; this bounds the whole request.
    if done.wait(timeout: .now() + timeout) == .timedOut {
      task.cancel()
      return .failure(.unreachable("no answer from \(url) in \(String(format: "%.1f", timeout)) s"))
    }
    let (data, status, error) = answer.value
    guard let status else {
      return .failure(.unreachable("no answer from \(url) (\(error?.localizedDescription ?? "no connection"))"))
    }
    guard (200..<300).contains(status) else {
      let line = (try? JSONSerialization.jsonObject(with: data ?? Data())) as? [String: Any]
      return .failure(.refused(status: status, message: line?["error"] as? String ?? "the board answered \(status)"))
    }
    return .success(data ?? Data())
  }

  private final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (Data?, Int?, Error?) = (nil, nil, nil)
    func set(_ data: Data?, _ status: Int?, _ error: Error?) {
      lock.lock()
      stored = (data, status, error)
      lock.unlock()
    }
    var value: (Data?, Int?, Error?) {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
  }
}
