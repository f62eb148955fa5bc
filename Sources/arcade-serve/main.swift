// The `arcade-serve` executable: `arcade serve`, the daily board server, with its libraries (libmicrohttpd, libpq,
// libcrypto) kept out of the games; `arcade serve` hands its arguments here.
import ArcadeCLI
import ArcadeServe
import Foundation

exit(ArcadeCommand.main(["serve"] + CommandLine.arguments.dropFirst(), serve: ServeCommand.run))
