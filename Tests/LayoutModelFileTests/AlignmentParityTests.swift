import LayoutModel
import Testing

@testable import LayoutModelFile

/// The model-file forms of the alignment values the DSL builds (issue 17,
/// item 7; docs/model-files.md, "Values" and "GuideValue"): the six
/// text-baseline alignments, composite 2-D alignments, `{"custom": name}`,
/// `guideAxis`, `fallback` (`d[explicit:]`), `guideDefaults` and an Image's
/// `baseline`.
@Suite struct AlignmentParityTests {
    private func zStackAlignment(_ json: String) throws -> Alignment? {
        let root = try decodeRoot(#"{ "type": "ZStack", "alignment": \#(json), "children": [] }"#).root
        guard case .zStack(let alignment, _) = root.content else { return nil }
        return alignment
    }

    @Test func readsTheSixTextBaselineAlignments() throws {
        #expect(try zStackAlignment(#""leadingFirstTextBaseline""#) == Alignment(horizontal: .leading, vertical: .firstTextBaseline))
        #expect(try zStackAlignment(#""centerFirstTextBaseline""#) == Alignment(horizontal: .center, vertical: .firstTextBaseline))
        #expect(try zStackAlignment(#""trailingFirstTextBaseline""#) == Alignment(horizontal: .trailing, vertical: .firstTextBaseline))
        #expect(try zStackAlignment(#""leadingLastTextBaseline""#) == Alignment(horizontal: .leading, vertical: .lastTextBaseline))
        #expect(try zStackAlignment(#""centerLastTextBaseline""#) == Alignment(horizontal: .center, vertical: .lastTextBaseline))
        #expect(try zStackAlignment(#""trailingLastTextBaseline""#) == Alignment(horizontal: .trailing, vertical: .lastTextBaseline))
    }

    @Test func readsCompositeAlignmentsWithCustomGuides() throws {
        #expect(
            try zStackAlignment(#"{ "horizontal": "center", "vertical": "B" }"#) == Alignment(horizontal: .center, vertical: .custom("B")))
        #expect(
            try zStackAlignment(#"{ "horizontal": { "custom": "top" }, "vertical": "bottom" }"#)
                == Alignment(horizontal: .custom("top"), vertical: .bottom))
    }

    @Test func rejectsACompositeMissingAGuideOrUsingAGuideOfTheOtherAxis() {
        expectRootRejection(
            #"{ "type": "ZStack", "alignment": { "horizontal": "leading" }, "children": [] }"#,
            path: "$.root.alignment.vertical", expecting: "a vertical alignment")
        expectRootRejection(
            #"{ "type": "ZStack", "alignment": { "horizontal": "top", "vertical": "top" }, "children": [] }"#,
            path: "$.root.alignment.horizontal", expecting: "horizontal alignment")
        expectRootRejection(#"{ "type": "ZStack", "alignment": 3, "children": [] }"#, path: "$.root.alignment", expecting: "alignment name")
    }

    @Test func baselineAlignmentNamesAreNotGuideNames() {
        // A 2-D name in a stack is a mistake, not a custom guide of that name.
        expectRootRejection(
            #"{ "type": "HStack", "alignment": "leadingFirstTextBaseline", "children": [] }"#,
            path: "$.root.alignment", expecting: "vertical alignment")
    }

    @Test func customObjectNamesACustomGuideWhateverItsName() throws {
        let root = try decodeRoot(#"{ "type": "HStack", "alignment": { "custom": "top" }, "children": [] }"#).root
        #expect(root.content == .hStack(alignment: .custom("top"), spacing: nil, children: []))
        let modifier = try decodeModifier(#"{ "alignmentGuide": { "guide": { "custom": "" }, "axis": "horizontal", "value": 1 } }"#)
        #expect(modifier?.kind == .alignmentGuide(.horizontal(.custom("")), GuideValue(constant: 1)))
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": { "custom": "x" }, "value": 1 } }"#,
            path: "$.root.modifiers[0].alignmentGuide.axis", expecting: "\"horizontal\" or \"vertical\"")
    }

    @Test func guideAxisAndFallbackReadTheirTerms() throws {
        let modifier = try decodeModifier(
            #"{ "alignmentGuide": { "guide": "top", "value": { "guide": "center", "guideAxis": "horizontal", "fallback": 3, "guideScale": 2 } } }"#
        )
        #expect(modifier?.kind == .alignmentGuide(.vertical(.top), GuideValue(guide: .horizontal(.center), guideScale: 2, fallback: 3)))
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "top", "value": { "fallback": 3 } } }"#,
            path: "$.root.modifiers[0].alignmentGuide.value.guide", expecting: "since \"fallback\" is given")
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "top", "value": { "guide": "leading", "guideAxis": "vertical" } } }"#,
            path: "$.root.modifiers[0].alignmentGuide.value.guideAxis", expecting: "the axis of \"leading\"")
    }

    @Test func readsGuideDefaultsAndRefusesBuiltInOrCircularOnes() throws {
        let problem = try decodeRoot(
            #"{ "type": "Color" }"#,
            extra: #"""
                ,
                  "environment": { "guideDefaults": [
                    { "guide": "firstThird", "axis": "vertical", "value": { "height": 0.5 } },
                    { "guide": { "custom": "leading" }, "axis": "horizontal", "value": { "guide": "trailing", "fallback": 2 } } ] }
                """#)
        #expect(
            problem.environment.guideDefaults == [
                .vertical(.custom("firstThird")): GuideValue(height: 0.5),
                .horizontal(.custom("leading")): GuideValue(guide: .horizontal(.trailing), fallback: 2),
            ])
        let builtIn = modelText(
            root: #"{ "type": "Color" }"#,
            extra: #", "environment": { "guideDefaults": [ { "guide": "top", "axis": "vertical", "value": 1 } ] }"#)
        expectRejection(builtIn, path: "$.environment.guideDefaults[0].guide", expecting: "a custom guide name")
        let circular = modelText(
            root: #"{ "type": "Color" }"#,
            extra: #"""
                , "environment": { "guideDefaults": [ { "guide": "a", "axis": "vertical", "value": { "guide": "b" } } ] }
                """#)
        expectRejection(circular, path: "$.environment.guideDefaults[0].value", expecting: "built-in guide")
        let twice = modelText(
            root: #"{ "type": "Color" }"#,
            extra: #"""
                , "environment": { "guideDefaults": [ { "guide": "a", "axis": "vertical", "value": 1 }, { "guide": "a", "axis": "vertical", "value": 2 } ] }
                """#)
        expectRejection(twice, path: "$.environment.guideDefaults[1].guide", expecting: "not listed before")
    }

    @Test func imageReadsItsBaseline() throws {
        let root = try decodeRoot(#"{ "type": "Image", "width": 20, "height": 20, "baseline": 16 }"#).root
        #expect(root.content == .image(width: 20, height: 20, resizable: false, baseline: 16))
        expectRootRejection(
            #"{ "type": "Image", "width": 20, "height": 20, "baseline": "low" }"#, path: "$.root.baseline", expecting: "number")
    }
}

/// The model-file forms of scenePadding, layoutDirectionBehavior and the
/// environment's platform (issue 17, item 6; docs/model-files.md).
@Suite struct SceneAndDirectionFormTests {
    private func kind(_ json: String) throws -> ModifierKind? { try decodeModifier(json)?.kind }

    @Test func readsBothScenePaddingForms() throws {
        #expect(try kind(#"{ "scenePadding": null }"#) == .scenePadding(nil, edges: .all))
        #expect(try kind(#"{ "scenePadding": { "edges": ["horizontal"] } }"#) == .scenePadding(nil, edges: .horizontal))
        #expect(try kind(#"{ "scenePadding": { "padding": "minimum" } }"#) == .scenePadding(.minimum, edges: .all))
        #expect(
            try kind(#"{ "scenePadding": { "padding": "navigationBar", "edges": ["top"] } }"#) == .scenePadding(.navigationBar, edges: .top)
        )
        expectModifierRejection(
            #"{ "scenePadding": { "padding": "maximum" } }"#, path: "$.root.modifiers[0].scenePadding.padding",
            expecting: "a scene padding")
    }

    @Test func readsLayoutDirectionBehaviors() throws {
        #expect(try kind(#"{ "layoutDirectionBehavior": "fixed" }"#) == .layoutDirectionBehavior(.fixed))
        #expect(try kind(#"{ "layoutDirectionBehavior": "mirrors" }"#) == .layoutDirectionBehavior(.mirrors(in: .rightToLeft)))
        #expect(
            try kind(#"{ "layoutDirectionBehavior": { "mirrors": "leftToRight" } }"#)
                == .layoutDirectionBehavior(.mirrors(in: .leftToRight)))
        expectModifierRejection(
            #"{ "layoutDirectionBehavior": "flips" }"#, path: "$.root.modifiers[0].layoutDirectionBehavior",
            expecting: "layout direction behavior")
    }

    @Test func readsThePlatformAndRejectsAnUnknownOne() throws {
        let problem = try decodeRoot(#"{ "type": "Color" }"#, extra: #", "environment": { "platform": "watchOS" }"#)
        #expect(problem.environment.platform == .watchOS)
        #expect(try decodeRoot(#"{ "type": "Color" }"#).environment.platform == .iOS)
        expectRejection(
            modelText(root: #"{ "type": "Color" }"#, extra: #", "environment": { "platform": "Android" }"#),
            path: "$.environment.platform", expecting: "a platform")
    }
}

/// The model-file forms of the keyboard region (issue 17, item 8).
@Suite struct KeyboardFormTests {
    @Test func readsRegionsAndTheKeyboard() throws {
        #expect(
            try decodeModifier(#"{ "ignoresSafeArea": { "regions": ["keyboard"], "edges": ["bottom"] } }"#)?.kind
                == .ignoresSafeArea(regions: .keyboard, edges: .bottom))
        #expect(
            try decodeModifier(#"{ "ignoresSafeArea": { "regions": ["container", "keyboard"] } }"#)?.kind == .ignoresSafeArea(edges: .all))
        #expect(try decodeModifier(#"{ "ignoresSafeArea": { "regions": [] } }"#)?.kind == .ignoresSafeArea(regions: [], edges: .all))
        expectModifierRejection(
            #"{ "ignoresSafeArea": { "regions": ["window"] } }"#, path: "$.root.modifiers[0].ignoresSafeArea.regions[0]",
            expecting: "a safe-area region")
        let problem = try decodeRoot(#"{ "type": "Color" }"#, extra: #", "environment": { "keyboard": 336 }"#)
        #expect(problem.environment.keyboard == 336)
        expectRejection(
            modelText(root: #"{ "type": "Color" }"#, extra: #", "environment": { "keyboard": -1 }"#),
            path: "$.environment.keyboard", expecting: ">= 0")
    }
}
