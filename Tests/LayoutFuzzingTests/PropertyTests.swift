import GLPKBackend
import LPLayout
import LayoutChecker
import LayoutFuzzing
import LayoutModel
import Testing

@Suite struct PropertyTests {
    private static let lp = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    /// HStack { Fixed 24×24; Color } offered 300×44 (docs/greedy-semantics.md,
    /// stacks: the least flexible child first; default spacing 8 between
    /// two non-text views; cross axis centred): the Fixed is 24×24 at
    /// (0, 10), the Color 268×44 at (32, 0).
    private static let row = LayoutProblem(
        proposal: ProposedViewSize(width: 300, height: 44),
        root: ViewNode(
            .hStack(
                alignment: .center, spacing: nil,
                children: [
                    ViewNode(.fixed(width: 24, height: 24), id: "icon"),
                    ViewNode(.shape(.color), id: "fill"),
                ]), id: "row"))

    private func comparison(_ problem: LayoutProblem) throws -> ResultComparison {
        guard case .agreed(let comparison) = DifferentialCheck(lpEngine: Self.lp).run(problem) else {
            throw Failure("the engines do not agree on \(problem)")
        }
        return comparison
    }

    struct Failure: Error { var message: String; init(_ message: String) { self.message = message } }

    @Test func handWorkedRowHoldsEveryProperty() throws {
        let comparison = try comparison(Self.row)
        let frames = comparison.left.framesByID(in: comparison.tree)
        #expect(frames["icon"] == Rect(x: 0, y: 10, width: 24, height: 24))
        #expect(frames["fill"] == Rect(x: 32, y: 0, width: 268, height: 44))
        let (checks, violations) = PropertyCheck(lpEngine: Self.lp).check(Self.row, comparison: comparison)
        // validSizes, repeatable, mirror and transpose for each of the two engines.
        #expect(checks == 8)
        #expect(violations.isEmpty, "\(violations)")
    }

    /// The row mirrored in its 300-point container: the icon's x becomes
    /// 300 − 0 − 24 = 276 and the Color's 300 − 32 − 268 = 0.
    @Test func mirroringReflectsXInTheContainer() {
        #expect(
            Mirroring.mirrored(Rect(x: 0, y: 10, width: 24, height: 24), containerWidth: 300) == Rect(x: 276, y: 10, width: 24, height: 24))
        #expect(
            Mirroring.mirrored(Rect(x: 32, y: 0, width: 268, height: 44), containerWidth: 300) == Rect(x: 0, y: 0, width: 268, height: 44))
        #expect(
            Mirroring.containerWidth(root: Rect(x: 10, y: 0, width: 300, height: 44), safeArea: EdgeInsets(leading: 10, trailing: 5)) == 315
        )
        let overriding = LayoutProblem(
            proposal: .zero,
            root: ViewNode(
                .shape(.color),
                modifiers: [
                    Modifier(.environment(EnvironmentOverrides(layoutDirection: .leftToRight)))
                ]))
        #expect(Mirroring.mirrored(overriding) == nil)
    }

    /// The transposed row is a VStack { Fixed 24×24; Color } offered 44×300,
    /// aligned on the centre: the same numbers with the axes exchanged.
    @Test func transpositionExchangesAxes() throws {
        var problem = Self.row
        problem.root.modifiers = [
            Modifier(.padding(.insets(top: 1, leading: 2, bottom: 3, trailing: 4))),
            Modifier(.flexFrame(FlexFrameValue(minWidth: 5, maxHeight: 6, alignment: .topTrailing))),
            Modifier(.alignmentGuide(.vertical(.top), GuideValue(constant: 3, width: 0.5))),
        ]
        let transposed = try #require(Transposition.transposed(problem))
        #expect(transposed.proposal == ProposedViewSize(width: 44, height: 300))
        guard case .vStack(let alignment, nil, let children) = transposed.root.content else {
            Issue.record("not a VStack: \(transposed.root.content)")
            return
        }
        #expect(alignment == .center)
        #expect(children[0].content == .fixed(width: 24, height: 24))
        #expect(transposed.root.modifiers[0].kind == .padding(.insets(top: 2, leading: 1, bottom: 4, trailing: 3)))
        #expect(transposed.root.modifiers[1].kind == .flexFrame(FlexFrameValue(maxWidth: 6, minHeight: 5, alignment: .bottomLeading)))
        #expect(transposed.root.modifiers[2].kind == .alignmentGuide(.horizontal(.leading), GuideValue(constant: 3, height: 0.5)))
        #expect(Transposition.transposed(Rect(x: 1, y: 2, width: 3, height: 4)) == Rect(x: 2, y: 1, width: 4, height: 3))
        #expect(Transposition.transposed(ExpectedFrame(x: 1, width: 3)) == ExpectedFrame(y: 1, height: 3))
        let text = LayoutProblem(proposal: .zero, root: ViewNode(.text("a", fontSize: 10)))
        #expect(Transposition.transposed(text) == nil)
    }

    /// A property check that cannot fail is worthless: frames changed behind
    /// the check's back must be caught as not repeatable, and a negative
    /// width with no negative inset inside as an invalid size.
    @Test func tamperedFramesAreReported() throws {
        let honest = try comparison(Self.row)
        var left = honest.left
        let icon = honest.tree.idIndex["icon"]!
        left.frames[icon].origin.x += 1
        var tampered = ResultComparison(tree: honest.tree, left: left, right: honest.right, tolerance: Tolerance(1e-6))
        var (_, violations) = PropertyCheck(lpEngine: Self.lp).check(Self.row, comparison: tampered)
        #expect(violations.contains { $0.property == .repeatable && $0.engine == "greedy" })
        #expect(violations.contains { $0.property == .mirror && $0.engine == "greedy" })
        #expect(!violations.contains { $0.engine == Self.lp.name })

        var right = honest.right
        right.frames[icon].size.width = -5
        tampered = ResultComparison(tree: honest.tree, left: honest.left, right: right, tolerance: Tolerance(1e-6))
        (_, violations) = PropertyCheck(lpEngine: Self.lp).check(Self.row, comparison: tampered)
        #expect(violations.contains { $0.property == .validSizes && $0.engine == Self.lp.name })
    }

    /// Padding of −8 around an Image 10×24 offered 1×320 (padding: the
    /// child is offered the proposal less the insets, 17×336, and the answer
    /// is the child's size less 16): 10 − 16 = −6 wide, a size negative
    /// insets allow. Its background is proposed that size and a Color takes
    /// it, so the background's −6 is allowed too (a fuzz finding, seed 3).
    @Test func negativeInsetsAllowNegativeSizesAlsoForSecondaries() throws {
        let problem = LayoutProblem(
            proposal: ProposedViewSize(width: 1, height: 320),
            root: ViewNode(
                .image(width: 10, height: 24, resizable: false), id: "image",
                modifiers: [
                    Modifier(.padding(.uniform(-8)), id: "inset"),
                    Modifier(.background(alignment: .leading, content: ViewNode(.shape(.color), id: "back"))),
                ]))
        let comparison = try comparison(problem)
        let frames = comparison.left.framesByID(in: comparison.tree)
        #expect(frames["inset"]?.size == Size(width: -6, height: 8))
        #expect(frames["back"]?.size == Size(width: -6, height: 8))
        let (_, violations) = PropertyCheck(lpEngine: Self.lp).check(problem, comparison: comparison)
        #expect(!violations.contains { $0.property == .validSizes }, "\(violations)")
    }

    /// ZStack(alignment: .topTrailing) { Color c; ZStack {}.padding(−1)
    /// .layoutPriority(2) } proposed 1000×600 (fuzz seed 1, case 79886). The
    /// empty ZStack is 0×0, padded by −1 on each edge: −2×−2. It alone has
    /// the highest priority, so the ZStack is −2×−2 (semantics §4: sized by
    /// the highest-priority children) and places every child with that
    /// size, so the Color, with no negative inset of its own, answers
    /// −2×−2 too. The property allows it (a ZStack re-proposes its size);
    /// the same Color beside a positive sibling stays checked (−5 is caught
    /// in `tamperedFramesAreReported`).
    @Test func zStackPassesANegativeSizeToEveryChild() throws {
        let problem = LayoutProblem(
            proposal: ProposedViewSize(width: 1000, height: 600),
            root: ViewNode(
                .zStack(
                    alignment: .topTrailing,
                    children: [
                        ViewNode(.shape(.color), id: "c"),
                        ViewNode(
                            .zStack(alignment: .topLeading, children: []), id: "empty",
                            modifiers: [
                                Modifier(.padding(.uniform(-1)), id: "inset"),
                                Modifier(.layoutPriority(2)),
                            ]),
                    ]), id: "stack"))
        let comparison = try comparison(problem)
        let frames = comparison.left.framesByID(in: comparison.tree)
        #expect(frames["inset"]?.size == Size(width: -2, height: -2))
        #expect(frames["stack"]?.size == Size(width: -2, height: -2))
        #expect(frames["c"] == Rect(x: 0, y: 0, width: -2, height: -2))
        let (_, violations) = PropertyCheck(lpEngine: Self.lp).check(problem, comparison: comparison)
        #expect(!violations.contains { $0.property == .validSizes }, "\(violations)")
    }

    /// EqualWidthHStack(spacing: −4) { Spacer(minLength: 0); Image 1×24 }
    /// proposed nil×100 (the CI campaign of commit 3117bd8, case 245): each
    /// subview is as wide as the widest ideal, 1, and the row is
    /// 2 × 1 − 4 = −2 wide (WWDC22's EqualWidthHStack: the subviews' widths
    /// plus the spacing). A custom layout's negative parameter allows it.
    @Test func aCustomLayoutsNegativeSpacingAllowsANegativeSize() throws {
        let problem = LayoutProblem(
            proposal: ProposedViewSize(width: nil, height: 100),
            root: ViewNode(
                .layout(
                    CustomLayoutValue(EqualWidthHStack(spacing: -4)),
                    children: [
                        ViewNode(.spacer(minLength: 0)),
                        ViewNode(.image(width: 1, height: 24, resizable: false)),
                    ]), id: "row"))
        let comparison = try comparison(problem)
        #expect(comparison.left.framesByID(in: comparison.tree)["row"]?.size == Size(width: -2, height: 24))
        let (_, violations) = PropertyCheck(lpEngine: Self.lp).check(problem, comparison: comparison)
        #expect(!violations.contains { $0.property == .validSizes }, "\(violations)")
    }
}
