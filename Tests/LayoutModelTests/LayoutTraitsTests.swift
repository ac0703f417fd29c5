import LayoutModel
import Testing

/// The proposal-independent facts both engines share (LayoutTraits and its
/// rule files; docs/greedy-semantics.md §1.1, §1.7, §8, §9;
/// docs/text-metrics.md for the Text spacing fractions).
@Suite struct LayoutTraitsTests {
    func traits(_ view: some View) throws -> (LayoutTree, LayoutTraits) {
        let tree = try LayoutTree(view.node)
        return (tree, tree.traits)
    }

    func index(_ id: String, in tree: LayoutTree) throws -> Int {
        try #require(tree.node(id: id)).index
    }

    // MARK: - Layout priority (semantics §8)

    @Test func paddingResetsPriorityThatFixedSizeForwards() throws {
        // §8: layoutPriority sets 1, fixedSize forwards it, padding resets to 0.
        let (tree, traits) = try traits(
            Color().layoutPriority(1).id("set").fixedSize().id("forwarded").padding().id("padded"))
        #expect(traits.layoutPriority(try index("set", in: tree)) == 1)
        #expect(traits.layoutPriority(try index("forwarded", in: tree)) == 1)
        #expect(traits.layoutPriority(try index("padded", in: tree)) == 0)
    }

    @Test func spacerIsBelowEveryViewAndStacksReportZeroOrTheirOnlyChild() throws {
        // §8: a Spacer is −infinity; a stack of two or more reports 0; a
        // single-child stack is an identity (§1.7) and reports its child's.
        let (tree, traits) = try traits(
            VStack {
                HStack { Spacer().id("spacer") }.id("alone")
                HStack {
                    Color(); Spacer()
                }.id("pair")
            })
        #expect(traits.layoutPriority(try index("spacer", in: tree)) == -.infinity)
        #expect(traits.layoutPriority(try index("alone", in: tree)) == -.infinity)
        #expect(traits.layoutPriority(try index("pair", in: tree)) == 0)
    }

    // MARK: - Spacing (semantics §1.1, docs/text-metrics.md)

    @Test func textIsHalfItsFontSizeBelowAViewAndSevenEighthsAboveOne() throws {
        // text-metrics.md: a Text at f has edgeAboveText 0.5 f on its top edge
        // and edgeBelowText 0.875 f on its bottom edge; a plain view carries
        // the matching categories at 0, so the larger value wins. f = 20:
        // colour above the text 10, text above a colour 17.5.
        let (tree, traits) = try traits(
            VStack {
                Color().id("above")
                Text("Hi", fontSize: 20).id("text")
                Color().id("below")
            })
        let above = traits.spacing(try index("above", in: tree))
        let text = traits.spacing(try index("text", in: tree))
        let below = traits.spacing(try index("below", in: tree))
        #expect(above.distance(to: text, along: .vertical) == 10)
        #expect(text.distance(to: below, along: .vertical) == 17.5)
        // Two plain views share no category: the platform default 8.
        #expect(above.distance(to: below, along: .vertical) == 8)
        // Two Texts share only textToText, 0 (text-metrics.md).
        #expect(text.distance(to: text, along: .vertical) == 0)
    }

    @Test func paddingResetsATextsTableToThePlainDefault() throws {
        // §1.1: padding resets the edges it pads, so a padded Text is an
        // ordinary view to its neighbour: 8 apart, not 0.875 x 20 = 17.5.
        let (tree, traits) = try traits(
            VStack {
                Text("Hi", fontSize: 20).padding(.top, 4).id("topOnly")
                Text("Hi", fontSize: 20).padding().id("padded")
                Color().id("below")
            })
        let below = traits.spacing(try index("below", in: tree))
        #expect(traits.spacing(try index("padded", in: tree)).distance(to: below, along: .vertical) == 8)
        // Only the top edge padded: the bottom edge keeps the Text's 17.5.
        #expect(traits.spacing(try index("topOnly", in: tree)).distance(to: below, along: .vertical) == 17.5)
    }

    @Test func spacerSitsFlushAlongItsStackAxis() throws {
        // §1.1: a Spacer has 0 on the edges of its stack's axis, so it is
        // max(0, −infinity) = 0 from a neighbour with no uncategorised value.
        let (tree, traits) = try traits(
            HStack {
                Color().id("color")
                Spacer().id("spacer")
            })
        let color = traits.spacing(try index("color", in: tree))
        let spacer = traits.spacing(try index("spacer", in: tree))
        #expect(color.distance(to: spacer, along: .horizontal) == 0)
        #expect(spacer == .spacer(orientation: .horizontal))
    }

    // MARK: - Guides (semantics §9)

    @Test func stackExportsCustomGuidesAndBaselinesButNeverFrameGuides() throws {
        // §9: a container never passes up leading/centre/trailing/top/bottom;
        // custom guides and text baselines do reach it.
        let (tree, traits) = try traits(
            VStack {
                Color().alignmentGuide(HorizontalAlignment.custom("badge"), GuideValue(constant: 3)).id("custom")
                Color().alignmentGuide(.leading, GuideValue(constant: 5)).id("leading")
                Text("Hi")
            }.id("stack"))
        #expect(traits.guideKeys(try index("leading", in: tree)) == Set([AlignmentKey.horizontal(.leading)]))
        #expect(traits.guideKeys(try index("custom", in: tree)) == Set([AlignmentKey.horizontal(.custom("badge"))]))
        #expect(
            traits.guideKeys(try index("stack", in: tree))
                == Set<AlignmentKey>([
                    .horizontal(.custom("badge")), .vertical(.firstTextBaseline), .vertical(.lastTextBaseline),
                ]))
    }

    @Test func frameGuidesAreTheFiveBuiltInEdgesAndCentres() {
        #expect(LayoutTraits.isFrameGuide(.horizontal(.leading)))
        #expect(LayoutTraits.isFrameGuide(.vertical(.center)))
        #expect(!LayoutTraits.isFrameGuide(.horizontal(.custom("g"))))
        #expect(!LayoutTraits.isFrameGuide(.vertical(.lastTextBaseline)))
    }

    // MARK: - Absent children

    @Test func emptyViewsAreNotPresentAndCarryNoGuides() throws {
        // An Empty view and its modifiers yield no view-list elements; their
        // tables are still readable (no crash), and no guide reaches them.
        let (tree, traits) = try traits(
            HStack {
                EmptyView().alignmentGuide(HorizontalAlignment.custom("g"), GuideValue()).id("gone")
                Color().id("color")
            }.id("stack"))
        let gone = try index("gone", in: tree)
        #expect(traits.presentChildren(of: try index("stack", in: tree)) == [try index("color", in: tree)])
        #expect(traits.guideKeys(gone).isEmpty)
        #expect(traits.guideKeys(try index("stack", in: tree)).isEmpty)
        _ = traits.spacing(gone)
        _ = traits.layoutPriority(gone)
        // The stack has one present child: an identity, reporting its priority 0.
        #expect(traits.layoutPriority(try index("stack", in: tree)) == 0)
    }
}
