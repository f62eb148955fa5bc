/// The seed of a game's daily challenge: one per game and UTC date, the same for every player on every
/// machine, so two players of the same day race the same cars, cave or board.
///
/// The seed is a pure function of the game id and the date, written here so anyone can recompute it:
///
///     key  = FNV-1a 64 of the UTF-8 bytes of "arcade-daily " + GAME + " " + YYYY-MM-DD
///     seed = (the first output of SplitMix64 seeded with key) mod 1,000,000,000
///
/// Nine digits, like the seeds the arcade picks for a normal game, so a daily seed reads and types as one.
/// Changing this function changes every past and future daily: `DailySeedTests` pins it with a table.
public enum DailySeed {
  public static func seed(game: String, date: CalendarDate) -> UInt64 {
    var key = StateHasher()
    for byte in "arcade-daily \(game) \(date)".utf8 { key.combine(byte: byte) }
    var mix = SplitMix64(seed: key.value)
    return mix.next() % 1_000_000_000
  }
}
