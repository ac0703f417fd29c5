import Foundation
import GLPKBackend
import LPLayout
import LayoutFuzzing
import LayoutModelFile
import LayoutTestSupport
import Testing

/// The shrunk trees of the fuzz campaigns' solve failures and disagreements
/// (docs/divergences.md, classes 5, 6 and 9), kept in `Regressions/`
/// without expectations: each was a failure of one engine against the
/// other, so the check is the differential one. Their frames by hand are in
/// Models/fuzz/ for the mechanisms small enough to derive (a Text offer one
/// ulp short of whole characters, an aspect ratio's round trip that pads to
/// exactly 0, a Text proposed round-off of 0, an aspect ratio's chosen axis).
@Suite struct RegressionTests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/LayoutFuzzingTests/Regressions")
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()
    static let check = DifferentialCheck(lpEngine: LPLayoutEngine(solver: GLPKSolver(options: .init(timeLimit: .seconds(30)))))

    @Test func everyRegressionIsThere() {
        #expect(Self.files.count == 9, "\(Self.files)")
    }

    @Test(arguments: files.filter { $0 != "fuzz-1-71798.json" })
    func enginesAgree(_ file: String) throws {
        let problem = try ModelFile.load(path: Self.folder.appendingPathComponent(file).path)
        let outcome = Self.check.run(problem)
        guard case .agreed = outcome else {
            Issue.record("\(file): \(outcome)")
            return
        }
    }

    /// A child of negative length in a stack whose fitting order the solver
    /// chooses: the offers are bounded by the space at the start, which the
    /// negative child exceeds, so `exact` finds no optimum — a known gap
    /// (lp-encoding.md, "Known gap"). When it is closed (agreement or a
    /// refusal), this known issue stops reproducing and the test says so.
    @Test func negativeChildInVariableOrderIsAKnownGap() throws {
        let problem = try ModelFile.load(path: Self.folder.appendingPathComponent("fuzz-1-71798.json").path)
        let outcome = Self.check.run(problem)
        withKnownIssue("lp/exact: no optimum for a negative-length child in a solver-ordered stack") {
            guard case .failed(_, let message) = outcome else { return }
            Issue.record("\(message)")
        }
    }
}
