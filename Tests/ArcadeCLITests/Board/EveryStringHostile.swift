import BoardWire

extension HostileBoard {
  /// A board whose every string is hostile: any board of it lists a row for each of `HostileText.names`, ranked, then
  /// ada's (10th); the tapes of their runs are `tape`, ada's a text full of tricks; every other request is refused
  /// with `code` and `HostileText.words`.
  static func everyStringHostile(tape: String, refusing code: RefusalCode = .notYourRun) throws -> HostileBoard {
    let names = HostileText.names + ["ada"]
    let rows = names.enumerated().map { i, name in
      BoardRow(
        rank: i + 1, run: i + 1, name: BoardText(name), score: 100 - i, ticks: 600 + i, official: true,
        state: .finished, tape: HostileText.words)
    }
    let words = HostileText.words
    let board = BoardAnswer(game: words, date: words, today: words, runs: rows)
    return try HostileBoard { request in
      switch (request.method, request.path) {
      case ("GET", let path) where path.hasPrefix("/boards/"): .message(200, board)
      case ("GET", BoardAPI.tape(names.count)):
        .json(200, Array(("arcade-tape 1\ngame " + HostileText.tricks.joined() + "\n" + words + "\n").utf8))
      case ("GET", let path) where path.hasPrefix("/tapes/"): .json(200, Array(tape.utf8))
      default: .refusal(code)
      }
    }
  }
}
