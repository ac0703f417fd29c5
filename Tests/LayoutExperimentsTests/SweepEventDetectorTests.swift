import LayoutChecker
import LayoutExperiments
import LayoutModel
import Testing

/// Sweep events (docs/sweeps.md, "Events") on hand-made frames of
/// `HStack { Color #a; Color #b } #row` at widths 100, 110, 120.
@Suite struct SweepEventDetectorTests {
    static func result(_ frames: [[Rect]]) throws -> SweepResult {
        let tree = try LayoutTree(
            HStack {
                Color().id("a"); Color().id("b")
            }.id("row").node)
        let proposals = [100.0, 110, 120].map { ProposedViewSize(width: $0, height: 20) }
        let outcomes = [frames.map { EngineOutcome.laidOut(LayoutResult(engine: "hand", frames: $0, proposals: [])) }]
        return SweepResult(tree: tree, proposals: proposals, sweptAxis: .horizontal, engines: ["hand"], outcomes: outcomes)
    }

    /// 100 → 110: the row grows by 10 and a shrinks 50 → 40 (shrinks while
    /// its container grows); b's width moves 50 → 70, 10 more than the
    /// proposal's 10 (a jump with ε 0.5), its x 50 → 40 only as much as
    /// the proposal (no jump). 110 → 120: the row is 115 of 120 (under-fill
    /// starts), b ends at 120, so the row's children reach 5 beyond its
    /// 115 (the row's overflow starts: docs/metrics.md, "Sweep stability",
    /// reports the container), b's width moves 70 → 80, exactly the
    /// proposal's move (no jump).
    @Test func eachKindIsFoundWhereTheFramesShowIt() throws {
        let frames: [[Rect]] = [
            [Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 50, y: 0, width: 50, height: 20)],
            [Rect(x: 0, y: 0, width: 110, height: 20), Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 40, y: 0, width: 70, height: 20)],
            [Rect(x: 0, y: 0, width: 115, height: 20), Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 40, y: 0, width: 80, height: 20)],
        ]
        let events = SweepEventDetector(jumpThreshold: 0.5).events(in: try Self.result(frames))
        #expect(events.map(\.kind) == [.jump, .shrinksWhileContainerGrows, .underFill, .overflow])
        #expect(events.map(\.id) == ["b", "a", "row", "row"])
        #expect(events.map(\.at.width) == [110, 110, 120, 120])
        #expect(
            events.map(\.detail) == [
                "width 50 -> 70", "width 50 -> 40 while the container's 100 -> 110", "width 115 of 120",
                "children reach 5 beyond its width",
            ])
    }

    /// Under-fill and overflow are reported where they start, not at every
    /// proposal they last: a row 90 of 100, 100 of 110 and 110 of 120 is
    /// one under-fill event, at 100.
    @Test func aLastingUnderFillIsOneEvent() throws {
        let frames: [[Rect]] = [90.0, 100, 110].map { width in
            [
                Rect(x: 0, y: 0, width: width, height: 20), Rect(x: 0, y: 0, width: width / 2, height: 20),
                Rect(x: width / 2, y: 0, width: width / 2, height: 20),
            ]
        }
        let events = SweepEventDetector().events(in: try Self.result(frames))
        #expect(events.map(\.kind) == [.underFill])
        #expect(events.first?.before == nil)
    }

    /// A proposal without frames ends a run: nothing is compared across it,
    /// and an under-fill lasting past it starts again after it. The row is
    /// 90 of 100, has no frames at 110, and is 40 of 120: two under-fill
    /// onsets (at 100 and at 120), and no jump, although across the gap the
    /// row's width falls 50, more than ε 0.5 plus the proposal's move 20.
    @Test func aProposalWithoutFramesEndsARun() throws {
        let tree = try LayoutTree(
            HStack {
                Color().id("a"); Color().id("b")
            }.id("row").node)
        let proposals = [100.0, 110, 120].map { ProposedViewSize(width: $0, height: 20) }
        func laidOut(_ width: Double) -> EngineOutcome {
            .laidOut(
                LayoutResult(
                    engine: "hand",
                    frames: [
                        Rect(x: 0, y: 0, width: width, height: 20), Rect(x: 0, y: 0, width: width / 2, height: 20),
                        Rect(x: width / 2, y: 0, width: width / 2, height: 20),
                    ], proposals: []))
        }
        let outcomes = [[laidOut(90), EngineOutcome.noLayout("none"), laidOut(40)]]
        let result = SweepResult(tree: tree, proposals: proposals, sweptAxis: .horizontal, engines: ["hand"], outcomes: outcomes)
        let events = SweepEventDetector().events(in: result)
        #expect(events.map(\.kind) == [.underFill, .underFill])
        #expect(events.map(\.at.width) == [100, 120])
        #expect(events.map(\.detail) == ["width 90 of 100", "width 40 of 120"])
    }

    /// `A:B:STEP` counts from A by whole steps up to B, each value A + i·STEP.
    @Test func rangesCountWholeSteps() throws {
        #expect(try SweepRange(parsing: "300:400:25").values == [300, 325, 350, 375, 400])
        #expect(try SweepRange(parsing: "0:1:0.3").values.count == 4)
        // 3 × 0.1 is 0.30000000000000004 in doubles: the last value is B itself (issue 31, item 17).
        #expect(try SweepRange(parsing: "0:0.3:0.1").values == [0, 0.1, 0.2, 0.3])
        #expect(try ExperimentProposals.range("0:0.3:0.1", option: "--width") == [0, 0.1, 0.2, 0.3])
        #expect(throws: SweepRangeError.self) { try SweepRange(parsing: "400:300:10") }
        #expect(throws: SweepRangeError.self) { try SweepRange(parsing: "1:2") }
        #expect(throws: SweepRangeError.self) { try SweepRange(parsing: "1:2:0") }
    }
}
