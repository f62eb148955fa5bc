import ArcadeCore
import BoardWire

@testable import ArcadeScreens

/// A board's live runs as the tests script them: the list it answers, and each run's feed, whose news the test sends.
final class FakeLiveSource: LiveSource {
  let url = "http://board.test:8470"
  /// What the list feed answers (nil: nothing yet).
  var list: Result<LiveAnswer, LiveTrouble>?
  /// The runs' feeds, made when a run is first followed or sent to.
  private(set) var feeds: [Int: FakeRunFeed] = [:]
  /// The runs followed, in order, and how many list feeds run now.
  private(set) var followed: [Int] = []
  fileprivate(set) var listsFollowing = 0

  func followList() -> any LiveListFeed {
    listsFollowing += 1
    return FakeListFeed(self)
  }

  func follow(run: Int) -> any LiveRunFeed {
    followed.append(run)
    return feed(run)
  }

  func feed(_ run: Int) -> FakeRunFeed {
    if let feed = feeds[run] { return feed }
    let feed = FakeRunFeed()
    feeds[run] = feed
    return feed
  }
}

private final class FakeListFeed: LiveListFeed {
  let source: FakeLiveSource
  var stopped = false
  init(_ source: FakeLiveSource) { self.source = source }
  var latest: Result<LiveAnswer, LiveTrouble>? { source.list }
  func stop() {
    if !stopped { source.listsFollowing -= 1 }
    stopped = true
  }
}

/// A run's feed: what the test sent waits until the screen takes it.
final class FakeRunFeed: LiveRunFeed {
  private var news = LiveNews()
  private(set) var stopped = false

  /// The board answered: whose run, the inputs after those sent before, and its end once it ended.
  func send(_ header: LiveRunHeader, _ inputs: [InputRun], end: LiveEnd? = nil) {
    news.header = header
    news.inputs += inputs
    news.end = end
    news.trouble = nil
  }

  func fail(_ trouble: LiveTrouble) { news.trouble = trouble }

  func take() -> LiveNews {
    defer { news.inputs = [] }
    return news
  }

  func stop() { stopped = true }
}
