import LayoutModel

/// The report of a two-engine check: the input, the first node (in
/// pre-order) whose frames differ with both frames, the differing components
/// and the rule that produced each side, then both results as one frame tree
/// with every differing node marked.
///
/// The left result is the reference (greedy) engine's: its rule is a static
/// description of the node's element (``GreedyRuleDescription``). The right
/// result's rules are what its engine recorded per node index (the LP engine's
/// constraint families, such as `stack-offer`, `min`); this module does not
/// depend on that engine, so the caller passes them.
public struct EngineComparisonReport: Sendable {
    /// The model's name and source, as a header line shows them.
    public var model: String
    /// The root proposal both engines laid the tree out with.
    public var proposal: ProposedViewSize
    /// The node-by-node comparison; `left` is the reference engine.
    public var comparison: ResultComparison
    /// The right engine's rules per node index; a missing index prints as
    /// "none recorded".
    public var rightRules: [Int: [String]]

    /// A report on `comparison` of the model named `model` at `proposal`; `rightRules` gives the right engine's rules per node index.
    public init(model: String, proposal: ProposedViewSize, comparison: ResultComparison, rightRules: [Int: [String]] = [:]) {
        self.model = model
        self.proposal = proposal
        self.comparison = comparison
        self.rightRules = rightRules
    }

    /// The first differing node in pre-order, or nil when the engines agree.
    public var firstDifference: NodeDifference? { comparison.differences.first }

    /// One line: agreement or the number of differing nodes.
    public var summary: String {
        let left = comparison.left.engine, right = comparison.right.engine
        let nodes = comparison.tree.nodes.count
        if comparison.agree {
            return "\(left) and \(right) agree on \(nodes) nodes (tolerance \(comparison.tolerance))"
        }
        return "\(left) and \(right) differ at \(comparison.differences.count) of \(nodes) nodes (tolerance \(comparison.tolerance))"
    }

    /// The whole report; when the engines agree, the input and the summary.
    public var text: String {
        var text = "model: \(model)\nproposal: \(proposal)\n\(summary)\n"
        guard let first = firstDifference else { return text }
        text += firstDifferenceText(first)
        return text
            + FrameTreeRenderer(tree: comparison.tree)
            .render(comparison.left, comparison.right, marked: Set(comparison.differences.map(\.node)))
    }

    /// The first difference: the node, both frames, the components, each
    /// side's rule, and each side's placement proposal where its engine
    /// recorded one.
    private func firstDifferenceText(_ first: NodeDifference) -> String {
        let tree = comparison.tree
        let left = comparison.left.engine, right = comparison.right.engine
        let width = max(left.count, right.count) + 1
        func padded(_ name: String) -> String { name + ":" + String(repeating: " ", count: width - name.count) }
        let label = FrameTreeRenderer(tree: tree).label(first.node)
        var lines = [
            "first difference (pre-order): \(first.path) \(label)",
            "  \(padded(left)) \(first.left)",
            "  \(padded(right)) \(first.right)",
            "  differing: \(first.components.joined(separator: ", "))",
            "  \(left) rule: \(GreedyRuleDescription.describe(first.node, in: tree))",
            "  \(right) rules: \(rules(of: first.node))",
        ]
        for result in [comparison.left, comparison.right] {
            if let proposal = result.proposals[first.node] {
                lines.append("  \(result.engine) placed it with proposal \(proposal)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func rules(of node: Int) -> String {
        guard let rules = rightRules[node], !rules.isEmpty else { return "none recorded" }
        return rules.joined(separator: ", ")
    }
}
