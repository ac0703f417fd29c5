import GreedyLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// Custom layouts written in the test, run by the greedy engine
/// (docs/greedy-semantics.md, "Custom layouts": the order of calls, what
/// subviews are proposed, unplaced subviews, the cache, explicit guides).
@Suite struct CustomLayoutTests {
    /// Each subview at its ideal size, the next one starting where the last
    /// one ended on both axes; the size is the sums of widths and heights.
    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return Size(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
            var corner = bounds.origin
            for subview in subviews {
                subview.place(at: corner, anchor: .topLeading, proposal: .unspecified)
                let size = subview.sizeThatFits(.unspecified)
                corner = Point(x: corner.x + size.width, y: corner.y + size.height)
            }
        }
    }

    @Test func aTestDefinedLayoutSizesAndPlacesItsSubviews() throws {
        // Diagonal: 20 + 30 = 50 wide, 10 + 5 = 15 high; b starts at a's
        // bottom-trailing corner (20, 10). The proposal does not matter.
        let view = Diagonal {
            Fixed(width: 20, height: 10).id("a")
            Fixed(width: 30, height: 5).id("b")
        }.id("d")
        try greedy(view, 300, 300).expectFrames([
            "d": frame(0, 0, 50, 15), "a": frame(0, 0, 20, 10), "b": frame(20, 10, 30, 5),
        ])
    }

    /// 100 × 50 whatever it is proposed; places only its first subview, at
    /// (5, 5) after first placing it at the top-leading corner.
    struct PlacesFirstTwice: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
            Size(width: 100, height: 50)
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
            guard let first = subviews.first else { return }
            first.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
            first.place(at: Point(x: bounds.x + 5, y: bounds.y + 5), anchor: .topLeading, proposal: .unspecified)
        }
    }

    @Test func anUnplacedSubviewIsCentredWithTheContainersProposalAndTheLastPlaceWins() throws {
        // a: the second place call wins, (5, 5). The Color is never placed:
        // it gets the container's proposal (80, 40), answers 80 × 40, and is
        // centred in the 100 × 50 bounds: (10, 5).
        let view = PlacesFirstTwice {
            Fixed(width: 20, height: 10).id("a")
            Color().id("c")
        }.id("p")
        try greedy(view, 80, 40).expectFrames([
            "p": frame(0, 0, 100, 50), "a": frame(5, 5, 20, 10), "c": frame(10, 5, 80, 40),
        ])
    }

    /// Counts the cache's making and the calls that saw it.
    final class Counter: @unchecked Sendable {
        var made = 0
        var calls = 0
        var largestSeen = 0
    }

    /// Answers its proposal (10 where unspecified); its cache counts the
    /// `sizeThatFits` calls it has seen.
    struct Counting: Layout {
        let counter: Counter

        static func == (a: Counting, b: Counting) -> Bool { a.counter === b.counter }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(counter)) }

        func makeCache(subviews: LayoutSubviews) -> Int {
            counter.made += 1
            return 0
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Int) -> Size {
            cache += 1
            counter.calls += 1
            counter.largestSeen = max(counter.largestSeen, cache)
            return proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Int) {}
    }

    @Test func theCacheIsMadeOnceAndKeptAcrossCalls() throws {
        // In an HStack the container is asked at 0, at infinity and for its
        // share (semantics §1.2-§1.3): several calls, one cache, which has
        // seen every call.
        let counter = Counter()
        let view = HStack(spacing: 0) {
            Counting(counter: counter) { Fixed(width: 5, height: 5) }
            Color().frame(width: 30)
        }
        _ = try greedy(view, 200, 20)
        #expect(counter.calls >= 3)
        #expect(counter.made == 1)
        #expect(counter.largestSeen == counter.calls)
    }

    /// SpacingPrint's sizing and placement, with its vertical centre guide
    /// moved to its top.
    struct TopCentred: Layout {
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
    }

    @Test func anExplicitAlignmentMovesTheContainersGuide() throws {
        // HStack(alignment: .center): the container's centre is at its top
        // (0) of 40, the Fixed's at 10 of 20. With the line at 0 the
        // container spans [0, 40] and the Fixed [-10, 10]: the stack is 50
        // high, the container at y 10, the Fixed at y 0 (semantics §1.5).
        let view = HStack(spacing: 0) {
            TopCentred { Fixed(width: 10, height: 40) }.id("t")
            Fixed(width: 10, height: 20).id("f")
        }.id("s")
        try greedy(view, 100, 100).expectFrames([
            "s": frame(0, 0, 20, 50), "t": frame(0, 10, 10, 40), "f": frame(10, 0, 10, 20),
        ])
    }

    @Test func theDefaultExplicitAlignmentMergesTheSubviewsBaselines() throws {
        // SpacingPrint keeps the default: its first baseline is its Text's,
        // 16 below its top (ascent 1.0 f, docs/text-metrics.md). Aligned on
        // first baselines with a Fixed 10 × 30 (baseline at its bottom, 30),
        // the Text's top sits 30 − 16 = 14 below the Fixed's.
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            SpacingPrint { Text("Hi", fontSize: 16).id("text") }.id("print")
            Fixed(width: 10, height: 30).id("f")
        }
        try greedy(view, 200, 100).expectFrames([
            "print": frame(0, 14, 16, 20), "text": frame(0, 14, 16, 20), "f": frame(16, 0, 10, 30),
        ])
    }

    /// Proposes its subviews its own proposal, places them at its corner,
    /// and stacks horizontally for the Spacers inside it.
    struct HorizontalPassthrough: Layout {
        static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
            subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
    }

    @Test func aSpacerExpandsAlongTheLayoutsStackOrientation() throws {
        // Semantics §2: along its stack's axis a Spacer takes the proposal,
        // across it 0; the layout's stackOrientation is horizontal.
        let view = HorizontalPassthrough { Spacer().id("spacer") }
        try greedy(view, 100, 50).expectFrames(["spacer": frame(0, 0, 100, 0)])
    }
}

extension CustomLayoutTests {
    @Test func aNaNParameterIsAnErrorNamingTheNode() {
        #expect {
            _ = try LayoutTree(HStack { EqualWidthHStack(spacing: .nan) { Color() } }.node)
        } throws: { error in
            guard let error = error as? LayoutTreeError else { return false }
            return "\(error)".contains("root/0") && "\(error)".contains("parameter spacing")
        }
    }
}
