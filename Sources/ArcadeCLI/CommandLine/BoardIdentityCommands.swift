import ArcadeBoardClient
import ArcadeCore
import ArcadeStorage
import BoardWire
import Foundation

/// `arcade board --whoami | --rename NAME | --pending`: the player's name and token, and the runs kept to send.
enum BoardIdentityCommands {
  static func whoami(_ board: BoardSession, _ context: CommandContext) -> Int32 {
    let config = ConfigFile.path(environment: context.environment).printable
    guard let identity = board.identity else {
      context.console.out(
        "no name yet on \(board.url): the game asks for one when you play a daily with the board (or put 'name NAME' in \(config))"
      )
      return 0
    }
    let path = context.storage.identityPath
    context.console.out("\(identity.name) on \(board.url); your token is kept in \(path.printable) (\(mode(of: path)))")
    if let configured = context.config.name, configured != identity.name {
      context.console.out(
        "\(config) names you \(configured.printable(limit: 24)), but on this board you are \(identity.name); arcade board --rename \(configured.printable(limit: 24)) changes it there"
      )
    }
    return 0
  }

  /// "mode 600", as the file is now; with a word and the fix when others may read the token.
  private static func mode(of path: String) -> String {
    guard let mode = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int else {
      return "its mode cannot be read"
    }
    let octal = String(mode & 0o777, radix: 8)
    guard mode & 0o077 != 0 else { return "mode \(octal)" }
    return "mode \(octal): other users can read your token; chmod 600 \(path.printable)"
  }

  /// `--rename NAME`: the player's name on the board (their runs follow it), and in the data folder.
  static func rename(to name: String, _ board: BoardSession, _ context: CommandContext) throws(CommandError) -> Int32 {
    guard BoardAPI.isName(name) else {
      throw CommandError(
        "--rename: \(name.printable(limit: 30)) is not a name; a name is 1 to 24 letters, digits, '-', '_' or '.'")
    }
    guard let identity = board.identity else {
      throw CommandError("no name on \(board.url) yet to change; play a daily with the board first", status: 1)
    }
    switch board.connection.rename(RenameRequest(token: identity.token, name: name)) {
    case .success(let answer):
      let kept = answer.name.raw
      guard BoardAPI.isName(kept),
        context.storage.keepBoardIdentity(BoardIdentity(name: kept, token: identity.token)) == nil
      else { throw CommandError("renamed on \(board.url), but the new name could not be kept here", status: 1) }
      context.console.out(
        answer.state == .yours
          ? "you are \(kept) on \(board.url) already" : "you are now \(kept) on \(board.url) (was \(identity.name))")
      return 0
    case .failure(let problem):
      throw CommandError("\(board.url): \(problem.line)", status: 1)
    }
  }

  static func pending(_ board: BoardSession, _ context: CommandContext) -> Int32 {
    let waiting = context.storage.pendingSubmissions(beingSent: true)
    if waiting.isEmpty { context.console.out("nothing waits to be sent to a board") }
    for (file, run) in waiting {
      let kind =
        switch (run.run, run.attempt) {
        case (_, "official"?): "your official attempt"
        case (_, "practice"?): "practice"
        case (nil, _) where run.key != nil: "its start not answered"
        case (nil, _): "practice"
        case (let id?, _): "run \(id)"
        }
      let sending = file.contains(".sending-") ? ", being sent now" : ""
      context.console.out(
        "\(run.game.printable(limit: 20)) daily \(run.date.printable(limit: 10)) score \(run.score) for \(run.board.printable(limit: 80)) (\(kind)\(sending))"
      )
    }
    return 0
  }
}
