import LayoutMetrics
import LayoutModel
import Testing

/// Sweep stability (docs/metrics.md, "Sweep stability") on a sweep written
/// by hand: `HStack(spacing: 0) { Color; Color }` (nodes: stack 0, children
/// 1 and 2), every height 10 and every proposed height 10.
@Suite struct SweepStabilityTests {
    let tree: LayoutTree

    init() throws {
        tree = try LayoutTree(
            HStack(spacing: 0) {
                Color(); Color()
            }.node)
    }

    /// A sample: the proposed width, the stack's width and the first child's
    /// width; the second child follows the first to the stack's end unless `second` is given.
    func sample(_ proposed: Double?, stack: Double, first: Double, second: Double? = nil) -> SweepSample {
        SweepSample(
            proposal: ProposedViewSize(width: proposed, height: 10),
            frames: frames(
                tree,
                [
                    "root": Rect(x: 0, y: 0, width: stack, height: 10),
                    "root/0": Rect(x: 0, y: 0, width: first, height: 10),
                    "root/1": Rect(x: first, y: 0, width: second ?? stack - first, height: 10),
                ]))
    }

    /// The sweep (proposal: stack, first, second):
    ///  0. 100: 100, 50, 50
    ///  1. 110: 110, 70, 40: Δp 10, threshold 0.5 + 10: child 1's width and
    ///     child 2's x move 20 (jumps); child 2 shrinks 10 while the stack grows 10.
    ///  2. 120: 100, 50, 50: the same jumps back; the root is 20 short of 120 (under-fill begins).
    ///  3.  80: 100, 50, 60: Δp 40, threshold 40.5, no jump; the root is 20
    ///     past 80 (proposal overflow begins), child 2 ends at 110, 10 past the
    ///     stack (overflow begins); the root no longer falls short: the under-fill ends (80 → 100).
    ///  4.  80: the same: nothing begins or ends.
    ///  5. 120: 100, 50, 50: under-fill begins again; both overflows end (they were 20 and 10).
    @Test func eventsOfAHandWrittenSweep() throws {
        let samples = [
            sample(100, stack: 100, first: 50), sample(110, stack: 110, first: 70), sample(120, stack: 100, first: 50),
            sample(80, stack: 100, first: 50, second: 60), sample(80, stack: 100, first: 50, second: 60),
            sample(120, stack: 100, first: 50),
        ]
        let stability = try SweepStability(tree: tree, samples: samples, epsilon: 0.5)
        #expect(
            stability.events.map(\.description) == [
                "sample 1: jump node 1 width 50 → 70",
                "sample 1: jump node 2 x 50 → 70",
                "sample 1: non-monotonic-child node 2 in node 0 width 50 → 40",
                "sample 2: jump node 1 width 70 → 50",
                "sample 2: jump node 2 x 70 → 50",
                "sample 2: under-fill-onset node 0 width 120 → 100",
                "sample 3: proposal-overflow-onset node 0 width 0 → 20",
                "sample 3: overflow-onset node 0 width 0 → 10",
                "sample 3: under-fill-end node 0 width 80 → 100",
                "sample 5: under-fill-onset node 0 width 120 → 100",
                "sample 5: proposal-overflow-end node 0 width 20 → 0",
                "sample 5: overflow-end node 0 width 10 → 0",
            ])
        #expect(stability.events(.nonMonotonicChild).map(\.container) == [0])
        #expect(stability.events(.underFillOnset).map(\.axis) == [.horizontal, .horizontal])
    }

    /// Slope 0: every change beyond ε is a jump. From sample 0 to 1 the
    /// stack's width (10), child 1's width (20), child 2's x (20) and width (10) change.
    @Test func slopeZeroFlagsEveryChangeBeyondEpsilon() throws {
        let stability = try SweepStability(
            tree: tree, samples: [sample(100, stack: 100, first: 50), sample(110, stack: 110, first: 70)],
            epsilon: 0.5, slope: 0)
        #expect(stability.events(.jump).map { "\($0.node) \($0.component)" } == ["0 width", "1 width", "2 x", "2 width"])
    }

    /// From an unspecified width to 100 the proposal's change is unbounded: no jump.
    @Test func aChangeBetweenUnspecifiedAndANumberIsNoJump() throws {
        let stability = try SweepStability(
            tree: tree, samples: [sample(nil, stack: 20, first: 10), sample(100, stack: 100, first: 50)],
            epsilon: 0.5)
        #expect(stability.events(.jump).isEmpty)
    }

    /// Under-fill already at the first sample begins there.
    @Test func anOnsetAtTheFirstSample() throws {
        let stability = try SweepStability(tree: tree, samples: [sample(120, stack: 100, first: 50)], epsilon: 0.5)
        #expect(stability.events.map(\.description) == ["sample 0: under-fill-onset node 0 width 120 → 100"])
    }

    /// τ is the onsets' own threshold: a root 0.3 short of 100 is within
    /// ε 0.5 (τ defaults to ε: no event) but beyond τ 1e-6 (an under-fill),
    /// while jumps keep ε.
    @Test func theToleranceGovernsOnsetsAndEpsilonJumps() throws {
        let samples = [sample(100, stack: 99.7, first: 49.7)]
        #expect(try SweepStability(tree: tree, samples: samples, epsilon: 0.5).events.isEmpty)
        let strict = try SweepStability(tree: tree, samples: samples, epsilon: 0.5, tolerance: 1e-6)
        #expect(strict.events.map(\.kind) == [.underFillOnset])
    }

    @Test func aSampleWithTheWrongFrameCountIsNamed() {
        #expect(throws: MetricError.frameCountMismatch(subject: "sample 1", expected: 3, actual: 1)) {
            try SweepStability(
                tree: tree, samples: [sample(100, stack: 100, first: 50), SweepSample(proposal: .zero, frames: [.zero])],
                epsilon: 0.5)
        }
    }
}
