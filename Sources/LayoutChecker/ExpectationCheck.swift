import LayoutModel

/// Checks an engine's result against the frames a model expects.
public enum ExpectationCheck {
    /// The mismatches, sorted by id (by Unicode scalars); empty when every expectation holds.
    /// Expectations are drawn frames (the model format's rule: a view inside
    /// an `offset` is where it is drawn). Only the components an expected
    /// frame gives are compared.
    public static func mismatches(
        _ result: LayoutResult, tree: LayoutTree, expect: [ModelID: ExpectedFrame], tolerance: Tolerance
    ) -> [ExpectationMismatch] {
        let drawn = result.drawnFrames(in: tree)
        return expect.keys.sorted().compactMap { id in
            let expected = expect[id] ?? ExpectedFrame()
            guard let index = tree.idIndex[id] else {
                return ExpectationMismatch(id: id, path: nil, expected: expected, actual: nil, components: [])
            }
            let actual = drawn[index]
            let components = tolerance.differingComponents(expected, actual)
            if components.isEmpty { return nil }
            return ExpectationMismatch(id: id, path: tree[index].path, expected: expected, actual: actual, components: components)
        }
    }

    /// A readable report: the mismatches, then the tree with the mismatching
    /// nodes marked and each marked node's expected frame beside it.
    public static func report(
        _ mismatches: [ExpectationMismatch], result: LayoutResult, tree: LayoutTree
    ) -> String {
        var notes: [Int: String] = [:]
        for mismatch in mismatches {
            if let index = tree.idIndex[mismatch.id] { notes[index] = "expected \(mismatch.expected)" }
        }
        if mismatches.isEmpty { return "every expectation is met (\(result.engine))\n" }
        let header = mismatches.map { "  \($0)" }.joined(separator: "\n")
        return "\(mismatches.count) expectation(s) not met (\(result.engine)):\n\(header)\n"
            + FrameTreeRenderer(tree: tree).render(result, notes: notes)
    }
}
