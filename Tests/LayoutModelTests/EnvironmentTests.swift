import LayoutModel
import Testing

/// Environment references (`nookContentInsets.<edge>`) are resolved while the
/// tree is built (LayoutTree.swift): a modifier sees the `environment`
/// modifiers outside it, the view sees all of its own, and a container's
/// children see the container's. Inner values override outer ones, edge by edge.
@Suite struct EnvironmentTests {
    static func inset(_ edge: Edge) -> Length {
        .environment(EnvironmentReference(key: "nookContentInsets", edge: edge))
    }

    /// Padding that reads all four insets, so the resolved padding shows the
    /// whole environment value at that point.
    static let readsInsets = ModifierKind.padding(
        .insets(
            top: inset(.top), leading: inset(.leading), bottom: inset(.bottom), trailing: inset(.trailing)))

    func padding(of id: String, in view: some View) throws -> EdgeInsets? {
        let tree = try LayoutTree(view.node)
        guard case .padding(let insets) = tree.node(id: id)?.element else { return nil }
        return insets
    }

    @Test func insetsDefaultToZero() throws {
        #expect(try padding(of: "p", in: Color().modifier(Self.readsInsets).id("p")) == .zero)
    }

    @Test func environmentModifierOutsideSetsTheInsets() throws {
        let view = Color().modifier(Self.readsInsets).id("p").nookContentInsets([.leading: 12, .top: 3])
        #expect(try padding(of: "p", in: view) == EdgeInsets(top: 3, leading: 12))
    }

    @Test func environmentModifierInsideDoesNotReachOuterModifiers() throws {
        // The environment modifier wraps only the Color; the padding outside it reads the default.
        let view = Color().nookContentInsets([.leading: 12]).modifier(Self.readsInsets).id("p")
        #expect(try padding(of: "p", in: view) == .zero)
    }

    @Test func innerEnvironmentOverridesOuterEdgeByEdge() throws {
        // Outer: leading 20, bottom 7. Inner: leading 5. Leading 5 wins; bottom 7 is kept.
        let view = Color().modifier(Self.readsInsets).id("p")
            .nookContentInsets([.leading: 5])
            .nookContentInsets([.leading: 20, .bottom: 7])
        #expect(try padding(of: "p", in: view) == EdgeInsets(leading: 5, bottom: 7))
    }

    @Test func childrenSeeTheContainersEnvironment() throws {
        let view = VStack {
            Color().modifier(Self.readsInsets).id("inherits")
            Color().modifier(Self.readsInsets).id("overrides").nookContentInsets([.trailing: 1])
        }
        .nookContentInsets([.trailing: 9, .top: 2])
        #expect(try padding(of: "inherits", in: view) == EdgeInsets(top: 2, trailing: 9))
        #expect(try padding(of: "overrides", in: view) == EdgeInsets(top: 2, trailing: 1))
    }

    @Test func siblingsDoNotShareEnvironments() throws {
        let view = HStack {
            Color().nookContentInsets([.top: 4])
            Color().modifier(Self.readsInsets).id("p")
        }
        #expect(try padding(of: "p", in: view) == .zero)
    }

    @Test func overlayContentSeesOnlyEnvironmentOutsideTheOverlay() throws {
        let outside = Color().overlay { Circle().modifier(Self.readsInsets).id("p") }.nookContentInsets([.top: 4])
        #expect(try padding(of: "p", in: outside) == EdgeInsets(top: 4))
        let inside = Color().nookContentInsets([.top: 4]).overlay { Circle().modifier(Self.readsInsets).id("p") }
        #expect(try padding(of: "p", in: inside) == .zero)
    }

    @Test func referencesResolveInFramesOffsetsAndPositions() throws {
        let view = Color()
            .frame(width: Self.inset(.leading), height: 5).id("fixed")
            .frame(minWidth: Self.inset(.trailing), maxHeight: Self.inset(.bottom)).id("flex")
            .offset(x: Self.inset(.leading), y: Self.inset(.top)).id("offset")
            .position(x: Self.inset(.bottom), y: 1).id("position")
            .nookContentInsets([.top: 1, .leading: 2, .bottom: 3, .trailing: 4])
        let tree = try LayoutTree(view.node)
        #expect(tree.node(id: "fixed")?.element == .frame(FrameSpec(width: 2, height: 5, alignment: .center)))
        #expect(
            tree.node(id: "flex")?.element
                == .flexFrame(
                    FlexFrameSpec(
                        horizontal: FlexFrameAxis(min: 4), vertical: FlexFrameAxis(max: 3), alignment: .center)))
        #expect(tree.node(id: "offset")?.element == .offset(Point(x: 2, y: 1)))
        #expect(tree.node(id: "position")?.element == .position(Point(x: 3, y: 1)))
    }

    @Test func uniformPaddingReadsOneEdgeForAllFour() throws {
        let view = Color().padding(Self.inset(.leading)).id("p").nookContentInsets([.leading: 6])
        #expect(try padding(of: "p", in: view) == EdgeInsets(6))
    }

    @Test func nookPanelHomeSeesTheResidualContentInsets() throws {
        // /work/shared/model-format.md (NookPanel): "Inside `home`, the
        // environment holds `nookContentInsets` (the residual insets after edge
        // padding) as seed 000 describes". Seed 000, step 2, at the framework
        // defaults (NookConfiguration()): top 11, bottom 8, leading 8, trailing 8.
        let insets = try padding(of: "p", in: NookPanel { Color().modifier(Self.readsInsets).id("p") })
        #expect(insets == EdgeInsets(top: 11, leading: 8, bottom: 8, trailing: 8))
    }

    @Test func nookPanelReplacesInsetsSetOutsideIt() throws {
        // NookExpandedView re-injects the residuals for its descendants (seed
        // 000), so an environment modifier outside the panel does not reach the
        // home; one inside the home still overrides them, edge by edge.
        let outside = NookPanel { Color().modifier(Self.readsInsets).id("p") }.nookContentInsets([.leading: 40])
        #expect(try padding(of: "p", in: outside) == EdgeInsets(top: 11, leading: 8, bottom: 8, trailing: 8))
        let inside = NookPanel { Color().modifier(Self.readsInsets).id("p").nookContentInsets([.leading: 2]) }
        #expect(try padding(of: "p", in: inside) == EdgeInsets(top: 11, leading: 2, bottom: 8, trailing: 8))
    }

    @Test func nookPanelModifiersSeeTheOutsideEnvironment() throws {
        // A modifier chained on the panel is outside it: the residuals are
        // only for the home, so it reads the default 0.
        let view = NookPanel { Color() }.modifier(Self.readsInsets).id("p")
        #expect(try padding(of: "p", in: view) == .zero)
    }

    @Test func unknownEnvironmentKeyIsAnErrorAtTheModifier() {
        let reference = Length.environment(EnvironmentReference(key: "safeArea", edge: .top))
        #expect(throws: LayoutTreeError.unknownEnvironmentKey(path: "root/0/padding", key: "safeArea")) {
            try LayoutTree(HStack { Color().padding(reference) }.node)
        }
        #expect(throws: LayoutTreeError.unknownEnvironmentKey(path: "root/frame", key: "safeArea")) {
            try LayoutTree(Color().frame(maxWidth: reference).node)
        }
        #expect(
            LayoutTreeError.unknownEnvironmentKey(path: "root/padding", key: "safeArea").description
                == #"root/padding: unknown environment key "safeArea"; expected one of nookContentInsets"#)
    }

    @Test func environmentModifierIsANodeOfItsOwn() throws {
        let tree = try LayoutTree(Color().nookContentInsets([.top: 1]).node)
        #expect(tree[tree.root].path == "root/environment")
        #expect(tree[tree.root].element == .environment(EnvironmentOverrides(nookContentInsets: [.top: 1])))
    }
}

extension View {
    /// The `environment` modifier setting `nookContentInsets` (the DSL has no
    /// method for it; model files write `{"environment": {"nookContentInsets": …}}`).
    func nookContentInsets(_ insets: [Edge: Double]) -> ViewNode {
        modifier(.environment(EnvironmentOverrides(nookContentInsets: insets)))
    }
}
