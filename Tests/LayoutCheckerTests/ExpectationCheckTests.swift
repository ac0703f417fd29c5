@testable import LayoutChecker  // for the internal memberwise initialisers of the expected values
import LayoutModel
import Testing

/// `ExpectationCheck` compares a result with a model's expected frames by id
/// (ExpectationCheck.swift): mismatches sorted by id, an id missing from the
/// tree reported as such, and a report with the frame tree, ✗ on each
/// mismatching node and its expected frame beside it.
@Suite struct ExpectationCheckTests {
    let tolerance = Tolerance(0.001)

    @Test func framesWithinToleranceMeetTheExpectations() throws {
        let sample = try Sample()
        let result = sample.result("greedy", Sample.greedyFrames)
        let mismatches = ExpectationCheck.mismatches(result, tree: sample.tree, expect: [
            "a": Rect(x: 16, y: 16, width: 276.0005, height: 10),  // 0.0005 off, inside 0.001
            "row": Rect(x: 16, y: 16, width: 284, height: 10),
        ], tolerance: tolerance)
        #expect(mismatches == [])
    }

    @Test func noExpectationsMeansNoMismatches() throws {
        let sample = try Sample()
        #expect(ExpectationCheck.mismatches(sample.result("greedy", Sample.greedyFrames), tree: sample.tree,
                                            expect: [:], tolerance: tolerance) == [])
    }

    /// Three expectations: `row` 4 points too wide, `a` 1 point off in x, and
    /// `ghost`, an id no view has.
    static let wrongExpectations: [String: Rect] = [
        "row": Rect(x: 16, y: 16, width: 280, height: 10),
        "ghost": Rect(x: 0, y: 0, width: 1, height: 1),
        "a": Rect(x: 15, y: 16, width: 276, height: 10),
    ]

    @Test func mismatchesAreSortedByIDAndNameTheDifferingComponents() throws {
        let sample = try Sample()
        let mismatches = ExpectationCheck.mismatches(sample.result("greedy", Sample.greedyFrames), tree: sample.tree,
                                                     expect: Self.wrongExpectations, tolerance: tolerance)
        #expect(mismatches == [
            ExpectationMismatch(id: "a", path: "root/0", expected: Rect(x: 15, y: 16, width: 276, height: 10),
                                actual: Rect(x: 16, y: 16, width: 276, height: 10), components: ["x"]),
            ExpectationMismatch(id: "ghost", path: nil, expected: Rect(x: 0, y: 0, width: 1, height: 1),
                                actual: nil, components: []),
            ExpectationMismatch(id: "row", path: "root", expected: Rect(x: 16, y: 16, width: 280, height: 10),
                                actual: Rect(x: 16, y: 16, width: 284, height: 10), components: ["width"]),
        ])
    }

    @Test func mismatchDescriptionsNameIDPathAndFrames() throws {
        let sample = try Sample()
        let mismatches = ExpectationCheck.mismatches(sample.result("greedy", Sample.greedyFrames), tree: sample.tree,
                                                     expect: Self.wrongExpectations, tolerance: tolerance)
        #expect(mismatches.map(\.description) == [
            "#a (root/0): expected x 15 y 16 w 276 h 10, got x 16 y 16 w 276 h 10 [x differ]",
            "#ghost: expected x 0 y 0 w 1 h 1, but no view has this id",
            "#row (root): expected x 16 y 16 w 280 h 10, got x 16 y 16 w 284 h 10 [width differ]",
        ])
    }

    @Test func infiniteExpectationMatchesOnlyAnInfiniteFrame() throws {
        let sample = try Sample()
        var frames = Sample.greedyFrames
        frames["root/0"] = Rect(x: 16, y: 16, width: .infinity, height: 10)
        let expect = ["a": Rect(x: 16, y: 16, width: .infinity, height: 10)]
        #expect(ExpectationCheck.mismatches(sample.result("greedy", frames), tree: sample.tree, expect: expect,
                                            tolerance: tolerance) == [])
        #expect(ExpectationCheck.mismatches(sample.result("greedy", Sample.greedyFrames), tree: sample.tree, expect: expect,
                                            tolerance: tolerance).map(\.components) == [["width"]])
    }

    @Test func reportListsMismatchesThenTheMarkedTree() throws {
        let sample = try Sample()
        let result = sample.result("greedy", Sample.greedyFrames)
        let mismatches = ExpectationCheck.mismatches(result, tree: sample.tree, expect: Self.wrongExpectations, tolerance: tolerance)
        #expect(ExpectationCheck.report(mismatches, result: result, tree: sample.tree) == """
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

    @Test func framesByIDReadsTheResultThroughTheIDIndex() throws {
        let sample = try Sample()
        let result = sample.result("greedy", Sample.greedyFrames)
        #expect(result.framesByID(in: sample.tree) == [
            "row": Rect(x: 16, y: 16, width: 284, height: 10),
            "a": Rect(x: 16, y: 16, width: 276, height: 10),
        ])
    }
}
