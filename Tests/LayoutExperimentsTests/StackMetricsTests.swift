import Foundation
import LayoutExperiments
import LayoutModel
import Testing

/// `compare --metrics` (docs/metrics.md, "Per-stack metrics") on one stack
/// where greedy and `min-deviation` share differently, every number worked
/// out by hand:
///
/// `HStack(spacing: 0) { a: maxWidth 100; b: minWidth 120; c: Color }` in
/// 300 × 20. Greedy (semantics §1) offers the least flexible first: a is
/// proposed 300/3 = 100 and answers 100; b is proposed 200/2 = 100 and
/// answers its minimum 120; c takes the 80 left: 100/120/80.
/// `min-deviation` minimises Σ (length − ideal)² with ideals 10, 120, 10
/// (each child's answer to no proposal) and the row filled: equal
/// deviations d with 3d + 140 = 300, d = 160/3: 190/3, 520/3, 190/3, inside
/// a ≤ 100 and b ≥ 120.
@Suite("Stack metrics")
struct StackMetricsTests {
    static let view = HStack(spacing: 0) {
        Color().frame(maxWidth: 100).id("a"); Color().frame(minWidth: 120).id("b"); Color().id("c")
    }.id("row")

    static func output() throws -> ExperimentOutput {
        let tree = try LayoutTree(view.node)
        let problem = LayoutProblem(proposal: ProposedViewSize(width: 300, height: 20), root: view.node)
        let model = ExperimentModel(label: "row.json", folder: ".", problem: problem, tree: tree, sha256: "")
        var experiment = try Experiment(engineNames: ["greedy", "min-deviation"], models: [model])
        experiment.metrics = true
        return try ExperimentRunner(experiment).run()
    }

    static func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    @Test func eachEnginesStackIsScoredAgainstTheFirstEngine() throws {
        let rows = try Self.output().metrics
        #expect(rows.map(\.engine) == ["greedy", "min-deviation"])
        let greedy = rows[0]
        #expect(greedy.children == 3 && greedy.axis == "horizontal" && greedy.length == 300)
        // Jain's index (Σx)²/(n·Σx²): 300² / (3 · (100² + 120² + 80²)) = 90000 / 92400.
        #expect(Self.close(greedy.jainLength, 90_000.0 / 92_400))
        // Kept shares (length − min)/(min(max, 300) − min): a 100/100 = 1, b 0/180 = 0, c 80/300.
        let shares = [1.0, 0, 80.0 / 300]
        let keptJain = pow(shares.reduce(0, +), 2) / (3 * shares.reduce(0) { $0 + $1 * $1 })
        #expect(Self.close(greedy.jainKept, keptJain))
        // Deviations from the ideals 10, 120, 10: 90, 0, 70.
        #expect(
            Self.close(greedy.idealL1, 160) && Self.close(greedy.idealL2, 13_000.0.squareRoot()) && Self.close(greedy.idealLInfinity, 90))
        #expect(greedy.unused == 0 && greedy.overflow == 0 && greedy.inversions == 0)
        #expect(greedy.referenceDelta == 0 && greedy.referenceIoU == 1)

        let least = rows[1]
        // 300² / (3 · (2 · (190/3)² + (520/3)²)) = 270000 / 342600.
        #expect(Self.close(least.jainLength, 270_000.0 / 342_600))
        #expect(
            Self.close(least.idealL1, 160) && Self.close(least.idealL2, 160 / 3.0.squareRoot())
                && Self.close(least.idealLInfinity, 160.0 / 3))
        // Against greedy: b is 520/3 − 120 = 160/3 wider (the largest
        // component difference); a's IoU (190/3)/100 = 19/30 is the least
        // (b: 120/(520/3) = 9/13, c: (190/3)/80 = 19/24).
        #expect(Self.close(least.referenceDelta, 160.0 / 3))
        #expect(Self.close(least.referenceIoU, 19.0 / 30))
    }

    @Test func childRowsCarryTheOraclesRangeAndIdeal() throws {
        let children = try Self.output().childMetrics.filter { $0.engine == "min-deviation" }
        #expect(children.count == 3)
        let b = try #require(children.dropFirst().first)
        #expect(b.minimum == 120 && b.maximum == .infinity && b.ideal == 120 && b.priority == 0)
        // (520/3 − 120) / (300 − 120) = (160/3) / 180.
        #expect(Self.close(b.length, 520.0 / 3) && Self.close(b.keptShare, 160.0 / 540))
        #expect(Self.close(b.referenceDelta, 160.0 / 3))
        let a = try #require(children.first)
        #expect(a.minimum == 0 && a.maximum == 100 && a.ideal == 10)
    }

    @Test func metricsAreWrittenAndSummarised() throws {
        let output = try Self.output()
        let report = ExperimentReport.make(
            rows: output.rows, format: .csv, tolerance: 0.001, latex: false, times: nil, table: nil,
            metrics: (output.metrics, output.childMetrics))
        let lines = try #require(report[ExperimentReport.metricsName]).split(separator: "\n")
        #expect(lines.first?.hasPrefix("unit,model,proposal,engine,stack,parent,axis,children,length,jain_length") == true)
        #expect(lines.count == 3)
        #expect(report[ExperimentReport.childMetricsName]?.split(separator: "\n").count == 7)
        #expect(report[ExperimentReport.summaryName]?.contains("| min-deviation | 1 |") == true)
    }
}
