import GLPKBackend
import LPLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// A long stack's program stays linear in its children (docs/lp-encoding.md,
/// "Running sums and extents"), and still lays out by the greedy rules.
@Suite struct StackProgramSizeTests {
    let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    /// HStack(spacing: 0) of 40: even children `Rectangle().frame(maxWidth: 10)`,
    /// odd ones plain rectangles.
    func stack() throws -> LayoutTree {
        try LayoutTree(
            HStack(spacing: 0) {
                (0..<40).map { index in
                    index.isMultiple(of: 2)
                        ? Rectangle().frame(maxWidth: 10).id("c\(index)").node
                        : Rectangle().id("c\(index)").node
                }
            }.node)
    }

    /// The remainder, each position and the stack's length are running
    /// sums over the children; `keepingShort` names one by a variable once
    /// it has more than 8 terms, so no row holds more than the sum's 8
    /// terms, the variable it defines, a binary and the child's own length
    /// (12 at most). Written out, the last child's offer row would sum the
    /// 39 lengths before it.
    @Test func aLongStacksRowsStayShort() throws {
        let program = try engine.compile(stack(), shape: ProposalShape(width: .finite, height: .finite))
        let longest = program.program.constraints.map { $0.expression.simplified().terms.count }.max() ?? 0
        #expect(longest <= 12)
    }

    /// Every child is centred on one guide, half the stack's height h:
    /// `min(0, −h/2)` is decided by h ≥ 0, and the 40 equal operands of
    /// each side are taken once. One `max(0, h − h/2)` is left: its
    /// interval, worked out term by term from h ∈ [0, 10000], is
    /// [0 − 5000, 10000 − 0], which spans 0, so it is written as one max
    /// (4 rows). A chain over the children wrote a min and a max per child.
    @Test func childrenSharingAGuideWriteOneAlignMaximum() throws {
        let program = try engine.compile(stack(), shape: ProposalShape(width: .finite, height: .finite))
        #expect(program.statistics.rowsByFamily[.align, default: 0] == 4)
    }

    /// Semantics §1.2–§1.3 at width 1,000: the 20 framed children
    /// (flexibility 10) come first; child k of them is offered
    /// (1000 − 10k) / (40 − k) ≥ 10 and answers 10. The 20 plain ones
    /// share the 800 left: 40 each. So each pair (framed, plain) spans 50:
    /// c38 is at x = 50 · 19 = 950, 10 wide; c39 at 960, 40 wide.
    @Test func aLongStackStillFollowsTheGreedyRule() throws {
        let root = HStack(spacing: 0) {
            (0..<40).map { index in
                index.isMultiple(of: 2)
                    ? Rectangle().frame(maxWidth: 10).id("c\(index)").node
                    : Rectangle().id("c\(index)").node
            }
        }
        let laidOut = try LaidOut(root, proposal: ProposedViewSize(width: 1000, height: 10), engine: engine)
        laidOut.expectFrames([
            "c0": frame(0, 0, 10, 10), "c1": frame(10, 0, 40, 10),
            "c38": frame(950, 0, 10, 10), "c39": frame(960, 0, 40, 10),
        ])
    }
}
