import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutTestSupport
import Testing

/// Custom layouts in the LP engine (docs/lp-encoding.md, "Custom layouts"):
/// encoded from a `LinearLayoutRule` description, never from the layout's
/// Swift methods, or refused by name by every strategy.
@Suite struct CustomLayoutEncodingTests {
    let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    /// A layout with no linear description.
    struct Unencodable: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size { .zero }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {}
    }

    @Test(arguments: StrategyRegistry.builtIn.names)
    func everyStrategyRefusesALayoutWithoutADescriptionByName(_ name: String) throws {
        let tree = try LayoutTree(
            HStack {
                Color(); Unencodable { Color() }.id("u")
            }.node)
        let strategy = try #require(StrategyRegistry.builtIn.strategy(named: name))
        do {
            _ = try LPLayoutEngine(strategy: strategy, solver: GLPKSolver()).layout(
                tree, proposal: ProposedViewSize(width: 100, height: 50))
            Issue.record("\(name) laid out a layout it cannot encode")
        } catch LPLayoutError.unsupported(let reason) {
            #expect(reason.element == "Unencodable")
            #expect(reason.path == "root/1")
            #expect(reason.note.contains("LinearLayoutRule"))
        }
    }

    /// As wide as its proposal up to 100 (10 unspecified), as high as its
    /// one subview, which it proposes its own width and proposed height and
    /// puts at its top-leading corner.
    struct Capped: LinearLayoutRule {
        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
            let width = min(proposal.width ?? 10, 100)
            let height = subviews.first?.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)).height ?? 0
            return Size(width: width, height: height)
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
            subviews.first?.place(
                at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: proposal.height))
        }

        func linearLayout(proposal: LinearProposal, subviews: LinearSubviews, in context: LinearLayoutContext) throws(LPLayoutError)
            -> LinearLayoutDescription
        {
            let width =
                try proposal.width.map { width throws(LPLayoutError) in try context.minimum(width, .constant(100)) } ?? .constant(10)
            guard let first = subviews.first else {
                return LinearLayoutDescription(size: LinearSize(width: width, height: .zero), placements: [])
            }
            let childProposal = LinearProposal(width: width, height: proposal.height)
            let height = try first.sizeThatFits(childProposal).height
            return LinearLayoutDescription(
                size: LinearSize(width: width, height: height),
                placements: [LinearPlacement(at: .zero, anchor: .topLeading, proposal: childProposal)])
        }
    }

    @Test func oneProgramFollowsAProposalDependentDescription() throws {
        // Capped proposed (W, 40): min(W, 100) wide, and its Color (which
        // takes its proposal) min(W, 100) × 40. The minimum is a row pair
        // with a binary, so one program serves every W.
        let view = Capped { Color().id("c") }.id("cap")
        let tree = try LayoutTree(view.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        for (width, expected) in [(50.0, 50.0), (100, 100), (150, 100)] {
            let proposal = ProposedViewSize(width: width, height: 40)
            let frames = try engine.solve(program, proposal: proposal).result.framesByID(in: tree)
            #expect(frames["cap"] == frame(0, 0, expected, 40), "W = \(width)")
            #expect(frames["c"] == frame(0, 0, expected, 40), "W = \(width)")
            let greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal).framesByID(in: tree)
            #expect(greedy == frames, "W = \(width)")
        }
    }

    /// SpacingPrint with its vertical centre guide at its top, in both forms.
    struct TopCentred: LinearLayoutRule {
        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
            var cache: Void = ()
            return SpacingPrint().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
            var cache: Void = ()
            SpacingPrint().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }

        func explicitAlignment(
            of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
        ) -> Double? {
            guide == .center ? 0 : nil
        }

        func linearLayout(proposal: LinearProposal, subviews: LinearSubviews, in context: LinearLayoutContext) throws(LPLayoutError)
            -> LinearLayoutDescription
        {
            var description = try SpacingPrint().linearLayout(proposal: proposal, subviews: subviews, in: context)
            description.explicitGuides = [.vertical(.center): .zero]
            return description
        }
    }

    @Test func aDescriptionsExplicitGuideAlignsTheContainer() throws {
        // As CustomLayoutTests.anExplicitAlignmentMovesTheContainersGuide:
        // line at the container's top (0 of 40) and the Fixed's centre (10
        // of 20): the stack is 50 high, the container at y 10, the Fixed at 0.
        let view = HStack(spacing: 0) {
            TopCentred { Fixed(width: 10, height: 40) }.id("t")
            Fixed(width: 10, height: 20).id("f")
        }.id("s")
        let frames = try LaidOut(view, proposal: ProposedViewSize(width: 100, height: 100), engine: engine)
        frames.expectFrames(["s": frame(0, 0, 20, 50), "t": frame(0, 10, 10, 40), "f": frame(10, 0, 10, 20)])
    }

    /// Describes two placements whatever its subviews.
    struct TooManyPlacements: LinearLayoutRule {
        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size { .zero }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {}
        func linearLayout(proposal: LinearProposal, subviews: LinearSubviews, in context: LinearLayoutContext) throws(LPLayoutError)
            -> LinearLayoutDescription
        {
            let placement = LinearPlacement(at: .zero, proposal: .unspecified)
            return LinearLayoutDescription(size: .zero, placements: [placement, placement])
        }
    }

    @Test func aDescriptionPlacingMoreSubviewsThanThereAreIsRefused() throws {
        let tree = try LayoutTree(TooManyPlacements { Color() }.node)
        #expect {
            _ = try engine.layout(tree, proposal: ProposedViewSize(width: 10, height: 10))
        } throws: { error in
            guard case LPLayoutError.unsupported(let reason) = error else { return false }
            return reason.element == "TooManyPlacements" && reason.note.contains("places 2 subviews but the container has 1")
        }
    }
}
