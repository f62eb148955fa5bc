/// The text files of the repository's `Assets/` folder, compiled into the binary by the EmbedAssets plugin.
public enum Assets {
  /// The text of the asset at `path` (relative to `Assets/`, e.g. `"frog/lanes.txt"`), or nil.
  public static func text(_ path: String) -> String? {
    embeddedAssets.first { $0.path == path }?.text
  }

  /// Paths of all assets under a folder, sorted, e.g. `paths(under: "tapes/frog")`.
  public static func paths(under folder: String) -> [String] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return embeddedAssets.map(\.path).filter { $0.hasPrefix(prefix) }.sorted()
  }
}
