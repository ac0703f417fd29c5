import LayoutModel

/// Any number of engines on one model, compared node by node with a
/// reference (the first engine, greedy by default) and each with its own
/// expectations (`layoutlp check --engine A --engine B`).
///
/// The table has a row per (node, engine): the frame, and for an engine that
/// differs from the reference, each differing component's Δ (engine −
/// reference) written with enough digits to be seen, however small.
public struct MultiEngineComparison: Sendable {
    /// The tree every engine laid out.
    public var tree: LayoutTree
    /// The engines, the reference first.
    public var engines: [CheckedEngine]
    /// How far apart two engines' frames may be.
    public var tolerance: Tolerance
    /// How far a frame may be from an expectation (the model's tolerance).
    public var expectationTolerance: Tolerance
    /// One verdict per engine, in order.
    public private(set) var verdicts: [EngineVerdict] = []

    /// Compares every engine with the first and with its own expectations.
    ///
    /// - Parameter tree: the tree every engine laid out.
    /// - Parameter engines: the reference first.
    /// - Parameter tolerance: how far apart two engines' frames may be.
    /// - Parameter expectationTolerance: how far a frame may be from an expectation.
    public init(tree: LayoutTree, engines: [CheckedEngine], tolerance: Tolerance, expectationTolerance: Tolerance) {
        self.tree = tree
        self.engines = engines
        self.tolerance = tolerance
        self.expectationTolerance = expectationTolerance
        let reference = engines.first?.outcome.result
        verdicts = engines.map { verdict(for: $0, reference: reference) }
        if !verdicts.isEmpty { verdicts[0].isReference = true }
    }

    /// Whether no engine failed: every engine that must agree agrees, and
    /// every engine meets its expectations. Refusals, no-layout answers and
    /// engine failures are not counted here (see ``verdicts``).
    public var passed: Bool {
        !verdicts.contains { $0.status == .failed }
    }

    private func verdict(for engine: CheckedEngine, reference: LayoutResult?) -> EngineVerdict {
        switch engine.outcome {
        case .refused(let message):
            return EngineVerdict(
                engine: engine.name, status: .refused, differingNodes: 0, unmetExpectations: [],
                expectationCount: engine.expectations.count, message: message)
        case .noLayout(let message):
            return EngineVerdict(
                engine: engine.name, status: .noLayout, differingNodes: 0, unmetExpectations: [],
                expectationCount: engine.expectations.count, message: message)
        case .failed(let message):
            return EngineVerdict(
                engine: engine.name, status: .engineFailure, differingNodes: 0, unmetExpectations: [],
                expectationCount: engine.expectations.count, message: message)
        case .laidOut(let result):
            let differing =
                reference.map { ResultComparison(tree: tree, left: $0, right: result, tolerance: tolerance).differences.count } ?? 0
            let unmet = ExpectationCheck.mismatches(result, tree: tree, expect: engine.expectations, tolerance: expectationTolerance).map(
                \.id)
            let status: EngineVerdict.Status
            if !unmet.isEmpty || (engine.role == .mustAgree && (differing > 0 || reference == nil)) {
                status = .failed
            } else {
                status = differing > 0 ? .differs : .agrees
            }
            return EngineVerdict(
                engine: engine.name, status: status, differingNodes: differing, unmetExpectations: unmet,
                expectationCount: engine.expectations.count, message: nil)
        }
    }

    // MARK: The table

    /// The node × engine table, then one verdict line per engine.
    public var report: String {
        let reference = engines.first?.outcome.result
        var rows: [[String]] = [["node", "engine", "x", "y", "width", "height", "Δ from \(engines.first?.name ?? "reference")"]]
        let drawnByEngine = engines.map { $0.outcome.result?.drawnFrames(in: tree) }
        let renderer = FrameTreeRenderer(tree: tree)
        for index in tree.preorder {
            let depth = depth(of: index)
            let label = String(repeating: "  ", count: depth) + renderer.label(index)
            for (offset, engine) in engines.enumerated() {
                let name = offset == 0 ? label : ""
                guard let result = engine.outcome.result, let drawn = drawnByEngine[offset] else {
                    rows.append([name, engine.name, "", "", "", "", "—"])
                    continue
                }
                let frame = drawn[index]
                var delta = ""
                if offset > 0, let reference {
                    delta = deltas(result.frames[index], reference.frames[index])
                    if delta.isEmpty { delta = "=" }
                }
                let mark = unmetExpectation(engine, index, frame) ? " ✗" : ""
                rows.append([
                    name, engine.name, formatLength(frame.x), formatLength(frame.y), formatLength(frame.width),
                    formatLength(frame.height), delta + mark,
                ])
            }
        }
        var text = Self.table(rows)
        text += "(frames as drawn; Δ compares layout frames, tolerance \(tolerance); ✗ marks a frame that misses its expectation)\n"
        for verdict in verdicts { text += "\(verdict)\n" }
        return text
    }

    private func unmetExpectation(_ engine: CheckedEngine, _ index: Int, _ drawn: Rect) -> Bool {
        guard let id = tree[index].id, let expected = engine.expectations[ModelID(id)] else { return false }
        return !expectationTolerance.differingComponents(expected, drawn).isEmpty
    }

    private func depth(of index: Int) -> Int {
        var depth = 0
        var current = tree[index].parent
        while let parent = current { depth += 1; current = tree[parent].parent }
        return depth
    }

    /// `Δw −7.5, Δx 0.0000001`: each component beyond the tolerance.
    func deltas(_ frame: Rect, _ reference: Rect) -> String {
        let pairs = [
            ("x", frame.x, reference.x), ("y", frame.y, reference.y), ("w", frame.width, reference.width),
            ("h", frame.height, reference.height),
        ]
        return pairs.filter { !tolerance.equal($0.1, $0.2) }.map { "Δ\($0.0) \(Self.visible($0.1 - $0.2))" }.joined(separator: ", ")
    }

    /// A difference with enough digits to be seen: six decimals when they
    /// show it, else the shortest exact form (`1e-07`).
    public static func visible(_ value: Double) -> String {
        if value.isNaN || value.isInfinite { return "\(value)" }
        let text = formatLength(value)
        if Double(text) != 0 || value == 0 { return value > 0 ? "+" + text : text }
        return value > 0 ? "+\(value)" : "\(value)"
    }

    /// Columns padded to their widest cell.
    static func table(_ rows: [[String]]) -> String {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
