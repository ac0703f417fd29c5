import Testing

@testable import LayoutModel  // FrameSpec.normalized is internal

/// Frame arguments are normalised when the tree is built, as SwiftUI
/// normalises them when the modifier is created.
/// Flexible frames: semantics §6.1, per axis in order
///   min' = max(min, 0); ideal' = max(min' ?? 0, ideal); max' = max(ideal' ?? 0, max),
/// with min > max kept when there is no ideal (and a "contradictory" warning).
/// Fixed frames: semantics §5, a negative or non-finite dimension becomes nil.
@Suite struct FrameNormalisationTests {
    /// Normalises one horizontal axis and collects the warnings.
    func normalize(_ min: Double?, _ ideal: Double?, _ max: Double?, axis: Axis = .horizontal) -> (FlexFrameAxis, [String]) {
        var warnings: [String] = []
        let result = FlexFrameAxis.normalized(min: min, ideal: ideal, max: max, axis: axis) { warnings.append($0) }
        return (result, warnings)
    }

    @Test func consistentBoundsAreKeptWithoutWarnings() {
        let (axis, warnings) = normalize(10, 20, 30)
        #expect(axis == FlexFrameAxis(min: 10, ideal: 20, max: 30))
        #expect(warnings == [])
        let (open, none) = normalize(nil, nil, nil)
        #expect(open == FlexFrameAxis())
        #expect(none == [])
    }

    @Test func negativeMinimumBecomesZero() {
        // min' = max(-10, 0) = 0.
        let (axis, warnings) = normalize(-10, nil, nil)
        #expect(axis == FlexFrameAxis(min: 0))
        #expect(warnings == ["minWidth -10 is raised to 0"])
    }

    @Test func idealBelowMinimumIsRaisedToIt() {
        // ideal' = max(50, 20) = 50.
        let (axis, warnings) = normalize(50, 20, nil)
        #expect(axis == FlexFrameAxis(min: 50, ideal: 50))
        #expect(warnings == ["idealWidth 20 is raised to 50"])
    }

    @Test func maximumBelowIdealIsRaisedToIt() {
        // max' = max(80, 60) = 80.
        let (axis, warnings) = normalize(nil, 80, 60)
        #expect(axis == FlexFrameAxis(ideal: 80, max: 80))
        #expect(warnings == ["maxWidth 60 is raised to 80"])
    }

    @Test func negativeIdealWithoutMinimumBecomesZero() {
        // ideal' = max(nil ?? 0, -5) = 0.
        let (axis, warnings) = normalize(nil, -5, nil)
        #expect(axis == FlexFrameAxis(ideal: 0))
        #expect(warnings == ["idealWidth -5 is raised to 0"])
    }

    @Test func negativeMaximumWithoutIdealBecomesZero() {
        // max' = max(nil ?? 0, -5) = 0.
        let (axis, warnings) = normalize(nil, nil, -5)
        #expect(axis == FlexFrameAxis(max: 0))
        #expect(warnings == ["maxWidth -5 is raised to 0"])
    }

    @Test func minimumAboveMaximumWithoutIdealIsKeptWithAContradictionWarning() {
        // max' = max(nil ?? 0, 50) = 50: the maximum is not raised to the minimum.
        let (axis, warnings) = normalize(100, nil, 50)
        #expect(axis == FlexFrameAxis(min: 100, max: 50))
        #expect(warnings == ["contradictory frame constraints: minWidth 100 > maxWidth 50 (kept, as SwiftUI keeps them)"])
    }

    @Test func anIdealResolvesMinimumAboveMaximum() {
        // ideal' = max(100, 70) = 100, then max' = max(100, 50) = 100: no contradiction left.
        let (axis, warnings) = normalize(100, 70, 50)
        #expect(axis == FlexFrameAxis(min: 100, ideal: 100, max: 100))
        #expect(warnings == ["idealWidth 70 is raised to 100", "maxWidth 50 is raised to 100"])
    }

    @Test func infiniteMinimumIsKept() {
        // min' = max(inf, 0) = inf (§6.1: "+∞ kept").
        let (alone, none) = normalize(.infinity, nil, nil)
        #expect(alone == FlexFrameAxis(min: .infinity))
        #expect(none == [])
        // With a finite maximum and no ideal the maximum stays below it.
        let (capped, warnings) = normalize(.infinity, nil, 100)
        #expect(capped == FlexFrameAxis(min: .infinity, max: 100))
        #expect(warnings == ["contradictory frame constraints: minWidth inf > maxWidth 100 (kept, as SwiftUI keeps them)"])
        // An ideal is raised to it, and the maximum to the ideal.
        let (raised, raisedWarnings) = normalize(.infinity, 10, 20)
        #expect(raised == FlexFrameAxis(min: .infinity, ideal: .infinity, max: .infinity))
        #expect(raisedWarnings == ["idealWidth 10 is raised to inf", "maxWidth 20 is raised to inf"])
    }

    @Test func infiniteMaximumIsKept() {
        let (axis, warnings) = normalize(10, nil, .infinity)
        #expect(axis == FlexFrameAxis(min: 10, max: .infinity))
        #expect(warnings == [])
    }

    @Test func negativeMinimumDoesNotRaiseAPositiveIdeal() {
        // min' = 0, ideal' = max(0, 5) = 5: only the minimum changed.
        let (axis, warnings) = normalize(-10, 5, nil)
        #expect(axis == FlexFrameAxis(min: 0, ideal: 5))
        #expect(warnings == ["minWidth -10 is raised to 0"])
    }

    @Test func allNegativeBoundsCollapseToZeroInOrder() {
        // min' = 0; ideal' = max(0, -20) = 0; max' = max(0, -30) = 0.
        let (axis, warnings) = normalize(-10, -20, -30)
        #expect(axis == FlexFrameAxis(min: 0, ideal: 0, max: 0))
        #expect(warnings == ["minWidth -10 is raised to 0", "idealWidth -20 is raised to 0", "maxWidth -30 is raised to 0"])
    }

    @Test func verticalWarningsNameHeights() {
        let (axis, warnings) = normalize(-1, nil, nil, axis: .vertical)
        #expect(axis == FlexFrameAxis(min: 0))
        #expect(warnings == ["minHeight -1 is raised to 0"])
        let (_, contradiction) = normalize(9, nil, 3, axis: .vertical)
        #expect(contradiction == ["contradictory frame constraints: minHeight 9 > maxHeight 3 (kept, as SwiftUI keeps them)"])
    }

    @Test func treeNormalisesFlexibleFramesPerAxisAndRecordsWarningsWithThePath() throws {
        let view = HStack {
            Color().frame(minWidth: -10, maxWidth: 40, idealHeight: -5, alignment: .leading)
        }
        let tree = try LayoutTree(view.node)
        let frame = try #require(tree.nodes.first { $0.path == "root/0/frame" })
        #expect(
            frame.element
                == .flexFrame(
                    FlexFrameSpec(
                        horizontal: FlexFrameAxis(min: 0, max: 40), vertical: FlexFrameAxis(ideal: 0), alignment: .leading)))
        // Horizontal axis first, then vertical.
        #expect(
            tree.warnings == [
                LayoutWarning(path: "root/0/frame", message: "minWidth -10 is raised to 0"),
                LayoutWarning(path: "root/0/frame", message: "idealHeight -5 is raised to 0"),
            ])
        #expect(tree.warnings[0].description == "root/0/frame: minWidth -10 is raised to 0")
    }

    // MARK: - Fixed frames (§5)

    func normalizeFixed(_ width: Double?, _ height: Double?) -> (FrameSpec, [String]) {
        var warnings: [String] = []
        let spec = FrameSpec.normalized(width: width, height: height, alignment: .center) { warnings.append($0) }
        return (spec, warnings)
    }

    @Test func validFixedDimensionsAreKept() {
        let (spec, warnings) = normalizeFixed(0, 25.5)
        #expect(spec == FrameSpec(width: 0, height: 25.5, alignment: .center))
        #expect(warnings == [])
    }

    @Test(arguments: [-5, -Double.infinity, Double.infinity, -0.001])
    func invalidFixedWidthBecomesNil(width: Double) {
        let (spec, warnings) = normalizeFixed(width, 10)
        #expect(spec == FrameSpec(width: nil, height: 10, alignment: .center))
        #expect(
            warnings == [
                "invalid frame dimension: width \(formatLength(width)) is treated as nil (SwiftUI ignores negative and non-finite fixed dimensions)"
            ])
    }

    @Test(arguments: [-5, -Double.infinity, Double.infinity])
    func invalidFixedHeightBecomesNilAndLeavesAValidWidth(height: Double) {
        // §5 notes OSUI's height check tests `width`; ours must test the height itself.
        let (spec, warnings) = normalizeFixed(10, height)
        #expect(spec == FrameSpec(width: 10, height: nil, alignment: .center))
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("invalid frame dimension: height ") == true)
    }

    @Test func treeNormalisesFixedFramesAndWarnsForEachInvalidDimension() throws {
        let tree = try LayoutTree(Color().frame(width: .infinity, height: -1, alignment: .top).node)
        #expect(tree[tree.root].element == .frame(FrameSpec(width: nil, height: nil, alignment: .top)))
        #expect(
            tree.warnings == [
                LayoutWarning(
                    path: "root/frame",
                    message:
                        "invalid frame dimension: width inf is treated as nil (SwiftUI ignores negative and non-finite fixed dimensions)"),
                LayoutWarning(
                    path: "root/frame",
                    message:
                        "invalid frame dimension: height -1 is treated as nil (SwiftUI ignores negative and non-finite fixed dimensions)"),
            ])
    }
}
