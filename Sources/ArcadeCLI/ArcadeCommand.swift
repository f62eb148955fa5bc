import ArcadeCore
import ArcadeStorage
import Foundation
import GameCatalog

/// The `arcade` command line: parses the arguments, runs the command, returns the exit status
/// (0 ok, 1 failure, 2 usage error). Every error is one line on stderr: `arcade: <problem>; <fix>`.
public enum ArcadeCommand {
  public static let version = "0.1.0"

  /// `serve` runs the board server, in the executable that has it (`arcade-serve`).
  package static func main(
    _ arguments: [String], serve: ((ParsedArguments, CommandContext) throws(CommandError) -> Int32)? = nil
  ) -> Int32 {
    // A write past the file-size limit (`ulimit -f`) then fails with EFBIG, which the caller reports, instead of
    // killing the command (the terminal's own handler takes over for a session).
    signal(SIGXFSZ, SIG_IGN)
    let environment = ProcessInfo.processInfo.environment
    var context = CommandContext(
      environment: environment, games: Catalog.entries, console: .standard,
      storage: Storage(directory: Storage.defaultDirectory(environment: environment)), launcher: .terminal,
      // Nine digits, as the menu's: a seed short enough to read out to a friend.
      randomSeed: { UInt64.random(in: 0..<1_000_000_000) })
    context.configPath = ConfigFile.path(environment: environment)
    context.serve = serve
    return run(arguments, in: context)
  }

  /// Runs one command line against the given context (tests pass captured output and a temporary folder), after
  /// reading its config file.
  static func run(_ arguments: [String], in context: CommandContext) -> Int32 {
    var context = context
    context.arguments = arguments
    if let path = context.configPath { context.config = ConfigFile.load(path) }
    if arguments.first == Completer.command { return Completer.run(Array(arguments.dropFirst()), context) }
    // Said once, as the arcade starts (not for completion, which answers the shell's every tab).
    for warning in context.config.warnings { context.console.warning(warning) }
    do {
      let parsed = try ArgumentParser.parse(arguments, gameIDs: context.gameIDs)
      if parsed.wantsHelp {
        let game = parsed.command.name == "play" ? arguments.dropFirst().first { context.gameIDs.contains($0) } : nil
        return InfoCommands.printHelp(for: parsed.command, context, game: game)
      }
      return try parsed.command.run(parsed, context)
    } catch let error as CommandError {
      context.console.error(error.message)
      return error.status
    } catch {
      context.console.error("\(error)".printable)
      return 1
    }
  }
}
