import LayoutLP
import Testing

/// docs/research.md's "Writing a custom layout" example, built against the
/// `LayoutLP` product alone: a row that gives every child an equal share of
/// its proposed width, in both forms.
@Suite struct CustomLayoutExampleTests {
    struct EqualShares: LinearLayoutRule {
        // Greedy: each child gets width / n of the proposal (10 each when unspecified).
        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
            let share = (proposal.width ?? 10 * Double(subviews.count)) / Double(max(subviews.count, 1))
            let heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: share, height: proposal.height)).height }
            return Size(width: share * Double(subviews.count), height: heights.max() ?? 0)
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
            let share = bounds.width / Double(max(subviews.count, 1))
            for (k, subview) in subviews.enumerated() {
                subview.place(
                    at: Point(x: bounds.x + Double(k) * share, y: bounds.y), anchor: .topLeading,
                    proposal: ProposedViewSize(width: share, height: proposal.height))
            }
        }
        // LP: the same rule on lengths that may be variables of the program.
        func linearLayout(
            proposal: LinearProposal, subviews: LinearSubviews,
            in context: LinearLayoutContext
        ) throws(LPLayoutError) -> LinearLayoutDescription {
            let n = Double(max(subviews.count, 1))
            let share = (proposal.width ?? .constant(10 * Double(subviews.count))) / n
            let childProposal = LinearProposal(width: share, height: proposal.height)
            var heights: [LinearLength] = []
            for subview in subviews { heights.append(try subview.sizeThatFits(childProposal).height) }
            let placements = subviews.indices.map { k in
                LinearPlacement(at: LinearPoint(x: share * Double(k), y: .zero), anchor: .topLeading, proposal: childProposal)
            }
            return LinearLayoutDescription(
                size: LinearSize(width: share * n, height: try context.maximum(of: heights)),
                placements: placements)
        }
    }

    @Test func theResearchExampleGivesEqualSharesInEveryEngine() throws {
        // Offered 300 × 44, each of three children is proposed 100 × 44: the
        // Text "A" answers 8.5 × 21.25 (docs/text-metrics.md, size 17), the
        // frame(maxWidth: 40) 40 × 44 (semantics §6), the Color 100 × 44.
        let row = EqualShares {
            Text("A").id("a")
            Color().frame(maxWidth: 40).id("framed")
            Color().id("c")
        }.id("row")
        let comparison = try StrategyComparison(row, proposal: ProposedViewSize(width: 300, height: 44), engines: ["exact", "lex-fair"])
        for engine in ["exact", "lex-fair"] {
            #expect(comparison.frame("row", engine: engine) == Rect(x: 0, y: 0, width: 300, height: 44))
            #expect(comparison.frame("a", engine: engine) == Rect(x: 0, y: 0, width: 8.5, height: 21.25))
            #expect(comparison.frame("framed", engine: engine) == Rect(x: 100, y: 0, width: 40, height: 44))
            #expect(comparison.frame("c", engine: engine) == Rect(x: 200, y: 0, width: 100, height: 44))
            #expect(comparison.agreesWithGreedy(engine))
        }
    }
}
