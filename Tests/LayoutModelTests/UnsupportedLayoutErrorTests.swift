import LayoutModel
import Testing

/// An element that is a name is printed in backticks; a phrase that names a
/// part of one (and may carry its own backticks) is printed as written.
@Suite struct UnsupportedLayoutErrorTests {
    @Test func nameIsQuoted() {
        let error = UnsupportedLayoutError(engine: "lp/exact", path: "root/0", element: "aspectRatio", note: "why")
        #expect(error.description == "root/0: the lp/exact engine does not lay out `aspectRatio` yet (why)")
    }

    @Test func phraseIsPrintedAsWritten() {
        let error = UnsupportedLayoutError(engine: "lp/exact", path: "root", element: "the `aspect-ratio` row", note: "why")
        #expect(error.description == "root: the lp/exact engine does not lay out the `aspect-ratio` row yet (why)")
    }
}
