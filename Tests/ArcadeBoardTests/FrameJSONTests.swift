import ArcadeCore
import BoardWire
import GameCatalog
import Testing

@testable import ArcadeBoard

/// The frames' JSON is written by hand for speed (`FrameJSON`); it is the wire's JSON all the same.
@Suite("Board: a frame's JSON")
struct FrameJSONTests {
  static func frame(name: String = "alice", text: String? = nil, end: LiveEnd?) -> WatchFrame {
    let canvas = Headless.canvas(DailyTapes.puckWander(), at: 300)
    var cells = CanvasChanges.spans(canvas, since: nil)
    if let text { cells[0].text = text }
    return WatchFrame(
      view: "0123456789abcdef", run: 12, name: name, game: "puck", title: "Puck Collector", tick: 300, score: 40,
      live: true, columns: canvas.columns, rows: canvas.rows, full: true, cells: cells, end: end)
  }

  @Test(
    "a frame of a game's whole canvas is written byte for byte as the wire's encoder writes it, with and without an end and a rank",
    arguments: [nil, LiveEnd(score: 40, official: true, rank: 3), LiveEnd(score: 40, official: false, rank: nil)])
  func sameBytes(end: LiveEnd?) {
    let frame = Self.frame(end: end)
    #expect(
      String(decoding: FrameJSON.encode(frame), as: UTF8.self)
        == String(decoding: WireJSON.encode(frame), as: UTF8.self))
  }

  @Test("quotes, backslashes, control characters, slashes and other scripts read back as they were")
  func strings() {
    let odd = "\"\\/\u{1B}[2J\n\t\u{0}\u{7F}é✶\u{202E}𝄞"
    let frame = Self.frame(name: odd, text: odd, end: nil)
    let written = FrameJSON.encode(frame)
    #expect(WireJSON.decode(WatchFrame.self, written) == frame)
    #expect(written.last == 0x0A && !written.dropLast().contains { $0 < 0x20 }, "no control byte but the line's end")
  }
}
