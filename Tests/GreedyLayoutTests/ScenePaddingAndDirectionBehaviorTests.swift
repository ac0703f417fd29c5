import GreedyLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// scenePadding per platform and layoutDirectionBehavior (issue 17, item 6).
/// Rules: docs/greedy-semantics.md, "scenePadding" and "Right to left".
@Suite struct ScenePaddingAndDirectionBehaviorTests {
    func laidOut(_ view: some View, _ width: Double?, _ height: Double?, environment: ModelEnvironment = ModelEnvironment()) throws
        -> LaidOut
    {
        try LaidOut(view, proposal: ProposedViewSize(width: width, height: height), environment: environment, engine: GreedyLayoutEngine())
    }

    @Test(arguments: [Platform.iOS, .iPadOS, .macOS, .tvOS, .visionOS])
    func scenePaddingOutsideWatchOSIsTheDefaultPadding(_ platform: Platform) throws {
        // Seed 002: "the same default padding that you get from padding":
        // 16 on every edge asked for. Proposed 100 x 100: the Color 68 x 68
        // at (16, 16); with edges .leading only, 84 x 100 at (16, 0).
        let environment = ModelEnvironment(platform: platform)
        try laidOut(Color().id("c").scenePadding(.minimum), 100, 100, environment: environment).expectFrames(["c": frame(16, 16, 68, 68)])
        try laidOut(Color().id("c").scenePadding(.leading), 100, 100, environment: environment).expectFrames(["c": frame(16, 0, 84, 100)])
    }

    @Test func watchOSPadsOnlyLeadingAndTrailing() throws {
        // Seed 002: no top or bottom on watchOS, even when asked for.
        // Amounts (Choice): .minimum 8, .navigationBar and scenePadding() 12.
        let watch = ModelEnvironment(platform: .watchOS)
        try laidOut(Color().id("c").scenePadding(.minimum), 100, 100, environment: watch).expectFrames(["c": frame(8, 0, 84, 100)])
        try laidOut(Color().id("c").scenePadding(), 100, 100, environment: watch).expectFrames(["c": frame(12, 0, 76, 100)])
        try laidOut(Color().id("c").scenePadding(.navigationBar, edges: .vertical), 100, 100, environment: watch)
            .expectFrames(["c": frame(0, 0, 100, 100)])
        try laidOut(Color().id("c").scenePadding([.top, .trailing]), 100, 100, environment: watch).expectFrames(["c": frame(0, 0, 88, 100)])
    }

    /// HStack(spacing: 0) { 50-wide a, 30-wide b } with `behavior`, laid out in `direction` at width 80.
    func pair(_ behavior: LayoutDirectionBehavior?, _ direction: LayoutDirection) throws -> LaidOut {
        var stack = HStack(spacing: 0) {
            Fixed(width: 50, height: 10).id("a")
            Fixed(width: 30, height: 10).id("b")
        }.node
        if let behavior { stack = stack.layoutDirectionBehavior(behavior) }
        return try laidOut(stack, 80, 10, environment: ModelEnvironment(layoutDirection: direction))
    }

    @Test func mirrorsRightToLeftPlacesLikeNoModifier() throws {
        // .mirrors: laid out left to right, then reflected right to left: the
        // same frames as a right-to-left stack (b 0, a 30); left to right it
        // changes nothing (a 0, b 50).
        try pair(.mirrors, .rightToLeft).expectFrames(["a": frame(30, 0, 50, 10), "b": frame(0, 0, 30, 10)])
        try pair(nil, .rightToLeft).expectFrames(["a": frame(30, 0, 50, 10), "b": frame(0, 0, 30, 10)])
        try pair(.mirrors, .leftToRight).expectFrames(["a": frame(0, 0, 50, 10), "b": frame(50, 0, 30, 10)])
    }

    @Test func fixedNeverMirrors() throws {
        try pair(.fixed, .rightToLeft).expectFrames(["a": frame(0, 0, 50, 10), "b": frame(50, 0, 30, 10)])
        try pair(.fixed, .leftToRight).expectFrames(["a": frame(0, 0, 50, 10), "b": frame(50, 0, 30, 10)])
    }

    @Test func mirrorsInLeftToRightMirrorsOnlyThere() throws {
        try pair(.mirrors(in: .leftToRight), .leftToRight).expectFrames(["a": frame(30, 0, 50, 10), "b": frame(0, 0, 30, 10)])
        // Right to left it does not apply: the usual right-to-left placement.
        try pair(.mirrors(in: .leftToRight), .rightToLeft).expectFrames(["a": frame(30, 0, 50, 10), "b": frame(0, 0, 30, 10)])
    }

    @Test func anOffsetInsideAMirrorIsDrawnMirrored() throws {
        // Semantics §10: an offset's x is negated where content is placed
        // right to left, and a mirror places its content so: offset(x: 5)
        // inside .mirrors(in: .leftToRight) draws 5 to the left of its layout
        // frame (b's layout x 0, drawn at -5).
        let view = HStack(spacing: 0) {
            Fixed(width: 50, height: 10).id("a")
            Fixed(width: 30, height: 10).id("b").offset(x: 5)
        }.layoutDirectionBehavior(.mirrors(in: .leftToRight))
        try laidOut(view, 80, 10).expectFrames(["a": frame(30, 0, 50, 10), "b": frame(-5, 0, 30, 10)])
    }
}
