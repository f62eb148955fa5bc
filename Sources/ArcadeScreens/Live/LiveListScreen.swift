import ArcadeCore
import BoardWire
import TerminalUI

/// The menu's Watch live, and where `arcade watch RUN` goes for the next run: the runs being played on the board now,
/// then today's that finished, as many as the screen has rows for, asked again every few seconds on the feed's own
/// thread (never while a run is watched). Picking one watches it; its end box's "Pick the next run" comes back here.
struct LiveListScreen: Screen {
  let services: ScreenServices
  let source: any LiveSource
  private var feed: (any LiveListFeed)?
  /// What the board last said.
  private var answer: Result<LiveAnswer, LiveTrouble>?
  private var box = ChoiceBox(title: "Watch live", items: [])
  /// The runs the box lists, in its order, and how many it had room for.
  private var listed: [LiveRow] = []
  private var room = 0
  /// A run is watched above this list.
  private var watching = false
  /// Opened below the run `arcade watch RUN` watches: leaving that run leaves the list too, unless the list was asked
  /// for (the end box's "Pick the next run").
  private(set) var direct: Bool
  private var now: UInt64 = 0
  /// How often the list looks at what came (the feed asks the board less often).
  static let poll: UInt64 = 250_000_000

  init(services: ScreenServices, source: any LiveSource, direct: Bool = false) {
    self.services = services
    self.source = source
    self.direct = direct
    watching = direct
  }

  /// The board's address as the lines name it.
  private var url: String { source.url.printable(limit: 80) }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    self.now = now
    switch box.handle(event) {
    case .chosen(let i) where listed.indices.contains(i):
      watching = true
      feed?.stop()
      feed = nil
      return .push(WatchScreen(run: listed[i].run, source: source, services: services))
    case .chosen, .cancelled: return .pop(.cancelled)
    case nil: return .stay
    }
  }

  mutating func advance(now: UInt64) -> Transition {
    self.now = now
    if feed == nil { feed = source.followList() }
    if let latest = feed?.latest, latest != answer {
      answer = latest
      rebuild()
    }
    return .stay
  }

  var deadline: UInt64? { now + Self.poll }

  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition {
    self.now = now
    guard watching else { return .stay }
    watching = false
    switch outcome {
    case .chosen(0):
      direct = false
      return .stay
    case .cancelled where !direct: return .stay
    default: return .pop(.cancelled)
    }
  }

  mutating func leave() { feed?.stop() }

  mutating func drawBox(into screen: inout Canvas) {
    // The title, the lines and Back take about ten rows; the runs get the rest.
    let fits = max(1, screen.rows - 10)
    if fits != room {
      room = fits
      rebuild()
    }
    box.draw(into: &screen)
  }

  /// The box for the last answer, the selection kept on the same run.
  private mutating func rebuild() {
    var lines: [String]
    var rows: [LiveRow] = []
    switch answer {
    case nil: lines = ["Asking \(url) for the runs being played…"]
    case .failure(let trouble): lines = ["The board: \(trouble.line)"] + (trouble.final ? [] : ["Asking again."])
    case .success(let live) where live.runs.isEmpty:
      lines = ["Nobody is playing on \(url) now, and no run finished today."]
    case .success(let live):
      rows = Array(live.runs.prefix(room))
      lines = ["On \(url): the runs being played now, then today's finished ones. Pick one to watch it."]
      if live.runs.count > rows.count {
        lines.append("\(live.runs.count - rows.count) more: arcade watch lists them all.")
      }
    }
    // The selection stays on its run, or on Back.
    let onBack = !listed.isEmpty && box.selected >= listed.count
    let chosen = listed.indices.contains(box.selected) ? listed[box.selected].run : nil
    listed = rows
    let items = TextTable.lines(rows.map(\.cells)).map { ChoiceItem($0) }
    box = ChoiceBox(
      title: "Watch live", lines: lines,
      items: items + [ChoiceItem("Back", hotkeys: [.character("q"), .character("b")])])
    box.selected = onBack ? rows.count : rows.firstIndex { $0.run == chosen } ?? 0
  }
}
