import Testing

@testable import ArcadeCLI

/// Every usage error is exactly one line on stderr, `arcade: <problem>; <fix>`, exit status 2, nothing on stdout.
@Suite("argument errors")
struct ArgumentErrorTests {
  static let cases: [([String], String)] = [
    (["ply"], "unknown command 'ply'; did you mean 'play'? (see: arcade --help)"),
    (["zzzzzz"], "unknown command 'zzzzzz' (see: arcade --help)"),
    (["counter"], "unknown command 'counter'; to play it: arcade play counter"),
    (["run.tape"], "unknown command 'run.tape'; to watch a tape: arcade replay run.tape"),
    (["play", "cuonter"], "unknown game 'cuonter'; did you mean 'counter'? (see: arcade list)"),
    (["params", "xyzzyq"], "unknown game 'xyzzyq'; choose counter or plain (see: arcade list)"),
    (["scores", "plian"], "unknown game 'plian'; did you mean 'plain'? (see: arcade list)"),
    (["play", "counter", "--sed", "4"], "unknown flag --sed for play; did you mean --seed? (see: arcade play --help)"),
    (
      ["play", "counter", "--car-sped", "4"],
      "unknown flag --car-sped for counter; did you mean --car-speed? (see: arcade params counter)"
    ),
    (["play", "plain", "--lives", "3"], "unknown flag --lives for plain (see: arcade params plain)"),
    (["list", "--color"], "unknown flag --color for list (see: arcade list --help)"),
    (["--no-colr"], "unknown flag --no-colr; did you mean --no-color? (see: arcade --help)"),
    (["verify", "-v", "a.tape"], "unknown flag -v; flags are spelled --NAME (see: arcade verify --help)"),
    (["play", "counter", "--lives", "99"], "--lives must be 1 to 9 (got 99)"),
    (["play", "counter", "--car-speed=0.5"], "--car-speed must be 1 to 300 (got 0.5)"),
    (["play", "counter", "--growth", "fast"], "--growth must be step or hold (got fast)"),
    (["play", "counter", "--lives", "many"], "--lives must be a whole number (got many)"),
    (
      ["play", "counter", "--block-heights", "1,2,999"],
      "--block-heights must be 1 to 8 comma-separated values, each 0 to 320 (got 1,2,999)"
    ),
    (["play", "counter", "--lives"], "--lives needs a value, e.g. --lives 10"),
    (["play", "counter", "--lives", "--sound"], "--lives needs a value, e.g. --lives 10"),
    (["play", "counter", "--lives", "2", "--lives=3"], "--lives is given twice; give it once"),
    (["play", "counter", "--seed"], "--seed needs a value, e.g. --seed 42"),
    (["play", "counter", "--seed="], "--seed needs a value, e.g. --seed 42"),
    (["play", "counter", "--seed", ""], "--seed needs a value, e.g. --seed 42"),
    (["play", "counter", "--lives="], "--lives needs a value, e.g. --lives 10"),
    (["play", "counter", "--record"], "--record needs a value, e.g. --record run.tape"),
    (["play", "counter", "--hold"], "--hold needs a value, e.g. --hold toggle"),
    (["play", "counter", "--seed", "abc"], "--seed must be a whole number from 0 to 18446744073709551615 (got abc)"),
    (["play", "counter", "--seed", "-1"], "--seed must be a whole number from 0 to 18446744073709551615 (got -1)"),
    (
      ["play", "counter", "--seed=18446744073709551616"],
      "--seed must be a whole number from 0 to 18446744073709551615 (got 18446744073709551616)"
    ),
    (["play", "counter", "--seed", "1", "--seed", "2"], "--seed is given twice; give it once"),
    (["play", "counter", "--ascii=yes"], "--ascii takes no value (got --ascii=yes); write just --ascii"),
    (["play", "counter", "--hold", "sticky"], "--hold must be tap or toggle (got sticky)"),
    (["play", "counter", "--fps", "25"], "--fps must be 15, 20, 30 or 60 (got 25)"),
    (["replay", "x.tape", "--fps=fast"], "--fps must be 15, 20, 30 or 60 (got fast)"),
    (["play"], "play needs a GAME (counter or plain); usage: arcade play GAME [--PARAM VALUE]... [FLAGS]"),
    (["params"], "params needs a GAME (counter or plain); usage: arcade params GAME"),
    (["verify"], "verify needs a TAPE; usage: arcade verify TAPE..."),
    (["replay"], "replay needs a TAPE or --best GAME; usage: arcade replay TAPE | --best GAME [FLAGS]"),
    (["play", "counter", "plain"], "unexpected argument 'plain'; usage: arcade play GAME [--PARAM VALUE]... [FLAGS]"),
    (["list", "extra"], "unexpected argument 'extra'; usage: arcade list"),
    (["scores", "counter", "plain"], "unexpected argument 'plain'; usage: arcade scores [GAME] [FLAGS]"),
    (["help", "play", "list"], "unexpected argument 'list'; usage: arcade help [COMMAND | GAME]"),
    (["help", "ply"], "unknown command 'ply'; did you mean 'play'? (see: arcade --help)"),
    (["--sound", "play", "counter"], "unexpected argument 'play'; put the command first: arcade play [FLAGS]"),
    (["--version=2"], "--version takes no value (got --version=2); write just --version"),
    (["play", "counter", "--=3"], "unknown flag --=3 for play (see: arcade play --help)"),
    (["play", "counter", "--\u{1B}[31m", "1"], "unknown flag --?[31m for counter (see: arcade params counter)"),
    (["x\u{7}y"], "unknown command 'x?y' (see: arcade --help)"),
  ]

  @Test("each bad command line gives its one-line message and exit status 2", arguments: cases)
  func usageError(arguments: [String], message: String) throws {
    let run = try Harness().run(arguments)
    #expect(run.status == 2)
    #expect(run.err == "arcade: \(message)\n")
    #expect(run.out == "")
  }

  @Test("no screen opens after a usage error")
  func nothingLaunched() throws {
    let harness = try Harness()
    _ = harness.run("play", "counter", "--lives", "0")
    _ = harness.run("--hold", "x")
    _ = harness.run("replay", "a.tape", "--bogus")
    #expect(harness.recorder.plays.isEmpty && harness.recorder.menus.isEmpty && harness.recorder.watches.isEmpty)
  }
}
