/// `arcade man` and `arcade completions SHELL`: what `make install` puts beside the binary.
enum PackagingCommands {
  static func man(_ context: CommandContext) -> Int32 {
    for line in ManPage.lines(games: context.games) { context.console.out(line) }
    return 0
  }

  static func completions(_ parsed: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    let name = parsed.positionals[0]
    guard let shell = Shell(rawValue: name) else {
      let shells = Words.list(Shell.allCases.map(\.rawValue), or: true)
      throw UsageError("unknown shell '\(name.printable)'; choose \(shells) (see: arcade completions --help)")
    }
    let model = CompletionModel(games: context.games)
    switch shell {
    case .bash: context.console.writeOut(BashCompletion.script(model))
    case .zsh: context.console.writeOut(ZshCompletion.script(model))
    case .fish: context.console.writeOut(FishCompletion.script(model))
    }
    return 0
  }
}
