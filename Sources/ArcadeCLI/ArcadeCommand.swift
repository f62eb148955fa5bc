import ArcadeCore
import GameCatalog

/// The `arcade` command line (placeholder: lists games; the real parser is being built).
public enum ArcadeCommand {
  public static func main(_ arguments: [String]) -> Int32 {
    for entry in Catalog.entries { print("\(entry.info.id)  \(entry.info.summary)") }
    return 0
  }
}
