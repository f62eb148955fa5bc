import ArcadeCore
import ArcadeScreens
import TerminalUI

/// Every command and flag of `arcade`, declared in one place.
enum CommandTable {
  /// Flags of the terminal front end, taken by the menu, `play` and `replay`.
  static let frontEndFlags: [FlagSpec] = [
    .flag(.noColor, "no colors (also when NO_COLOR is set)"),
    .flag(.ascii, "ASCII glyphs only (default when the locale is not UTF-8)"),
    .flag(.noMouse, "leave the mouse to the terminal (keeps text selection)"),
    .flag(.sound, "play the games' sounds (the bell without a sound server)"),
    .flag(.music, "also play each game's tune (implies --sound)"),
    .flag(.noSound, "no sound, whatever the config file says"),
    .value(
      .hold, HoldMethod.withoutReleases.map(\.rawValue).joined(separator: "|"),
      "if no key releases: a key press is a short tap, or a toggle"),
    .value(
      .fps, FrontEndOptions.frameRates.map(String.init).joined(separator: "|"),
      "frames drawn per second (default 30; fewer use less CPU)"),
    .flag(.noAttract, "no demo replays behind the title menu"),
    .value(.board, "URL", "the daily board to send daily runs to (or ARCADE_BOARD)"),
  ]

  static let version = FlagSpec.flag(.version, "print the versions of arcade and of each game's rules")
  /// The flags besides the front end's, in the overview and the man page.
  static let otherFlags = [
    FlagSpec.flag(.help, "show help (also -h; arcade COMMAND --help for one command)"), version,
  ]
  static let exitStatus = "0 ok, 1 failure (e.g. a tape that does not verify), 2 usage error."

  static let root = CommandSpec(name: "", flags: frontEndFlags + [version], summary: "open the title menu") {
    parsed, context in
    if parsed.has(.version) { return InfoCommands.version(context) }
    return context.launcher.menu(
      try FrontEndOptions(parsed, environment: context.environment, config: context.config), context.storage)
  }

  static let play = CommandSpec(
    name: "play", arguments: "GAME [--PARAM VALUE]...", positionals: ["GAME"], required: 1,
    flags: [
      .value(.level, "N", "an arcade run from level N, one you have reached"),
      .value(.seed, "N", "the seed, 0 to 18446744073709551615 (default: random)"),
      .flag(.daily, "today's daily challenge (UTC): one seed for every player"),
      .value(.date, "YYYY-MM-DD", "with --daily: the daily challenge of another day"),
      .value(.ghost, "RUN", "race best (your best run), a TAPE, or board:RANK"),
      .value(.record, "FILE", "also write the tape to FILE (never overwrites)"),
    ] + frontEndFlags,
    takesGameParameters: true, summary: "play a game; its parameters are flags",
    details: [
      "Game parameters are flags, --NAME VALUE or --NAME=VALUE (arcade params GAME).",
      "The title card offers Classic (the tutorial's round, with those parameters)",
      "and Arcade: the game's levels one after another, each harder, until a loss.",
      "--level N starts Arcade at a level you have reached (arcade levels GAME);",
      "winning a level reaches the next. Arcade plays the levels' own parameters.",
      "The last tape of each game is kept as tapes/GAME-last.tape in the data folder.",
      "--daily plays the default parameters with the date's seed; your first",
      "finished run of today's (UTC) is your official result, later ones and",
      "other dates (--date) are practice.",
      "--ghost best races your best kept run of the same parameters (of the",
      "daily with --daily, an arcade run from the level with --level), of",
      "--seed N or else of any seed, which your run then takes; --ghost TAPE",
      "races a tape's run, classic, daily or arcade, and your run takes its",
      "seed, mode and parameters. The frog's and the helicopter's ghost is",
      "drawn faint; every race shows whether you are ahead or behind.",
      "--level and --daily do not go together.",
    ], run: PlayCommand.run)

  static let daily = CommandSpec(
    name: "daily",
    flags: [
      .flag(.list, "print each game's daily seed: GAME DATE SEED (the default)"),
      .value(.date, "YYYY-MM-DD", "the day (default: today, UTC)"),
    ],
    summary: "print the daily challenges' seeds",
    details: [
      "Each game has one seed per UTC date, the same on every machine.",
      "Play one with: arcade play GAME --daily [--date YYYY-MM-DD]",
    ], run: DailyCommand.run)

  static let list = CommandSpec(name: "list", summary: "list the games") { InfoCommands.list($1) }

  static let levels = CommandSpec(
    name: "levels", arguments: "GAME", positionals: ["GAME"], required: 1,
    summary: "show a game's arcade levels",
    details: [
      "Each level: its number, name, goal and the parameters it changes.",
      "Levels you have reached are marked *; play from one: arcade play GAME --level N.",
    ], run: LevelsCommand.run)

  static let params = CommandSpec(
    name: "params", arguments: "GAME", positionals: ["GAME"], required: 1,
    summary: "show a game's parameters and their ranges",
    details: ["Give them to play as flags, e.g. arcade play GAME --NAME VALUE."], run: InfoCommands.params)

  static let scores = CommandSpec(
    name: "scores", arguments: "[GAME]", positionals: ["GAME"],
    flags: [
      .flag(.daily, "your official daily challenge results of the last 30 days"),
      .flag(.all, "with --daily: of every day, newest first"),
      .flag(.export, "print every run kept, one a line, tab-separated"),
      .flag(.json, "with --export: JSON, each run with its tape if kept"),
    ],
    summary: "show the best 10 scores (of one game)",
    details: [
      "Scores played with parameters other than the defaults are kept apart: a second",
      "table of 10 under the game's own, so they never push a default score out.",
      "Every run is kept in the data folder's arcade.sqlite, with the tapes of the",
      "runs in a table; --export prints every run (--json: with its tape).",
    ], run: ScoresCommand.run)

  static let replay = CommandSpec(
    name: "replay", arguments: "TAPE | --best GAME", positionals: ["TAPE"],
    flags: [
      .value(.best, "GAME", "watch your best kept run of GAME (see above)"),
      .value(.daily, "DATE", "with --best: your best run of that date's daily"),
      .flag(.arcade, "with --best: your best arcade run"),
      .value(.level, "N", "with --best: your best arcade run from level N"),
      .value(.seed, "N", "with --best: your best run of that seed"),
      .value(.at, "TICK", "start paused at that tick of the tape"),
      .value(.cast, "FILE", "write an asciicast v2 file instead of showing it"),
    ] + frontEndFlags,
    summary: "watch a recorded tape",
    details: TextWrap.lines([ReplayKeys.sentence], width: 79) + [
      "--best GAME replays your best kept run: of the default parameters (else of",
      "arcade mode, else of other parameters), or with --daily DATE, --arcade or",
      "--level N of that table; --seed N only runs of that seed.",
      "--cast FILE never overwrites a file, and covers the tape's first 30 minutes at",
      "most, at --fps frames a second; play it with: asciinema play FILE",
    ], run: TapeCommands.replay)

  static let verify = CommandSpec(
    name: "verify", arguments: "TAPE...", positionals: ["TAPE"], required: 1, repeatsLast: true,
    summary: "replay tapes headless and check them",
    details: [
      "Prints one line per tape, the game and how it was set up first:",
      "  ok GAME seed N [PARAM=VALUE]... score S STATUS ticks T PATH",
      "  ok GAME daily YYYY-MM-DD [practice] score S STATUS ticks T PATH",
      "  ok GAME arcade levels A-B score S STATUS ticks T seed N PATH",
      "  FAIL  PATH  the first diverging tick (expected and actual hash), or why not",
      "A daily tape verifies only with its date's seed and the default parameters;",
      "it says practice when its date is still to come (only a run started on its",
      "date, UTC, can be official, and a tape cannot tell more than that).",
      "Exit status 0 only when every tape verifies.",
    ], run: TapeCommands.verify)

  static let sound = CommandSpec(
    name: "sound", flags: [.value(.write, "DIR", "write every cue and tune as a WAV file into DIR")],
    summary: "where --sound plays; --write DIR saves it",
    details: [
      "--sound plays through PulseAudio (or PipeWire) when libpulse-simple.so.0 is",
      "installed and a server runs, else rings the terminal bell.",
      "--write DIR saves every cue and tune as WAV files; it never overwrites one.",
    ], run: SoundCommand.run)

  static let serve = CommandSpec(
    name: "serve",
    flags: [
      .value(.listen, "ADDRESS:PORT", "where to listen (default 127.0.0.1:8470; port 0: any)"),
      .value(.database, "URL", "sqlite:PATH or postgres://... (default: see above)"),
      .value(.threads, "N", "requests answered at once (default 4)"),
      .value(.rate, "N", "requests a minute from one address (default 600)"),
      .value(.tokenRate, "N", "requests a minute from one player (default 180)"),
      .value(.openRuns, "N", "runs open at once from one address (default 16)"),
      .value(.connections, "N", "connections at once from one address (default 32)"),
    ],
    summary: "run the daily board (replays each run)",
    details: [
      "A board of the daily challenges for many players: each run's tape is",
      "replayed before it is accepted, and its played time checked against the",
      "time the server saw pass. The page at / shows today's boards; the JSON",
      "API is POST /runs, POST /runs/ID, GET /boards/GAME/DATE, GET /tapes/ID.",
      "The database is board.sqlite in the data folder unless --database or",
      "ARCADE_BOARD_DATABASE (keeps a password out of ps) names another.",
      "Several servers can share one PostgreSQL database. One log line a",
      "request; SIGTERM or Ctrl-C stops it after the requests in flight.",
    ], run: ServeDelegation.run)

  static let board = CommandSpec(
    name: "board", arguments: "[GAME]", positionals: ["GAME"],
    flags: [
      .value(.board, "URL", "the board (or ARCADE_BOARD, or the config file's)"),
      .value(.date, "YYYY-MM-DD", "the day (default: today, UTC)"),
      .flag(.json, "print the boards as JSON"),
      .value(.watch, "RANK", "with GAME: replay the run at that rank"),
      .flag(.whoami, "your name on the board, and where your token is kept"),
      .flag(.pending, "the runs kept to send when the board answers again"),
      .value(.rename, "NAME", "change your name on the board (your runs follow it)"),
    ] + frontEndFlags.filter { $0.name != "board" },
    summary: "show the daily boards of other players",
    details: [
      "Each game's daily board: rank, name, score, time, official or practice,",
      "your rows marked. Runs kept to send are sent first. Your first run started",
      "on the board each day is your official attempt; later ones are practice.",
      "Today's tapes open once your own official attempt of that game is played.",
      "--watch RANK downloads that run's tape and replays it; race it instead",
      "with: arcade play GAME --daily --ghost board:RANK.",
    ], run: BoardCommand.run)

  static let watch = CommandSpec(
    name: "watch", arguments: "[RUN]", positionals: ["RUN"],
    flags: [
      .value(.board, "URL", "the board (or ARCADE_BOARD, or the config file's)"),
      .flag(.json, "print the list as JSON"),
    ] + frontEndFlags.filter { $0.name != "board" },
    summary: "list the runs played now; watch one live",
    details: [
      "Without RUN: the runs being played on the board now, newest first, then",
      "today's finished ones: run, name, game, score, time, playing or finished,",
      "official or practice. With RUN: that run on your screen as it is played,",
      "drawn here at your terminal's size from its inputs, a second behind the",
      "player; where the inputs have not come yet the picture waits. At its end",
      "its result shows, and the live list to pick the next. A run finished a",
      "while ago opens as today's tapes do: once your own attempt is played.",
    ] + TextWrap.lines([ReplayKeys.liveSentence], width: 79), run: WatchCommand.run)

  static let submit = CommandSpec(
    name: "submit", arguments: "TAPE...", positionals: ["TAPE"], required: 1, repeatsLast: true,
    flags: [.value(.board, "URL", "the board (or ARCADE_BOARD, or the config file's)")],
    summary: "send daily tapes played without a board",
    details: [
      "Each daily tape is replayed by the board and kept as practice: a run",
      "not started on the board can never be official.",
    ], run: BoardCommand.submit)

  static let help = CommandSpec(
    name: "help", arguments: "[COMMAND | GAME]", positionals: ["COMMAND"],
    summary: "show help for a command, or a game's keys", run: InfoCommands.help)

  static let man = CommandSpec(
    name: "man", summary: "print the manual page (roff)",
    details: ["Read it with: arcade man | man -l -", "make install puts it in place as arcade.6."]
  ) { InfoCommands.man($1) }

  static let completions = CommandSpec(
    name: "completions", arguments: Shell.allCases.map(\.rawValue).joined(separator: "|"), positionals: ["SHELL"],
    required: 1, summary: "print the shell's tab completion script",
    details: [
      "Try it in bash: source <(arcade completions bash)",
      "make install puts all three where bash, zsh and fish look for them.",
    ], run: InfoCommands.completions)

  /// The commands after `arcade`, in help order.
  static let commands: [CommandSpec] = [
    play, daily, list, levels, params, scores, replay, verify, board, watch, submit, serve, sound, help, man,
    completions,
  ]

  static func command(named name: String) -> CommandSpec? { commands.first { $0.name == name } }
}
