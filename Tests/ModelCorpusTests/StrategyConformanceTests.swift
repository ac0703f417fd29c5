import Foundation
import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// Every `LayoutElement` case is laid out by the greedy engine and, by every
/// built-in strategy, either encoded or refused on purpose (exit 3: an
/// `UnsupportedLayoutError` naming the node's path and why); never a program
/// without optimum or a solver failure. The sample per element is the first
/// model of `Models/rules/` and `Models/edge-cases/` (sorted by path) that
/// holds it.
@Suite struct StrategyConformanceTests {
    /// The element's case, exhaustively: a new `LayoutElement` case does not
    /// compile here until it is given a name, and then needs a model.
    static func caseName(_ element: LayoutElement) -> String {
        switch element {
        case .shape: "shape"
        case .fixed: "fixed"
        case .image: "image"
        case .text: "text"
        case .spacer: "spacer"
        case .empty: "empty"
        case .stack(let axis, _, _): axis == .horizontal ? "hStack" : "vStack"
        case .zStack: "zStack"
        case .nookPanel: "nookPanel"
        case .customLayout: "customLayout"
        case .viewThatFits: "viewThatFits"
        case .padding: "padding"
        case .frame: "frame"
        case .flexFrame: "flexFrame"
        case .fixedSize: "fixedSize"
        case .layoutPriority: "layoutPriority"
        case .offset: "offset"
        case .position: "position"
        case .alignmentGuide: "alignmentGuide"
        case .aspectRatio: "aspectRatio"
        case .overlay: "overlay"
        case .background: "background"
        case .safeAreaInset: "safeAreaInset"
        case .safeAreaPadding: "safeAreaPadding"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .containerRelativeFrame: "containerRelativeFrame"
        case .environment: "environment"
        case .scrollView: "scrollView"
        case .contentMargins: "contentMargins"
        case .layoutDirectionBehavior: "layoutDirectionBehavior"
        case .grid: "grid"
        case .gridRow: "gridRow"
        case .gridCellColumns: "gridCellColumns"
        case .gridColumnAlignment: "gridColumnAlignment"
        case .lazyGrid(let value): value.axis == .vertical ? "lazyVGrid" : "lazyHGrid"
        }
    }

    static let allCaseNames: Set<String> = [
        "shape", "fixed", "image", "text", "spacer", "empty", "hStack", "vStack", "zStack", "nookPanel", "customLayout", "padding", "frame",
        "flexFrame", "fixedSize", "layoutPriority", "offset", "position", "alignmentGuide", "aspectRatio", "overlay",
        "background", "safeAreaInset", "safeAreaPadding", "ignoresSafeArea", "containerRelativeFrame", "environment",
        "scrollView", "contentMargins",
        "layoutDirectionBehavior",
        "viewThatFits",
        "grid", "gridRow", "gridCellColumns", "gridColumnAlignment",
        "lazyVGrid", "lazyHGrid",
    ]

    /// One sample model per element case: (case, model path).
    static let samples: [(element: String, path: String)] = {
        var found: [String: String] = [:]
        let files = PackagePaths.modelFiles().filter {
            let path = PackagePaths.relative($0)
            return path.hasPrefix("Models/rules/") || path.hasPrefix("Models/edge-cases/")
        }
        for file in files {
            guard let problem = try? ModelFile.load(path: file.path), problem.disabled == nil,
                let tree = try? LayoutTree(problem.root, environment: problem.environment)
            else { continue }
            for node in tree.nodes {
                let name = caseName(node.element)
                if found[name] == nil { found[name] = PackagePaths.relative(file) }
            }
        }
        return found.keys.sorted().map { ($0, found[$0]!) }
    }()

    @Test func everyElementCaseHasASampleModel() {
        #expect(Set(Self.samples.map(\.element)) == Self.allCaseNames)
    }

    @Test(arguments: samples.map(\.path).uniqued(), StrategyRegistry.builtIn.names)
    func everyStrategyEncodesOrRefusesEveryElement(_ path: String, _ name: String) throws {
        let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent(path).path)
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let greedy = Result { try GreedyLayoutEngine().layout(tree, proposal: problem.proposal) }
        let strategy = try #require(StrategyRegistry.builtIn.strategy(named: name))
        do {
            _ = try LPLayoutEngine(strategy: strategy, solver: GLPKSolver()).layout(tree, proposal: problem.proposal)
            #expect(throws: Never.self) { try greedy.get() }
        } catch LPLayoutError.unsupported(let reason) {
            #expect(reason.path.hasPrefix("root"), "\(path) \(name): a refusal names the node")
            #expect(!reason.note.isEmpty, "\(path) \(name): a refusal says why")
            #expect(reason.engine == "lp/\(name)")
        } catch LPLayoutError.noLayout {
            // The shared validity rule: greedy must find no layout either.
            #expect(throws: GreedyLayoutError.self) { try greedy.get() }
        } catch {
            Issue.record("\(path) \(name): \(error)")
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
