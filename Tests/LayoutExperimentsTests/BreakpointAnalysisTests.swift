import LayoutExperiments
import LayoutModel
import Testing

/// How pieces become segments and breakpoints across a gap the walk stepped
/// over (docs/sweeps.md, "Exact breakpoints"). One Color; its width is the
/// component under test, given by hand as two pieces.
@Suite struct BreakpointAnalysisTests {
    static let tree = try! LayoutTree(Color().node)

    static func piece(_ from: Double, _ to: Double, width: (Double) -> Double) -> BreakpointPiece {
        BreakpointPiece(
            from: from, to: to, start: [Rect(x: 0, y: 0, width: width(from), height: 10)],
            end: [Rect(x: 0, y: 0, width: width(to), height: 10)])
    }

    /// Width w on [0, 10], then 10 + 2·(w − 10) from 10.0001 (a text's
    /// capacity gap of 1e-4 in between): the lines meet at 10, so the width
    /// has a kink at 10, not a jump of 1e-4 at 10.0001.
    @Test func aKinkBesideANarrowGapIsReportedWhereTheLinesMeet() throws {
        let analysis = BreakpointAnalysis(
            tree: Self.tree, height: 10,
            pieces: [Self.piece(0, 10) { $0 }, Self.piece(10.0001, 20) { 10 + 2 * ($0 - 10) }],
            gaps: [10...10.0001])
        let points = analysis.breakpoints.filter { $0.component == 2 }
        #expect(points.count == 1)
        let point = try #require(points.first)
        #expect(abs(point.width - 10) < 1e-9)
        #expect(!point.isJump)
        #expect(abs(point.left.slope - 1) < 1e-9 && abs(point.right.slope - 2) < 1e-9)
        // The height is 10 on both pieces: one segment, no breakpoint.
        #expect(analysis.segments(node: 0, component: 3).count == 1)
    }

    /// Width w, then w + 5 past the same gap: parallel lines that never
    /// meet, so a jump, reported at the right piece's start.
    @Test func aJumpAcrossANarrowGapStaysAtTheRightPiecesStart() throws {
        let analysis = BreakpointAnalysis(
            tree: Self.tree, height: 10,
            pieces: [Self.piece(0, 10) { $0 }, Self.piece(10.0001, 20) { $0 + 5 }],
            gaps: [10...10.0001])
        let point = try #require(analysis.breakpoints.first { $0.component == 2 })
        #expect(point.width == 10.0001)
        #expect(point.isJump)
    }

    /// Lines that would meet at 15, far outside a gap of 1 pt (wider than
    /// the walk ever steps over): the gap is not read as a kink.
    @Test func aWideGapIsNotReadAsAKink() throws {
        let analysis = BreakpointAnalysis(
            tree: Self.tree, height: 10,
            pieces: [Self.piece(0, 10) { $0 }, Self.piece(11, 20) { 15 + 2 * ($0 - 15) }],
            gaps: [10...11])
        let point = try #require(analysis.breakpoints.first { $0.component == 2 })
        #expect(point.width == 11)
        #expect(point.isJump)
    }
}
