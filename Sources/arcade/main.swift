// The `arcade` executable: all behaviour lives in ArcadeCLI; this only hands over the arguments.
import ArcadeCLI
import Foundation

exit(ArcadeCommand.main(Array(CommandLine.arguments.dropFirst())))
