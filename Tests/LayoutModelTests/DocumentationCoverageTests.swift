import Foundation
import LayoutTestSupport
import Testing

/// Every public declaration of the library modules has a `///` doc comment
/// (issue 16, section 6; docs/architecture.md, "API documentation"), so the
/// DocC reference documents the whole API. The scan reads the sources as
/// text (`DocumentationScan`); a failure lists each declaration that lacks a
/// comment as `path:line: declaration`.
@Suite struct DocumentationCoverageTests {
    /// The modules whose every public declaration must have a doc comment.
    /// Extend this list as modules are finished.
    static let modulesToCover = [
        "GLPKBackend", "GreedyLayout", "LPLayout", "LayoutChecker", "LayoutExperiments", "LayoutFuzzing", "LayoutImport", "LayoutLP",
        "LayoutLPBuildInfo", "LayoutLPCommand", "LayoutMetrics",
        "LayoutModel",
        "LayoutModelFile", "LayoutPictures", "LayoutTestSupport", "LinearProgram",
    ]

    /// Library modules not checked yet: their doc comments were being
    /// written on other branches when this test was added. Move each to
    /// `modulesToCover` once it is documented.
    static let modulesNotYetCovered: [String] = []

    /// Executables: their public declarations (if any) are not API.
    static let executables = ["LayoutLPBenchmark", "LayoutLPEqualShare", "LayoutLPExecutable"]

    /// Files of covered modules that are documented on another branch; remove
    /// each entry once that branch is merged.
    static let pendingFiles: Set<String> = []

    static var sources: URL { PackagePaths.root.appendingPathComponent("Sources") }

    /// The Swift module folders under `Sources/` (C targets hold no Swift file).
    static func swiftModules() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { !swiftFiles(in: $0).isEmpty }
            .sorted()
    }

    /// Every `*.swift` file below `Sources/module`, sorted by path.
    static func swiftFiles(in module: String) -> [URL] {
        let folder = sources.appendingPathComponent(module)
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    @Test func everyPublicDeclarationOfACoveredModuleHasADocComment() throws {
        var missing: [String] = []
        for module in Self.modulesToCover {
            for file in Self.swiftFiles(in: module) {
                let path = PackagePaths.relative(file)
                guard !Self.pendingFiles.contains(path) else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                missing += DocumentationScan().undocumented(in: text).map { "\(path):\($0.line): \($0.declaration)" }
            }
        }
        #expect(missing.isEmpty, "\(missing.count) public declarations without a /// doc comment:\n\(missing.joined(separator: "\n"))")
    }

    @Test func everySwiftModuleIsCoveredOrListedAsNotYetCovered() throws {
        let listed = Set(Self.modulesToCover + Self.modulesNotYetCovered + Self.executables)
        let modules = try Self.swiftModules()
        #expect(modules.filter { !listed.contains($0) } == [], "add each new module to modulesToCover")
        #expect(listed.filter { !modules.contains($0) }.sorted() == [], "a listed module has no Swift sources")
        #expect(Set(Self.modulesToCover).isDisjoint(with: Self.modulesNotYetCovered))
    }

    @Test func pendingFilesExist() {
        for path in Self.pendingFiles.sorted() {
            #expect(FileManager.default.fileExists(atPath: PackagePaths.root.appendingPathComponent(path).path), "\(path)")
        }
    }

    // MARK: The scan's rules, on hand-written sources

    /// Rules (`DocumentationScan`): a declaration with `public` or `open`
    /// needs a `///` comment above it, attributes between allowed; so do the
    /// cases of a public enum and the requirements of a public protocol;
    /// extensions and the listed conformance members need none.
    @Test func scanFindsExactlyTheUndocumentedPublicDeclarations() {
        let source = """
            /// Documented.
            public struct Box {
                public var width: Double
                /// Documented, with an attribute between.
                @inlinable
                public init() { width = 0 }
                var internalValue: Int
                public private(set) var height = 0.0
                public var description: String { "" }
                public static func == (a: Box, b: Box) -> Bool { true }
            }

            public extension Box {
                /// Documented.
                func area() -> Double { 0 }
                func perimeter() -> Double { 0 }
            }

            /// Documented.
            public enum Kind {
                case plain
                /// Documented.
                case fancy(Int)

                /// Documented.
                public var isPlain: Bool {
                    switch self {
                    case .plain: true
                    case .fancy: false
                    }
                }
            }

            enum Hidden {
                case one
            }

            /// Documented.
            public protocol Shape {
                var corners: Int { get }
                /// Documented.
                func draw()
            }

            // An ordinary comment is no doc comment.
            @discardableResult public func run() -> Int { 0 }
            """
        let found = DocumentationScan().undocumented(in: source)
        #expect(found.map(\.line) == [3, 8, 16, 21, 40, 46])
        #expect(
            found.map(\.declaration) == [
                "public var width: Double", "public private(set) var height = 0.0", "func perimeter() -> Double { 0 }", "case plain",
                "var corners: Int { get }", "@discardableResult public func run() -> Int { 0 }",
            ])
    }
}
