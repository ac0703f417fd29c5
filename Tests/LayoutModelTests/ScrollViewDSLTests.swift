import LayoutModel
import Testing

/// The DSL's ScrollView and the three `contentMargins` forms of seed 002, and
/// how the layout tree resolves the margins a ScrollView reads
/// (docs/greedy-semantics.md "ScrollView and contentMargins").
@Suite struct ScrollViewDSLTests {
    let color = ViewNode(.shape(.color))

    @Test func scrollViewIsVerticalByDefaultAndWrapsSeveralViewsInAVStack() {
        #expect(ScrollView { Color() }.node == ViewNode(.scrollView(axes: [.vertical], content: color)))
        #expect(ScrollView([.horizontal]) { Color() }.node.content == .scrollView(axes: [.horizontal], content: color))
        #expect(
            ScrollView {
                Color(); Color()
            }.node.content
                == .scrollView(axes: [.vertical], content: ViewNode(.vStack(alignment: .center, spacing: nil, children: [color, color]))))
    }

    @Test func contentMarginsFormsBuildTheirValues() {
        #expect(Color().contentMargins(20).modifiers == [Modifier(.contentMargins(ContentMarginsValue(amount: .length(20))))])
        #expect(
            Color().contentMargins(.horizontal, nil, for: .scrollContent).modifiers
                == [Modifier(.contentMargins(ContentMarginsValue(edges: .horizontal, amount: .length(nil), placement: .scrollContent)))])
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(
            Color().contentMargins(.vertical, insets, for: .scrollIndicators).modifiers
                == [Modifier(.contentMargins(ContentMarginsValue(edges: .vertical, amount: .insets(insets), placement: .scrollIndicators)))]
        )
    }

    @Test func treeResolvesTheMarginsAroundAScrollView() throws {
        // The stack's margins reach the ScrollView inside; the ScrollView's own inner
        // modifier overrides them on its edges (seed 002's override rule).
        let view = VStack {
            ScrollView { Color() }.contentMargins(.horizontal, 20)
        }.contentMargins(8)
        let tree = try LayoutTree(view.node)
        let scrollViews = tree.nodes.compactMap { node -> EdgeInsets? in
            if case .scrollView(_, let margins) = node.element { return margins }
            return nil
        }
        #expect(scrollViews == [EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)])
    }

    @Test func treeRejectsNonFiniteMargins() {
        #expect(throws: LayoutTreeError.self) { try LayoutTree(Color().contentMargins(.infinity).node) }
    }
}
