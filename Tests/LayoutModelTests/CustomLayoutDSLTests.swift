import LayoutModel
import Testing

/// A custom layout in the DSL (`Layout.callAsFunction`, as in SwiftUI) and in
/// the layout tree (docs/greedy-semantics.md, "Custom layouts").
@Suite struct CustomLayoutDSLTests {
    /// A layout whose Spacers expand vertically.
    struct Column: Layout {
        static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size { .zero }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {}
    }

    @Test func callingALayoutWithContentBuildsALayoutNode() {
        let view = EqualWidthHStack(spacing: 4) {
            Color(); Text("Hi")
        }
        #expect(
            view.node
                == ViewNode(
                    .layout(
                        CustomLayoutValue(EqualWidthHStack(spacing: 4)),
                        children: [ViewNode(.shape(.color)), ViewNode(.text("Hi", fontSize: 17))])))
        #expect(view.node.typeName == "Layout")
    }

    @Test func theTreeNamesTheLayoutAndGivesItsChildrenItsStackOrientation() throws {
        let tree = try LayoutTree(
            Column {
                Spacer(); EmptyView()
            }.node)
        #expect(tree[tree.root].element.name == "Column")
        #expect(tree[tree.root].element == .customLayout(CustomLayoutValue(Column())))
        let children = tree[tree.root].children
        #expect(children.map { tree[$0].stackOrientation } == [.vertical, .vertical])
        // Empty is not among the subviews a layout sees.
        #expect(tree.traits.presentChildren(of: tree.root) == [children[0]])
    }

    @Test func theNameAndParametersAreWhatAModelFileWrites() {
        #expect(CustomLayoutValue(EqualWidthHStack(spacing: 4)).name == "EqualWidthHStack")
        #expect(CustomLayoutValue(EqualWidthHStack(spacing: 4)).parameters == ["spacing": 4])
        #expect(CustomLayoutValue(EqualWidthHStack()).parameters == [:])
        #expect(CustomLayoutValue(EqualWidthHStack(spacing: 4)).description == "EqualWidthHStack(spacing: 4)")
        #expect(CustomLayoutValue(Column()).name == "Column")
    }
}
