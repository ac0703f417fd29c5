import Dispatch
import Foundation
import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutMetrics
import LayoutModel
import LinearProgram

/// Runs an ``Experiment``'s units on its jobs: each unit is independent
/// (its own engine call, its own GLPK problem), results are stored by unit
/// number and read out in that order, so the rows do not depend on the
/// number of threads or on timing.
public struct ExperimentRunner: Sendable {
    /// The experiment to run.
    public var experiment: Experiment

    /// A runner of `experiment`.
    public init(_ experiment: Experiment) {
        self.experiment = experiment
    }

    /// What one unit gave.
    struct UnitResult: Sendable {
        var rows: [ComparisonRow]
        var times: UnitTimes
        var programFile: String?
    }

    /// Runs every unit of the experiment's shard; `progress` is called after
    /// each with the units done and the total (from any thread, one call at a time).
    ///
    /// - Throws: ``ExperimentFileError`` when a program cannot be written
    ///   (`--emit-programs`). Engine failures are rows, never errors.
    public func run(progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws(ExperimentFileError) -> ExperimentOutput {
        let units = experiment.units
        if let folder = experiment.programsFolder { try Self.makeFolder(folder) }
        let results = Results(count: units.count)
        DispatchQueue.concurrentPerform(iterations: min(experiment.jobs, max(units.count, 1))) { _ in
            while let index = results.next() {
                let outcome = Result { () throws(ExperimentFileError) -> UnitResult in try run(units[index]) }
                results.store(outcome, at: index, progress: progress)
            }
        }
        var output = ExperimentOutput(rows: [], times: [])
        // Greedy's layout is the case's, whatever the engine: one per case,
        // not per unit, for its eligibility and the metrics' oracle.
        var greedy: [CaseKey: LayoutResult?] = [:]
        var cases: [(key: CaseKey, layouts: [StackMetrics.Layout])] = []
        for (index, outcome) in results.outcomes.enumerated() {
            guard let outcome else { continue }
            var result = try outcome.get()
            let unit = units[index]
            let key = CaseKey(model: unit.model, proposal: unit.proposal)
            let tree = experiment.models[unit.model].tree
            let layout = greedy[key] ?? greedyLayout(unit)
            greedy[key] = layout
            let eligible = layout.map { CaseEligibility.isEligible(tree, $0) }
            for row in result.rows.indices { result.rows[row].eligible = eligible }
            if experiment.metrics {
                let frames = result.rows.map(\.frame)
                let laid = StackMetrics.Layout(
                    unit: unit.ordinal, engine: experiment.engineNames[unit.engine],
                    frames: frames.allSatisfy { $0 != nil } ? frames.map { $0! } : nil)
                if let last = cases.indices.last, cases[last].key == key {
                    cases[last].layouts.append(laid)
                } else {
                    cases.append((key, [laid]))
                }
            }
            output.rows += result.rows
            output.times.append(result.times)
            if let file = result.programFile { output.programFiles.append(file) }
        }
        if experiment.metrics { (output.metrics, output.childMetrics) = metrics(of: cases, greedy: greedy) }
        return output
    }

    /// The stack metrics of every case (``StackMetrics``), each case's
    /// layouts in unit order, the first the reference, with greedy's
    /// layout of the case; rows in unit order.
    private func metrics(
        of cases: [(key: CaseKey, layouts: [StackMetrics.Layout])], greedy: [CaseKey: LayoutResult?]
    ) -> (stacks: [StackMetricsRow], children: [ChildMetricsRow]) {
        var stacks: [StackMetricsRow] = []
        var children: [ChildMetricsRow] = []
        for (key, layouts) in cases {
            guard let layout = greedy[key] ?? nil else { continue }
            let model = experiment.models[key.model]
            let scored = StackMetrics.rows(
                tree: model.tree, proposal: key.proposal, greedy: layout, model: model.label,
                proposalLabel: ExperimentProposals.label(key.proposal), layouts: layouts)
            stacks += scored.stacks
            children += scored.children
        }
        // Stable sorts: within a unit, the stacks' (and children's) pre-order stays.
        let orderedStacks = stacks.enumerated().sorted { ($0.element.unit, $0.offset) < ($1.element.unit, $1.offset) }.map(\.element)
        let orderedChildren = children.enumerated().sorted { ($0.element.unit, $0.offset) < ($1.element.unit, $1.offset) }.map(\.element)
        return (orderedStacks, orderedChildren)
    }

    /// A case: a model at a proposal.
    private struct CaseKey: Hashable {
        var model: Int
        var proposal: ProposedViewSize
    }

    /// Greedy's layout of `unit`'s case; nil when greedy cannot lay it out.
    private func greedyLayout(_ unit: ExperimentUnit) -> LayoutResult? {
        let tree = experiment.models[unit.model].tree
        return try? DeepWork.run(depth: tree.depth) { try GreedyLayoutEngine().layout(tree, proposal: unit.proposal) }
    }

    /// One unit: the engine's layout, or its failure, as rows.
    func run(_ unit: ExperimentUnit) throws(ExperimentFileError) -> UnitResult {
        let model = experiment.models[unit.model]
        let engineName = experiment.engineNames[unit.engine]
        let proposalLabel = ExperimentProposals.label(unit.proposal)
        let clock = ContinuousClock()
        let start = clock.now
        var frames: [Rect]?
        var failure: (status: RowStatus, reason: String)?
        var program: ComparisonRow.ProgramSize?
        var effort: SolverEffort?
        var faces: [NodeFace]?
        var programFile: String?
        var times = UnitTimes(
            unit: unit.ordinal, model: model.label, proposal: proposalLabel, engine: engineName, build: 0, preparation: 0,
            solve: 0, read: 0, total: 0)
        switch experiment.engines[unit.engine] {
        case .greedy:
            do {
                let result = try DeepWork.run(depth: model.tree.depth) {
                    try GreedyLayoutEngine().layout(model.tree, proposal: unit.proposal)
                }
                frames = result.drawnFrames(in: model.tree)
            } catch {
                failure = RowStatus.classify(error)
            }
        case .lp(let specification):
            let engine = lpEngine(specification)
            var layoutProgram: LayoutProgram?
            do throws(LPLayoutError) {
                try engine.checkRange(unit.proposal)
                let built = clock.now
                layoutProgram = try engine.compile(model.tree, proposal: unit.proposal)
                times.build = Self.seconds(clock.now - built)
            } catch {
                failure = RowStatus.classify(error)
            }
            if let layoutProgram {
                program = ComparisonRow.ProgramSize(
                    variables: layoutProgram.program.variableCount, integers: layoutProgram.program.integerCount,
                    rows: layoutProgram.program.rowCount,
                    fixedIntegers: Self.integersFixedByPropagation(layoutProgram, engine: engine, proposal: unit.proposal))
                if let folder = experiment.programsFolder {
                    programFile = try write(
                        layoutProgram, proposal: unit.proposal, unit: unit, model: model, engine: engineName, folder: folder)
                }
                do throws(LPLayoutError) {
                    let run = try engine.solve(layoutProgram, proposal: unit.proposal)
                    times.preparation = Self.seconds(run.times.preparation)
                    times.solve = Self.seconds(run.times.loading + run.times.solve + run.times.polishing)
                    times.read = Self.seconds(run.times.readBack)
                    frames = run.result.drawnFrames(in: model.tree)
                    effort = run.effort
                    // Part of the unit: its failure (a time limit) is the unit's.
                    if experiment.faces { faces = try engine.faces(of: run, proposal: unit.proposal) }
                } catch {
                    (frames, effort, faces) = (nil, nil, nil)
                    failure = RowStatus.classify(error)
                }
            }
        }
        times.total = Self.seconds(clock.now - start)
        let tree = model.tree
        let rows = tree.nodes.map { node in
            let axis = node.parent.flatMap { tree.stackAxis(of: $0) }.map { $0 == .horizontal ? "horizontal" : "vertical" }
            return ComparisonRow(
                unit: unit.ordinal, model: model.label, folder: model.folder, proposal: proposalLabel, engine: engineName,
                path: node.path, id: node.id, family: ComparisonRow.family(of: node.element), frame: frames?[node.index],
                status: failure?.status ?? .laidOut, reason: failure?.reason, program: program, effort: effort,
                face: faces?[node.index], proposalWidth: unit.proposal.width, proposalHeight: unit.proposal.height,
                parent: node.parent.map { tree[$0].path }, axis: axis, priority: tree.traits.layoutPriority(node.index))
        }
        return UnitResult(rows: rows, times: times, programFile: programFile)
    }

    /// The LP engine of `specification` with the experiment's options.
    private func lpEngine(_ specification: String) -> LPLayoutEngine {
        // Experiment.init accepted the specification.
        let strategy: any LayoutStrategy = (try? experiment.registry.strategy(from: specification)) ?? ExactStrategy()
        return LPLayoutEngine(strategy: strategy, solver: GLPKSolver(options: experiment.solverOptions), options: experiment.layoutOptions)
    }

    /// Integer variables that bound propagation and probing fix at
    /// `proposal` (`LPLayoutEngine.prepare`) and that the proposal's bounds
    /// alone leave free; 0 for a linear program. Propagation is
    /// deterministic, so running it again here gives what the solve used.
    static func integersFixedByPropagation(_ layoutProgram: LayoutProgram, engine: LPLayoutEngine, proposal: ProposedViewSize) -> Int {
        guard let bounded = try? layoutProgram.bounding(to: proposal), bounded.isMixedInteger,
            let prepared = try? engine.prepare(layoutProgram, proposal: proposal)
        else { return 0 }
        var fixed = 0
        for (before, after) in zip(bounded.variables, prepared.variables) where after.kind.isIntegral {
            if after.lowerBound == after.upperBound, before.lowerBound != before.upperBound { fixed += 1 }
        }
        return fixed
    }

    /// Writes the program the solver gets at `proposal` (before
    /// propagation, which any solver can redo) as CPLEX LP; its path.
    private func write(
        _ layoutProgram: LayoutProgram, proposal: ProposedViewSize, unit: ExperimentUnit, model: ExperimentModel,
        engine: String, folder: String
    ) throws(ExperimentFileError) -> String {
        let name = [String(unit.ordinal), model.label, engine, ExperimentProposals.label(proposal)].map(Self.fileNamePart).joined(
            separator: "-")
        let path = (folder as NSString).appendingPathComponent(name + ".lp")
        let text: String
        do {
            text = try CPLEXLPWriter().text(for: try layoutProgram.bounding(to: proposal))
        } catch {
            throw ExperimentFileError(path: path, problem: "cannot write the program as CPLEX LP: \(error)")
        }
        try ExperimentFiles.write(text, to: path)
        return path
    }

    /// `text` with everything but letters, digits, `.` and `-` replaced by `_`.
    static func fileNamePart(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-") ? Character(scalar) : "_"
            })
    }

    static func makeFolder(_ folder: String) throws(ExperimentFileError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ExperimentFileError(path: folder, problem: "cannot create the folder (\(error.localizedDescription))")
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// The units' outcomes by index, filled from any thread.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var nextIndex = 0
        private var done = 0
        private(set) var outcomes: [Result<UnitResult, ExperimentFileError>?]

        init(count: Int) { outcomes = Array(repeating: nil, count: count) }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextIndex < outcomes.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }

        func store(_ outcome: Result<UnitResult, ExperimentFileError>, at index: Int, progress: (Int, Int) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            outcomes[index] = outcome
            done += 1
            progress(done, outcomes.count)
        }
    }
}
