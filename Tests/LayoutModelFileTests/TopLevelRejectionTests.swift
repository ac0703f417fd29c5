import Testing

@testable import LayoutModelFile

@Suite struct TopLevelRejectionTests {
    private let color = #"{ "type": "Color", "id": "a" }"#

    @Test func rejectsATopLevelThatIsNotAnObject() {
        expectRejection("[1]", path: "$", expecting: "a model: an object with \"format\": \"layoutlp/1\"", found: "an array")
    }

    @Test func rejectsAMissingFormat() {
        expectRejection(#"{ "root": { "type": "Color" } }"#, path: "$.format", expecting: "\"layoutlp/1\"", found: "missing")
    }

    @Test func rejectsAnotherFormatBeforeAnythingElse() {
        expectRejection(
            #"{ "format": "layoutlp/2", "extra": 1, "root": { "type": "Color" } }"#,
            path: "$.format", expecting: "\"layoutlp/1\"", found: "\"layoutlp/2\"")
    }

    @Test func rejectsUnknownTopLevelKeys() {
        guard let error = rejection(modelText(root: color, extra: #", "expected": {}"#)) else { return }
        #expect(error.jsonPath == "$.expected")
        #expect(error.expected.hasPrefix("one of the keys \"format\", \"name\""))
        #expect(error.expected.contains("\"disabled\""))
        #expect(error.found == "unknown key \"expected\"")
        #expect(error.line == 4)
    }

    @Test func rejectsAMissingRoot() {
        expectRejection(#"{ "format": "layoutlp/1" }"#, path: "$.root", expecting: "a view", found: "missing")
    }

    @Test func rejectsMetadataThatIsNotAString() {
        expectRejection(modelText(root: color, extra: #", "name": 3"#), path: "$.name", expecting: "a string", found: "3")
        expectRejection(
            modelText(root: color, extra: #", "description": null"#), path: "$.description", expecting: "a string", found: "null")
        expectRejection(
            modelText(root: color, extra: #", "disabled": true"#), path: "$.disabled",
            expecting: "a string: why the model is not run yet", found: "true")
    }

    @Test func rejectsNegativeOrNaNProposals() {
        func model(_ proposal: String) -> String {
            #"{ "format": "layoutlp/1", "proposal": \#(proposal), "root": { "type": "Color" } }"#
        }
        expectRejection(model(#"{ "width": -1 }"#), path: "$.proposal.width", expecting: "a number >= 0, null or \"infinity\"", found: "-1")
        expectRejection(model(#"{ "height": "NaN" }"#), path: "$.proposal.height", expecting: "NaN is not a length", found: "\"NaN\"")
        expectRejection(model(#"{ "height": "Infinity" }"#), path: "$.proposal.height", expecting: "a number >= 0, null or \"infinity\"")
        expectRejection(model(#"{ "depth": 3 }"#), path: "$.proposal.depth", expecting: "one of the keys \"width\" or \"height\"")
        expectRejection(model("300"), path: "$.proposal", expecting: "a proposal: an object with \"width\" and \"height\"")
    }

    @Test func rejectsInvalidEnvironmentValues() {
        func model(_ environment: String) -> String {
            modelText(root: #"{ "type": "Color" }"#, extra: #", "environment": \#(environment)"#)
        }
        expectRejection(
            model(#"{ "layoutDirection": "ltr" }"#), path: "$.environment.layoutDirection",
            expecting: "a layout direction: \"leftToRight\" or \"rightToLeft\"", found: "\"ltr\"")
        expectRejection(model(#"{ "displayScale": 0 }"#), path: "$.environment.displayScale", expecting: "a number > 0", found: "0")
        expectRejection(model(#"{ "safeArea": { "top": "nan" } }"#), path: "$.environment.safeArea.top", expecting: "NaN is not a length")
        expectRejection(
            model(#"{ "safeArea": { "left": 4 } }"#), path: "$.environment.safeArea.left",
            expecting: "one of the keys \"top\", \"leading\", \"bottom\" or \"trailing\"")
        expectRejection(
            model(#"{ "colorScheme": "dark" }"#), path: "$.environment.colorScheme", expecting: "one of the keys \"layoutDirection\"")
    }

    @Test func rejectsNegativeTolerance() {
        expectRejection(
            modelText(root: color, extra: #", "tolerance": -0.1"#), path: "$.tolerance", expecting: "a number >= 0", found: "-0.1")
    }

    @Test func rejectsExpectationsForUnknownIDs() {
        expectRejection(
            modelText(root: color, extra: #", "expect": { "b": { "x": 0, "y": 0, "width": 1, "height": 1 } }"#),
            path: "$.expect.b", expecting: "an id of a view or modifier in this file",
            found: "\"b\", which no view or modifier has")
    }

    @Test func rejectsExpectedFramesWithBadValues() {
        expectRejection(
            modelText(root: color, extra: #", "expect": { "a": { "width": null } }"#),
            path: "$.expect.a.width", expecting: "a number or \"infinity\"", found: "null")
        expectRejection(
            modelText(root: color, extra: #", "expect": { "a": { "x": "infinity", "y": 0, "width": 1, "height": 1 } }"#),
            path: "$.expect.a.x", expecting: "a number (\"infinity\" is not allowed here)")
        expectRejection(
            modelText(root: color, extra: #", "expect": { "a": { "x": 0, "y": 0, "width": 1, "height": 1, "z": 0 } }"#),
            path: "$.expect.a.z", expecting: "one of the keys \"x\", \"y\", \"width\" or \"height\"")
        expectRejection(
            modelText(root: color, extra: #", "expect": { "a": [0, 0, 1, 1] }"#),
            path: "$.expect.a", expecting: "a frame: an object with at least one of \"x\", \"y\", \"width\" or \"height\"")
    }

    @Test func rejectsDuplicateIDsNamingBothPaths() {
        let root = """
            { "type": "HStack", "children": [
              { "type": "Color", "id": "a" },
              { "type": "Color", "modifiers": [{ "padding": 1, "id": "a" }] }
            ] }
            """
        guard let error = rejection(modelText(root: root)) else { return }
        #expect(error.jsonPath == "$.root.children[1].modifiers[0].id")
        #expect(error.expected == "an id used only once in the file")
        #expect(error.found == "\"a\", already the id at $.root.children[0].id (line 5)")
        #expect(error.line == 6)
    }

    @Test func rejectsDuplicateIDsInsideSecondaryViewsInFileOrder() {
        // The modifier comes after its overlay's content in the file: the later one is reported.
        let root = #"{ "type": "Color", "modifiers": [{ "overlay": { "content": { "type": "Color", "id": "x" } }, "id": "x" }] }"#
        expectRootRejection(
            root, path: "$.root.modifiers[0].id", expecting: "an id used only once in the file",
            found: "already the id at $.root.modifiers[0].overlay.content.id")
    }

    @Test func rejectsEmptyAndNonStringIDs() {
        expectRootRejection(#"{ "type": "Color", "id": "" }"#, path: "$.root.id", expecting: "an id: a non-empty string", found: "\"\"")
        expectRootRejection(#"{ "type": "Color", "id": 7 }"#, path: "$.root.id", expecting: "an id: a non-empty string", found: "7")
    }
}
