import Foundation
import PackagePlugin

/// Compiles every text file under `Assets/` into the `ArcadeAssets` module, so the binary needs no files at run time.
@main
struct EmbedAssets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let assets = context.package.directoryURL.appending(path: "Assets")
    var inputs: [URL] = []
    if let walker = FileManager.default.enumerator(at: assets, includingPropertiesForKeys: [.isRegularFileKey]) {
      for case let url as URL in walker
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        inputs.append(url)
      }
    }
    inputs.sort { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedAssets.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) assets",
        executable: try context.tool(named: "AssetEmbedder").url,
        arguments: [assets.path, output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
