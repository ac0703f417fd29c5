import LayoutModel
import Testing

/// Pixel rounding: origin and far corner to the nearest 1/scale, halves up.
@Suite struct PixelGridTests {
    @Test func originAndFarCornerSnapToHalfPointsAtScale2() throws {
        let grid = try #require(PixelGrid(scale: 2))
        // x 0.3 -> 0.6 px -> 1 px = 0.5; far corner 0.3 + 10.4 = 10.7 -> 21.4 px
        // -> 21 px = 10.5, so the width is 10.5 - 0.5 = 10. y 0.2 -> 0.4 px ->
        // 0; far 0.2 + 3 = 3.2 -> 6.4 px -> 6 px = 3.
        #expect(grid.rounded(Rect(x: 0.3, y: 0.2, width: 10.4, height: 3)) == Rect(x: 0.5, y: 0, width: 10, height: 3))
    }

    @Test func neighboursThatTouchStillTouchAfterRounding() throws {
        // Three thirds of 10 at scale 1: 0, 3.333, 6.667 wide 3.333 each.
        // Corners 0, 3.33, 6.67, 10 round to 0, 3, 7, 10: widths 3, 4, 3, no gap.
        let grid = try #require(PixelGrid(scale: 1))
        let third = 10.0 / 3
        let frames = (0..<3).map { grid.rounded(Rect(x: Double($0) * third, y: 0, width: third, height: 1)) }
        #expect(frames.map(\.x) == [0, 3, 7])
        #expect(frames.map(\.width) == [3, 4, 3])
    }

    @Test func halvesRoundUpSoWholePixelShiftsCommute() throws {
        let grid = try #require(PixelGrid(scale: 1))
        #expect(grid.rounded(0.5) == 1)
        #expect(grid.rounded(-0.5) == 0)
        #expect(grid.rounded(2.5) == 3)
    }

    @Test func infiniteLengthsStayInfinite() throws {
        let grid = try #require(PixelGrid(scale: 3))
        // 1.1 * 3 = 3.3 -> 3 px -> 1.
        #expect(grid.rounded(Rect(x: 1.1, y: 0, width: .infinity, height: 2)) == Rect(x: 1, y: 0, width: .infinity, height: 2))
    }

    /// A frame at an infinite position keeps its size: its far corner
    /// (∞ + 10) is no number to round, and ∞ − ∞ would make the width NaN.
    @Test func aFrameAtAnInfinitePositionKeepsItsSize() throws {
        let grid = try #require(PixelGrid(scale: 2))
        // y 0.3 -> 0.6 px -> 1 px = 0.5; far corner 0.3 + 2.2 = 2.5 -> 5 px = 2.5, so h 2.
        #expect(grid.rounded(Rect(x: .infinity, y: 0.3, width: 10.3, height: 2.2)) == Rect(x: .infinity, y: 0.5, width: 10.3, height: 2))
        #expect(
            grid.rounded(Rect(x: -.infinity, y: 0, width: .infinity, height: 1)) == Rect(x: -.infinity, y: 0, width: .infinity, height: 1))
    }

    /// A huge scale (1e300 pixels per point) leaves finite frames finite:
    /// 1e10 × 1e300 overflows, and 0.3 × 1e300 is beyond 2^53, where every
    /// double is on the grid, so both are kept. Before, 1e10 became ∞.
    @Test func aHugeScaleKeepsFiniteFramesFinite() throws {
        let grid = try #require(PixelGrid(scale: 1e300))
        #expect(grid.rounded(Rect(x: 1e10, y: 0.3, width: 5, height: 1e308)) == Rect(x: 1e10, y: 0.3, width: 5, height: 1e308))
        // Below 2^53 pixels the grid still rounds: scale 1e15, 0.1234567890123456 -> 123456789012345.6 px -> ...346 px.
        let fine = try #require(PixelGrid(scale: 1e15))
        #expect(fine.rounded(0.1234567890123456) == 123_456_789_012_346 / 1e15)
    }

    @Test func nonPositiveOrNonFiniteScaleIsRefused() {
        // A subnormal scale has no finite grid spacing (1 / 1e-310 = ∞;
        // written as a product, since the literal 1e-310 warns that it is subnormal).
        #expect(PixelGrid(scale: 1e-300 * 1e-10) == nil)
        #expect(PixelGrid(scale: 0) == nil)
        #expect(PixelGrid(scale: -2) == nil)
        #expect(PixelGrid(scale: .nan) == nil)
        #expect(PixelGrid(scale: .infinity) == nil)
    }

    @Test func roundedResultAlsoRoundsDrawnFramesAfterOffsets() throws {
        // A 10 x 10 view offset by 0.3 at scale 2: layout x 0, drawn 0.3 -> 0.5.
        let tree = try LayoutTree(Fixed(width: 10, height: 10).id("v").offset(x: 0.3).node)
        let raw = LayoutResult(
            engine: "test", frames: [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10)],
            proposals: [nil, nil])
        let rounded = try #require(raw.rounded(toScale: 2))
        #expect(rounded.framesByID(in: tree)["v"] == Rect(x: 0.5, y: 0, width: 10, height: 10))
        #expect(raw.framesByID(in: tree)["v"] == Rect(x: 0.3, y: 0, width: 10, height: 10), "raw values stay available")
    }
}
