import LayoutTestSupport
import Testing

/// A failing snapshot prints the lines that differ, not both texts whole.
@Suite struct SnapshotDiffTests {
    /// Line 2 changed from b to x: one removal and one insertion, both at
    /// line 2; the equal lines a and c are not printed.
    @Test func aChangedLineIsPrintedOnceEachWay() {
        #expect(Snapshot.diff(stored: "a\nb\nc\n", actual: "a\nx\nc\n") == "- 2: b\n+ 2: x")
    }

    /// A line added at the end and one removed at the start, numbered in
    /// their own texts (the stored text's line 1, the actual text's line 3).
    @Test func linesAddedAndRemovedAreNumberedInTheirOwnText() {
        #expect(Snapshot.diff(stored: "a\nb\nc", actual: "b\nc\nd") == "- 1: a\n+ 3: d")
    }

    @Test func aLongDiffIsCutAndCounted() {
        let stored = (1...50).map { "old \($0)" }.joined(separator: "\n")
        let actual = (1...50).map { "new \($0)" }.joined(separator: "\n")
        let diff = Snapshot.diff(stored: stored, actual: actual, limit: 4)
        #expect(diff.split(separator: "\n").count == 5)
        #expect(diff.hasSuffix("… 96 more changed lines"))
    }
}
