import LayoutModel
import Testing

/// Flattening a view into a `LayoutTree` (LayoutTree.swift, LayoutNode.swift):
/// the view itself has the path its container gives it (`root`, `root/0`),
/// each modifier adds `/<key>` (`.2`, `.3` for a repeated key), overlay content
/// is `<modifier>/content`, a NookPanel's chrome layers are `/surface`,
/// `/chrome`, `/edgePadding`, `/column` and its home view is `/home`.
@Suite struct LayoutTreePathTests {
    /// A tree with every kind of path: stacks, a repeated modifier, a NookPanel
    /// home, overlay content and ids at several depths.
    static let sample = VStack {
        HStack {
            Color().id("a").frame(width: 10).frame(height: 5).id("f2")
            Spacer()
        }
        .padding()
        NookPanel { Rectangle().id("home") }
    }
    .overlay { Circle().id("badge") }
    .frame(maxWidth: 100)

    func paths(_ tree: LayoutTree, _ indices: [Int]) -> [String] { indices.map { tree[$0].path } }

    @Test func everyViewAndModifierIsANodeWithItsPath() throws {
        let tree = try LayoutTree(Self.sample.node)
        let named = Dictionary(uniqueKeysWithValues: tree.nodes.map { ($0.path, $0.element.name) })
        #expect(
            named == [
                "root": "VStack",
                "root/0": "HStack",
                "root/0/0": "Color",
                "root/0/0/frame": "frame",
                "root/0/0/frame.2": "frame",
                "root/0/1": "Spacer",
                "root/0/padding": "padding",
                "root/1": "NookPanel",
                "root/1/surface": "padding",
                "root/1/chrome": "safeAreaPadding",
                "root/1/edgePadding": "padding",
                "root/1/column": "frame",
                "root/1/home": "Rectangle",
                "root/overlay": "overlay",
                "root/overlay/content": "Circle",
                "root/frame": "frame",
            ])
        #expect(tree.nodes.enumerated().allSatisfy { $0.offset == $0.element.index })
    }

    /// Paths past one digit and past the 15 bytes Swift keeps inline: the
    /// child index in decimal, the n-th repeated key `.n` (n = 2, 10, 11).
    @Test func longPathsKeepEveryDigit() throws {
        var last = Color().node
        for _ in 0..<11 { last = last.padding(1) }
        let row = ViewNode(.hStack(alignment: .center, spacing: 0, children: Array(repeating: Color().node, count: 11) + [last]))
        let tree = try LayoutTree(
            VStack {
                Color(); row
            }.node)
        let paths = Set(tree.nodes.map(\.path))
        #expect(paths.contains("root/1/10"))
        #expect(paths.contains("root/1/11"))
        #expect(paths.contains("root/1/11/padding"))
        #expect(paths.contains("root/1/11/padding.2"))
        #expect(paths.contains("root/1/11/padding.10"))
        #expect(paths.contains("root/1/11/padding.11"))
        #expect(!paths.contains("root/1/11/padding.12"))
        #expect(tree.nodes.count == 1 + 1 + 1 + 12 + 11)
    }

    @Test func theRootIsTheOutermostModifier() throws {
        let tree = try LayoutTree(Self.sample.node)
        #expect(tree[tree.root].path == "root/frame")
        #expect(tree[tree.root].parent == nil)
        // Without modifiers the view itself is the root.
        let plain = try LayoutTree(Color().node)
        #expect(plain.nodes.count == 1)
        #expect(plain[plain.root].path == "root")
    }

    @Test func modifiersWrapTheViewAndOverlaysAddTheirContentSecond() throws {
        let tree = try LayoutTree(Self.sample.node)
        func children(_ path: String) -> [String] {
            guard let node = tree.nodes.first(where: { $0.path == path }) else {
                Issue.record("no node at \(path)")
                return []
            }
            return paths(tree, node.children)
        }
        #expect(children("root/frame") == ["root/overlay"])
        #expect(children("root/overlay") == ["root", "root/overlay/content"])
        #expect(children("root") == ["root/0/padding", "root/1"])
        #expect(children("root/0/padding") == ["root/0"])
        #expect(children("root/0") == ["root/0/0/frame.2", "root/0/1"])
        #expect(children("root/0/0/frame.2") == ["root/0/0/frame"])
        #expect(children("root/0/0/frame") == ["root/0/0"])
        // The panel's chrome is a chain, outermost first (LayoutTree+NookPanel.swift).
        #expect(children("root/1") == ["root/1/surface"])
        #expect(children("root/1/surface") == ["root/1/chrome"])
        #expect(children("root/1/chrome") == ["root/1/edgePadding"])
        #expect(children("root/1/edgePadding") == ["root/1/column"])
        #expect(children("root/1/column") == ["root/1/home"])
        #expect(children("root/0/0") == [])
    }

    @Test func parentsMirrorChildren() throws {
        let tree = try LayoutTree(Self.sample.node)
        for node in tree.nodes {
            for child in node.children { #expect(tree[child].parent == node.index) }
        }
        #expect(tree.nodes.filter { $0.parent == nil }.map(\.path) == ["root/frame"])
    }

    @Test func preorderVisitsModifiersBeforeTheirViewAndOverlayContentLast() throws {
        let tree = try LayoutTree(Self.sample.node)
        #expect(
            paths(tree, tree.preorder) == [
                "root/frame", "root/overlay", "root",
                "root/0/padding", "root/0", "root/0/0/frame.2", "root/0/0/frame", "root/0/0", "root/0/1",
                "root/1", "root/1/surface", "root/1/chrome", "root/1/edgePadding", "root/1/column", "root/1/home",
                "root/overlay/content",
            ])
        #expect(tree.preorder.count == tree.nodes.count)
    }

    @Test func idIndexFindsViewsAndModifiers() throws {
        let tree = try LayoutTree(Self.sample.node)
        #expect(
            tree.idIndex.mapValues { tree[$0].path } == [
                "a": "root/0/0", "f2": "root/0/0/frame.2", "home": "root/1/home", "badge": "root/overlay/content",
            ])
        #expect(tree.node(id: "f2")?.element == .frame(FrameSpec(width: nil, height: 5, alignment: .center)))
        #expect(tree.node(id: "f2")?.id == "f2")
        #expect(tree.node(id: "missing") == nil)
    }

    @Test func repeatedKeysAreNumberedPerKeyFromTwo() throws {
        // Fixed and flexible frames share the key `frame`; padding counts on its own.
        let view = Color().padding().frame(width: 1).padding(2).frame(minWidth: 3).frame(height: 4)
        let tree = try LayoutTree(view.node)
        #expect(
            paths(tree, tree.preorder) == [
                "root/frame.3", "root/frame.2", "root/padding.2", "root/frame", "root/padding", "root",
            ])
    }

    @Test func severalOverlayViewsFormAZStackWithNumberedChildren() throws {
        let view = Color().background { Rectangle() }.overlay {
            Circle()
            Capsule()
        }
        let tree = try LayoutTree(view.node)
        #expect(
            paths(tree, tree.preorder) == [
                "root/overlay", "root/background", "root", "root/background/content",
                "root/overlay/content", "root/overlay/content/0", "root/overlay/content/1",
            ])
        #expect(tree.nodes.first { $0.path == "root/overlay/content" }?.element == .zStack(.center))
    }

    @Test func contentOfNestedModifiersGetsNestedPaths() throws {
        let view = HStack { Color().overlay { Circle().padding() }.safeAreaInset(edge: .top) { Rectangle() } }
        let tree = try LayoutTree(view.node)
        #expect(
            Set(tree.nodes.map(\.path)) == [
                "root", "root/0", "root/0/overlay", "root/0/overlay/content", "root/0/overlay/content/padding",
                "root/0/safeAreaInset", "root/0/safeAreaInset/content",
            ])
    }

    // MARK: - Resolved elements

    @Test func elementsResolveDefaults() throws {
        // Spacer: nil minLength is the system spacing 8 (§2); padding(): 16 on every edge (§3).
        let view = HStack {
            Spacer()
            Spacer(minLength: 0)
            Color().padding()
            Color().padding(.horizontal)
            Color().padding([.top], 4)
        }
        let tree = try LayoutTree(view.node)
        func element(_ path: String) -> LayoutElement? { tree.nodes.first { $0.path == path }?.element }
        #expect(element("root") == .stack(axis: .horizontal, alignment: .vertical(.center), spacing: nil))
        #expect(element("root/0") == .spacer(minLength: 8))
        #expect(element("root/1") == .spacer(minLength: 0))
        #expect(element("root/2/padding") == .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)))
        #expect(element("root/3/padding") == .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)))
        #expect(element("root/4/padding") == .padding(EdgeInsets(top: 4)))
        #expect(tree.warnings == [])
    }

    @Test func stacksRecordTheirAxisAndCrossGuide() throws {
        let tree = try LayoutTree(VStack(alignment: .trailing, spacing: 3) { Color() }.node)
        #expect(tree[tree.root].element == .stack(axis: .vertical, alignment: .horizontal(.trailing), spacing: 3))
        #expect(tree[tree.root].element.name == "VStack")
        #expect(!tree[tree.root].element.isModifier)
    }

    // MARK: - Errors

    @Test func duplicateIDsBetweenSiblingsNameBothPaths() {
        let view = HStack {
            Color().id("x")
            Circle().id("x")
        }
        #expect(throws: LayoutTreeError.duplicateID("x", firstPath: "root/0", secondPath: "root/1")) {
            try LayoutTree(view.node)
        }
        #expect(
            LayoutTreeError.duplicateID("x", firstPath: "root/0", secondPath: "root/1").description
                == #"duplicate id "x": used at root/0 and at root/1"#)
    }

    @Test func duplicateIDBetweenAViewAndAnEnclosingModifier() {
        // The child is added before its container's modifiers, so it is the first use.
        let view = HStack { Color().id("x") }.padding().id("x")
        #expect(throws: LayoutTreeError.duplicateID("x", firstPath: "root/0", secondPath: "root/padding")) {
            try LayoutTree(view.node)
        }
    }

    @Test func duplicateIDInOverlayContent() {
        let view = Color().id("x").overlay { Circle().id("x") }
        #expect(throws: LayoutTreeError.duplicateID("x", firstPath: "root", secondPath: "root/overlay/content")) {
            try LayoutTree(view.node)
        }
    }

    @Test func nanValuesAreRejectedWithTheirPath() {
        #expect(throws: LayoutTreeError.notANumber(path: "root/0/frame", what: "width")) {
            try LayoutTree(HStack { Color().frame(width: .points(.nan)) }.node)
        }
        #expect(throws: LayoutTreeError.notANumber(path: "root", what: "height")) {
            try LayoutTree(Fixed(width: 1, height: .nan).node)
        }
        #expect(throws: LayoutTreeError.notANumber(path: "root", what: "minLength")) {
            try LayoutTree(Spacer(minLength: .nan).node)
        }
        #expect(throws: LayoutTreeError.notANumber(path: "root", what: "spacing")) {
            try LayoutTree(HStack(spacing: .nan) { Color() }.node)
        }
        #expect(throws: LayoutTreeError.notANumber(path: "root/layoutPriority", what: "layoutPriority")) {
            try LayoutTree(Color().layoutPriority(.nan).node)
        }
        #expect(throws: LayoutTreeError.notANumber(path: "root/padding", what: "padding")) {
            try LayoutTree(Color().padding(.points(.nan)).node)
        }
        #expect(
            LayoutTreeError.notANumber(path: "root/frame", what: "width").description
                == "root/frame: width is NaN; expected a number")
    }

    @Test func fontSizeMustBeFiniteAndPositive() {
        // docs/text-metrics.md: every text length is a fraction of the font
        // size, so 0, negative and infinite sizes are rejected with the path.
        #expect(throws: LayoutTreeError.outOfRange(path: "root/1", what: "fontSize", value: 0, expected: "a finite number > 0")) {
            try LayoutTree(
                VStack {
                    Color(); Text("a", fontSize: 0)
                }.node)
        }
        #expect(throws: LayoutTreeError.outOfRange(path: "root", what: "fontSize", value: -3, expected: "a finite number > 0")) {
            try LayoutTree(Text("a", fontSize: -3).padding().node)
        }
        #expect(throws: LayoutTreeError.outOfRange(path: "root", what: "fontSize", value: .infinity, expected: "a finite number > 0")) {
            try LayoutTree(Text("a", fontSize: .infinity).node)
        }
        #expect(throws: LayoutTreeError.notANumber(path: "root", what: "fontSize")) {
            try LayoutTree(Text("a", fontSize: .nan).node)
        }
        #expect(
            LayoutTreeError.outOfRange(path: "root/1", what: "fontSize", value: -3, expected: "a finite number > 0").description
                == "root/1: fontSize is -3; expected a finite number > 0")
    }
}

/// A GridRow belongs directly in a Grid, unmodified; a cell spans 1 to
/// `GridValue.maximumSpan` columns (docs/greedy-semantics.md "Grid").
@Suite struct GridTreeTests {
    @Test func gridRowOutsideAGridIsRefused() {
        #expect(
            throws: LayoutTreeError.invalidValue(
                path: "root/0", what: "GridRow", expected: "a direct child of a Grid",
                found: "a GridRow outside a Grid")
        ) {
            try LayoutTree(VStack { GridRow { Color() } }.node)
        }
    }

    @Test func modifiedGridRowIsRefused() {
        #expect(throws: LayoutTreeError.self) { try LayoutTree(Grid { GridRow { Color() }.padding(4) }.node) }
    }

    @Test func spanOutsideItsRangeIsRefused() {
        #expect(throws: LayoutTreeError.self) { try LayoutTree(Grid { GridRow { Color().gridCellColumns(0) } }.node) }
        #expect(throws: LayoutTreeError.self) {
            try LayoutTree(Grid { GridRow { Color().gridCellColumns(GridValue.maximumSpan + 1) } }.node)
        }
    }

    @Test func structureCountsColumnsFromSpansAndLetsLoneViewsSpanThemAll() throws {
        let tree = try LayoutTree(
            Grid(alignment: .leading, horizontalSpacing: 3) {
                GridRow {
                    Color(); Color().gridCellColumns(2).gridColumnAlignment(.trailing)
                }
                Color()
                GridRow(alignment: .bottom) { Color() }
            }.node)
        let structure = tree.traits.gridStructure(of: tree.root)
        #expect(structure.columnCount == 3)
        #expect(structure.rows.map { $0.cells.map(\.span) } == [[1, 2], [3], [1]])
        #expect(structure.rows.map(\.alignment) == [.center, .center, .bottom])
        #expect(structure.columnGaps == [3, 3])
        // The trailing guide is set by a cell starting in column 1; column 2 keeps the grid's.
        #expect(structure.columnAlignments == [.leading, .trailing, .leading])
    }
}

/// A lazy stack is its stack inside a cross-axis flexible frame that carries
/// the view's id and modifiers (docs/greedy-semantics.md "Lazy stacks").
@Suite struct LazyStackTreeTests {
    @Test func lazyVStackIsAStackInsideAFrameOfInfiniteMaximumWidth() throws {
        let tree = try LayoutTree(
            LazyVStack(alignment: .leading, spacing: 2) {
                Color(); Spacer()
            }.padding(4).id("lazy").node)
        let lazy = try #require(tree.node(id: "lazy"))
        #expect(lazy.path == "root/padding")
        let frame = tree[lazy.children[0]]
        #expect(frame.path == "root/lazy")
        #expect(
            frame.element
                == .flexFrame(
                    FlexFrameSpec(
                        horizontal: FlexFrameAxis(max: .infinity), vertical: FlexFrameAxis(),
                        alignment: .leading)))
        let stack = tree[frame.children[0]]
        #expect(stack.path == "root")
        #expect(stack.id == nil)
        #expect(stack.element == .stack(axis: .vertical, alignment: .horizontal(.leading), spacing: 2))
        // The Spacer expands along the stack's axis, as in a VStack.
        #expect(tree[stack.children[1]].stackOrientation == .vertical)
        #expect(tree.depth == 4)
    }

    @Test func lazyHStackFrameTakesTheHeightAndKeepsTheGuide() throws {
        let tree = try LayoutTree(LazyHStack(alignment: .bottom) { Color() }.id("lazy").node)
        let frame = try #require(tree.node(id: "lazy"))
        #expect(
            frame.element
                == .flexFrame(
                    FlexFrameSpec(
                        horizontal: FlexFrameAxis(), vertical: FlexFrameAxis(max: .infinity),
                        alignment: .bottom)))
    }
}
