import LayoutModel
import Testing

@testable import LayoutModelFile

/// A model file around `root` (a view's JSON), with `extra` top-level members
/// (written with a leading comma) and a 300x100 proposal.
func modelText(root: String, extra: String = "") -> String {
    """
    {
      "format": "layoutlp/1",
      "proposal": { "width": 300, "height": 100 },
      "root": \(root)\(extra)
    }
    """
}

/// Decodes a model file around `root`.
func decodeRoot(_ root: String, extra: String = "") throws -> LayoutProblem {
    try ModelFile.decode(modelText(root: root, extra: extra), file: "test.json")
}

/// The first modifier of a Color carrying the modifier object `modifier`.
func decodeModifier(_ modifier: String) throws -> Modifier? {
    try decodeRoot(#"{ "type": "Color", "modifiers": [\#(modifier)] }"#).root.modifiers.first
}

/// The error decoding `text` throws, recording an issue when it decodes.
func rejection(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ModelFileError? {
    do {
        let problem = try ModelFile.decode(text, file: "test.json")
        Issue.record("decoded instead of failing: \(problem)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// Checks that `text` is rejected at `path` with an `expected` text containing
/// `expecting` (and, when given, a `found` text containing `found`).
func expectRejection(
    _ text: String, path: String, expecting: String, found: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let error = rejection(text, sourceLocation: sourceLocation) else { return }
    #expect(error.file == "test.json", sourceLocation: sourceLocation)
    #expect(error.jsonPath == path, "\(error)", sourceLocation: sourceLocation)
    #expect(error.expected.contains(expecting), "\(error)", sourceLocation: sourceLocation)
    if let found {
        #expect(error.found.contains(found), "\(error)", sourceLocation: sourceLocation)
    }
}

/// `expectRejection` for a model around the root view `root`.
func expectRootRejection(
    _ root: String, path: String, expecting: String, found: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectRejection(modelText(root: root), path: path, expecting: expecting, found: found, sourceLocation: sourceLocation)
}

/// `expectRejection` for the modifier object `modifier` on a root Color
/// (its path starts `$.root.modifiers[0]`).
func expectModifierRejection(
    _ modifier: String, path: String, expecting: String, found: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectRootRejection(
        #"{ "type": "Color", "modifiers": [\#(modifier)] }"#, path: path, expecting: expecting,
        found: found, sourceLocation: sourceLocation)
}
