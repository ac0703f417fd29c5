import Testing

@testable import LayoutModelFile

@Suite struct ViewRejectionTests {
    @Test func rejectsAViewThatIsNotAnObject() {
        expectRootRejection(#""Color""#, path: "$.root", expecting: "a view: an object with a \"type\"", found: "\"Color\"")
    }

    @Test func rejectsAViewWithoutType() {
        expectRootRejection(#"{ "id": "a" }"#, path: "$.root.type", expecting: "a view type: \"Color\"", found: "missing")
    }

    @Test func rejectsUnknownViewTypes() {
        expectRootRejection(
            #"{ "type": "Toggle" }"#, path: "$.root.type", expecting: "a view type: \"Color\", \"Rectangle\"", found: "\"Toggle\"")
    }

    @Test func rejectsKeysThatTheViewTypeDoesNotHave() {
        expectRootRejection(
            #"{ "type": "Color", "children": [] }"#, path: "$.root.children",
            expecting: "one of the keys \"type\", \"id\", \"source\" or \"modifiers\"", found: "unknown key \"children\"")
        expectRootRejection(
            #"{ "type": "ZStack", "spacing": 4, "children": [] }"#, path: "$.root.spacing",
            expecting: "one of the keys \"type\", \"id\", \"source\", \"modifiers\", \"alignment\" or \"children\"")
    }

    @Test func rejectsFixedSizesThatAreMissingNegativeOrInfinite() {
        expectRootRejection(#"{ "type": "Fixed", "width": 10 }"#, path: "$.root.height", expecting: "a number >= 0", found: "missing")
        expectRootRejection(
            #"{ "type": "Fixed", "width": -1, "height": 1 }"#, path: "$.root.width", expecting: "a number >= 0", found: "-1")
        expectRootRejection(
            #"{ "type": "Image", "width": "infinity", "height": 1 }"#, path: "$.root.width",
            expecting: "a number >= 0 (\"infinity\" is not allowed here)")
        expectRootRejection(
            #"{ "type": "Image", "width": 1, "height": "NaN" }"#, path: "$.root.height",
            expecting: "a number >= 0 (NaN is not a length)")
    }

    @Test func rejectsANonBooleanResizable() {
        expectRootRejection(
            #"{ "type": "Image", "width": 1, "height": 1, "resizable": "yes" }"#, path: "$.root.resizable",
            expecting: "true or false", found: "\"yes\"")
    }

    @Test func rejectsTextWithoutStringOrWithNonPositiveFontSize() {
        expectRootRejection(#"{ "type": "Text" }"#, path: "$.root.text", expecting: "a string", found: "missing")
        expectRootRejection(#"{ "type": "Text", "text": 5 }"#, path: "$.root.text", expecting: "a string", found: "5")
        expectRootRejection(
            #"{ "type": "Text", "text": "a", "fontSize": 0 }"#, path: "$.root.fontSize", expecting: "a number > 0", found: "0")
        expectRootRejection(
            #"{ "type": "Text", "text": "a", "fontSize": -2 }"#, path: "$.root.fontSize", expecting: "a number > 0", found: "-2")
    }

    @Test func rejectsNaNSpacerMinLength() {
        expectRootRejection(
            #"{ "type": "Spacer", "minLength": "nan" }"#, path: "$.root.minLength",
            expecting: "a number or null (NaN is not a length)", found: "\"nan\"")
    }

    @Test func rejectsStackSpacingThatIsNotANumberOrNull() {
        expectRootRejection(
            #"{ "type": "HStack", "spacing": "8", "children": [] }"#, path: "$.root.spacing",
            expecting: "a number or null", found: "\"8\"")
    }

    @Test func rejectsStacksWithoutAChildrenArray() {
        expectRootRejection(#"{ "type": "VStack" }"#, path: "$.root.children", expecting: "an array of views", found: "missing")
        expectRootRejection(
            #"{ "type": "ZStack", "children": { "type": "Color" } }"#, path: "$.root.children",
            expecting: "an array of views", found: "an object")
        expectRootRejection(
            #"{ "type": "HStack", "children": [{ "type": "Color" }, 4] }"#, path: "$.root.children[1]",
            expecting: "a view: an object with a \"type\"", found: "4")
    }

    @Test func rejectsStackAlignmentsOfTheWrongAxis() {
        expectRootRejection(
            #"{ "type": "HStack", "alignment": "leading", "children": [] }"#, path: "$.root.alignment",
            expecting:
                "a vertical alignment (\"top\", \"center\", \"bottom\", \"firstTextBaseline\" or \"lastTextBaseline\") or a custom guide name",
            found: "\"leading\"")
        expectRootRejection(
            #"{ "type": "VStack", "alignment": "topLeading", "children": [] }"#, path: "$.root.alignment",
            expecting: "a horizontal alignment (\"leading\", \"center\" or \"trailing\") or a custom guide name")
        expectRootRejection(
            #"{ "type": "VStack", "alignment": "", "children": [] }"#, path: "$.root.alignment",
            expecting: "a horizontal alignment")
    }

    @Test func rejectsUnknownTwoDimensionalAlignments() {
        expectRootRejection(
            #"{ "type": "ZStack", "alignment": "middle", "children": [] }"#, path: "$.root.alignment",
            expecting: "an alignment: \"topLeading\", \"top\"", found: "\"middle\"")
    }

    @Test func rejectsNookPanelsWithoutHomeOrWithUnknownConfiguration() {
        expectRootRejection(#"{ "type": "NookPanel" }"#, path: "$.root.home", expecting: "a view", found: "missing")
        expectRootRejection(
            #"{ "type": "NookPanel", "configuration": { "width": 500 }, "home": { "type": "Color" } }"#,
            path: "$.root.configuration.width", expecting: "one of the keys \"expandedWidth\", \"edgePadding\" or \"style\"")
        expectRootRejection(
            #"{ "type": "NookPanel", "configuration": { "style": { "cornerRadius": 3 } }, "home": { "type": "Color" } }"#,
            path: "$.root.configuration.style.cornerRadius", expecting: "one of the keys \"topCornerRadius\"")
        expectRootRejection(
            #"{ "type": "NookPanel", "configuration": { "style": { "expandedContentInsets": { "top": { "env": "nookContentInsets.top" } } } }, "home": { "type": "Color" } }"#,
            path: "$.root.configuration.style.expandedContentInsets.top", expecting: "a number", found: "an object")
    }

    @Test func rejectsModifiersThatAreNotAnArray() {
        expectRootRejection(
            #"{ "type": "Color", "modifiers": { "padding": 4 } }"#, path: "$.root.modifiers",
            expecting: "an array of modifiers", found: "an object")
    }
}

/// ScrollView's keys (docs/model-files.md "Views").
@Suite struct ScrollViewRejectionTests {
    @Test func rejectsAScrollViewWithoutContentOrWithBadAxes() {
        expectRootRejection(
            #"{ "type": "ScrollView" }"#, path: "$.root.content", expecting: "a view: an object with a \"type\"", found: "missing")
        expectRootRejection(
            #"{ "type": "ScrollView", "axes": "vertical", "content": { "type": "Color" } }"#, path: "$.root.axes",
            expecting: "an array of axes", found: "\"vertical\"")
        expectRootRejection(
            #"{ "type": "ScrollView", "axes": ["depth"], "content": { "type": "Color" } }"#, path: "$.root.axes[0]",
            expecting: "an axis: ")
        // Each axis at most once (docs/model-files.md; issue 31, item 11).
        expectRootRejection(
            #"{ "type": "ScrollView", "axes": ["vertical", "vertical"], "content": { "type": "Color" } }"#,
            path: "$.root.axes[1]", expecting: "each axis at most once (\"vertical\" is listed before)")
        expectRootRejection(
            #"{ "type": "ScrollView", "children": [], "content": { "type": "Color" } }"#, path: "$.root.children",
            expecting: "one of the keys \"type\", \"id\", \"source\", \"modifiers\", \"axes\" or \"content\"")
    }

    // Lazy grids (docs/model-files.md, "Lazy grids"): each bad GridItem is named by its JSON path.

    @Test func rejectsALazyGridWithoutItems() {
        expectRootRejection(
            #"{ "type": "LazyVGrid", "children": [] }"#, path: "$.root.columns",
            expecting: "a non-empty array of GridItem objects", found: "missing")
        expectRootRejection(
            #"{ "type": "LazyHGrid", "rows": [], "children": [] }"#, path: "$.root.rows",
            expecting: "a non-empty array of GridItem objects")
        expectRootRejection(
            #"{ "type": "LazyHGrid", "columns": [{}], "children": [] }"#, path: "$.root.columns",
            expecting: "one of the keys", found: "unknown key \"columns\"")
    }

    @Test func rejectsGridItemsThatTheirSizeDoesNotAllow() {
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "size": "stretchy" }], "children": [] }"#,
            path: "$.root.columns[0].size", expecting: "a GridItem size: \"fixed\", \"flexible\" or \"adaptive\"")
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "size": "adaptive" }], "children": [] }"#,
            path: "$.root.columns[0].minimum", expecting: "a number >= 0", found: "missing")
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "size": "fixed" }], "children": [] }"#,
            path: "$.root.columns[0].length", expecting: "a number >= 0", found: "missing")
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "size": "fixed", "length": 5, "minimum": 1 }], "children": [] }"#,
            path: "$.root.columns[0].minimum", expecting: "no \"minimum\" on a fixed GridItem")
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "length": 5 }], "children": [] }"#,
            path: "$.root.columns[0].length", expecting: "no \"length\" on a flexible GridItem")
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "gap": 5 }], "children": [] }"#,
            path: "$.root.columns[0].gap", expecting: "one of the keys \"size\"")
    }

    @Test func rejectsGridItemBoundsOutOfOrderOrNotNumbers() {
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "size": "flexible", "minimum": 20, "maximum": 5 }], "children": [] }"#,
            path: "$.root.columns[0].maximum", expecting: "a number >= the minimum (20) or \"infinity\"", found: "5")
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "size": "flexible", "minimum": -1 }], "children": [] }"#,
            path: "$.root.columns[0].minimum", expecting: "a number >= 0", found: "-1")
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "size": "fixed", "length": "infinity" }], "children": [] }"#,
            path: "$.root.columns[0].length", expecting: "a number >= 0 (\"infinity\" is not allowed here)")
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "size": "adaptive", "minimum": 4, "maximum": "NaN" }], "children": [] }"#,
            path: "$.root.columns[0].maximum", expecting: "a number >= the minimum (4) or \"infinity\"")
    }

    @Test func rejectsAnAdaptiveItemThatWouldFitInfinitelyManyTracks() {
        // minimum + spacing = 0: floor((w + s) / 0) has no value.
        expectRootRejection(
            #"{ "type": "LazyVGrid", "columns": [{ "size": "adaptive", "minimum": 0, "spacing": 0 }], "children": [] }"#,
            path: "$.root.columns[0].minimum", expecting: "an adaptive minimum that, with the item's spacing, is > 0")
    }
}
