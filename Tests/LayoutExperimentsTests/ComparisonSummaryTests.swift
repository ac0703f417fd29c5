import LayoutExperiments
import LayoutMetrics
import LayoutModel
import Testing

@Suite struct ComparisonSummaryTests {
    static func row(_ unit: Int, _ model: String, folder: String, engine: String, path: String, family: String, _ frame: Rect?)
        -> ComparisonRow
    {
        ComparisonRow(
            unit: unit, model: model, folder: folder, proposal: "100x20", engine: engine, path: path, id: nil, family: family,
            frame: frame, status: frame == nil ? .refused : .laidOut, reason: frame == nil ? "unsupported" : nil, program: nil)
    }

    /// Three cases worked by hand (tolerance 0.001):
    /// - m1 (folder f1): root equal, child 50 against 50.0005: within the
    ///   tolerance, so both nodes and the case agree;
    /// - m2 (folder f2): root width 10 against 12: |Δ| = 2, node and case disagree;
    /// - m3: B refused: not compared.
    /// So cases 1/2, nodes 2/3, max |Δ| 2; stack 1/1, shape 1/1, text 0/1; f1 1/1, f2 0/1.
    static let rows = [
        row(0, "m1", folder: "f1", engine: "A", path: "root", family: "stack", Rect(x: 0, y: 0, width: 100, height: 20)),
        row(0, "m1", folder: "f1", engine: "A", path: "root/0", family: "shape", Rect(x: 0, y: 0, width: 50, height: 20)),
        row(1, "m1", folder: "f1", engine: "B", path: "root", family: "stack", Rect(x: 0, y: 0, width: 100, height: 20)),
        row(1, "m1", folder: "f1", engine: "B", path: "root/0", family: "shape", Rect(x: 0, y: 0, width: 50.0005, height: 20)),
        row(2, "m2", folder: "f2", engine: "A", path: "root", family: "text", Rect(x: 0, y: 0, width: 10, height: 10)),
        row(3, "m2", folder: "f2", engine: "B", path: "root", family: "text", Rect(x: 0, y: 0, width: 12, height: 10)),
        row(4, "m3", folder: "f2", engine: "A", path: "root", family: "text", Rect(x: 0, y: 0, width: 10, height: 10)),
        row(5, "m3", folder: "f2", engine: "B", path: "root", family: "text", nil),
    ]

    @Test func countsFollowTheHandWorkedCases() throws {
        let summary = ComparisonSummary(rows: Self.rows, tolerance: 0.001)
        let tables = Dictionary(uniqueKeysWithValues: summary.tables.map { ($0.title, $0.rows) })
        #expect(tables["Outcomes"] == [["A", "3", "3", "0", "0", "0"], ["B", "3", "2", "1", "0", "0"]])
        let rate = { (agreed: Int, total: Int) in (try? AgreementRate(agreed: agreed, total: total))?.description ?? "invalid counts" }
        // Nodes by case: m1 2 of 2, m2 0 of 1 (ClusteredRate, worked by hand in ClusteredRateTests); no row says eligible.
        let nodes = try ClusteredRate().adding(agreed: 2, of: 2).adding(agreed: 0, of: 1)
        #expect(tables["Agreement by engine pair"] == [["A vs B", rate(1, 2), "0/0", nodes.description, "2"]])
        #expect(
            tables["Agreement by rule family (nodes)"] == [
                ["A vs B", "shape", rate(1, 1)], ["A vs B", "stack", rate(1, 1)],
                ["A vs B", "text", rate(0, 1)],
            ])
        #expect(tables["Agreement by folder (cases)"] == [["A vs B", "f1", rate(1, 1)], ["A vs B", "f2", rate(0, 1)]])
    }

    /// Three engines on three cases, widths by hand (R the reference):
    /// case 1 R 100, A 100, B 101 (eligible); case 2 R 100, A 103, B 100 (not
    /// eligible); case 3 R 100, A 102, B 104 (eligible). Eligible agreement:
    /// R vs A 1 of 2 (case 1), R vs B 0 of 2. Paired A vs B: only A agrees in
    /// case 1, only B in case 2: McNemar 2 · P(X ≤ 1), X ~ Bin(2, ½) = 1.5,
    /// capped at 1. Largest |Δ| A − B: 0 − 1, 3 − 0, 2 − 4 = −1, 3, −2: ranks
    /// 1, 3, 2, W⁺ = 3, W⁻ = 3; 5 of the 8 sign assignments have W⁻ ≤ 3, so
    /// p = min(1, 2 · 5/8) = 1 and r = 0.
    @Test func eligibleCasesAndPairedComparisonsFollowTheHandWorkedCases() {
        func row(_ unit: Int, _ model: String, _ engine: String, _ width: Double, eligible: Bool) -> ComparisonRow {
            ComparisonRow(
                unit: unit, model: model, folder: "f", proposal: "100x20", engine: engine, path: "root", id: nil, family: "shape",
                frame: Rect(x: 0, y: 0, width: width, height: 20), status: .laidOut, reason: nil, program: nil, eligible: eligible)
        }
        let rows = [
            row(0, "m1", "R", 100, eligible: true), row(1, "m1", "A", 100, eligible: true), row(2, "m1", "B", 101, eligible: true),
            row(3, "m2", "R", 100, eligible: false), row(4, "m2", "A", 103, eligible: false), row(5, "m2", "B", 100, eligible: false),
            row(6, "m3", "R", 100, eligible: true), row(7, "m3", "A", 102, eligible: true), row(8, "m3", "B", 104, eligible: true),
        ]
        let summary = ComparisonSummary(rows: rows, tolerance: 0.001)
        let tables = Dictionary(uniqueKeysWithValues: summary.tables.map { ($0.title, $0.rows) })
        let pairs = tables["Agreement by engine pair"] ?? []
        #expect(pairs.map { $0[0] } == ["R vs A", "R vs B", "A vs B"])
        #expect(pairs.first?[2] == (try? AgreementRate(agreed: 1, total: 2))?.description)
        #expect(pairs.dropFirst().first?[2] == (try? AgreementRate(agreed: 0, total: 2))?.description)
        #expect(tables["Paired comparisons against R (cases)"] == [["A vs B", "3", "1", "1", "1", "3, 3, 3", "1 (exact)", "0.000"]])
        #expect(summary.markdown.contains("Eligible cases are those where a declarative strategy could differ"))
    }

    /// The figure across cases from the same three cases: A's largest |Δ|
    /// from R are 0, 3 and 2 (median 2, the 0 in the agreeing column), B's
    /// 1, 0 and 4 (median 1); the same rows draw the same bytes.
    @Test func theDeviationPlotHasADotPerCaseAndTheMedian() throws {
        func row(_ unit: Int, _ model: String, _ engine: String, _ width: Double) -> ComparisonRow {
            ComparisonRow(
                unit: unit, model: model, folder: "f", proposal: "100x20", engine: engine, path: "root", id: nil, family: "shape",
                frame: Rect(x: 0, y: 0, width: width, height: 20), status: .laidOut, reason: nil, program: nil)
        }
        let rows = [
            row(0, "m1", "R", 100), row(1, "m1", "A", 100), row(2, "m1", "B", 101),
            row(3, "m2", "R", 100), row(4, "m2", "A", 103), row(5, "m2", "B", 100),
            row(6, "m3", "R", 100), row(7, "m3", "A", 102), row(8, "m3", "B", 104),
        ]
        let plot = try #require(DeviationPlot.plot(rows: rows, tolerance: 0.001))
        #expect(plot.rows.map(\.name) == ["A", "B"])
        #expect(plot.rows.map(\.values) == [[0, 3, 2], [1, 0, 4]])
        #expect(plot.rows.map(\.median) == [2, 1])
        let svg = plot.svg()
        #expect(svg.components(separatedBy: "<circle").count - 1 == 6)
        #expect(svg.contains("n 3, median 2") && svg.contains("n 3, median 1"))
        #expect(svg.contains("Largest |Δ| from R per case (3 cases)"))
        #expect(svg == DeviationPlot.plot(rows: rows, tolerance: 0.001)?.svg())
        #expect(DeviationPlot.plot(rows: Array(rows.prefix(1)), tolerance: 0.001) == nil)
    }

    /// At tolerance 0 the 0.0005 difference counts: no case agrees.
    @Test func aTighterToleranceSeparatesTheNearFrames() throws {
        let summary = ComparisonSummary(rows: Self.rows, tolerance: 0)
        let pair = summary.tables.first { $0.title == "Agreement by engine pair" }?.rows.first
        #expect(pair?[1] == (try AgreementRate(agreed: 0, total: 2)).description)
        #expect(pair?[3] == (try ClusteredRate().adding(agreed: 1, of: 2).adding(agreed: 0, of: 1)).description)
    }

    /// Equal components differ by 0 even when infinite (both engines give
    /// an unbounded view ∞ wide); ∞ against a number differs by ∞.
    @Test func infiniteFramesAgreeWithThemselves() {
        let unbounded = Rect(x: 0, y: 0, width: .infinity, height: 10)
        #expect(ComparisonSummary.deviation(unbounded, unbounded) == 0)
        #expect(ComparisonSummary.deviation(unbounded, Rect(x: 0, y: 0, width: 5, height: 10)) == .infinity)
        #expect(ComparisonSummary.deviation(Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 1.5, y: 2, width: 3, height: 1)) == 3)
    }

    @Test func markdownAndLatexEscapeTheirSpecialCharacters() {
        let table = SummaryTable(title: "a_b", header: ["x|y", "50%"], rows: [["1 & 2", "–"]])
        #expect(table.markdown == "## a_b\n\n| x\\|y | 50% |\n|---|---|\n| 1 & 2 | – |\n")
        #expect(table.latex.contains("x\\textbar{}y & 50\\% \\\\"))
        #expect(table.latex.contains("1 \\& 2 & -- \\\\"))
        #expect(table.latex.hasPrefix("\\subsection*{a\\_b}\n\\begin{tabular}{ll}\n\\toprule\n"))
    }
}
