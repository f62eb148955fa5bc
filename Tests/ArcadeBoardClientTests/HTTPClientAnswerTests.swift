import ArcadeBoardClient
import ArcadeTestSupport
import Testing

/// Answers as a board sends them, each kind of body framing, and what the client sends.
@Suite("The HTTP client: answers it takes", .ownThreads)
struct HTTPClientAnswerTests {
  /// A server that reads the request and writes `answer` in one piece, then closes.
  static func answering(_ answer: String) throws -> ScriptedServer {
    try ScriptedServer { peer in
      peer.readRequest()
      peer.write(answer)
    }
  }

  static func get(_ server: ScriptedServer, limit: Int = 1 << 20) throws -> Result<HTTPAnswer, HTTPFailure> {
    try HTTPClient(baseURL: "http://127.0.0.1:\(server.port)").send("GET", "/boards", deadline: 30, limit: limit)
  }

  @Test(
    "a POST goes out with its body, Host, Connection: close and Accept-Encoding: identity below the URL's prefix; a 200 with a Content-Length comes back to its length, its field names lowercased"
  )
  func contentLength() throws {
    let server = try Self.answering(
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{\"run\":7}after")
    defer { server.stop() }
    let client = try HTTPClient(baseURL: "http://127.0.0.1:\(server.port)/arcade/")
    let answer = try client.send(
      "POST", "/runs", body: Array("{\"a\":1}".utf8), headers: [("Content-Type", "application/json")],
      deadline: 30, limit: 4096
    ).get()
    #expect(answer.status == 200)
    #expect(answer.headers.map(\.name) == ["content-type", "content-length"])
    #expect(answer.values(of: "Content-Type") == ["application/json"])
    #expect(String(decoding: answer.body, as: UTF8.self) == "{\"run\":7}")
    #expect(
      server.requests == [
        "POST /arcade/runs HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n"
          + "Accept-Encoding: identity\r\nContent-Length: 7\r\nContent-Type: application/json\r\n\r\n{\"a\":1}"
      ])
  }

  @Test("a chunked body is put together from its chunks; chunk extensions and trailer fields are read past")
  func chunked() throws {
    let server = try ScriptedServer { peer in
      peer.readRequest()
      // Piece by piece, so the client reads a line or a chunk across several receives.
      for piece in [
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", "5;note=x\r\nhel", "lo\r\n", "7\r\n, board\r\n",
        "0\r\nX-Trailer: 1\r\n\r\n",
      ] {
        peer.write(piece)
      }
    }
    defer { server.stop() }
    let answer = try Self.get(server).get()
    #expect(answer.status == 200)
    #expect(String(decoding: answer.body, as: UTF8.self) == "hello, board")
  }

  @Test("an answer with neither a length nor chunks ends where the server closes the connection")
  func closeDelimited() throws {
    let server = try Self.answering("HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil the end")
    defer { server.stop() }
    let answer = try Self.get(server).get()
    #expect(answer.status == 200)
    #expect(String(decoding: answer.body, as: UTF8.self) == "until the end")
  }

  @Test("interim answers (100 Continue, 103 Early Hints) are read past to the final answer")
  func interimAnswers() throws {
    let server = try Self.answering(
      "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </x>\r\n\r\n"
        + "HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok")
    defer { server.stop() }
    #expect(
      try Self.get(server).get() == HTTPAnswer(status: 201, headers: [("content-length", "2")], body: Array("ok".utf8)))
  }

  @Test("a redirect is an answer with its status: the server it points to sees no request")
  func redirectNotFollowed() throws {
    let elsewhere = try Self.answering("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}")
    defer { elsewhere.stop() }
    let location = "http://127.0.0.1:\(elsewhere.port)/runs"
    let board = try Self.answering("HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\n\r\n")
    defer { board.stop() }
    let answer = try Self.get(board).get()
    #expect(answer.status == 302)
    #expect(answer.values(of: "location") == [location])
    #expect(elsewhere.connections == 0)
  }

  @Test("an answer of exactly the limit is taken; one byte less of limit and it is too large")
  func exactlyTheLimit() throws {
    let text = "HTTP/1.1 200 OK\r\n\r\n0123456789"
    let server = try Self.answering(text)
    defer { server.stop() }
    #expect(try Self.get(server, limit: text.utf8.count).get().body == Array("0123456789".utf8))
    #expect(try Self.get(server, limit: text.utf8.count - 1).failure == .tooLarge(limit: text.utf8.count - 1))
  }

  @Test(
    "an answer to HEAD, a 204 and a 304 have no body, whatever their Content-Length says",
    arguments: [("HEAD", 200), ("GET", 204), ("GET", 304)])
  func noBody(method: String, status: Int) throws {
    let server = try Self.answering("HTTP/1.1 \(status) Nothing\r\nContent-Length: 99\r\n\r\n")
    defer { server.stop() }
    let client = try HTTPClient(baseURL: "http://127.0.0.1:\(server.port)")
    let answer = try client.send(method, "/", deadline: 30, limit: 4096).get()
    #expect(answer.status == status && answer.body.isEmpty)
  }

  @Test(
    "a deadline of any number is taken: an infinite one waits for the answer, a negative one or not a number ends at once"
  )
  func anyDeadline() throws {
    let server = try Self.answering("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")
    defer { server.stop() }
    let client = try HTTPClient(baseURL: "http://127.0.0.1:\(server.port)")
    #expect(try client.send("GET", "/", deadline: .infinity, limit: 4096).get().status == 200)
    #expect(client.send("GET", "/", deadline: -1, limit: 4096).failure == .timedOut(seconds: 0))
    #expect(
      client.send("GET", "/", deadline: .nan, limit: 4096).failure == .timedOut(seconds: 0))
  }
}
