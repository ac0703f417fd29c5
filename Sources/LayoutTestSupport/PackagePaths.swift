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

    /// `Models/apps/`: screens of real apps, imported from their source
    /// (docs/import.md); they carry no hand-derived frames.
    public static var apps: URL { models.appendingPathComponent("apps") }

    /// Every hand-derived model: each `*.json` file below `Models/` but
    /// outside `Models/apps/`, sorted by relative path.
    public static func modelFiles() -> [URL] {
        let appsPrefix = apps.path + "/"
        return jsonFiles(below: models).filter { !$0.path.hasPrefix(appsPrefix) }
    }

    /// Every model of real apps' screens, `Models/apps/APP/*.json`, sorted by relative path.
    public static func appModelFiles() -> [URL] {
        jsonFiles(below: apps)
    }

    private static func jsonFiles(below folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
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
