import ArcadeBoardClient
import ArcadeScreens
import ArcadeStorage
import GameCatalog

/// The board's live runs for the screens (`LiveSource`): the list and each run followed on threads of their own. A
/// run that ended a while ago is asked for with the watcher's own token, kept in the data folder, when they have one:
/// today's tapes open to a player once their own attempt is played.
final class BoardWatch: LiveSource {
  let connection: BoardConnection
  private let token: String?

  init(url: String, storage: Storage, timeout: Double = 5) {
    connection = BoardConnection(url: url, timeout: timeout)
    token = storage.boardIdentity()?.token
  }

  var url: String { connection.url }

  func followList() -> any LiveListFeed { LiveListFollower(connection: connection) }

  func follow(run: Int) -> any LiveRunFeed {
    LiveRunFollower(
      run: run, connection: connection, token: token,
      rules: Dictionary(uniqueKeysWithValues: Catalog.entries.map { ($0.info.id, $0.info.simulationVersion) }))
  }
}
