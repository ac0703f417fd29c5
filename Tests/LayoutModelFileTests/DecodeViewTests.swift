import LayoutModel
import Testing

@testable import LayoutModelFile

@Suite struct DecodeViewTests {
    private func view(_ json: String) throws -> ViewNode { try decodeRoot(json).root }

    @Test(arguments: ShapeKind.allCases)
    func shapesHaveNoKeysOfTheirOwn(kind: ShapeKind) throws {
        #expect(try view(#"{ "type": "\#(kind.rawValue)", "id": "s" }"#) == ViewNode(.shape(kind), id: "s"))
    }

    @Test func fixedAndImageHaveANaturalSize() throws {
        #expect(try view(#"{ "type": "Fixed", "width": 51, "height": 31 }"#) == ViewNode(.fixed(width: 51, height: 31)))
        #expect(
            try view(#"{ "type": "Image", "width": 20, "height": 10.5 }"#) == ViewNode(.image(width: 20, height: 10.5, resizable: false)))
        #expect(
            try view(#"{ "type": "Image", "width": 0, "height": 0, "resizable": true }"#)
                == ViewNode(.image(width: 0, height: 0, resizable: true)))
    }

    @Test func textFontSizeDefaultsTo17() throws {
        #expect(try view(#"{ "type": "Text", "text": "Hello" }"#) == ViewNode(.text("Hello", fontSize: 17)))
        #expect(try view(#"{ "type": "Text", "text": "", "fontSize": 11.5 }"#) == ViewNode(.text("", fontSize: 11.5)))
    }

    @Test func spacerMinLengthIsANumberOrNullAndMayBeNegative() throws {
        #expect(try view(#"{ "type": "Spacer" }"#) == ViewNode(.spacer(minLength: nil)))
        #expect(try view(#"{ "type": "Spacer", "minLength": null }"#) == ViewNode(.spacer(minLength: nil)))
        #expect(try view(#"{ "type": "Spacer", "minLength": 0 }"#) == ViewNode(.spacer(minLength: 0)))
        #expect(try view(#"{ "type": "Spacer", "minLength": -4 }"#) == ViewNode(.spacer(minLength: -4)))
    }

    @Test func emptyHasNoKeys() throws {
        #expect(try view(#"{ "type": "Empty" }"#) == ViewNode(.empty))
    }

    @Test func stacksDefaultToCentreAlignmentAndNilSpacing() throws {
        #expect(try view(#"{ "type": "HStack", "children": [] }"#) == ViewNode(.hStack(alignment: .center, spacing: nil, children: [])))
        #expect(try view(#"{ "type": "VStack", "children": [] }"#) == ViewNode(.vStack(alignment: .center, spacing: nil, children: [])))
        #expect(try view(#"{ "type": "ZStack", "children": [] }"#) == ViewNode(.zStack(alignment: .center, children: [])))
    }

    @Test func stacksReadAlignmentSpacingAndChildrenInOrder() throws {
        let hStack = try view(
            """
            { "type": "HStack", "alignment": "firstTextBaseline", "spacing": -2,
              "children": [{ "type": "Color", "id": "a" }, { "type": "Empty" }, { "type": "Spacer" }] }
            """)
        #expect(
            hStack
                == ViewNode(
                    .hStack(
                        alignment: .firstTextBaseline, spacing: -2,
                        children: [
                            ViewNode(.shape(.color), id: "a"), ViewNode(.empty), ViewNode(.spacer(minLength: nil)),
                        ])))
        let vStack = try view(#"{ "type": "VStack", "alignment": "trailing", "spacing": null, "children": [{ "type": "Circle" }] }"#)
        #expect(vStack == ViewNode(.vStack(alignment: .trailing, spacing: nil, children: [ViewNode(.shape(.circle))])))
        let zStack = try view(#"{ "type": "ZStack", "alignment": "bottomTrailing", "children": [] }"#)
        #expect(zStack == ViewNode(.zStack(alignment: .bottomTrailing, children: [])))
    }

    @Test func stackAlignmentMayNameACustomGuide() throws {
        #expect(
            try view(#"{ "type": "HStack", "alignment": "badge", "children": [] }"#)
                == ViewNode(.hStack(alignment: .custom("badge"), spacing: nil, children: [])))
        #expect(
            try view(#"{ "type": "VStack", "alignment": "label", "children": [] }"#)
                == ViewNode(.vStack(alignment: .custom("label"), spacing: nil, children: [])))
    }

    @Test func nookPanelConfigurationDefaultsKeyByKey() throws {
        let plain = try view(#"{ "type": "NookPanel", "home": { "type": "Color" } }"#)
        #expect(plain == ViewNode(.nookPanel(NookConfiguration(), home: ViewNode(.shape(.color)))))
        let configured = try view(
            """
            { "type": "NookPanel", "id": "panel",
              "configuration": { "edgePadding": 12, "style": { "bottomCornerRadius": 30, "expandedContentInsets": { "leading": 4, "trailing": 4 } } },
              "home": { "type": "Text", "text": "Home" } }
            """)
        var configuration = NookConfiguration()
        configuration.edgePadding = 12
        configuration.style.bottomCornerRadius = 30
        configuration.style.expandedContentInsets = EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        #expect(configured == ViewNode(.nookPanel(configuration, home: ViewNode(.text("Home", fontSize: 17))), id: "panel"))
    }

    @Test func modifiersApplyInArrayOrder() throws {
        let node = try view(
            """
            { "type": "Color", "modifiers": [{ "padding": 4 }, { "frame": { "width": 10 } }, { "offset": { "x": 1 } }] }
            """)
        #expect(
            node.modifiers.map(\.kind) == [
                .padding(.uniform(4)), .frame(width: 10, height: nil, alignment: .center), .offset(x: 1, y: 0),
            ])
    }
}
