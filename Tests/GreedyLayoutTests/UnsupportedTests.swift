import GreedyLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// A view or modifier the engine cannot lay out yet is an error that names it.
@Suite struct UnsupportedTests {

    @Test func textIsReportedUntilMetricsLand() throws {
        let tree = try LayoutTree(Text("Hello").node)
        #expect(throws: UnsupportedLayoutError.self) { try GreedyLayoutEngine().layout(tree, proposal: .unspecified) }
    }

}

/// An environment modifier that sets inset values is transparent, and the
/// values reach lengths inside it.
@Suite struct EnvironmentModifierTests {
    @Test func insetEnvironmentIsReadByPaddingInside() throws {
        // nookContentInsets.leading = 12 inside: padding(leading: 12) around a
        // 20 x 10 view is 32 x 10, the view at x 12.
        let inner = Fixed(width: 20, height: 10).id("f")
            .padding(.leading, .environment(EnvironmentReference(key: "nookContentInsets", edge: .leading))).id("p")
        let view = inner.modifier(.environment(EnvironmentOverrides(nookContentInsets: [.leading: 12]))).id("env")
        try greedy(view, 100, 100).expectFrames([
            "env": frame(0, 0, 32, 10), "p": frame(0, 0, 32, 10), "f": frame(12, 0, 20, 10),
        ])
    }
}
