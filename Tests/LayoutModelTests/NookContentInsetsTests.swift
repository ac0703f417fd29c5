import LayoutModel
import Testing

/// Seed 000's residual curve clearance (NookContentInsets.swift): outer =
/// corner radius − chrome inset, inner = outer − edgePadding, each never
/// below 0; the top edge measures from topCornerRadius, the others from
/// bottomCornerRadius.
@Suite struct NookContentInsetsTests {
    @Test func defaultsGiveTheSeedsTwoTables() {
        // Seed 000 at the framework defaults (radii 19/24, insets 0/8/8/8,
        // edgePadding 8). Step 1: top 19 − 0 = 19; bottom, leading, trailing
        // 24 − 8 = 16. Step 2: 19 − 8 = 11 and 16 − 8 = 8.
        let insets = NookContentInsets(NookConfiguration())
        #expect(insets.outer == EdgeInsets(top: 19, leading: 16, bottom: 16, trailing: 16))
        #expect(insets.inner == EdgeInsets(top: 11, leading: 8, bottom: 8, trailing: 8))
    }

    @Test func trimmedBottomInsetRaisesTheBottomResidual() {
        // Seed 000's LayoutNook host: bottom inset 2, sides unchanged. "rises
        // to 22 (24 − 2)" outside; 22 − 8 = 14 for the home. The sides keep 16/8.
        let configuration = NookConfiguration(
            expandedWidth: 600,
            style: NookStyle(
                topCornerRadius: 19, bottomCornerRadius: 24,
                expandedContentInsets: EdgeInsets(top: 0, leading: 8, bottom: 2, trailing: 8)))
        let insets = NookContentInsets(configuration)
        #expect(insets.outer == EdgeInsets(top: 19, leading: 16, bottom: 22, trailing: 16))
        #expect(insets.inner == EdgeInsets(top: 11, leading: 8, bottom: 14, trailing: 8))
    }

    @Test func residualsNeverGoBelowZero() {
        // Top inset 25 > radius 19: outer top max(19 − 25, 0) = 0 (not −6).
        // Leading inset 20: outer 24 − 20 = 4, inner max(4 − 8, 0) = 0 (not −4).
        // Trailing inset 30: outer max(24 − 30, 0) = 0, inner 0.
        // Bottom inset 8: outer 16, inner 8 as at the defaults.
        let style = NookStyle(expandedContentInsets: EdgeInsets(top: 25, leading: 20, bottom: 8, trailing: 30))
        let insets = NookContentInsets(NookConfiguration(style: style))
        #expect(insets.outer == EdgeInsets(top: 0, leading: 4, bottom: 16, trailing: 0))
        #expect(insets.inner == EdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 0))
    }

    @Test func edgePaddingLargerThanTheClearanceLeavesZero() {
        // edgePadding 20: inner top max(19 − 20, 0) = 0, the others max(16 − 20, 0) = 0.
        let insets = NookContentInsets(NookConfiguration(edgePadding: 20))
        #expect(insets.inner == .zero)
        #expect(insets.outer == EdgeInsets(top: 19, leading: 16, bottom: 16, trailing: 16))
    }

    @Test func negativeEdgePaddingAndInsetsAddClearance() {
        // Negative padding gives space back (semantics §3), so the clearance
        // grows: leading inset −2 gives outer 24 + 2 = 26; edgePadding −4 gives
        // inner = outer + 4: top 23, leading 30, bottom 20, trailing 20.
        let style = NookStyle(expandedContentInsets: EdgeInsets(top: 0, leading: -2, bottom: 8, trailing: 8))
        let insets = NookContentInsets(NookConfiguration(edgePadding: -4, style: style))
        #expect(insets.outer == EdgeInsets(top: 19, leading: 26, bottom: 16, trailing: 16))
        #expect(insets.inner == EdgeInsets(top: 23, leading: 30, bottom: 20, trailing: 20))
    }

    @Test func topEdgeMeasuresFromTheTopRadiusAndTheOthersFromTheBottomRadius() {
        // Radii 30/5 with no chrome: outer 30/5/5/5; edgePadding 8: inner 22/0/0/0.
        let style = NookStyle(topCornerRadius: 30, bottomCornerRadius: 5, expandedContentInsets: .zero)
        let insets = NookContentInsets(NookConfiguration(style: style))
        #expect(NookContentInsets.cornerRadius(for: .top, style: style) == 30)
        #expect(NookContentInsets.cornerRadius(for: .leading, style: style) == 5)
        #expect(insets.outer == EdgeInsets(top: 30, leading: 5, bottom: 5, trailing: 5))
        #expect(insets.inner == EdgeInsets(top: 22, leading: 0, bottom: 0, trailing: 0))
    }

    @Test func stepsAreAvailableOneByOne() {
        // For the LP engine, which encodes the same residuals: outer from a
        // style, inner from any outer. 10 − 3 = 7, max(2 − 3, 0) = 0.
        let outer = EdgeInsets(top: 10, leading: 2, bottom: 3, trailing: 0)
        #expect(NookContentInsets.inner(outer: outer, edgePadding: 3) == EdgeInsets(top: 7, leading: 0, bottom: 0, trailing: 0))
        #expect(NookContentInsets.outer(style: NookStyle()) == EdgeInsets(top: 19, leading: 16, bottom: 16, trailing: 16))
    }
}

/// The panel's chrome in the tree (LayoutTree+NookPanel.swift): four nodes
/// with readable paths, built from padding and frame elements, and the
/// configuration values checked before they are used.
@Suite struct NookPanelTreeTests {
    func element(_ path: String, in tree: LayoutTree) -> LayoutElement? {
        tree.nodes.first { $0.path == path }?.element
    }

    @Test func chromeLayersArePaddingSafeAreaPaddingAndFrameElements() throws {
        // Seed 000's diagram, outside in: ear clearance (horizontal
        // topCornerRadius 19), chrome strips (0/8/8/8), edgePadding 8 on every
        // edge, the column pinned to expandedWidth 520 with no height.
        let tree = try LayoutTree(NookPanel { Color() }.node)
        #expect(tree[tree.root].path == "root")
        #expect(tree[tree.root].element == .nookPanel(NookConfiguration()))
        #expect(element("root/surface", in: tree) == .padding(EdgeInsets(top: 0, leading: 19, bottom: 0, trailing: 19)))
        #expect(element("root/chrome", in: tree) == .safeAreaPadding(EdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 8)))
        #expect(element("root/edgePadding", in: tree) == .padding(EdgeInsets(8)))
        #expect(element("root/column", in: tree) == .frame(FrameSpec(width: 520, height: nil, alignment: .center)))
        #expect(element("root/home", in: tree) == .shape(.color))
        #expect(tree.nodes.count == 6)
    }

    @Test func configurationReachesEveryLayer() throws {
        let configuration = NookConfiguration(
            expandedWidth: 600, edgePadding: 5,
            style: NookStyle(
                topCornerRadius: 12, bottomCornerRadius: 30, expandedContentInsets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        let tree = try LayoutTree(HStack { NookPanel(configuration: configuration) { Color() } }.node)
        #expect(element("root/0/surface", in: tree) == .padding(EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)))
        #expect(element("root/0/chrome", in: tree) == .safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(element("root/0/edgePadding", in: tree) == .padding(EdgeInsets(5)))
        #expect(element("root/0/column", in: tree) == .frame(FrameSpec(width: 600, height: nil, alignment: .center)))
    }

    @Test func emptyHomeIsAbsentButTheChromeIsNot() throws {
        let tree = try LayoutTree(NookPanel { EmptyView() }.node)
        let absent = Set(tree.nodes.filter(\.isAbsent).map(\.path))
        #expect(absent == ["root/home"])
    }

    @Test func nanConfigurationValuesAreRejectedWithTheirPath() {
        #expect(throws: LayoutTreeError.notANumber(path: "root", what: "configuration.expandedWidth")) {
            try LayoutTree(NookPanel(configuration: NookConfiguration(expandedWidth: .nan)) { Color() }.node)
        }
        #expect(throws: LayoutTreeError.notANumber(path: "root/1", what: "configuration.edgePadding")) {
            try LayoutTree(
                VStack {
                    Color(); NookPanel(configuration: NookConfiguration(edgePadding: .nan)) { Color() }
                }.node)
        }
        let style = NookStyle(expandedContentInsets: EdgeInsets(top: 0, leading: 8, bottom: .nan, trailing: 8))
        #expect(throws: LayoutTreeError.notANumber(path: "root", what: "configuration.style.expandedContentInsets.bottom")) {
            try LayoutTree(NookPanel(configuration: NookConfiguration(style: style)) { Color() }.node)
        }
        #expect(
            LayoutTreeError.notANumber(path: "root", what: "configuration.edgePadding").description
                == "root: configuration.edgePadding is NaN; expected a number")
    }

    @Test func negativeOrInfiniteSizesAreRejectedAsTheModelFileRejectsThem() {
        // The model-file contract reads expandedWidth and the radii as
        // numbers >= 0 and every number as finite; a panel built in Swift gets
        // the same limits, as an error rather than a guess.
        #expect(
            throws: LayoutTreeError.outOfRange(
                path: "root", what: "configuration.expandedWidth", value: -1,
                expected: "a finite number >= 0")
        ) {
            try LayoutTree(NookPanel(configuration: NookConfiguration(expandedWidth: -1)) { Color() }.node)
        }
        #expect(
            throws: LayoutTreeError.outOfRange(
                path: "root", what: "configuration.style.topCornerRadius", value: -3,
                expected: "a finite number >= 0")
        ) {
            try LayoutTree(NookPanel(configuration: NookConfiguration(style: NookStyle(topCornerRadius: -3))) { Color() }.node)
        }
        #expect(
            throws: LayoutTreeError.outOfRange(
                path: "root", what: "configuration.edgePadding", value: .infinity,
                expected: "a finite number")
        ) {
            try LayoutTree(NookPanel(configuration: NookConfiguration(edgePadding: .infinity)) { Color() }.node)
        }
        #expect(
            LayoutTreeError.outOfRange(
                path: "root", what: "configuration.expandedWidth", value: -1,
                expected: "a finite number >= 0"
            ).description
                == "root: configuration.expandedWidth is -1; expected a finite number >= 0")
    }

    @Test func negativeEdgePaddingAndInsetsAreAccepted() throws {
        // As negative padding is (semantics §3).
        let style = NookStyle(expandedContentInsets: EdgeInsets(-1))
        let tree = try LayoutTree(NookPanel(configuration: NookConfiguration(edgePadding: -2, style: style)) { Color() }.node)
        #expect(element("root/edgePadding", in: tree) == .padding(EdgeInsets(-2)))
        #expect(element("root/chrome", in: tree) == .safeAreaPadding(EdgeInsets(-1)))
    }
}
