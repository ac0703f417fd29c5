import GLPKBackend
import LPLayout
import LayoutModel
import Testing

/// Lazy grids in the LP engine (docs/lp-encoding.md, "Lazy grids"):
/// `exact` counts an adaptive item's tracks with an integer inside the
/// solver, so one program serves every width; `decomposed` knows the count
/// while building.
@Suite struct LazyGridEncodingTests {
    let exact = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    /// LazyVGrid [adaptive minimum 40] of three Colors framed 10 high.
    func grid() throws -> LayoutTree {
        try LayoutTree(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
                Color().frame(height: 10).id("a")
                Color().frame(height: 10).id("b")
                Color().frame(height: 10).id("c")
            }.id("grid").node)
    }

    /// Hand rule (docs/greedy-semantics.md, Lazy grids): the item takes
    /// W and holds max(1, floor((W + 8) / 48)) columns of (W + 8) / count − 8
    /// (W itself for one); rows of that many cells, 10 tall, 8 apart.
    /// W 30: below the minimum, 1 column of 30, three rows. W 100: floor(108 / 48) = 2
    /// columns of 46, rows [a b], [c]. W 150: floor(158 / 48) = 3 columns
    /// of 158 / 3 − 8 = 44.667, one row. W 400: floor(408 / 48) = 8
    /// columns of 43, one row.
    @Test func oneProgramCountsTheAdaptiveColumnsAtEveryWidth() throws {
        let tree = try grid()
        let program = try exact.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        #expect(program.program.integerCount > 0, "the count depends on the width")
        #expect((program.rowsByFamily[.lazyGrid] ?? 0) > 0)
        let expected: [(width: Double, grid: Rect, a: Rect, b: Rect, c: Rect)] = [
            (
                30, Rect(x: 0, y: 0, width: 30, height: 46), Rect(x: 0, y: 0, width: 30, height: 10),
                Rect(x: 0, y: 18, width: 30, height: 10),
                Rect(x: 0, y: 36, width: 30, height: 10)
            ),
            (
                100, Rect(x: 0, y: 0, width: 100, height: 28), Rect(x: 0, y: 0, width: 46, height: 10),
                Rect(x: 54, y: 0, width: 46, height: 10),
                Rect(x: 0, y: 18, width: 46, height: 10)
            ),
            (
                150, Rect(x: 0, y: 0, width: 150, height: 10), Rect(x: 0, y: 0, width: 158.0 / 3 - 8, height: 10),
                Rect(x: 158.0 / 3, y: 0, width: 158.0 / 3 - 8, height: 10), Rect(x: 2 * 158.0 / 3, y: 0, width: 158.0 / 3 - 8, height: 10)
            ),
            (
                400, Rect(x: 0, y: 0, width: 400, height: 10), Rect(x: 0, y: 0, width: 43, height: 10),
                Rect(x: 51, y: 0, width: 43, height: 10),
                Rect(x: 102, y: 0, width: 43, height: 10)
            ),
        ]
        for row in expected {
            let byID = try exact.solve(program, proposal: ProposedViewSize(width: row.width, height: 300)).result.framesByID(in: tree)
            for (id, frame) in [("grid", row.grid), ("a", row.a), ("b", row.b), ("c", row.c)] {
                #expect(
                    byID[ModelID(id)].map { $0.isNear(frame) } == true,
                    "width \(row.width), \(id): \(String(describing: byID[ModelID(id)]))")
            }
        }
    }

    /// With the proposal's numbers as constants the count is a number: no integer, no `lazy-grid` binary.
    @Test func decomposedKnowsTheCountWhileBuilding() throws {
        let tree = try grid()
        let run = try LPLayoutEngine(strategy: .decomposed, solver: GLPKSolver()).run(
            tree, proposal: ProposedViewSize(width: 100, height: 300))
        #expect(run.program.program.integerCount == 0)
        #expect(run.result.framesByID(in: tree)["b"].map { $0.isNear(Rect(x: 54, y: 0, width: 46, height: 10)) } == true)
    }

    /// 100 cells and a count that can be anything from 1 to thousands: 100
    /// arrangements of 100 cells is more than `exact` encodes, and it says so.
    @Test func tooManyArrangementsAreRefusedByName() throws {
        let cells = (0..<100).map { ViewNode(.shape(.color), id: "c\($0)") }
        let tree = try LayoutTree(
            ViewNode(
                .lazyGrid(
                    LazyGridValue(axis: .vertical, items: [GridItem(.adaptive(minimum: 1), spacing: 0)]),
                    children: cells), id: "grid"))
        #expect {
            _ = try exact.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        } throws: { error in
            guard case LPLayoutError.unsupported(let reason) = error else { return false }
            return reason.path == "root" && reason.element == "LazyVGrid" && reason.note.contains("at most 4096")
        }
    }
}

extension Rect {
    /// Equal within 1e-6 on every component.
    func isNear(_ other: Rect) -> Bool {
        abs(x - other.x) <= 1e-6 && abs(y - other.y) <= 1e-6 && abs(width - other.width) <= 1e-6 && abs(height - other.height) <= 1e-6
    }
}
