import LayoutMetrics
import LayoutModel
import Testing

/// Overflow and unused space (docs/metrics.md, "Overflow", "Unused space"),
/// on frames written by hand.
@Suite struct ContainerSpaceTests {
    /// A 100×20 HStack; child 0 covers [0, 30]×[0, 20]; child 1 covers
    /// [40, 120]×[5, 15], 20 past the stack's end. Horizontally the children
    /// leave [30, 40] uncovered (10); vertically child 0 covers all of
    /// [0, 20]. Area: 2000 − 30·20 − 60·10 (child 1 clipped to [40, 100]) = 800.
    @Test func stackChildrenOverflowTheEndAndLeaveAGap() throws {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color(); Color()
            }.node)
        let space = try ContainerSpace(
            container: tree.root, in: tree,
            frames: frames(
                tree,
                [
                    "root": Rect(x: 0, y: 0, width: 100, height: 20),
                    "root/0": Rect(x: 0, y: 0, width: 30, height: 20),
                    "root/1": Rect(x: 40, y: 5, width: 80, height: 10),
                ]))
        #expect(space.stackAxis == .horizontal)
        #expect(space.overflow == AxisValues(horizontal: 20, vertical: 0))
        #expect(space.unusedLength == AxisValues(horizontal: 10, vertical: 0))
        #expect(space.unusedAlongStackAxis == 10)
        #expect(space.unusedArea == 800)
    }

    /// A 50×50 ZStack and a child at (−5, −10) of 60×30: it reaches 5
    /// before and 5 past horizontally (10), 10 before vertically and ends at
    /// 20 (10). Clipped it covers [0, 50]×[0, 20] = 1000 of 2500: 1500 unused;
    /// vertically [20, 50] is uncovered (30).
    @Test func overflowAddsBothEnds() throws {
        let tree = try LayoutTree(ZStack { Color() }.node)
        let space = try ContainerSpace(
            container: tree.root, in: tree,
            frames: frames(
                tree,
                [
                    "root": Rect(x: 0, y: 0, width: 50, height: 50),
                    "root/0": Rect(x: -5, y: -10, width: 60, height: 30),
                ]))
        #expect(space.stackAxis == nil && space.unusedAlongStackAxis == nil)
        #expect(space.overflow == AxisValues(horizontal: 10, vertical: 10))
        #expect(space.unusedLength == AxisValues(horizontal: 0, vertical: 30))
        #expect(space.unusedArea == 1500)
    }

    /// An infinitely tall 10-wide container: a 40-tall child leaves ∞ of it
    /// (and ∞ area) unused; an infinitely tall child leaves 0, not NaN.
    @Test func infiniteContainersAreMeasuredByTheirGaps() {
        let container = Rect(x: 0, y: 0, width: 10, height: .infinity)
        let short = ContainerSpace(container: 0, children: [1], frames: [container, Rect(x: 0, y: 0, width: 10, height: 40)])
        #expect(short.unusedLength.vertical == .infinity)
        #expect(short.unusedArea == .infinity)
        let tall = ContainerSpace(container: 0, children: [1], frames: [container, container])
        #expect(tall.unusedLength == AxisValues(horizontal: 0, vertical: 0))
        #expect(tall.unusedArea == 0)
        #expect(tall.overflow == AxisValues(horizontal: 0, vertical: 0))
    }

    /// A zero-size container at (5, 5) with a 20×20 child at the origin:
    /// nothing to leave unused; the child reaches 5 before and 15 past on each axis.
    @Test func aZeroSizeContainerHasNoUnusedSpaceButCanOverflow() {
        let space = ContainerSpace(
            container: 0, children: [1],
            frames: [
                Rect(x: 5, y: 5, width: 0, height: 0),
                Rect(x: 0, y: 0, width: 20, height: 20),
            ])
        #expect(space.unusedLength == AxisValues(horizontal: 0, vertical: 0))
        #expect(space.unusedArea == 0)
        #expect(space.overflow == AxisValues(horizontal: 20, vertical: 20))
    }

    /// `HStack { Color; Color }.padding(8)`: the containers are the padding
    /// (the root) and the HStack, in pre-order; the Colors are leaves.
    @Test func allListsEveryContainerInPreOrder() throws {
        let tree = try LayoutTree(
            HStack {
                Color(); Color()
            }.padding(8).node)
        let spaces = try ContainerSpace.all(in: tree, frames: frames(tree, [:]))
        #expect(spaces.map(\.container) == [index(tree, "root/padding"), index(tree, "root")])
        #expect(spaces.map(\.children) == [[index(tree, "root")], [index(tree, "root/0"), index(tree, "root/1")]])
        #expect(throws: MetricError.frameCountMismatch(subject: "frames", expected: 4, actual: 1)) {
            try ContainerSpace.all(in: tree, frames: [.zero])
        }
    }
}
