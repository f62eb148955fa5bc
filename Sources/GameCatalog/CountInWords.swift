extension Catalog {
  /// A count as the arcade's sentences say it ("four arcade games in the terminal"): in words up to twelve, in
  /// digits past it, so the help, the man page and the credits follow the catalog.
  public static func inWords(_ count: Int) -> String {
    let words = [
      "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ]
    return words.indices.contains(count) ? words[count] : "\(count)"
  }
}
