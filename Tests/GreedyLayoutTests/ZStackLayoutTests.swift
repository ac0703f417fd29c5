import LayoutModel
import LayoutTestSupport
import Testing

/// Semantics §4: ZStack sizing from its highest-priority children and
/// placement with its final size.
@Suite struct ZStackLayoutTests {
    @Test func childrenAreReproposedTheZStackSize() throws {
        // SKIP testFrameMaxWidthRespectsParentBounds: sizing at nil gives the
        // frame 10 x 4 (ideal 10, max height 4) and the ZStack 12 x 6; placed
        // with (12, 6) the frame becomes 12 x 4, centred at y (6 - 4) / 2 = 1.
        let view = ZStack {
            Fixed(width: 12, height: 6).id("black")
            Color().frame(maxWidth: 20, maxHeight: 4).id("white")
        }.id("z")
        try greedy(view, nil, nil).expectFrames([
            "z": frame(0, 0, 12, 6), "black": frame(0, 0, 12, 6), "white": frame(0, 1, 12, 4),
        ])
    }

    @Test func lowerPriorityChildDoesNotEnlargeZStack() throws {
        // Only the priority-0 child sizes the ZStack (20 x 20); the 100 x 100
        // child is centred on it: 10 - 50 = -40.
        let view = ZStack {
            Fixed(width: 20, height: 20).id("small")
            Fixed(width: 100, height: 100).layoutPriority(-1).id("big")
        }.id("z")
        try greedy(view, 300, 300).expectFrames([
            "z": frame(0, 0, 20, 20), "small": frame(0, 0, 20, 20), "big": frame(-40, -40, 100, 100),
        ])
    }

    @Test func alignmentPlacesChildrenOnSharedGuides() throws {
        // bottomTrailing: the 10 x 10 view ends where the 40 x 30 one ends.
        let view = ZStack(alignment: .bottomTrailing) {
            Fixed(width: 40, height: 30)
            Fixed(width: 10, height: 10).id("badge")
        }
        try greedy(view, 100, 100).expectFrames(["badge": frame(30, 20, 10, 10)])
    }

    @Test func spacerInZStackExpandsBothWays() throws {
        // No stack orientation inside a ZStack: the Spacer takes (50, 20) like a
        // Color, and a lone Spacer is an identity child of the ZStack.
        let view = ZStack { Spacer().id("s") }.id("z")
        try greedy(view, 50, 20).expectFrames(["z": frame(0, 0, 50, 20), "s": frame(0, 0, 50, 20)])
    }
}
