import LayoutModel
import Testing

@testable import LayoutModelFile

/// The model-file form of custom layouts (docs/model-files.md, "Custom
/// layouts"): a registered name with parameters; anything else is an error
/// at its JSON path.
@Suite struct CustomLayoutFileTests {
    @Test func readsARegisteredLayoutWithItsParameters() throws {
        let problem = try decodeRoot(
            #"""
            { "type": "Layout", "layout": "EqualWidthHStack", "parameters": { "spacing": -4 }, "children": [{ "type": "Color" }] }
            """#)
        #expect(problem.root.content == .layout(CustomLayoutValue(EqualWidthHStack(spacing: -4)), children: [ViewNode(.shape(.color))]))
    }

    @Test func equalLayoutsAreEqualValuesAndOtherParametersAreNot() {
        #expect(CustomLayoutValue(EqualWidthHStack(spacing: 4)) == CustomLayoutValue(EqualWidthHStack(spacing: 4)))
        #expect(CustomLayoutValue(EqualWidthHStack(spacing: 4)) != CustomLayoutValue(EqualWidthHStack()))
        #expect(CustomLayoutValue(EqualWidthHStack()) != CustomLayoutValue(SpacingPrint()))
    }

    @Test func writesTheNameAndParametersAndReadsThemBack() throws {
        let root = EqualWidthHStack(spacing: 4) {
            Color().id("a"); SpacingPrint { Text("x") }
        }
        let problem = LayoutProblem(proposal: ProposedViewSize(width: 100, height: 50), root: root.node)
        let text = ModelFile.encode(problem)
        #expect(text.contains(#""layout": "EqualWidthHStack""#))
        #expect(text.contains(#""parameters": { "spacing": 4 }"#))
        #expect(text.contains(#""layout": "SpacingPrint""#))
        #expect(!text.contains(#""parameters": {}"#))
        #expect(try ModelFile.decode(text) == problem)
    }

    @Test func rejectsAnUnknownLayoutNamingTheRegisteredOnes() {
        expectRootRejection(
            #"{ "type": "Layout", "layout": "Flow", "children": [] }"#, path: "$.root.layout",
            expecting: #"the name of a registered layout: "EqualWidthHStack" or "SpacingPrint""#,
            found: #"unknown layout "Flow""#)
        expectRootRejection(
            #"{ "type": "Layout", "layout": 3, "children": [] }"#, path: "$.root.layout",
            expecting: "the name of a registered layout", found: "3")
        expectRootRejection(
            #"{ "type": "Layout", "children": [] }"#, path: "$.root.layout",
            expecting: "the name of a registered layout", found: "missing")
    }

    @Test func rejectsParametersTheLayoutDoesNotTake() {
        expectRootRejection(
            #"{ "type": "Layout", "layout": "EqualWidthHStack", "parameters": { "gap": 4 }, "children": [] }"#,
            path: "$.root.parameters.gap", expecting: #"one of the keys "spacing""#, found: #"unknown key "gap""#)
        expectRootRejection(
            #"{ "type": "Layout", "layout": "EqualWidthHStack", "parameters": { "spacing": "wide" }, "children": [] }"#,
            path: "$.root.parameters.spacing", expecting: "a number", found: #""wide""#)
        expectRootRejection(
            #"{ "type": "Layout", "layout": "SpacingPrint", "parameters": { "spacing": 1 }, "children": [] }"#,
            path: "$.root.parameters.spacing", expecting: "an empty object (SpacingPrint has no parameters)",
            found: #"unknown key "spacing""#)
        expectRootRejection(
            #"{ "type": "Layout", "layout": "SpacingPrint", "parameters": 1, "children": [] }"#,
            path: "$.root.parameters", expecting: "an empty object (SpacingPrint has no parameters)")
        expectRootRejection(
            #"{ "type": "Layout", "layout": "SpacingPrint" }"#, path: "$.root.children",
            expecting: "an array of views", found: "missing")
    }

    /// A registered layout that checks its parameter.
    struct Columns: Layout {
        var count: Int
        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size { .zero }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {}
        var layoutParameters: [String: Double] { ["count": Double(count)] }
    }

    @Test func aRegisteredFactorysRefusalNamesTheParametersPath() throws {
        var layouts = LayoutRegistry.builtIn
        layouts.register(Columns.self, parameters: ["count"]) { values throws(LayoutParameterError) in
            guard let count = values["count"], count >= 1, count == count.rounded(), count <= 100 else {
                throw LayoutParameterError(parameter: "count", expected: "a whole number from 1 to 100")
            }
            return Columns(count: Int(count))
        }
        let text = modelText(root: #"{ "type": "Layout", "layout": "Columns", "parameters": { "count": 2.5 }, "children": [] }"#)
        #expect {
            _ = try ModelFile.decode(text, file: "test.json", layouts: layouts)
        } throws: { error in
            guard let error = error as? ModelFileError else { return false }
            return error.jsonPath == "$.root.parameters.count" && error.expected == "a whole number from 1 to 100" && error.found == "2.5"
        }
        let good = modelText(root: #"{ "type": "Layout", "layout": "Columns", "parameters": { "count": 3 }, "children": [] }"#)
        let problem = try ModelFile.decode(good, file: "test.json", layouts: layouts)
        #expect(problem.root.content == .layout(CustomLayoutValue(Columns(count: 3)), children: []))
        // Without the registration the name is unknown.
        #expect(throws: ModelFileError.self) { try ModelFile.decode(good, file: "test.json") }
    }
}
