import LayoutMetrics
import LayoutModel
import Testing

/// Priority inversions (docs/metrics.md, "Priority inversions"), on frames
/// written by hand; priorities come from the tree (semantics §8).
@Suite struct PriorityInversionTests {
    /// `HStack { Color.layoutPriority(1); Color }` 100 wide, both 0…∞
    /// (capped at 100). The priority-1 child is the modifier node.
    let tree: LayoutTree
    let high: Int
    let low: Int
    let ranges: [Int: LengthRange]

    init() throws {
        tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().layoutPriority(1); Color()
            }.node)
        high = index(tree, "root/0/layoutPriority")
        low = index(tree, "root/1")
        ranges = [high: LengthRange(minimum: 0, maximum: .infinity), low: LengthRange(minimum: 0, maximum: .infinity)]
    }

    func laidOut(highWidth: Double) -> [Rect] {
        frames(
            tree,
            [
                "root": Rect(x: 0, y: 0, width: 100, height: 10),
                "root/0/layoutPriority": Rect(x: 0, y: 0, width: highWidth, height: 10),
                "root/0": Rect(x: 0, y: 0, width: highWidth, height: 10),
                "root/1": Rect(x: highWidth, y: 0, width: 100 - highWidth, height: 10),
            ])
    }

    /// Widths 30 and 70: the priority-1 child kept 30/100 = 0.3, the
    /// priority-0 child 0.7 > 0.3: one inversion.
    @Test func lowerPriorityKeepingMoreIsAnInversion() throws {
        let inversions = try PriorityInversion.inStack(tree.root, in: tree, frames: laidOut(highWidth: 30), ranges: ranges)
        #expect(
            inversions == [
                PriorityInversion(
                    stack: tree.root, higher: high, higherPriority: 1, higherKept: 0.3,
                    lower: low, lowerPriority: 0, lowerKept: 0.7)
            ])
        #expect(try PriorityInversion.all(in: tree, frames: laidOut(highWidth: 30), ranges: ranges) == inversions)
    }

    /// Widths 70 and 30 (what SwiftUI's order gives): none. Widths 50 and
    /// 50: equal shares, none. Without the low child's range: no pair.
    @Test func higherPriorityKeepingAtLeastAsMuchIsNone() throws {
        #expect(try PriorityInversion.inStack(tree.root, in: tree, frames: laidOut(highWidth: 70), ranges: ranges).isEmpty)
        #expect(try PriorityInversion.inStack(tree.root, in: tree, frames: laidOut(highWidth: 50), ranges: ranges).isEmpty)
        #expect(try PriorityInversion.inStack(tree.root, in: tree, frames: laidOut(highWidth: 30), ranges: [high: ranges[high]!]).isEmpty)
    }

    /// 0.7 − 0.3 = 0.4: an inversion at tolerance 0.39, none at 0.4.
    @Test func toleranceIsAFractionOfTheRange() throws {
        #expect(
            try PriorityInversion.inStack(tree.root, in: tree, frames: laidOut(highWidth: 30), ranges: ranges, tolerance: 0.39).count == 1)
        #expect(try PriorityInversion.inStack(tree.root, in: tree, frames: laidOut(highWidth: 30), ranges: ranges, tolerance: 0.4).isEmpty)
    }

    /// `HStack { Color; Spacer }` 100 wide: the Color (priority 0, 0…50)
    /// got 20, keeping 0.4; the Spacer (priority −∞, 8…∞ capped at 100) got
    /// 80, keeping (80 − 8)/(100 − 8) = 72/92: the Spacer grew while the
    /// Color stayed short of its maximum.
    @Test func aSpacerGrowingBeforeAViewReachesItsMaximumIsAnInversion() throws {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color(); Spacer()
            }.node)
        let laidOut = frames(
            tree,
            [
                "root": Rect(x: 0, y: 0, width: 100, height: 10), "root/0": Rect(x: 0, y: 0, width: 20, height: 10),
                "root/1": Rect(x: 20, y: 0, width: 80, height: 10),
            ])
        let ranges = [
            index(tree, "root/0"): LengthRange(minimum: 0, maximum: 50),
            index(tree, "root/1"): LengthRange(minimum: 8, maximum: .infinity),
        ]
        let inversions = try PriorityInversion.inStack(tree.root, in: tree, frames: laidOut, ranges: ranges)
        #expect(inversions.count == 1)
        #expect(inversions.first?.lowerPriority == -.infinity)
        #expect(inversions.first?.higherKept == 0.4)
        #expect(abs((inversions.first?.lowerKept ?? 0) - 72.0 / 92) < 1e-12)
    }

    /// `VStack { HStack { Color.layoutPriority(1); Color }; HStack { Color.layoutPriority(2); Color } }`:
    /// each row 100 wide gives its priority child 30 and the other 70 (all
    /// 0…∞): one inversion per row (0.3 < 0.7), listed rows in pre-order.
    /// The VStack's rows (priority 0 each) have no ranges: no pair there.
    @Test func allListsTheStacksInPreOrder() throws {
        let tree = try LayoutTree(
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color().layoutPriority(1); Color()
                }
                HStack(spacing: 0) {
                    Color().layoutPriority(2); Color()
                }
            }.node)
        var byPath: [String: Rect] = ["root": Rect(x: 0, y: 0, width: 100, height: 20)]
        var ranges: [Int: LengthRange] = [:]
        for row in 0..<2 {
            let y = Double(row) * 10
            byPath["root/\(row)"] = Rect(x: 0, y: y, width: 100, height: 10)
            byPath["root/\(row)/0/layoutPriority"] = Rect(x: 0, y: y, width: 30, height: 10)
            byPath["root/\(row)/1"] = Rect(x: 30, y: y, width: 70, height: 10)
            for path in ["root/\(row)/0/layoutPriority", "root/\(row)/1"] {
                ranges[index(tree, path)] = LengthRange(minimum: 0, maximum: .infinity)
            }
        }
        let inversions = try PriorityInversion.all(in: tree, frames: frames(tree, byPath), ranges: ranges)
        #expect(inversions.map(\.stack) == [index(tree, "root/0"), index(tree, "root/1")])
        #expect(inversions.map(\.higherPriority) == [1, 2])
    }
}
