import Foundation
import GreedyLayout
import LayoutExperiments
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// The `exact` layout as affine pieces of the root width, checked against
/// breakpoints derived by hand from the greedy rules (docs/greedy-semantics.md)
/// and against a dense greedy sweep.
@Suite struct BreakpointWalkTests {
    /// A line `a + b·w` on `[from, to]`, as the tests write them.
    struct Line: CustomStringConvertible {
        var from: Double, to: Double, a: Double, b: Double
        var description: String { "\(a) + \(b)·w on [\(from), \(to)]" }
    }

    static func load(_ relative: String) throws -> (LayoutTree, LayoutProblem) {
        let problem = try ModelFile.load(path: PackagePaths.models.appendingPathComponent(relative).path)
        return (try LayoutTree(problem.root, environment: problem.environment), problem)
    }

    /// Whether `analysis` gives node `id`'s `component` exactly as `lines`.
    static func expectSegments(
        _ analysis: BreakpointAnalysis, _ id: String, _ component: Int, _ lines: [Line],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let node = analysis.tree.node(id: id) else {
            Issue.record("no node \(id)", sourceLocation: sourceLocation)
            return
        }
        let segments = analysis.segments(node: node.index, component: component)
        let matches =
            segments.count == lines.count
            && zip(segments, lines).allSatisfy { segment, line in
                abs(segment.from - line.from) < 1e-6 && abs(segment.to - line.to) < 1e-6
                    && abs(segment.intercept - line.a) < 1e-6 && abs(segment.slope - line.b) < 1e-9
            }
        #expect(
            matches, "#\(id) \(BreakpointPiece.componentNames[component]): \(segments) against \(lines)", sourceLocation: sourceLocation)
    }

    /// Classic case 2 (HStack(spacing: 0) { a: maxWidth 100, b: 95…200, c }),
    /// by semantics §1.3-1.5: a, b, c served in order of flexibility
    /// (100, 105, ∞). a is offered w/3: a = w/3 up to 300, then 100.
    /// b is offered (w − a)/2, clamped to 95…200: below 285 that is
    /// w/3 < 95, so 95; 285…300: w/3; 300…500: (w − 100)/2; above 500: 200.
    /// c takes the rest, w − a − b: 2w/3 − 95, w/3, (w − 100)/2, w − 300,
    /// and sits at x = a + b. The row is w wide throughout (c ≥ 0 from w =
    /// 142.5 on). Breakpoints: a at 300; b and c at 285, 300, 500.
    @Test func classicTwoBreaksWhereEachClampEngages() throws {
        let (tree, _) = try Self.load("strategies/classic-2-later-minimum-above-share.json")
        let analysis = try BreakpointWalk(tree: tree, height: 20, widths: 150...600).run()
        let width = 2, x = 0
        Self.expectSegments(analysis, "row", width, [Line(from: 150, to: 600, a: 0, b: 1)])
        Self.expectSegments(analysis, "a", width, [Line(from: 150, to: 300, a: 0, b: 1.0 / 3), Line(from: 300, to: 600, a: 100, b: 0)])
        Self.expectSegments(
            analysis, "b", width,
            [
                Line(from: 150, to: 285, a: 95, b: 0), Line(from: 285, to: 300, a: 0, b: 1.0 / 3),
                Line(from: 300, to: 500, a: -50, b: 0.5), Line(from: 500, to: 600, a: 200, b: 0),
            ])
        Self.expectSegments(
            analysis, "c", width,
            [
                Line(from: 150, to: 285, a: -95, b: 2.0 / 3), Line(from: 285, to: 300, a: 0, b: 1.0 / 3),
                Line(from: 300, to: 500, a: -50, b: 0.5), Line(from: 500, to: 600, a: -300, b: 1),
            ])
        Self.expectSegments(
            analysis, "c", x,
            [
                Line(from: 150, to: 285, a: 95, b: 1.0 / 3), Line(from: 285, to: 300, a: 0, b: 2.0 / 3),
                Line(from: 300, to: 500, a: 50, b: 0.5), Line(from: 500, to: 600, a: 300, b: 0),
            ])
        #expect(analysis.breakpoints.allSatisfy { !$0.isJump })
        #expect(analysis.gaps.isEmpty)
    }

    /// Classic case 1 (three Colors, spacing 0): each is offered and takes
    /// w/3 at every width (semantics §1.3), so no component has a breakpoint.
    @Test func classicOneHasNoBreakpoint() throws {
        let (tree, _) = try Self.load("strategies/classic-1-equal-split.json")
        let analysis = try BreakpointWalk(tree: tree, height: 20, widths: 30...900).run()
        #expect(analysis.breakpoints.isEmpty)
        Self.expectSegments(analysis, "c", 0, [Line(from: 30, to: 900, a: 0, b: 2.0 / 3)])
    }

    /// Seed 002's message row, step 1, at width w (its description derives
    /// 390): the text VStack (flexibility 0) is 240 wide at any offer; the
    /// ZStack is offered w − 8 − 240 and is max(w − 248, 24) wide (the
    /// circle takes the offer, the initials are 24). So at w = 272 the
    /// ZStack stops at its initials: below, it is 24 and the row overflows
    /// at 272; above, it is w − 248 and the row is w. Placement proposes
    /// the ZStack's own size to its children (the description: "ZStack
    /// children proposed 142 x 100"), so the circle is as wide as the
    /// ZStack, at x 0; the initials are centred, x = (w − 248 − 24)/2
    /// above 272 and 0 below; the text starts 8 after the ZStack.
    @Test func messageRowBreaksWhereTheZStackReachesItsInitials() throws {
        let (tree, _) = try Self.load("seeds/seed002-message-row-1-unframed.json")
        let analysis = try BreakpointWalk(tree: tree, height: 100, widths: 260...420).run()
        let x = 0, width = 2
        Self.expectSegments(analysis, "row", width, [Line(from: 260, to: 272, a: 272, b: 0), Line(from: 272, to: 420, a: 0, b: 1)])
        Self.expectSegments(analysis, "avatar", width, [Line(from: 260, to: 272, a: 24, b: 0), Line(from: 272, to: 420, a: -248, b: 1)])
        Self.expectSegments(analysis, "circle", width, [Line(from: 260, to: 272, a: 24, b: 0), Line(from: 272, to: 420, a: -248, b: 1)])
        Self.expectSegments(analysis, "circle", x, [Line(from: 260, to: 420, a: 0, b: 0)])
        Self.expectSegments(analysis, "initials", x, [Line(from: 260, to: 272, a: 0, b: 0), Line(from: 272, to: 420, a: -136, b: 0.5)])
        Self.expectSegments(analysis, "message", x, [Line(from: 260, to: 272, a: 32, b: 0), Line(from: 272, to: 420, a: -240, b: 1)])
        Self.expectSegments(analysis, "message", 1, [Line(from: 260, to: 420, a: 45, b: 0)])
    }

    /// Seed 001's rectangles: fixed 150 × 30 frames in a VStack (spacing
    /// 8), placed from the origin; nothing depends on the width, so no
    /// breakpoint, and r3 stays at y 76 (its description's derivation).
    @Test func fixedRectanglesHaveNoBreakpoint() throws {
        let (tree, _) = try Self.load("seeds/seed001-rectangles-spacing-8.json")
        let analysis = try BreakpointWalk(tree: tree, height: 844, widths: 100...500).run()
        #expect(analysis.breakpoints.isEmpty)
        Self.expectSegments(analysis, "r3", 1, [Line(from: 100, to: 500, a: 76, b: 0)])
        Self.expectSegments(analysis, "stack", 2, [Line(from: 100, to: 500, a: 150, b: 0)])
    }

    /// "Hello world" at 17 pt (advance 8.5, line 21.25; docs/text-metrics.md)
    /// proposed w × nil wraps at spaces into lines of capacity
    /// c = floor(w / 8.5) characters (semantics §15): c ≥ 11 (w ≥ 93.5) one
    /// line, 93.5 × 21.25; 5 ≤ c ≤ 10 "Hello" / "world", 42.5 × 42.5; c = 4
    /// "Hell" "o" "worl" "d", 34 × 85; c = 3 "Hel" "lo" "wor" "ld",
    /// 25.5 × 85; c = 2 six lines, 17 × 127.5. Every change is a jump, at
    /// the width where c reaches the next step: width at 25.5, 34, 42.5,
    /// 93.5; height at 25.5, 42.5, 93.5. Just below each multiple of 8.5,
    /// within the resolution, `exact` has no layout (docs/lp-encoding.md,
    /// "Text"): the walk steps over it and lists it as a gap.
    @Test func textWrapsJumpAtEachCapacityStep() throws {
        let (tree, _) = try Self.load("rules/text/text-wraps-at-spaces.json")
        let analysis = try BreakpointWalk(tree: tree, height: nil, widths: 20...200).run()
        let node = try #require(tree.node(id: "t")).index
        func points(_ component: Int) -> [[Double]] {
            analysis.breakpoints.filter { $0.node == node && $0.component == component }.map { point in
                [point.width, point.left.value(at: point.width), point.right.value(at: point.width)].map(BreakpointAnalysis.rounded)
            }
        }
        #expect(points(2) == [[25.5, 17, 25.5], [34, 25.5, 34], [42.5, 34, 42.5], [93.5, 42.5, 93.5]])
        #expect(points(3) == [[25.5, 127.5, 85], [42.5, 85, 42.5], [93.5, 42.5, 21.25]])
        #expect(analysis.breakpoints.allSatisfy { $0.isJump })
        #expect(analysis.gaps.allSatisfy { $0.upperBound - $0.lowerBound <= 1e-4 + 1e-9 })
    }

    static let sampledModels = [
        "strategies/classic-1-equal-split.json", "strategies/classic-2-later-minimum-above-share.json",
        "strategies/classic-3-under-fill.json", "strategies/classic-4-priority-against-3-colors.json",
        "strategies/classic-4-priority-against-40-colors.json", "strategies/classic-5-overflow.json",
        "strategies/classic-6-color-and-spacer.json", "strategies/classic-7-degenerate-minimax.json",
        "seeds/seed002-message-row-1-unframed.json", "seeds/seed001-rectangles-spacing-8.json",
        "rules/text/text-wraps-at-spaces.json",
    ]

    /// The pieces against the greedy engine every 0.25 pt from half the
    /// model's width to 1.5 times it: at every sampled width (away from a
    /// jump, where the side is a matter of which piece owns the point)
    /// every node's frame is the piece's line within 1e-6 pt. `exact`
    /// claims greedy's rules (docs/strategies.md), so a breakpoint missed
    /// or invented would show as a sample off the lines.
    @Test(arguments: sampledModels) func piecesMatchADenseGreedySweep(_ model: String) throws {
        let (tree, problem) = try Self.load(model)
        let width = problem.proposal.width ?? 300
        let range = (width / 2)...(width * 3 / 2)
        // Widths a gap covers (no exact layout within the resolution below a text step) have no piece.
        let analysis = try BreakpointWalk(tree: tree, height: problem.proposal.height, widths: range).run()
        let jumps = Set(analysis.breakpoints.filter(\.isJump).map(\.width))
        let greedy = GreedyLayoutEngine()
        var worst = 0.0, samples = 0
        for w in stride(from: range.lowerBound, through: range.upperBound, by: 0.25) where !jumps.contains(where: { abs($0 - w) < 1e-6 }) {
            if analysis.gaps.contains(where: { $0.lowerBound < w && w < $0.upperBound }) { continue }
            guard let piece = analysis.pieces.first(where: { $0.from - 1e-9 <= w && w <= $0.to + 1e-9 }) else {
                Issue.record("no piece covers \(w)")
                continue
            }
            let expected = try greedy.layout(tree, proposal: ProposedViewSize(width: w, height: problem.proposal.height)).frames
            for (line, frame) in zip(piece.frames(at: w), expected) {
                for (a, b) in [(line.x, frame.x), (line.y, frame.y), (line.width, frame.width), (line.height, frame.height)]
                where a.isFinite || b.isFinite {
                    worst = max(worst, abs(a - b))
                }
            }
            samples += 1
        }
        #expect(samples > 100)
        #expect(worst < 1e-6, "\(model): largest difference from greedy \(worst)")
    }
}
