import LayoutModel
import Testing

/// Two facts the tree records for the engines (LayoutNode.swift):
/// - `isAbsent`: an `Empty` view, its modifiers and everything inside them
///   contribute nothing to a container (SwiftUI: EmptyView yields no
///   view-list elements, and modifiers on it yield none either);
/// - `stackOrientation`: the axis of the nearest enclosing HStack/VStack,
///   which a Spacer expands along; ZStack, overlay content and the root give
///   none (semantics §2, §4: "ZStack … stackOrientation = none").
@Suite struct AbsenceAndOrientationTests {
    func absentPaths(_ view: some View) throws -> [String] {
        try LayoutTree(view.node).nodes.filter(\.isAbsent).map(\.path).sorted()
    }

    @Test func emptyViewAndItsModifiersAreAbsentButNotItsSiblingsOrContainer() throws {
        let view = HStack {
            EmptyView().padding().frame(width: 10)
            Color()
        }
        #expect(try absentPaths(view) == ["root/0", "root/0/frame", "root/0/padding"])
    }

    @Test func contentOfModifiersOnAnEmptyViewIsAbsent() throws {
        let view = VStack {
            EmptyView().overlay { HStack { Circle() } }
        }
        #expect(
            try absentPaths(view) == [
                "root/0", "root/0/overlay", "root/0/overlay/content", "root/0/overlay/content/0",
            ])
    }

    @Test func emptyOverlayContentIsAbsentButTheOverlayIsNot() throws {
        #expect(try absentPaths(Color().overlay { EmptyView() }) == ["root/overlay/content"])
    }

    @Test func emptyRootIsAbsent() throws {
        #expect(try absentPaths(EmptyView().padding()) == ["root", "root/padding"])
    }

    @Test func stackOfOnlyEmptyViewsIsPresent() throws {
        let view = ZStack {
            EmptyView()
            EmptyView()
        }
        #expect(try absentPaths(view) == ["root/0", "root/1"])
    }

    @Test func emptyViewWithModifiersIsStillAnEmptyView() {
        #expect(EmptyView().padding().isEmptyView)
        #expect(!Color().padding().isEmptyView)
    }

    // MARK: - Spacer orientation

    /// The orientation at `path`: `.some(nil)` for none, nil when no node has the path.
    func orientation(_ view: some View, at path: String) throws -> Axis?? {
        try LayoutTree(view.node).nodes.first { $0.path == path }.map(\.stackOrientation)
    }

    @Test func spacersTakeTheAxisOfTheirStack() throws {
        #expect(try orientation(HStack { Spacer() }, at: "root/0") == .some(.horizontal))
        #expect(try orientation(VStack { Spacer() }, at: "root/0") == .some(.vertical))
    }

    @Test func rootSpacerHasNoOrientation() throws {
        #expect(try orientation(Spacer(), at: "root") == .some(nil))
    }

    @Test func nearestStackWins() throws {
        #expect(try orientation(VStack { HStack { Spacer() } }, at: "root/0/0") == .some(.horizontal))
        #expect(try orientation(HStack { VStack { Spacer() } }, at: "root/0/0") == .some(.vertical))
    }

    @Test func orientationPassesThroughModifiers() throws {
        let view = HStack { Spacer().padding().frame(width: 3) }
        #expect(try orientation(view, at: "root/0") == .some(.horizontal))
        #expect(try orientation(view, at: "root/0/padding") == .some(.horizontal))
        #expect(try orientation(view, at: "root/0/frame") == .some(.horizontal))
    }

    @Test func zStackResetsOrientation() throws {
        #expect(try orientation(HStack { ZStack { Spacer() } }, at: "root/0/0") == .some(nil))
    }

    @Test func overlayAndBackgroundContentResetOrientation() throws {
        #expect(try orientation(HStack { Color().overlay { Spacer() } }, at: "root/0/overlay/content") == .some(nil))
        #expect(try orientation(VStack { Color().background { Spacer() } }, at: "root/0/background/content") == .some(nil))
        // A stack inside the content sets it again.
        #expect(try orientation(Color().overlay { VStack { Spacer() } }, at: "root/overlay/content/0") == .some(.vertical))
    }

    @Test func nookPanelHomeHasNoOrientation() throws {
        // NookPanel is a custom container, not an HStack/VStack (§2: custom Layout → none).
        #expect(try orientation(HStack { NookPanel { Spacer() } }, at: "root/0/home") == .some(nil))
    }

    @Test func stackItselfHasItsParentsOrientation() throws {
        // The HStack is inside a VStack: vertical; its child is horizontal.
        let view = VStack { HStack { Color() } }
        #expect(try orientation(view, at: "root/0") == .some(.vertical))
        #expect(try orientation(view, at: "root/0/0") == .some(.horizontal))
        #expect(try orientation(view, at: "root") == .some(nil))
    }
}
