import ArcadeCore
import Foundation
import Glibc

/// A daily run the board has not heard the end of yet (the network was gone, the server down): kept in the data
/// folder's `board-queue/` as a JSON file until it is sent, so it is never lost; taken by one sender at a time (a
/// file is renamed before it is sent, so two arcades starting together never send it twice).
public struct PendingSubmission: Codable, Equatable, Sendable {
  /// The board's URL, and the run's id there (nil when the board has not answered its start yet).
  public var board: String
  public var run: Int?
  /// The run's key on this machine, so its start can be asked again without making a second run (nil: a run kept by
  /// an older arcade, sent as practice).
  public var key: String?
  /// What the board said the run counts as when it started ("official" or "practice"; nil when it did not say).
  public var attempt: String?
  /// The run's row in the local scores, to note the board's last word there.
  public var localRun: Int?
  public var name: String
  public var game: String
  public var date: String
  public var score: Int
  public var tape: String

  public init(
    board: String, run: Int?, key: String? = nil, attempt: String? = nil, localRun: Int? = nil, name: String,
    game: String, date: String, score: Int, tape: String
  ) {
    self.board = board
    self.run = run
    self.key = key
    self.attempt = attempt
    self.localRun = localRun
    self.name = name
    self.game = game
    self.date = date
    self.score = score
    self.tape = tape
  }
}

extension Storage {
  public var queueDirectory: String { directory + "/board-queue" }

  /// Keeps a submission to send later: its file in the queue, or the problem in one line when it cannot be kept
  /// (then it is lost, and said so).
  public func enqueue(_ pending: PendingSubmission) -> Result<String, StorageError> {
    if Posix.isSymbolicLink(queueDirectory) {
      return .failure(
        StorageError("\(queueDirectory.printable) is a symbolic link; left alone, so this run is not kept to send"))
    }
    let made = Posix.makeFolders(queueDirectory)
    guard made == 0 else {
      return .failure(
        StorageError("cannot keep the run to send later in \(queueDirectory.printable) (\(Posix.describe(made)))"))
    }
    guard let data = try? JSONEncoder().encode(pending) else {
      return .failure(StorageError("cannot encode the run to send"))
    }
    let path =
      "\(queueDirectory)/\(Int(Date().timeIntervalSince1970 * 1000))-\(BoardIdentity.newToken().prefix(8)).json"
    do {
      try AtomicFile.create(path) { $0.append(Array(data)) }
    } catch {
      return .failure(StorageError("cannot keep the run to send later (\(Posix.describe(error.code)))"))
    }
    return .success(path)
  }

  /// The submissions waiting, oldest first: their files and contents (a file that does not read is passed over).
  /// One taken by a sender that died before it finished is put back first; those a running sender has taken are
  /// listed too when `beingSent` (to say what waits, never to send).
  public func pendingSubmissions(beingSent: Bool = false) -> [(file: String, submission: PendingSubmission)] {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: queueDirectory)) ?? [] {
      guard let mark = name.range(of: ".sending-"), let pid = Int32(name[mark.upperBound...]) else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { release("\(queueDirectory)/\(name)") }
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: queueDirectory)) ?? []).filter {
      $0.hasSuffix(".json") || (beingSent && $0.contains(".json.sending-"))
    }
    return names.sorted().compactMap { name in
      let path = "\(queueDirectory)/\(name)"
      guard !Posix.isSymbolicLink(path), let text = try? FileChunks.text(path, limit: 2 << 20),
        let pending = try? JSONDecoder().decode(PendingSubmission.self, from: Data(text.utf8))
      else { return nil }
      return (path, pending)
    }
  }

  /// Takes a waiting submission to send it: its new name, or nil when another sender took it first.
  public func claim(_ file: String) -> String? {
    let claimed = file + ".sending-\(getpid())"
    return rename(file, claimed) == 0 ? claimed : nil
  }

  /// Puts a claimed submission back in the queue (it could not be sent).
  public func release(_ claimed: String) {
    guard let dot = claimed.range(of: ".sending-", options: .backwards) else { return }
    _ = rename(claimed, String(claimed[..<dot.lowerBound]))
  }

  /// Removes a claimed submission: the board has it (or refused it for good).
  public func remove(_ claimed: String) { unlink(claimed) }
}
