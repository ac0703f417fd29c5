import GreedyLayout
import LayoutModel
import Testing

/// A view or modifier the engine cannot lay out yet is an error that names it.
@Suite struct UnsupportedTests {
    @Test func offsetIsReportedWithItsPath() throws {
        let tree = try LayoutTree(HStack { Color(); Color().offset(x: 3) }.node)
        #expect {
            try GreedyLayoutEngine().layout(tree, proposal: .unspecified)
        } throws: { error in
            guard let error = error as? UnsupportedLayoutError else { return false }
            return error.path == "root/1/offset" && error.element == "offset"
        }
    }

    @Test func textIsReportedUntilMetricsLand() throws {
        let tree = try LayoutTree(Text("Hello").node)
        #expect(throws: UnsupportedLayoutError.self) { try GreedyLayoutEngine().layout(tree, proposal: .unspecified) }
    }

    @Test func rightToLeftIsReported() throws {
        let tree = try LayoutTree(Color().node, environment: ModelEnvironment(layoutDirection: .rightToLeft))
        #expect(throws: UnsupportedLayoutError.self) { try GreedyLayoutEngine().layout(tree, proposal: .unspecified) }
    }
}
