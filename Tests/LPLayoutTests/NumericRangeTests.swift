import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutModel
import Testing

/// Inputs whose numbers the LP engine cannot hold (docs/lp-encoding.md,
/// "Numeric range"): the greedy engine lays them out, and `exact` refuses
/// them naming the node and the reason (exit 3 in the CLI), never handing
/// GLPK a program it fails on (exit 4, as it did before).
@Suite struct NumericRangeTests {
    let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    private func refusal(_ view: some View, _ width: Double?, _ height: Double?) throws -> UnsupportedLayoutError? {
        let tree = try LayoutTree(view.node)
        let proposal = ProposedViewSize(width: width, height: height)
        // The reference engine has frames for it: the input is valid.
        _ = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        do {
            _ = try engine.layout(tree, proposal: proposal)
            return nil
        } catch let error as LPLayoutError {
            guard case .unsupported(let unsupported) = error else {
                Issue.record("not a refusal: \(error)")
                return nil
            }
            return unsupported
        }
    }

    /// A Text of font size 1e-300 advances 0.5e-300 pt per character
    /// (text-metrics.md), so the width step count of a width up to the
    /// proposal limit 10⁴ reaches 10⁴ / 5e-301 = 2e304 (lp-encoding.md,
    /// Text: `floor(w / a)`, bounded by the interval): a bound beyond 1e12.
    @Test func tinyFontSizeIsRefusedAtItsStepCount() throws {
        let error = try #require(try refusal(Text("hello world", fontSize: 1e-300).id("t"), 100, 100))
        #expect(
            error.description == "root: the lp/exact engine does not lay out the bounds of `text-step.count` yet (values beyond the LP "
                + "engine's numeric range: a bound of 2e+304, where coefficients, constants and bounds must be at most 1e12 in "
                + "magnitude (docs/lp-encoding.md, \"Numeric range\"))")
    }

    /// An HStack aligned on tops whose Color puts its top guide at 1e308:
    /// the line is the Color's top, so the Text (top guide 0) starts 1e308
    /// below the Color's top and the stack is 1e308 + 21.25 = 1e308 tall
    /// (semantics §1.5, §9): the stack's height, a frame constant, is beyond 1e12.
    @Test func hugeGuideValueIsRefusedAtTheFrame() throws {
        let view = HStack(alignment: .top) {
            Color().alignmentGuide(.top, GuideValue(constant: 1e308))
            Text("hello world")
        }
        let error = try #require(try refusal(view, 100, 100))
        #expect(error.path == "root")
        #expect(error.element == "the bounds of `h`")
        #expect(error.note.hasPrefix("values beyond the LP engine's numeric range: a bound of 1e+308,"))
    }

    /// Ratio 1.7e308 in an HStack proposed (nil, h): the stack proposes its
    /// children nil along its axis (semantics §1.4), so the aspectRatio gets
    /// (nil, h): the width scale is ∞, the height scale h / 1, `.fit` takes
    /// h and proposes R·h = (1.7e308·h, h) (§13); the Color answers that, and
    /// the stack's width, a frame row at `root`, carries the coefficient
    /// 1.7e308 (−1.7e308 once moved to the row's left side): beyond 1e12.
    @Test func hugeAspectRatioIsRefused() throws {
        let view = HStack {
            Text("hi there")
            Color().aspectRatio(1.7e308, contentMode: .fit)
        }
        let error = try #require(try refusal(view, nil, 100))
        #expect(error.path == "root")
        #expect(error.element == "the `frame` row")
        #expect(error.note.hasPrefix("values beyond the LP engine's numeric range: a coefficient of -1.7e+308,"))
    }

    /// docs/divergences.md, class 2 (fuzz seed 3, case 1040): a NookPanel
    /// whose home, a Color framed with an infinite minimum width, ignores
    /// the top safe area. Whether the home reaches the panel's safe edge is a
    /// comparison whose big-M comes from an interval the infinite minimum
    /// made undefined, so the refusal names the row's family, and the element,
    /// a phrase, is printed without backticks of its own.
    @Test func nonFiniteRowIsRefusedInWords() throws {
        let view = NookPanel {
            Color().frame(minWidth: .points(.infinity), maxWidth: .points(.infinity), maxHeight: .points(.infinity))
                .ignoresSafeArea(edges: .top)
        }
        let error = try #require(try refusal(view, 44, nil))
        #expect(error.element == "the `safe-reach` row")
        #expect(
            error.description.hasSuffix(
                ": the lp/exact engine does not lay out the `safe-reach` row yet (infinite lengths, "
                    + "or finite ones whose products overflow, make its bounds infinite or undefined here, so no finite big-M encodes it)"))
    }

    /// The range itself: magnitudes up to 1e12 for coefficients, constants
    /// and bounds; small ones (round-off remnants such as 2.8e-14) are fine.
    @Test func rangeEnds() {
        #expect(NumericRange.accepts(0) && NumericRange.accepts(2.8e-14))
        #expect(NumericRange.accepts(-1e12) && !NumericRange.accepts(1.1e12))
        #expect(!NumericRange.accepts(.infinity) && !NumericRange.accepts(.nan))
        #expect(NumericRange.accepts(4e-15) && NumericRange.accepts(-1e12))
        #expect(!NumericRange.accepts(1e308) && !NumericRange.accepts(.nan))
    }
}
