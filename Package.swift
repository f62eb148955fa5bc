// swift-tools-version: 6.0
// The arcade: four terminal arcade games. One target per room (see README "Architecture").
import PackageDescription

let games = ["FrogCrossing", "PuckCollector", "Helicopter", "Hundreds"]

let package = Package(
  name: "arcade",
  products: [
    .executable(name: "arcade", targets: ["arcade"]),
    // The board server apart, so a player builds and runs the games with none of the server's libraries.
    .executable(name: "arcade-serve", targets: ["arcade-serve"]),
  ],
  targets: [
    // Engine core: pure Swift, no ncurses, no clock, no I/O.
    .target(name: "ArcadeCore"),
    // The only C dependency: ncursesw, through a module map and a shim header.
    .systemLibrary(
      name: "CNcurses",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncursesw5-dev"])]
    ),
    // SQLite, for the scores and the board's runs: one embedded database file.
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    // SQL as the arcade uses it: statements with bound parameters and transactions, on SQLite (and PostgreSQL).
    .target(name: "ArcadeSQL", dependencies: ["CSQLite"]),
    // The same SQL on PostgreSQL, for a board that several servers share (the board's alone).
    .target(name: "ArcadeSQLPostgres", dependencies: ["ArcadeSQL", "CPostgres"]),
    // PostgreSQL's client library, for a board that several servers share.
    .systemLibrary(name: "CPostgres", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
    // GNU libmicrohttpd, the board server's HTTP; OpenSSL's libcrypto, for SHA-256.
    .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
    .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
    // Assets (lane layout, golden and demo tapes) compiled into the binary, so it runs from anywhere.
    .executableTarget(name: "AssetEmbedder", path: "Plugins/AssetEmbedder"),
    .plugin(name: "EmbedAssets", capability: .buildTool(), dependencies: ["AssetEmbedder"]),
    .target(name: "ArcadeAssets", plugins: ["EmbedAssets"]),
  ]
    + games.map { .target(name: $0, dependencies: ["ArcadeCore", "ArcadeAssets", "ArcadeSound"]) }
    + [
      // The list of games the front end and the command line offer.
      .target(
        name: "GameCatalog",
        dependencies: ["ArcadeCore", "ArcadeAssets", "ArcadeSound"] + games.map { .target(name: $0) }),
      // Terminal front end: the only code that imports ncurses.
      .target(name: "TerminalUI", dependencies: ["ArcadeCore", "CNcurses"]),
      // The games' sounds: synthesized from descriptions, mixed, written as WAV. Pure Swift, no I/O.
      .target(name: "ArcadeSound", dependencies: ["ArcadeCore"]),
      // What the arcade keeps on disk: scores, tapes; atomic files and locks. No terminal.
      .target(name: "ArcadeStorage", dependencies: ["ArcadeCore", "ArcadeSQL"]),
      // The sound output: the audio thread, the sound server (PulseAudio, loaded at run time). No terminal.
      .target(name: "ArcadeAudio", dependencies: ["ArcadeCore", "ArcadeSound"]),
      // The board's wire: the requests, answers and refusal codes the server and the client share, and the gate
      // board text passes on its way to a terminal.
      .target(name: "BoardWire", dependencies: ["ArcadeCore"]),
      // The daily board server (`arcade serve`): HTTP, its database, every tape replayed before it is kept.
      .target(
        name: "ArcadeBoard",
        dependencies: [
          "ArcadeCore", "BoardWire", "GameCatalog", "ArcadeSQL", "ArcadeSQLPostgres", "CMicroHTTPD", "CCrypto",
        ]),
      // The board as a player's arcade talks to it: HTTP with short timeouts (FoundationNetworking).
      .target(name: "ArcadeBoardClient", dependencies: ["ArcadeCore", "BoardWire"]),
      // The runs the arcade keeps and races, whatever shows them: ghosts, and your best kept run of a setup.
      .target(name: "ArcadeRuns", dependencies: ["ArcadeCore", "GameCatalog", "ArcadeStorage"]),
      // The session loop and its screens; they reach scores, tapes and sound through small protocols.
      .target(
        name: "ArcadeScreens",
        dependencies: [
          "ArcadeCore", "ArcadeAssets", "GameCatalog", "TerminalUI", "ArcadeStorage", "ArcadeRuns", "BoardWire",
        ]),
      // The command line, and the wiring of the rooms above for the interactive commands.
      .target(
        name: "ArcadeCLI",
        dependencies: [
          "ArcadeCore", "GameCatalog", "TerminalUI", "ArcadeSound", "ArcadeStorage", "ArcadeAudio", "ArcadeRuns",
          "ArcadeScreens", "ArcadeBoardClient", "BoardWire",
        ]),
      .executableTarget(name: "arcade", dependencies: ["ArcadeCLI"]),
      // `arcade serve`, the board server: its command on the board (ArcadeBoard), and its executable.
      .target(name: "ArcadeServe", dependencies: ["ArcadeCLI", "ArcadeBoard", "ArcadeStorage"]),
      .executableTarget(name: "arcade-serve", dependencies: ["ArcadeServe", "ArcadeCLI"]),
      // One player per game that plays from the keyboard as a person does: for the tests and the benchmark.
      .target(name: "Autoplay", dependencies: ["ArcadeCore", "TerminalUI"] + games.map { .target(name: $0) }),
      // Benchmarks (not tests): `swift run -c release ArcadeBench physics`.
      .executableTarget(
        name: "ArcadeBench",
        dependencies: ["ArcadeCore", "GameCatalog", "ArcadeAssets", "TerminalUI", "ArcadeStorage", "Autoplay"]
          + games.map { .target(name: $0) },
        path: "Benchmarks/ArcadeBench"),

      // Shared by the test targets: golden tape files on disk, state differences, screen snapshots.
      .target(name: "ArcadeTestSupport", dependencies: ["ArcadeCore"], path: "Tests/ArcadeTestSupport"),
      .testTarget(name: "ArcadeCoreTests", dependencies: ["ArcadeCore", "ArcadeTestSupport"]),
      .testTarget(name: "ArcadeSQLTests", dependencies: ["ArcadeSQL", "ArcadeSQLPostgres", "ArcadeTestSupport"]),
      .testTarget(
        name: "ArcadeSoundTests", dependencies: ["ArcadeSound", "ArcadeCore", "GameCatalog", "ArcadeTestSupport"]),
      .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "ArcadeCore", "ArcadeTestSupport"]),
      .testTarget(
        name: "ArcadeCLITests",
        dependencies: [
          "ArcadeCLI", "ArcadeServe", "ArcadeScreens", "ArcadeRuns", "ArcadeStorage", "ArcadeSQL", "ArcadeAudio",
          "GameCatalog",
          "ArcadeCore",
          "TerminalUI",
          "ArcadeSound", "ArcadeTestSupport", "ArcadeBoard", "ArcadeBoardClient", "BoardWire",
        ]),
      .testTarget(
        name: "ArcadeBoardTests",
        dependencies: [
          "ArcadeBoard", "ArcadeSQL", "ArcadeSQLPostgres", "ArcadeCore", "GameCatalog", "ArcadeTestSupport",
          "BoardWire",
          "ArcadeBoardClient",
        ]),
      .testTarget(name: "ArcadeBoardClientTests", dependencies: ["ArcadeBoardClient", "ArcadeTestSupport"]),
      // Keyboard-only players, fed what a terminal sends, through the real input mapping into the real games.
      .testTarget(
        name: "KeyboardPlayTests",
        dependencies: ["Autoplay", "TerminalUI", "ArcadeCore"] + games.map { .target(name: $0) }),
    ]
    + games.map {
      .testTarget(
        name: "\($0)Tests",
        dependencies: [.target(name: $0), "ArcadeCore", "GameCatalog", "ArcadeTestSupport", "Autoplay"],
        exclude: ["Snapshots"])
    }
)
