import ArcadeCore
import ArcadeRuns
import ArcadeSound
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import ArcadeStorage
@testable import GameCatalog

/// A tiny game with every kind of parameter: each press of action scores `points`; 30 points wins,
/// 600 ticks without them loses. Its state hash depends on the seed, every input and the parameters.
struct CounterGame: Game, SoundingGame {
  /// A blip for each point, so a counted press is heard.
  static let sounds = GameSounds(
    game: "counter", effects: [(.blip, "blip", Effect([Tone(.triangle, duration: 0.05, from: 660, volume: 0.3)]))],
    tune: Tune(name: "counter", stepSeconds: 0.2, voices: []))
  enum Growth: String, CaseIterable { case step, hold }
  static let lives = ParameterKey.integer("lives", 3, in: 1...9, "Tries per game")
  static let carSpeed = ParameterKey.real("car-speed", 30, in: 1...300, unit: "px/s", "Speed of the cars")
  static let growth = ParameterKey.choice("growth", Growth.step, "How a circle grows")
  static let blockHeights = ParameterKey.integerList(
    "block-heights", [90, 140], each: 0...320, count: 1...8, unit: "px", "Heights of the blocks")
  static let info = GameInfo(
    id: "counter", title: "Counter", summary: "Press action to count to thirty.", simulationVersion: 1,
    parameters: [lives, carSpeed, growth, blockHeights],
    bindings: [KeyBinding([.action], "count")], help: ["Press space."], credits: ["test"],
    canvasSize: CanvasSize(columns: 20, rows: 5), viewport: { _ in Viewport(cellWidth: 8, cellHeight: 16) },
    levelGoal: { "Count to 30, \($0[lives] * 5 - 5) a press" })

  /// Its arcade levels: the second and third take 6 presses; the third's name and changes are long enough to wrap.
  static let levels = try! LevelFile(
    text: """
      arcade-levels 4
      Warm-up      |
      Fewer points | lives 2
      Slow cars with a name long enough to wrap | lives 2, car-speed 120.5, growth hold
      """, parameters: info.parameters)

  private(set) var tick = 0
  private(set) var status = GameStatus.playing
  private(set) var score = 0
  private var rng: RandomStreams
  private var moves = 0
  private let points: Int

  init(parameters: ParameterValues, seed: UInt64) {
    rng = RandomStreams(seed: seed)
    points = parameters[Self.lives] * 5 - 5  // 10 with the default 3 lives
  }

  @discardableResult
  mutating func step(_ input: TickInput) -> TickEvents {
    tick += 1
    guard !status.isOver else { return [] }
    if input.pressed.contains(.action) { score += points }
    if input.pressed.contains(.left) { moves += rng.play.int(in: 1...6) }
    if score >= 30 { status = .won } else if tick >= 600 { status = .lost }
    return []
  }

  func draw(into canvas: inout Canvas) { canvas.text("\(score)", column: 0, row: 0) }

  func hash(into hasher: inout StateHasher) {
    hasher.combine(moves)
    hasher.combine(points)
    hasher.combine(rng.play)
  }
}

extension Harness {
  /// The test games, the counter with its arcade levels.
  static var gamesWithLevels: [CatalogEntry] {
    [CatalogEntry(CounterGame.self, levels: CounterGame.levels), CatalogEntry(PlainGame.self)]
  }
}

/// A game with no parameters, and no sounds.
struct PlainGame: Game, SoundingGame {
  static let sounds = GameSounds(game: "plain", effects: [], tune: Tune(name: "plain", stepSeconds: 1, voices: []))
  static let info = GameInfo(
    id: "plain", title: "Plain", summary: "Nothing to set.", simulationVersion: 4,
    parameters: [], bindings: [], help: [], credits: [],
    canvasSize: CanvasSize(columns: 10, rows: 3), viewport: { _ in Viewport(cellWidth: 8, cellHeight: 16) })
  private(set) var tick = 0
  private(set) var status = GameStatus.playing
  private(set) var score = 0
  init(parameters: ParameterValues, seed: UInt64) {}
  @discardableResult
  mutating func step(_ input: TickInput) -> TickEvents {
    tick += 1
    return []
  }
  func draw(into canvas: inout Canvas) {}
  func hash(into hasher: inout StateHasher) {}
}

/// What a command did: its exit status and everything it wrote.
struct CommandRun {
  let status: Int32
  let out: String
  let err: String
  var outLines: [String] { out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// Collects what a command prints and which screen it opened.
final class Recorder: @unchecked Sendable {
  var out = ""
  var err = ""
  var menus: [FrontEndOptions] = []
  var plays:
    [(
      game: String, parameters: ParameterValues, seed: UInt64, options: FrontEndOptions, record: String?,
      setup: RunSetup, ghost: Ghost?
    )] = []
  var watches: [(tape: Tape, game: String, options: FrontEndOptions, byline: String?, at: Int?)] = []
  /// The runs `arcade watch RUN` watched live, with the options (their board).
  var lives: [(run: Int, options: FrontEndOptions)] = []
  /// What each play was set up to run (its mode: classic, daily or arcade from a level).
  var setups: [RunSetup] { plays.map(\.setup) }
}

/// Runs `arcade` as a function call with the test games, a private data folder and captured output.
struct Harness {
  let folder: TemporaryFolder
  var environment: [String: String] = [:]
  /// The test games by default; `Catalog.entries` to try the real ones.
  var games = [CatalogEntry(CounterGame.self), CatalogEntry(PlainGame.self)]
  let recorder = Recorder()
  /// The date the commands are told is today (UTC).
  static let today = CalendarDate("2026-12-02")!
  /// The moment the commands are told it is: noon (UTC) of `today`.
  static let now = today.daysSinceEpoch * 86_400 + 43_200
  /// The wall clock the commands read (a test sets a broken one).
  var now: @Sendable () -> Int = { Harness.now }

  init() throws { folder = try TemporaryFolder() }

  /// The config file the commands read (none is there until a test writes it).
  var configPath: String { folder.path + "/config/arcade/config" }

  /// Writes the config file the commands read.
  func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(atPath: folder.path + "/config/arcade", withIntermediateDirectories: true)
    try folder.write("config/arcade/config", text)
  }

  var storage: Storage { Storage(directory: folder.path + "/data") }

  func run(_ arguments: String...) -> CommandRun { run(arguments) }

  func run(_ arguments: [String]) -> CommandRun {
    let recorder = self.recorder
    recorder.out = ""
    recorder.err = ""
    let context = CommandContext(
      environment: environment, games: games,
      console: Console(writeOut: { recorder.out += $0 }, writeErr: { recorder.err += $0 }), storage: storage,
      launcher: Launcher(
        menu: { options, _ in
          recorder.menus.append(options)
          return 0
        },
        play: { entry, setup, ghost, options, record, _ in
          recorder.plays.append((entry.info.id, setup.parameters, setup.seed, options, record, setup, ghost))
          return 0
        },
        watch: { tape, entry, options, _, byline, tick in
          recorder.watches.append((tape, entry.info.id, options, byline, tick))
          return 0
        },
        live: { run, options, _ in
          recorder.lives.append((run, options))
          return 0
        }),
      randomSeed: { 777 }, now: now, configPath: configPath)
    let status = ArcadeCommand.run(arguments, in: context)
    return CommandRun(status: status, out: recorder.out, err: recorder.err)
  }
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder: @unchecked Sendable {
  let path: String

  init(under parent: String? = nil) throws {
    var isFolder: ObjCBool = false
    let base =
      parent.flatMap {
        FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue ? $0 : nil
      }
      ?? FileManager.default.temporaryDirectory.path
    path = base + "/arcade-cli-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes a file inside the folder; returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try write(name, bytes: Array(text.utf8))
  }

  @discardableResult
  func write(_ name: String, bytes: [UInt8]) throws -> String {
    let file = path + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  func read(_ file: String) -> String? { try? String(contentsOfFile: file, encoding: .utf8) }

  func names(in folder: String? = nil) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder ?? path)) ?? []).sorted()
  }
}
