import Foundation

/// Paths inside the LayoutLP package, found from this source file's location
/// so tests work from any working directory.
public enum PackagePaths {
    /// The package root (the folder holding Package.swift).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // LayoutTestSupport
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()

    /// `Models/`.
    public static var models: URL { root.appendingPathComponent("Models") }

    /// Every `*.json` file below `Models/`, sorted by relative path.
    public static func modelFiles() -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: models, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
    }

    /// `path` relative to the package root.
    public static func relative(_ url: URL) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
    }
}
