import LayoutModel
import Testing

@testable import LayoutModelFile

@Suite struct DecodeModifierTests {
    private func kind(_ json: String) throws -> ModifierKind? { try decodeModifier(json)?.kind }

    private let leadingInset = Length.environment(EnvironmentReference(key: "nookContentInsets", edge: .leading))

    @Test func paddingKeepsEachWrittenForm() throws {
        #expect(try kind(#"{ "padding": null }"#) == .padding(.defaultAmount))
        #expect(try kind(#"{ "padding": 8 }"#) == .padding(.uniform(8)))
        #expect(try kind(#"{ "padding": -3 }"#) == .padding(.uniform(-3)))
        #expect(try kind(#"{ "padding": { "env": "nookContentInsets.leading" } }"#) == .padding(.uniform(leadingInset)))
        #expect(
            try kind(#"{ "padding": { "top": 1, "trailing": { "env": "nookContentInsets.leading" } } }"#)
                == .padding(.insets(top: 1, leading: 0, bottom: 0, trailing: leadingInset)))
        #expect(try kind(#"{ "padding": {} }"#) == .padding(.insets(top: 0, leading: 0, bottom: 0, trailing: 0)))
        #expect(
            try kind(#"{ "padding": { "edges": ["horizontal", "top"], "length": 5 } }"#)
                == .padding(.edges([.leading, .trailing, .top], length: 5)))
        #expect(try kind(#"{ "padding": { "edges": ["all"], "length": null } }"#) == .padding(.edges(.all, length: nil)))
        #expect(try kind(#"{ "padding": { "edges": [] } }"#) == .padding(.edges([], length: nil)))
    }

    @Test func safeAreaPaddingTakesThePaddingForms() throws {
        #expect(try kind(#"{ "safeAreaPadding": null }"#) == .safeAreaPadding(.defaultAmount))
        #expect(
            try kind(#"{ "safeAreaPadding": { "edges": ["vertical"], "length": 6 } }"#)
                == .safeAreaPadding(.edges(.vertical, length: 6)))
    }

    @Test func fixedFrameReadsDimensionsAndAlignment() throws {
        #expect(
            try kind(#"{ "frame": { "width": 50, "height": "infinity", "alignment": "topLeading" } }"#)
                == .frame(width: 50, height: .infinity, alignment: .topLeading))
        #expect(try kind(#"{ "frame": {} }"#) == .frame(width: nil, height: nil, alignment: .center))
        #expect(try kind(#"{ "frame": { "alignment": "bottom" } }"#) == .frame(width: nil, height: nil, alignment: .bottom))
        #expect(try kind(#"{ "frame": { "width": null, "height": 3 } }"#) == .frame(width: nil, height: 3, alignment: .center))
    }

    @Test func flexibleFrameReadsEveryBound() throws {
        let frame = try kind(
            """
            { "frame": { "minWidth": 10, "idealWidth": 20, "maxWidth": "infinity", "minHeight": { "env": "nookContentInsets.leading" },
                         "idealHeight": 5, "maxHeight": 60, "alignment": "leading" } }
            """)
        #expect(
            frame
                == .flexFrame(
                    FlexFrameValue(
                        minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: leadingInset,
                        idealHeight: 5, maxHeight: 60, alignment: .leading)))
        #expect(try kind(#"{ "frame": { "minWidth": null } }"#) == .flexFrame(FlexFrameValue()))
    }

    @Test func negativeFrameMinimumIsAccepted() throws {
        #expect(try kind(#"{ "frame": { "minWidth": -20, "maxWidth": -5 } }"#) == .flexFrame(FlexFrameValue(minWidth: -20, maxWidth: -5)))
        #expect(try kind(#"{ "frame": { "width": -1 } }"#) == .frame(width: -1, height: nil, alignment: .center))
    }

    @Test func fixedSizeIsTrueOrPerAxisFlags() throws {
        #expect(try kind(#"{ "fixedSize": true }"#) == .fixedSize(horizontal: true, vertical: true))
        #expect(try kind(#"{ "fixedSize": { "vertical": true } }"#) == .fixedSize(horizontal: false, vertical: true))
        #expect(try kind(#"{ "fixedSize": { "horizontal": true, "vertical": false } }"#) == .fixedSize(horizontal: true, vertical: false))
    }

    @Test func layoutPriorityOffsetAndPosition() throws {
        #expect(try kind(#"{ "layoutPriority": -1.5 }"#) == .layoutPriority(-1.5))
        #expect(try kind(#"{ "offset": { "x": -4 } }"#) == .offset(x: -4, y: 0))
        #expect(try kind(#"{ "offset": {} }"#) == .offset(x: 0, y: 0))
        #expect(try kind(#"{ "position": { "x": 10, "y": { "env": "nookContentInsets.leading" } } }"#) == .position(x: 10, y: leadingInset))
    }

    @Test func alignmentGuideTakesItsAxisFromBuiltInNames() throws {
        #expect(
            try kind(#"{ "alignmentGuide": { "guide": "leading", "value": 5 } }"#)
                == .alignmentGuide(.horizontal(.leading), GuideValue(constant: 5)))
        #expect(
            try kind(#"{ "alignmentGuide": { "guide": "lastTextBaseline", "axis": "vertical", "value": 0 } }"#)
                == .alignmentGuide(.vertical(.lastTextBaseline), GuideValue()))
        #expect(
            try kind(#"{ "alignmentGuide": { "guide": "center", "axis": "vertical", "value": 2 } }"#)
                == .alignmentGuide(.vertical(.center), GuideValue(constant: 2)))
        #expect(
            try kind(#"{ "alignmentGuide": { "guide": "badge", "axis": "horizontal", "value": 1 } }"#)
                == .alignmentGuide(.horizontal(.custom("badge")), GuideValue(constant: 1)))
    }

    @Test func guideValueObjectsCombineDimensionsAndAnotherGuide() throws {
        // d[.bottom] - d.height * 0.8
        #expect(
            try kind(#"{ "alignmentGuide": { "guide": "top", "value": { "height": -0.8, "guide": "bottom" } } }"#)
                == .alignmentGuide(.vertical(.top), GuideValue(height: -0.8, guide: .vertical(.bottom), guideScale: 1)))
        #expect(
            try kind(#"{ "alignmentGuide": { "guide": "leading", "value": { "constant": 3, "width": 0.8 } } }"#)
                == .alignmentGuide(.horizontal(.leading), GuideValue(constant: 3, width: 0.8)))
        // "center" and custom names inside a value live on the modifier's axis.
        #expect(
            try kind(#"{ "alignmentGuide": { "guide": "top", "value": { "guide": "center", "guideScale": 0.5 } } }"#)
                == .alignmentGuide(.vertical(.top), GuideValue(guide: .vertical(.center), guideScale: 0.5)))
        #expect(
            try kind(#"{ "alignmentGuide": { "guide": "badge", "axis": "horizontal", "value": { "guide": "badge" } } }"#)
                == .alignmentGuide(.horizontal(.custom("badge")), GuideValue(guide: .horizontal(.custom("badge")))))
        // A built-in name keeps its own axis even inside a guide of the other axis.
        #expect(
            try kind(#"{ "alignmentGuide": { "guide": "top", "value": { "guide": "trailing" } } }"#)
                == .alignmentGuide(.vertical(.top), GuideValue(guide: .horizontal(.trailing))))
    }

    @Test func aspectRatioDefaultsToFitWithTheIdealRatio() throws {
        #expect(try kind(#"{ "aspectRatio": {} }"#) == .aspectRatio(ratio: nil, contentMode: .fit))
        #expect(try kind(#"{ "aspectRatio": { "ratio": 1.5, "contentMode": "fill" } }"#) == .aspectRatio(ratio: 1.5, contentMode: .fill))
        #expect(try kind(#"{ "aspectRatio": { "ratio": null, "contentMode": "fit" } }"#) == .aspectRatio(ratio: nil, contentMode: .fit))
    }

    @Test func overlayAndBackgroundCarryAView() throws {
        #expect(
            try kind(#"{ "overlay": { "content": { "type": "Circle", "id": "dot" } } }"#)
                == .overlay(alignment: .center, content: ViewNode(.shape(.circle), id: "dot")))
        #expect(
            try kind(#"{ "background": { "alignment": "topTrailing", "content": { "type": "Empty" } } }"#)
                == .background(alignment: .topTrailing, content: ViewNode(.empty)))
    }

    @Test func safeAreaInsetAlignsAlongItsEdge() throws {
        #expect(
            try kind(#"{ "safeAreaInset": { "edge": "bottom", "content": { "type": "Color" } } }"#)
                == .safeAreaInset(edge: .bottom, alignment: .horizontal(.center), spacing: nil, content: ViewNode(.shape(.color))))
        #expect(
            try kind(#"{ "safeAreaInset": { "edge": "top", "alignment": "leading", "spacing": 4, "content": { "type": "Color" } } }"#)
                == .safeAreaInset(edge: .top, alignment: .horizontal(.leading), spacing: 4, content: ViewNode(.shape(.color))))
        #expect(
            try kind(
                #"{ "safeAreaInset": { "edge": "trailing", "alignment": "bottom", "spacing": null, "content": { "type": "Color" } } }"#)
                == .safeAreaInset(edge: .trailing, alignment: .vertical(.bottom), spacing: nil, content: ViewNode(.shape(.color))))
        #expect(
            try kind(#"{ "safeAreaInset": { "edge": "leading", "content": { "type": "Color" } } }"#)
                == .safeAreaInset(edge: .leading, alignment: .vertical(.center), spacing: nil, content: ViewNode(.shape(.color))))
    }

    @Test func ignoresSafeAreaDefaultsToAllEdges() throws {
        #expect(try kind(#"{ "ignoresSafeArea": {} }"#) == .ignoresSafeArea(edges: .all))
        #expect(try kind(#"{ "ignoresSafeArea": { "edges": ["top", "bottom"] } }"#) == .ignoresSafeArea(edges: .vertical))
    }

    @Test func containerRelativeFrameDefaults() throws {
        #expect(
            try kind(#"{ "containerRelativeFrame": { "axes": ["horizontal"] } }"#)
                == .containerRelativeFrame(ContainerRelativeFrameValue(axes: [.horizontal])))
        #expect(
            try kind(
                """
                { "containerRelativeFrame": { "axes": ["vertical", "horizontal"], "count": 3, "span": 2, "spacing": 10, "alignment": "top" } }
                """)
                == .containerRelativeFrame(
                    ContainerRelativeFrameValue(axes: [.horizontal, .vertical], count: 3, span: 2, spacing: 10, alignment: .top)))
    }

    @Test func environmentOverridesDirectionAndNookInsets() throws {
        #expect(
            try kind(#"{ "environment": { "layoutDirection": "rightToLeft" } }"#)
                == .environment(EnvironmentOverrides(layoutDirection: .rightToLeft)))
        #expect(
            try kind(#"{ "environment": { "nookContentInsets": { "leading": 12, "bottom": 0 } } }"#)
                == .environment(EnvironmentOverrides(nookContentInsets: [.leading: 12, .bottom: 0])))
        #expect(
            try kind(#"{ "environment": { "nookContentInsets": 6 } }"#)
                == .environment(EnvironmentOverrides(nookContentInsets: [.top: 6, .leading: 6, .bottom: 6, .trailing: 6])))
    }

    @Test func modifierIDNamesTheModifiedView() throws {
        let modifier = try decodeModifier(#"{ "id": "padded", "padding": 2 }"#)
        #expect(modifier == Modifier(.padding(.uniform(2)), id: "padded"))
    }
}
