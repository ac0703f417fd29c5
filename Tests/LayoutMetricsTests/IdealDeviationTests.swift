import LayoutMetrics
import LayoutModel
import Testing

/// Deviation from ideal (docs/metrics.md, "Deviation from ideal").
@Suite struct IdealDeviationTests {
    /// Widths 100, 30, 50 against ideals 96, 40, 50: differences +4, −10,
    /// 0. L1 = 14, L2 = √(16 + 100) = √116, L∞ = 10.
    @Test func normsOfLengthMinusIdeal() throws {
        let frames = [
            Rect(x: 0, y: 0, width: 100, height: 5), Rect(x: 0, y: 0, width: 30, height: 5), Rect(x: 0, y: 0, width: 50, height: 5),
        ]
        let deviation = try IdealDeviation(frames: frames, ideals: [2: 50, 0: 96, 1: 40], axis: .horizontal)
        #expect(deviation.nodes == [0, 1, 2])
        #expect(deviation.differences == [4, -10, 0])
        #expect(deviation.l1 == 14)
        #expect(deviation.l2 == 116.0.squareRoot())
        #expect(deviation.lInfinity == 10)
    }

    /// Heights 5 against ideal 8: the axis picks the component (−3).
    @Test func theAxisPicksTheLength() throws {
        let deviation = try IdealDeviation(frames: [Rect(x: 0, y: 0, width: 100, height: 5)], ideals: [0: 8], axis: .vertical)
        #expect(deviation.differences == [-3])
    }

    /// An infinite width at an infinite ideal deviates by 0; at a finite one by ∞. No nodes: all norms 0.
    @Test func infinitiesAndEmptySets() throws {
        let wide = [Rect(x: 0, y: 0, width: .infinity, height: 5)]
        #expect(try IdealDeviation(frames: wide, ideals: [0: .infinity], axis: .horizontal).l1 == 0)
        #expect(try IdealDeviation(frames: wide, ideals: [0: 10], axis: .horizontal).lInfinity == .infinity)
        let none = try IdealDeviation(frames: wide, ideals: [:], axis: .horizontal)
        #expect(none.l1 == 0 && none.l2 == 0 && none.lInfinity == 0)
        #expect(throws: MetricError.nodeOutOfRange(node: 4, nodeCount: 1)) {
            try IdealDeviation(frames: wide, ideals: [4: 1], axis: .horizontal)
        }
        #expect(throws: MetricError.valueCountMismatch(subject: "differences from ideal", expected: 1, actual: 0)) {
            try IdealDeviation(nodes: [0], differences: [])
        }
    }
}
