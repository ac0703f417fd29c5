import Testing

@testable import LayoutModelFile

@Suite struct ModifierRejectionTests {
    private let base = "$.root.modifiers[0]"

    @Test func rejectsModifierObjectsWithoutAModifierKey() {
        expectModifierRejection(
            "{}", path: base, expecting: "an object with one modifier key (\"padding\", \"frame\"", found: "an empty object")
        expectModifierRejection(#"{ "id": "a" }"#, path: base, expecting: "one modifier key", found: "only \"id\"")
        expectModifierRejection("7", path: base, expecting: "a modifier: an object with one modifier key", found: "7")
    }

    @Test func rejectsTwoModifierKeysInOneObject() {
        expectModifierRejection(
            #"{ "padding": 4, "frame": { "width": 2 } }"#, path: "\(base).frame",
            expecting: "one modifier key per object", found: "\"frame\" after \"padding\"")
    }

    @Test func rejectsUnknownModifiers() {
        expectModifierRejection(
            #"{ "cornerRadius": 4 }"#, path: "\(base).cornerRadius",
            expecting: "one of the keys \"padding\", \"frame\"", found: "unknown key \"cornerRadius\"")
    }

    @Test func rejectsPaddingValuesOutsideItsForms() {
        expectModifierRejection(
            #"{ "padding": "abc" }"#, path: "\(base).padding",
            expecting: "null, a number, {\"env\": \"nookContentInsets.<edge>\"}, insets", found: "\"abc\"")
        expectModifierRejection(#"{ "padding": "NaN" }"#, path: "\(base).padding", expecting: "(NaN is not a length)")
        expectModifierRejection(
            #"{ "padding": { "top": "infinity" } }"#, path: "\(base).padding.top",
            expecting: "a number or {\"env\": \"nookContentInsets.<edge>\"} (\"infinity\" is not allowed here)")
        expectModifierRejection(
            #"{ "padding": { "top": null } }"#, path: "\(base).padding.top", expecting: "a number or {\"env\"", found: "null")
    }

    @Test func rejectsPaddingThatMixesForms() {
        expectModifierRejection(
            #"{ "padding": { "edges": ["top"], "top": 4 } }"#, path: "\(base).padding.top",
            expecting: "the keys of one form: insets, or edges and length, or an environment reference",
            found: "\"top\" together with \"edges\"")
    }

    @Test func rejectsPaddingLengthWithoutEdges() {
        expectModifierRejection(
            #"{ "padding": { "length": 4 } }"#, path: "\(base).padding.edges",
            expecting: "an array of edge names, since \"length\" is given", found: "missing")
    }

    @Test func rejectsUnknownEdgeNames() {
        expectModifierRejection(
            #"{ "padding": { "edges": ["top", "left"], "length": 1 } }"#, path: "\(base).padding.edges[1]",
            expecting: "an edge name: \"top\", \"leading\", \"bottom\", \"trailing\", \"horizontal\", \"vertical\" or \"all\"",
            found: "\"left\"")
        expectModifierRejection(
            #"{ "ignoresSafeArea": { "edges": "all" } }"#, path: "\(base).ignoresSafeArea.edges",
            expecting: "an array of edge names")
    }

    @Test func rejectsUnknownEnvironmentReferences() {
        expectModifierRejection(
            #"{ "offset": { "x": { "env": "safeArea.top" } } }"#, path: "\(base).offset.x.env",
            expecting: "an environment value: \"nookContentInsets.top\"", found: "\"safeArea.top\"")
        expectModifierRejection(
            #"{ "offset": { "x": { "env": "nookContentInsets.top", "scale": 2 } } }"#, path: "\(base).offset.x.scale",
            expecting: "one of the keys \"env\"")
    }

    @Test func rejectsFramesMixingFixedAndFlexibleKeys() {
        expectModifierRejection(
            #"{ "frame": { "width": 10, "maxWidth": 20 } }"#, path: "\(base).frame.maxWidth",
            expecting: "the keys of one form: a fixed frame (\"width\", \"height\"), or a flexible frame",
            found: "\"maxWidth\" together with \"width\"")
    }

    @Test func rejectsInvalidFrameValues() {
        expectModifierRejection(
            #"{ "frame": { "minWidth": "abc" } }"#, path: "\(base).frame.minWidth",
            expecting: "a number, \"infinity\" or {\"env\": \"nookContentInsets.<edge>\"}", found: "\"abc\"")
        expectModifierRejection(#"{ "frame": { "width": "NaN" } }"#, path: "\(base).frame.width", expecting: "(NaN is not a length)")
        expectModifierRejection(
            #"{ "frame": { "maxWidth": "Infinity" } }"#, path: "\(base).frame.maxWidth",
            expecting: "(write \"infinity\" in lower case)")
        expectModifierRejection(
            #"{ "frame": { "minwidth": 3 } }"#, path: "\(base).frame.minwidth",
            expecting: "one of the keys \"width\", \"height\", \"minWidth\"", found: "unknown key \"minwidth\"")
        expectModifierRejection(#"{ "frame": { "alignment": "middle" } }"#, path: "\(base).frame.alignment", expecting: "an alignment: ")
    }

    @Test func rejectsFixedSizeFalseWithAHint() {
        expectModifierRejection(
            #"{ "fixedSize": false }"#, path: "\(base).fixedSize",
            expecting: "true or {\"horizontal\": true/false, \"vertical\": true/false} (to leave the size free, leave the modifier out)",
            found: "false")
        expectModifierRejection(#"{ "fixedSize": { "horizontal": 1 } }"#, path: "\(base).fixedSize.horizontal", expecting: "true or false")
        expectModifierRejection(
            #"{ "fixedSize": { "width": true } }"#, path: "\(base).fixedSize.width",
            expecting: "one of the keys \"horizontal\" or \"vertical\"")
    }

    @Test func rejectsNonNumericLayoutPriority() {
        expectModifierRejection(#"{ "layoutPriority": "high" }"#, path: "\(base).layoutPriority", expecting: "a number", found: "\"high\"")
    }

    @Test func rejectsInfiniteOrUnknownOffsetAndPositionKeys() {
        expectModifierRejection(
            #"{ "offset": { "x": "infinity" } }"#, path: "\(base).offset.x", expecting: "(\"infinity\" is not allowed here)")
        expectModifierRejection(#"{ "position": { "z": 1 } }"#, path: "\(base).position.z", expecting: "one of the keys \"x\" or \"y\"")
    }

    @Test func alignmentGuideNeedsAnAxisForCenterAndCustomGuides() {
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "center", "value": 1 } }"#, path: "\(base).alignmentGuide.axis",
            expecting: "\"horizontal\" or \"vertical\" (\"center\" exists on both axes)", found: "missing")
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "badge", "value": 1 } }"#, path: "\(base).alignmentGuide.axis",
            expecting: "\"horizontal\" or \"vertical\"", found: "missing")
    }

    @Test func rejectsAnAxisContradictingABuiltInGuide() {
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "top", "axis": "horizontal", "value": 1 } }"#,
            path: "\(base).alignmentGuide.axis", expecting: "\"vertical\", the axis of \"top\", or no axis",
            found: "\"horizontal\"")
    }

    @Test func rejectsInvalidAlignmentGuideParts() {
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "topLeading", "value": 1 } }"#, path: "\(base).alignmentGuide.guide",
            expecting: "a guide name (\"leading\", \"trailing\"", found: "\"topLeading\"")
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "top" } }"#, path: "\(base).alignmentGuide.value",
            expecting: "a number or an object with any of \"constant\"", found: "missing")
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "top", "value": "NaN" } }"#, path: "\(base).alignmentGuide.value",
            expecting: "(NaN is not a length)")
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "top", "axis": "diagonal", "value": 1 } }"#,
            path: "\(base).alignmentGuide.axis", expecting: "an axis: \"horizontal\" or \"vertical\"")
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "top", "value": { "scale": 1 } } }"#,
            path: "\(base).alignmentGuide.value.scale", expecting: "one of the keys \"constant\"")
    }

    @Test func rejectsGuideScaleWithoutAGuide() {
        expectModifierRejection(
            #"{ "alignmentGuide": { "guide": "top", "value": { "guideScale": 2 } } }"#,
            path: "\(base).alignmentGuide.value.guide", expecting: "a guide name, since \"guideScale\" is given",
            found: "missing")
    }

    @Test func rejectsNonPositiveAspectRatiosAndUnknownContentModes() {
        expectModifierRejection(
            #"{ "aspectRatio": { "ratio": 0 } }"#, path: "\(base).aspectRatio.ratio", expecting: "a number > 0 or null", found: "0")
        expectModifierRejection(
            #"{ "aspectRatio": { "contentMode": "stretch" } }"#, path: "\(base).aspectRatio.contentMode",
            expecting: "a content mode: \"fit\" or \"fill\"")
    }

    @Test func rejectsOverlaysWithoutContent() {
        expectModifierRejection(
            #"{ "overlay": { "alignment": "top" } }"#, path: "\(base).overlay.content", expecting: "a view", found: "missing")
        expectModifierRejection(
            #"{ "background": { "alignment": "up", "content": { "type": "Color" } } }"#,
            path: "\(base).background.alignment", expecting: "an alignment: ")
        expectModifierRejection(
            #"{ "overlay": { "content": { "type": "Blob" } } }"#, path: "\(base).overlay.content.type",
            expecting: "a view type: ")
    }

    @Test func rejectsSafeAreaInsetsWithoutEdgeOrWithACrossAxisAlignment() {
        expectModifierRejection(
            #"{ "safeAreaInset": { "content": { "type": "Color" } } }"#, path: "\(base).safeAreaInset.edge",
            expecting: "an edge: \"top\", \"leading\", \"bottom\" or \"trailing\"", found: "missing")
        expectModifierRejection(
            #"{ "safeAreaInset": { "edge": "horizontal", "content": { "type": "Color" } } }"#,
            path: "\(base).safeAreaInset.edge", expecting: "an edge: ")
        expectModifierRejection(
            #"{ "safeAreaInset": { "edge": "top", "alignment": "bottom", "content": { "type": "Color" } } }"#,
            path: "\(base).safeAreaInset.alignment", expecting: "a horizontal alignment")
        expectModifierRejection(#"{ "safeAreaInset": { "edge": "top" } }"#, path: "\(base).safeAreaInset.content", expecting: "a view")
    }

    @Test func rejectsContainerRelativeFramesWithoutAxesOrWithBadCounts() {
        expectModifierRejection(
            #"{ "containerRelativeFrame": { "axes": [] } }"#, path: "\(base).containerRelativeFrame.axes",
            expecting: "a non-empty array of axes", found: "an empty array")
        expectModifierRejection(
            #"{ "containerRelativeFrame": { "axes": ["depth"] } }"#, path: "\(base).containerRelativeFrame.axes[0]",
            expecting: "an axis: ")
        expectModifierRejection(
            #"{ "containerRelativeFrame": { "axes": ["vertical"], "count": 0 } }"#,
            path: "\(base).containerRelativeFrame.count", expecting: "a whole number from 1 to 2147483647", found: "0")
        expectModifierRejection(
            #"{ "containerRelativeFrame": { "axes": ["vertical"], "span": 1.5 } }"#,
            path: "\(base).containerRelativeFrame.span", expecting: "a whole number from 1 to 2147483647", found: "1.5")
        // Counts above the largest a file may hold say the limit (issue 31, item 19).
        expectModifierRejection(
            #"{ "containerRelativeFrame": { "axes": ["vertical"], "count": 4294967296 } }"#,
            path: "\(base).containerRelativeFrame.count", expecting: "a whole number from 1 to 2147483647",
            found: "4294967296")
        // An axis listed twice is refused at its second place (issue 31, item 11).
        expectModifierRejection(
            #"{ "containerRelativeFrame": { "axes": ["vertical", "vertical"] } }"#,
            path: "\(base).containerRelativeFrame.axes[1]", expecting: "each axis at most once")
        expectModifierRejection(
            #"{ "containerRelativeFrame": { "axes": ["vertical"], "spacing": "infinity" } }"#,
            path: "\(base).containerRelativeFrame.spacing", expecting: "a number (\"infinity\" is not allowed here)")
    }

    /// A cell wider than a Grid may be is refused where it is read, with
    /// its line:column and the range, as 0 is (issue 31, item 19: the tree
    /// refused 1001 without a place in the file).
    @Test func rejectsGridCellColumnsOutsideOneToTheLargestSpan() {
        expectModifierRejection(
            #"{ "gridCellColumns": 1001 }"#, path: "\(base).gridCellColumns",
            expecting: "a whole number from 1 to 1000", found: "1001")
        expectModifierRejection(
            #"{ "gridCellColumns": 0 }"#, path: "\(base).gridCellColumns",
            expecting: "a whole number from 1 to 1000", found: "0")
    }

    @Test func rejectsUnknownEnvironmentOverrides() {
        expectModifierRejection(
            #"{ "environment": { "font": "body" } }"#, path: "\(base).environment.font",
            expecting:
                "one of the keys \"layoutDirection\", \"nookContentInsets\", \"horizontalSizeClass\", \"verticalSizeClass\" or \"lineLimit\""
        )
        // A line limit is a whole number of lines ≥ 1, or null (no limit).
        expectModifierRejection(
            #"{ "environment": { "lineLimit": 0 } }"#, path: "\(base).environment.lineLimit",
            expecting: "a whole number from 1 to 2147483647", found: "0")
        expectModifierRejection(
            #"{ "environment": { "lineLimit": 1.5 } }"#, path: "\(base).environment.lineLimit",
            expecting: "a whole number from 1 to 2147483647", found: "1.5")
        expectModifierRejection(
            #"{ "environment": { "horizontalSizeClass": "large" } }"#,
            path: "\(base).environment.horizontalSizeClass", expecting: "a size class")
        expectModifierRejection(
            #"{ "environment": { "layoutDirection": "up" } }"#, path: "\(base).environment.layoutDirection",
            expecting: "a layout direction")
        expectModifierRejection(
            #"{ "environment": { "nookContentInsets": { "middle": 1 } } }"#,
            path: "\(base).environment.nookContentInsets.middle", expecting: "one of the keys \"top\"")
    }
}

/// `contentMargins` values outside its three forms (docs/model-files.md).
@Suite struct ContentMarginsRejectionTests {
    private let base = "$.root.modifiers[0]"

    @Test func rejectsContentMarginsOutsideItsForms() {
        expectModifierRejection(
            #"{ "contentMargins": "wide" }"#, path: "\(base).contentMargins",
            expecting: "a number, or an object with \"length\"", found: "\"wide\"")
        expectModifierRejection(
            #"{ "contentMargins": { "edges": ["top"] } }"#, path: "\(base).contentMargins.length",
            expecting: "\"length\" (a number or null) or \"insets\"", found: "missing")
        expectModifierRejection(
            #"{ "contentMargins": { "length": 4, "insets": 3 } }"#, path: "\(base).contentMargins.insets",
            expecting: "the keys of one form")
        expectModifierRejection(
            #"{ "contentMargins": { "length": 4, "placement": "indicators" } }"#,
            path: "\(base).contentMargins.placement", expecting: "a content margin placement")
        expectModifierRejection(
            #"{ "contentMargins": { "length": "infinity" } }"#, path: "\(base).contentMargins.length",
            expecting: "a number or null (\"infinity\" is not allowed here)")
    }
}
