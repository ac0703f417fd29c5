import Foundation
import PackagePlugin

/// Writes `GeneratedBuildProvenance.swift` before every build: the commit of
/// the package's own git repository and whether tracked files differ from it
/// (docs/research.md, "Provenance"). The shell script rewrites the file only
/// when its text changes, so an unchanged tree rebuilds nothing.
@main
struct BuildProvenance: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let script = context.package.directoryURL.appending(path: "Plugins/BuildProvenance/provenance.sh")
        return [
            .prebuildCommand(
                displayName: "Recording the commit LayoutLP is built from",
                executable: URL(filePath: "/bin/sh"),
                arguments: [script.path(), context.package.directoryURL.path(), output.path()],
                outputFilesDirectory: output
            ),
        ]
    }
}
