import Foundation
import Glibc

/// `arcade serve`: the board server is an executable of its own (`arcade-serve`), so the games load none of its
/// libraries. In `arcade` the command hands its arguments to `arcade-serve` (beside `arcade`, else on PATH); in
/// `arcade-serve` it runs the server (`CommandContext.serve`).
enum ServeDelegation {
  static let executable = "arcade-serve"

  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    if let serve = context.serve { return try serve(parsed, context) }
    guard let path = serverPath(context.environment) else {
      throw CommandError(
        "arcade serve needs \(executable), the board server, beside arcade or on PATH: build it with "
          + "'swift build --product \(executable)' (with libmicrohttpd-dev, libpq-dev and libssl-dev), or 'make install'",
        status: 1)
    }
    let arguments = [executable] + context.arguments.drop { $0 != "serve" }.dropFirst()
    let cArguments = arguments.map { strdup($0) } + [nil]
    execv(path, cArguments)
    throw CommandError("cannot start \(path.printable) (\(String(cString: strerror(errno))))", status: 1)
  }

  /// `arcade-serve` beside the running `arcade`, else the first on PATH.
  static func serverPath(_ environment: [String: String]) -> String? {
    var folders: [String] = []
    if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append((running as NSString).deletingLastPathComponent)
    }
    folders += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    return folders.map { $0 + "/" + executable }.first { access($0, X_OK) == 0 }
  }
}
