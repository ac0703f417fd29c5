import LayoutModel
import Testing

@testable import LayoutChecker  // for the internal memberwise initialisers of the expected values

/// `ExpectationCheck` compares a result with a model's expected frames by id
/// (ExpectationCheck.swift): mismatches sorted by id, an id missing from the
/// tree reported as such, and a report with the frame tree, ✗ on each
/// mismatching node and its expected frame beside it.
@Suite struct ExpectationCheckTests {
    let tolerance = Tolerance(0.001)

    @Test func framesWithinToleranceMeetTheExpectations() throws {
        let sample = try Sample()
        let result = sample.result("greedy", Sample.greedyFrames)
        let mismatches = ExpectationCheck.mismatches(
            result, tree: sample.tree,
            expect: [
                "a": ExpectedFrame(x: 16, y: 16, width: 276.0005, height: 10),  // 0.0005 off, inside 0.001
                "row": ExpectedFrame(x: 16, y: 16, width: 284, height: 10),
            ], tolerance: tolerance)
        #expect(mismatches == [])
    }

    @Test func noExpectationsMeansNoMismatches() throws {
        let sample = try Sample()
        #expect(
            ExpectationCheck.mismatches(
                sample.result("greedy", Sample.greedyFrames), tree: sample.tree,
                expect: [:], tolerance: tolerance) == [])
    }

    /// Three expectations: `row` 4 points too wide, `a` 1 point off in x, and
    /// `ghost`, an id no view has.
    static let wrongExpectations: [ModelID: ExpectedFrame] = [
        "row": ExpectedFrame(x: 16, y: 16, width: 280, height: 10),
        "ghost": ExpectedFrame(x: 0, y: 0, width: 1, height: 1),
        "a": ExpectedFrame(x: 15, y: 16, width: 276, height: 10),
    ]

    @Test func mismatchesAreSortedByIDAndNameTheDifferingComponents() throws {
        let sample = try Sample()
        let mismatches = ExpectationCheck.mismatches(
            sample.result("greedy", Sample.greedyFrames), tree: sample.tree,
            expect: Self.wrongExpectations, tolerance: tolerance)
        #expect(
            mismatches == [
                ExpectationMismatch(
                    id: "a", path: "root/0", expected: ExpectedFrame(x: 15, y: 16, width: 276, height: 10),
                    actual: Rect(x: 16, y: 16, width: 276, height: 10), components: ["x"]),
                ExpectationMismatch(
                    id: "ghost", path: nil, expected: ExpectedFrame(x: 0, y: 0, width: 1, height: 1),
                    actual: nil, components: []),
                ExpectationMismatch(
                    id: "row", path: "root", expected: ExpectedFrame(x: 16, y: 16, width: 280, height: 10),
                    actual: Rect(x: 16, y: 16, width: 284, height: 10), components: ["width"]),
            ])
    }

    @Test func mismatchDescriptionsNameIDPathAndFrames() throws {
        let sample = try Sample()
        let mismatches = ExpectationCheck.mismatches(
            sample.result("greedy", Sample.greedyFrames), tree: sample.tree,
            expect: Self.wrongExpectations, tolerance: tolerance)
        #expect(
            mismatches.map(\.description) == [
                "#a (root/0): expected x 15 y 16 w 276 h 10, got x 16 y 16 w 276 h 10 [x differ]",
                "#ghost: expected x 0 y 0 w 1 h 1, but no view has this id",
                "#row (root): expected x 16 y 16 w 280 h 10, got x 16 y 16 w 284 h 10 [width differ]",
            ])
    }

    @Test func infiniteExpectationMatchesOnlyAnInfiniteFrame() throws {
        let sample = try Sample()
        var frames = Sample.greedyFrames
        frames["root/0"] = Rect(x: 16, y: 16, width: .infinity, height: 10)
        let expect: [ModelID: ExpectedFrame] = ["a": ExpectedFrame(x: 16, y: 16, width: .infinity, height: 10)]
        #expect(
            ExpectationCheck.mismatches(
                sample.result("greedy", frames), tree: sample.tree, expect: expect,
                tolerance: tolerance) == [])
        #expect(
            ExpectationCheck.mismatches(
                sample.result("greedy", Sample.greedyFrames), tree: sample.tree, expect: expect,
                tolerance: tolerance
            ).map(\.components) == [["width"]])
    }

    @Test func reportListsMismatchesThenTheMarkedTree() throws {
        let sample = try Sample()
        let result = sample.result("greedy", Sample.greedyFrames)
        let mismatches = ExpectationCheck.mismatches(result, tree: sample.tree, expect: Self.wrongExpectations, tolerance: tolerance)
        #expect(
            ExpectationCheck.report(mismatches, result: result, tree: sample.tree) == """
                3 expectation(s) not met (greedy):
                  #a (root/0): expected x 15 y 16 w 276 h 10, got x 16 y 16 w 276 h 10 [x differ]
                  #ghost: expected x 0 y 0 w 1 h 1, but no view has this id
                  #row (root): expected x 16 y 16 w 280 h 10, got x 16 y 16 w 284 h 10 [width differ]
                padding  x 0 y 0 w 316 h 42
                └─ ✗ HStack #row  x 16 y 16 w 284 h 10   <- expected x 16 y 16 w 280 h 10
                   ├─ ✗ Color #a  x 16 y 16 w 276 h 10   <- expected x 15 y 16 w 276 h 10
                   └─ Spacer  x 292 y 21 w 8 h 0

                """)
    }

    /// `a` is 276 wide at (16, 16) and `row` 284 x 10 at (16, 16) (Sample.greedyFrames);
    /// a frame that gives only some components is checked on those alone.
    @Test func partialExpectationIgnoresTheComponentsItDoesNotGive() throws {
        let sample = try Sample()
        let result = sample.result("greedy", Sample.greedyFrames)
        #expect(
            ExpectationCheck.mismatches(
                result, tree: sample.tree,
                expect: [
                    "a": ExpectedFrame(width: 276),
                    "row": ExpectedFrame(y: 16, height: 10),
                ], tolerance: tolerance) == [])
    }

    /// Expecting `a` 72.5 wide (it is 276) and `row` at x 0 and 10 high (it
    /// is at x 16, and 10 high): `a`'s width and `row`'s x differ, nothing else.
    static let partialExpectations: [ModelID: ExpectedFrame] = [
        "a": ExpectedFrame(width: 72.5),
        "row": ExpectedFrame(x: 0, height: 10),
    ]

    @Test func partialExpectationReportsOnlyTheGivenComponentsThatDiffer() throws {
        let sample = try Sample()
        let mismatches = ExpectationCheck.mismatches(
            sample.result("greedy", Sample.greedyFrames), tree: sample.tree,
            expect: Self.partialExpectations, tolerance: tolerance)
        #expect(
            mismatches == [
                ExpectationMismatch(
                    id: "a", path: "root/0", expected: ExpectedFrame(width: 72.5),
                    actual: Rect(x: 16, y: 16, width: 276, height: 10), components: ["width"]),
                ExpectationMismatch(
                    id: "row", path: "root", expected: ExpectedFrame(x: 0, height: 10),
                    actual: Rect(x: 16, y: 16, width: 284, height: 10), components: ["x"]),
            ])
    }

    @Test func reportShowsAPartialExpectationWithDashesForTheMissingComponents() throws {
        let sample = try Sample()
        let result = sample.result("greedy", Sample.greedyFrames)
        let mismatches = ExpectationCheck.mismatches(result, tree: sample.tree, expect: Self.partialExpectations, tolerance: tolerance)
        #expect(
            ExpectationCheck.report(mismatches, result: result, tree: sample.tree) == """
                2 expectation(s) not met (greedy):
                  #a (root/0): expected x — y — w 72.5 h —, got x 16 y 16 w 276 h 10 [width differ]
                  #row (root): expected x 0 y — w — h 10, got x 16 y 16 w 284 h 10 [x differ]
                padding  x 0 y 0 w 316 h 42
                └─ ✗ HStack #row  x 16 y 16 w 284 h 10   <- expected x 0 y — w — h 10
                   ├─ ✗ Color #a  x 16 y 16 w 276 h 10   <- expected x — y — w 72.5 h —
                   └─ Spacer  x 292 y 21 w 8 h 0

                """)
    }

    @Test func framesByIDReadsTheResultThroughTheIDIndex() throws {
        let sample = try Sample()
        let result = sample.result("greedy", Sample.greedyFrames)
        #expect(
            result.framesByID(in: sample.tree) == [
                "row": Rect(x: 16, y: 16, width: 284, height: 10),
                "a": Rect(x: 16, y: 16, width: 276, height: 10),
            ])
    }
}
