import Foundation
import GLPKBackend
import LPLayout
import LayoutFuzzing
import LayoutModelFile
import LayoutTestSupport
import Testing

/// The shrunk trees of the fuzz campaigns' solve failures and disagreements
/// (docs/divergences.md, classes 5, 6, 9 and 10), kept in `Regressions/`
/// without expectations: each was a failure of one engine against the
/// other, so the check is the differential one. Their frames by hand are in
/// Models/fuzz/ for the mechanisms small enough to derive (a Text offer one
/// ulp short of whole characters, an aspect ratio's round trip that pads to
/// exactly 0, a Text proposed round-off of 0, an aspect ratio's chosen axis).
/// Seed 1's cases that ran into GLPK's 2 s time limit (class 7) are kept
/// in `HardCases/`.
@Suite struct RegressionTests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/LayoutFuzzingTests/Regressions")
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()
    static let check = DifferentialCheck(lpEngine: LPLayoutEngine(solver: GLPKSolver(options: .init(timeLimit: .seconds(30)))))

    @Test func everyRegressionIsThere() {
        #expect(Self.files.count == 20, "\(Self.files)")
    }

    /// Includes seed 1, case 71798 (class 6): a child of negative length in a
    /// stack whose fitting order the solver chooses, once a known gap; the
    /// offers' bounds now reach what negative children give back
    /// (`NegativeLengthReach`, lp-encoding.md, "Stack order").
    /// Seed 1, case 468 (class 10) agrees since a relaxation the simplex
    /// ends short of feasible is solved again in exact arithmetic; seed
    /// 8675309, case 890 (class 10) and seed 20261125, case 12757 (class 11)
    /// since right-hand sides are rounded outward and a relaxation still
    /// infeasible after that is solved again scaled (issue 31).
    @Test(arguments: files)
    func enginesAgree(_ file: String) throws {
        let problem = try ModelFile.load(path: Self.folder.appendingPathComponent(file).path)
        let outcome = Self.check.run(problem)
        guard case .agreed = outcome else {
            Issue.record("\(file): \(outcome)")
            return
        }
    }

    /// The campaigns' cases that needed more than 2 s of branch-and-cut
    /// (class 7), each of which must now agree within 2 s. Seed 1's seven
    /// were closed by class 10's fixes (strengthened big-Ms, an integrality
    /// tolerance from them, branch-and-cut from the relaxation's basis; about
    /// 0.1 s each); seed 777's case 2601 by Gomory's cuts, which close its
    /// tie objective's gap at the root (about 0.2 s, over 60 s without). They
    /// are stored in `HardCases/` as the generator drew them then: its later
    /// vocabulary (custom layouts, ScrollViews, Grid, lazy grids) changed
    /// what each seed draws.
    @Test(arguments: [
        "fuzz-1-13192", "fuzz-1-23406", "fuzz-1-26272", "fuzz-1-46135", "fuzz-1-46138", "fuzz-1-93817", "fuzz-1-97397",
        "fuzz-777-2601",
    ])
    func hardCaseSolvesWithinTwoSeconds(_ name: String) throws {
        let engine = LPLayoutEngine(solver: GLPKSolver(options: .init(timeLimit: .seconds(2))))
        let file = PackagePaths.root.appendingPathComponent("Tests/LayoutFuzzingTests/HardCases/\(name).json")
        let outcome = DifferentialCheck(lpEngine: engine).run(try ModelFile.load(path: file.path))
        guard case .agreed = outcome else {
            Issue.record("\(name): \(outcome)")
            return
        }
    }
}
