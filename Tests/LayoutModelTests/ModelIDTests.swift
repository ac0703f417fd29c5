import LayoutModel
import Testing

/// `ModelID` compares ids as JSON compares strings, by Unicode scalars: "é"
/// as U+00E9 and as "e" + U+0301 are two ids, though Swift's `String ==`
/// (canonical equivalence) calls them equal.
@Suite struct ModelIDTests {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    @Test func canonicallyEquivalentIDsAreTwoIDs() {
        #expect(Self.composed == Self.decomposed, "Swift's String == is canonical equivalence")
        #expect(ModelID(Self.composed) != ModelID(Self.decomposed))
        #expect(ModelID(Self.composed) == ModelID("\u{E9}"))
        let frames: [ModelID: Int] = [ModelID(Self.composed): 1, ModelID(Self.decomposed): 2]
        #expect(frames.count == 2)
        #expect(frames[ModelID(Self.decomposed)] == 2)
    }

    @Test func idsSortByScalarValues() {
        // "e" (U+0065) < "z" (U+007A) < "é" (U+00E9).
        #expect(
            [ModelID(Self.composed), "z", ModelID(Self.decomposed)].sorted() == [ModelID(Self.decomposed), "z", ModelID(Self.composed)])
    }

    @Test func messagesSpellOutTheScalarsOfIDsThatAreNotPlainASCII() {
        #expect(ModelID("title").quotedForMessages == "\"title\"")
        #expect(ModelID(Self.composed).quotedForMessages == "\"\u{E9}\" (U+00E9)")
        #expect(ModelID(Self.decomposed).quotedForMessages == "\"e\u{301}\" (U+0065 U+0301)")
        #expect(ModelID("\u{1B}😀").quotedForMessages == #""\u001B😀" (U+001B U+1F600)"#)
    }

    @Test func aLayoutTreeTakesBothSpellings() throws {
        let tree = try LayoutTree(
            HStack {
                Color().id(Self.composed); Color().id(Self.decomposed)
            }.node)
        #expect(tree.idIndex == [ModelID(Self.composed): 1, ModelID(Self.decomposed): 2])
        #expect(tree.node(id: Self.decomposed)?.path == "root/1")
    }

    @Test func aDuplicateIDThatIsNotPlainASCIINamesItsScalars() {
        let view = HStack {
            Color().id(Self.decomposed); Color().id("e\u{301}")
        }
        #expect(throws: LayoutTreeError.duplicateID(Self.decomposed, firstPath: "root/0", secondPath: "root/1")) {
            try LayoutTree(view.node)
        }
        #expect(
            LayoutTreeError.duplicateID(Self.decomposed, firstPath: "root/0", secondPath: "root/1").description
                == "duplicate id \"e\u{301}\" (U+0065 U+0301): used at root/0 and at root/1")
    }
}
