import GreedyLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// The keyboard safe-area region (issue 17, item 8; docs/greedy-semantics.md,
/// "Keyboard"). Container 100 x 200, root safe area bottom 10, keyboard 60:
/// the root is proposed 100 x (200 - 60) = 140 at (0, 0), its bottom (140)
/// on the keyboard's top; the container region's safe bottom is 190.
@Suite struct KeyboardSafeAreaTests {
    static let environment = ModelEnvironment(safeArea: EdgeInsets(bottom: 10), keyboard: 60)

    func child(_ regions: SafeAreaRegions) throws -> LaidOut {
        try LaidOut(
            Color().id("c").ignoresSafeArea(regions, edges: .bottom), proposal: ProposedViewSize(width: 100, height: 200),
            environment: Self.environment, engine: GreedyLayoutEngine())
    }

    @Test func theKeyboardRaisesTheRootsBottomInset() throws {
        try LaidOut(
            Color().id("c"), proposal: ProposedViewSize(width: 100, height: 200), environment: Self.environment,
            engine: GreedyLayoutEngine()
        ).expectFrames(["c": frame(0, 0, 100, 140)])
    }

    @Test func eachRegionIgnoredGrowsToItsOwnEdge() throws {
        try child(.all).expectFrames(["c": frame(0, 0, 100, 200)])
        try child(.keyboard).expectFrames(["c": frame(0, 0, 100, 190)])
        try child(.container).expectFrames(["c": frame(0, 0, 100, 140)])
        try child([]).expectFrames(["c": frame(0, 0, 100, 140)])
    }

    @Test func aShorterKeyboardThanTheSafeAreaChangesNothing() throws {
        // Keyboard 5 < bottom inset 10: the root is proposed 190; ignoring the
        // container region grows to the keyboard's top 195, the keyboard's to 190.
        let environment = ModelEnvironment(safeArea: EdgeInsets(bottom: 10), keyboard: 5)
        func laidOut(_ regions: SafeAreaRegions) throws -> LaidOut {
            try LaidOut(
                Color().id("c").ignoresSafeArea(regions, edges: .bottom), proposal: ProposedViewSize(width: 100, height: 200),
                environment: environment, engine: GreedyLayoutEngine())
        }
        try laidOut(.container).expectFrames(["c": frame(0, 0, 100, 195)])
        try laidOut(.keyboard).expectFrames(["c": frame(0, 0, 100, 190)])
    }
}
