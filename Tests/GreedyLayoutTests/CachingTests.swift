import GreedyLayout
import LayoutModel
import Testing

/// Sizing results are cached per proposal, so deep nesting is linear.
@Suite struct CachingTests {
    /// `depth` stacks alternating HStack / VStack, each holding a Color and the next stack.
    func nested(depth: Int) -> ViewNode {
        var view: ViewNode = Color().node
        for level in 0..<depth {
            view =
                level % 2 == 0
                ? HStack {
                    Color(); view
                }.node
                : VStack {
                    Color(); view
                }.node
        }
        return view
    }

    func evaluations(depth: Int) throws -> Int {
        let tree = try LayoutTree(nested(depth: depth))
        return try GreedyLayoutEngine().run(tree, proposal: ProposedViewSize(width: 1000, height: 800)).statistics.sizeEvaluations
    }

    @Test func fortyNestedStacksLayOutWithLinearWork() throws {
        let twenty = try evaluations(depth: 20)
        let forty = try evaluations(depth: 40)
        // Without the cache every level would multiply the work (each stack
        // measures its children at 0, infinity and the offer, then again when
        // placing). With it, doubling the depth at most about doubles the work.
        #expect(Double(forty) <= 2.5 * Double(twenty), "depth 20: \(twenty) evaluations, depth 40: \(forty)")
        #expect(forty < 40 * 40, "depth 40 took \(forty) size evaluations")
    }

    /// `depth` stacks aligned on custom guides, each holding a view that sets
    /// both guides and the next stack: every level's guide comes from below.
    func nestedCustomGuides(depth: Int) -> ViewNode {
        let h = HorizontalAlignment.custom("h"), v = VerticalAlignment.custom("v")
        var view: ViewNode = Color().node
        for level in 0..<depth {
            let marker = Fixed(width: 10, height: 10).alignmentGuide(h, GuideValue(constant: 2)).alignmentGuide(v, GuideValue(constant: 3))
            view =
                level % 2 == 0
                ? HStack(alignment: v) {
                    marker; view
                }.node
                : VStack(alignment: h) {
                    marker; view
                }.node
        }
        return view
    }

    @Test func explicitGuidesThroughFortyStacksStayLinear() throws {
        func statistics(_ depth: Int) throws -> GreedyStatistics {
            let tree = try LayoutTree(nestedCustomGuides(depth: depth))
            return try GreedyLayoutEngine().run(tree, proposal: ProposedViewSize(width: 1000, height: 800)).statistics
        }
        let twenty = try statistics(20), forty = try statistics(40)
        // Guide values are cached per (node, proposal, guide) and each probe
        // reuses cached sizes, so doubling the depth about doubles the work.
        #expect(Double(forty.probes) <= 2.5 * Double(twenty.probes), "probes: \(twenty.probes) then \(forty.probes)")
        #expect(
            Double(forty.sizeEvaluations) <= 2.5 * Double(twenty.sizeEvaluations),
            "evaluations: \(twenty.sizeEvaluations) then \(forty.sizeEvaluations)")
    }

    @Test func sameInputGivesSameFrames() throws {
        let tree = try LayoutTree(nested(depth: 12))
        let first = try GreedyLayoutEngine().layout(tree, proposal: ProposedViewSize(width: 500, height: 400))
        let second = try GreedyLayoutEngine().layout(tree, proposal: ProposedViewSize(width: 500, height: 400))
        #expect(first.frames == second.frames)
    }
}
