// ArcadeBench: benchmarks, not tests (timing never belongs in tests). Build in release:
//   swift run -c release ArcadeBench games [--runs 5] [--long DIR] [--min-seconds S] [--tsv]
//   swift run -c release ArcadeBench draw [--runs 5] [--game ID] [--tsv] µs of CPU per drawn frame (reused canvas)
//   swift run -c release ArcadeBench long-tapes [DIR]      records the ten-minute tapes (Benchmarks/tapes)
//   swift run -c release ArcadeBench step TAPE [--ticks N]  steps one tape once (for valgrind)
//   swift run -c release ArcadeBench frames [--runs N]      µs per frame through step, draw, compose
//   swift run -c release ArcadeBench storage [--runs N]     a long daily history vs an empty scores database
//   swift run -c release ArcadeBench board-tapes DATE DIR [N]  daily tapes for the board's benchmarks and screenshots
// Rates are medians of several runs, by wall clock and by process CPU time.
var arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first
arguments = Array(arguments.dropFirst())
switch mode {
case "games": runGamesBench(arguments)
case "draw": runDrawBench(arguments)
case "long-tapes": runLongTapes(arguments)
case "step": runStep(arguments)
case "frames": runFramesBench(arguments)
case "storage": runStorageBench(arguments)
case "board-tapes": runBoardTapes(arguments)
default:
  fail(
    "unknown or missing mode \(mode.map { "'\($0)'" } ?? ""); modes: games, draw, long-tapes, step, "
      + "frames, storage, board-tapes (see Benchmarks/README.md)")
}
