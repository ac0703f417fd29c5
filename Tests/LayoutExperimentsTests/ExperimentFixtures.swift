import Foundation
import LayoutExperiments
import LayoutTestSupport

/// Models and folders the experiment tests share.
enum ExperimentFixtures {
    static var strategies: String { PackagePaths.models.appendingPathComponent("strategies").path }

    static func classic(_ name: String) -> String { strategies + "/" + name + ".json" }

    /// `Models/strategies/classic-*.json`, as the classic table's command names them.
    static var classicPattern: String { strategies + "/classic-*.json" }

    /// The engines of docs/strategies.md's classic table.
    static let classicEngines = ["greedy", "exact", "lex-fair", "weighted", "soft-ideal", "min-deviation"]

    /// A new empty folder under the temporary directory.
    static func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-compare-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
