import ArcadeCore

extension CatalogEntry {
  /// How the run on a tape was set up (its mode, parameters and seed), so a run can be started the same way
  /// (racing the tape as a ghost) or matched with another (your best run of this setup). Throws, in one line,
  /// when the tape cannot be played here: another game, simulation or levels version, a daily tape that is
  /// not its date's.
  public func setup(of tape: Tape) throws(LineError) -> RunSetup {
    _ = try makeFromTape(tape)
    switch tape.mode {
    case .classic:
      do {
        return classic(parameters: try info.parameters.values(from: tape.parameters), seed: tape.seed)
      } catch {
        throw LineError(line: nil, "bad parameter in the tape: \(String(describing: error).clipped(to: 100))")
      }
    case .daily(let date):
      return daily(date)
    case .arcade(_, let start):
      guard let setup = arcade(from: start, seed: tape.seed) else {
        throw LineError(line: nil, "\(info.id)'s levels have no level \(start)")
      }
      return setup
    }
  }
}
