import LayoutModel
import Testing

@testable import LayoutModelFile

@Suite struct EncodeTests {
    @Test func writesKeysInContractOrderWithTwoSpaceIndentation() {
        let problem = LayoutProblem(
            name: "two-squares",
            description: "A square and a spacer",
            proposal: ProposedViewSize(width: 300, height: nil),
            root: HStack(spacing: 0) {
                Color().frame(width: 50, height: 50).id("a")
                Spacer()
            }.node,
            expect: ["a": ExpectedFrame(x: 0, y: 0, width: 50, height: 50)],
            tolerance: 0.5,
            disabled: "example")
        #expect(
            ModelFile.encode(problem) == """
                {
                  "format": "layoutlp/1",
                  "name": "two-squares",
                  "description": "A square and a spacer",
                  "disabled": "example",
                  "proposal": { "width": 300, "height": null },
                  "root": {
                    "type": "HStack",
                    "spacing": 0,
                    "children": [
                      {
                        "type": "Color",
                        "modifiers": [{ "frame": { "width": 50, "height": 50 }, "id": "a" }]
                      },
                      { "type": "Spacer" }
                    ]
                  },
                  "expect": { "a": { "x": 0, "y": 0, "width": 50, "height": 50 } },
                  "tolerance": 0.5
                }

                """)
    }

    @Test func leavesOutDefaultsThatReadBackTheSame() {
        let problem = LayoutProblem(proposal: .unspecified, root: Text("Hi").node)
        #expect(
            ModelFile.encode(problem) == """
                {
                  "format": "layoutlp/1",
                  "proposal": { "width": null, "height": null },
                  "root": { "type": "Text", "text": "Hi" }
                }

                """)
    }

    @Test func writesIntegersWithoutFractionAndInfinityAsAString() {
        #expect(JSONWriter.inline(.number(3)) == "3")
        #expect(JSONWriter.inline(.number(-0.0)) == "0")
        #expect(JSONWriter.inline(.number(2.5)) == "2.5")
        #expect(JSONWriter.inline(.number(1e20)) == "1e+20")
        #expect(JSONWriter.inline(.number(.infinity)) == "\"infinity\"")
        let frame = ModelWriter.modifier(Modifier(.flexFrame(FlexFrameValue(maxWidth: .infinity))))
        #expect(JSONWriter.inline(frame) == #"{ "frame": { "maxWidth": "infinity" } }"#)
    }

    @Test func expectationsFollowTheOrderOfIDsInTheFile() {
        let root = VStack {
            Color().id("z")
            Color().overlay { Color().id("m") }.id("a")
        }.node
        let problem = LayoutProblem(
            proposal: .zero, root: root,
            expect: [
                "a": ExpectedFrame(.zero), "z": ExpectedFrame(.zero), "m": ExpectedFrame(.zero),
            ])
        guard case .object(let members) = ModelWriter.problem(problem).kind,
            case .object(let expect)? = members.first(where: { $0.key == "expect" })?.value.kind
        else {
            Issue.record("no expect object")
            return
        }
        #expect(expect.map(\.key) == ["z", "m", "a"])
    }

    @Test func escapesStringsForJSON() {
        #expect(JSONWriter.quoted("a\"b\\c\nd\u{01}é") == #""a\"b\\c\nd\u0001é""#)
    }

    @Test func allNilFlexibleFrameStaysFlexible() {
        let frame = ModelWriter.modifier(Modifier(.flexFrame(FlexFrameValue(alignment: .top))))
        #expect(JSONWriter.inline(frame) == #"{ "frame": { "minWidth": null, "alignment": "top" } }"#)
    }

    @Test func edgeSetsUseAxisNamesForFullPairs() {
        #expect(JSONWriter.inline(ModelWriter.edgeSet(.all)) == #"["all"]"#)
        #expect(JSONWriter.inline(ModelWriter.edgeSet([.top, .bottom, .leading])) == #"["vertical", "leading"]"#)
        #expect(JSONWriter.inline(ModelWriter.edgeSet([])) == "[]")
    }
}
