import LayoutModel
import LayoutTestSupport
import Testing

/// `.containerRelativeFrame` (semantics §14, seed 002's containerRelativeFrame
/// pages). The container is the root proposal less the root safe area.
@Suite struct ContainerRelativeFrameLayoutTests {
    @Test func lengthFollowsTheGridFormula() {
        // (320 - 10 * 2) / 3 = 100 per column; span 2: 200 + 10 = 210.
        let value = ContainerRelativeFrameValue(axes: [.horizontal], count: 3, span: 2, spacing: 10)
        #expect(value.length(inContainer: 320) == 210)
        // (100 - 200) / 2 = -50 is taken as 0 (documented choice).
        #expect(ContainerRelativeFrameValue(axes: [.horizontal], count: 2, spacing: 200).length(inContainer: 100) == 0)
        #expect(value.length(inContainer: .infinity) == .infinity)
    }

    @Test func gridColumnsFillTheContainer() throws {
        // Container 300 wide, count 4, spacing 20: column (300 - 60) / 4 = 60;
        // span 2: 140. 140 + 20 + 60 + 20 + 60 = 300 in an HStack(spacing: 20).
        let view = HStack(spacing: 20) {
            Color().id("a").containerRelativeFrame([.horizontal], count: 4, span: 2, spacing: 20)
            Color().id("b").containerRelativeFrame([.horizontal], count: 4, spacing: 20)
            Color().id("c").containerRelativeFrame([.horizontal], count: 4, spacing: 20)
        }
        try greedy(view, 300, 100).expectFrames([
            "a": frame(0, 0, 140, 100), "b": frame(160, 0, 60, 100), "c": frame(240, 0, 60, 100),
        ])
    }

    @Test func paddingIsNotAContainer() throws {
        // The padding offers 160 x 60, but the container is the root's 200 x 100:
        // the frame is 200 x 100 at (20, 20) and the padding 240 x 140.
        let view = Color().id("c").containerRelativeFrame([.horizontal, .vertical]).id("f").padding(20).id("p")
        try greedy(view, 200, 100).expectFrames([
            "p": frame(0, 0, 240, 140), "f": frame(20, 20, 200, 100), "c": frame(20, 20, 200, 100),
        ])
    }

    @Test func rootSafeAreaShrinksTheContainer() throws {
        // Container 200 x (150 - 20 - 30) = 100; count 2: 50 tall. The VStack
        // (spacing 0) is at (0, 20); the other Color takes the other 50.
        let view = VStack(spacing: 0) {
            Color().id("a").containerRelativeFrame([.vertical], count: 2)
            Color().id("b")
        }
        try greedy(view, 200, 150, safeArea: EdgeInsets(top: 20, bottom: 30)).expectFrames([
            "a": frame(0, 20, 200, 50), "b": frame(0, 70, 200, 50),
        ])
    }

    @Test func childIsAlignedInsideTheFrame() throws {
        // Width 200 from the container, height the child's 30; trailing: x 160.
        let view = Fixed(width: 40, height: 30).id("c").containerRelativeFrame([.horizontal], alignment: .trailing).id("f")
        try greedy(view, 200, 100).expectFrames(["f": frame(0, 0, 200, 30), "c": frame(160, 0, 40, 30)])
    }

    @Test func unspecifiedContainerLengthIsLeftToTheChild() throws {
        // Root proposed (200, nil): the height is the Color's ideal 10.
        let view = Color().id("c").containerRelativeFrame([.horizontal, .vertical]).id("f")
        try greedy(view, 200, nil).expectFrames(["f": frame(0, 0, 200, 10), "c": frame(0, 0, 200, 10)])
    }

    @Test func infiniteContainerGivesAnInfiniteLength() throws {
        let view = Color().id("c").containerRelativeFrame([.horizontal]).id("f")
        try greedy(view, .infinity, 50).expectFrames(["f": frame(0, 0, .infinity, 50), "c": frame(0, 0, .infinity, 50)])
    }

    @Test func resetsPriorityAndSpacingLikeAFrame() throws {
        // The Spacer's frame is 200 / 4 = 50 wide, priority 0 and 8 from the
        // Color (its horizontal spacing edges reset); fixed width, so it is
        // sized first: the Color gets 200 - 8 - 50 = 142. The Spacer is 0 tall,
        // centred in the 10-point row.
        let view = HStack {
            Color().id("a")
            Spacer().containerRelativeFrame([.horizontal], count: 4).id("s")
        }
        try greedy(view, 200, 10).expectFrames(["a": frame(0, 0, 142, 10), "s": frame(150, 5, 50, 0)])
    }

    @Test func invalidArgumentsAreRejected() {
        func error(_ value: ContainerRelativeFrameValue) -> LayoutTreeError? {
            do {
                _ = try LayoutTree(Color().modifier(.containerRelativeFrame(value)).node)
                return nil
            } catch {
                return error
            }
        }
        let expectations: [(ContainerRelativeFrameValue, String)] = [
            (ContainerRelativeFrameValue(axes: [.horizontal], count: 0), "count"),
            (ContainerRelativeFrameValue(axes: [.horizontal], count: -2), "count"),
            (ContainerRelativeFrameValue(axes: [.horizontal], span: 0), "span"),
            (ContainerRelativeFrameValue(axes: [], count: 1), "axes"),
        ]
        for (value, argument) in expectations {
            guard case .invalidValue(let path, let what, _, _)? = error(value) else {
                Issue.record("\(value) was accepted")
                continue
            }
            #expect(path == "root/containerRelativeFrame" && what == argument)
        }
        #expect(
            error(ContainerRelativeFrameValue(axes: [.vertical], spacing: .infinity))
                == .outOfRange(path: "root/containerRelativeFrame", what: "spacing", value: .infinity, expected: "a finite number"))
        #expect(
            error(ContainerRelativeFrameValue(axes: [.vertical], spacing: .nan))
                == .notANumber(path: "root/containerRelativeFrame", what: "spacing"))
    }

    @Test func spanLargerThanCountIsAWarning() throws {
        // count 2, span 3 in 200: 100 * 3 = 300, wider than the container.
        let view = Color().id("c").containerRelativeFrame([.horizontal], count: 2, span: 3)
        let laidOut = try greedy(view, 200, 50)
        #expect(laidOut.tree.warnings.map(\.path) == ["root/containerRelativeFrame"])
        laidOut.expectFrames(["c": frame(0, 0, 300, 50)])
    }
}
