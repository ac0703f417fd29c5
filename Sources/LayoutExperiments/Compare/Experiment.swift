import GLPKBackend
import LPLayout
import LayoutModel

/// An experiment: every engine of ``engines`` on every model of
/// ``models`` at every proposal of ``proposals`` (`layoutlp compare`,
/// docs/cli.md). ``units`` fixes the order; ``ExperimentRunner`` runs
/// them on ``jobs`` threads and gives the same rows whatever the threads.
public struct Experiment: Sendable {
    /// The engines as named on the command line (`greedy`, `exact`,
    /// `weighted:scope=global`), in column order.
    public var engineNames: [String]
    /// The engines ``engineNames`` name.
    public var engines: [ExperimentEngine]
    /// The models, in the order given.
    public var models: [ExperimentModel]
    /// The proposals each model is laid out at.
    public var proposals: ExperimentProposals
    /// The part of the units this run does (``ExperimentShard/whole`` by default).
    public var shard: ExperimentShard
    /// Worker threads; never changes the output.
    public var jobs: Int
    /// GLPK's options for every LP engine (time limit, verbosity).
    public var solverOptions: GLPKSolver.Options
    /// The LP engines' build options (time limit, memory budget, proposal limit, resolution).
    public var layoutOptions: LPLayoutOptions
    /// Where to write each solved program as CPLEX LP, or nil.
    public var programsFolder: String?
    /// Whether each LP unit's rows say what decided each node's size
    /// (`LPLayoutEngine.faces(of:proposal:)`: two linear programs per size).
    public var faces = false
    /// Whether the run also scores every stack of every case with
    /// LayoutMetrics (``ExperimentOutput/metrics``, `compare --metrics`:
    /// docs/metrics.md, "Per-stack metrics"); one greedy layout and one
    /// oracle query per stack child and case.
    public var metrics = false
    /// The strategies the engine names are read against: the built-in ones,
    /// or a registry with strategies of your own (docs/research.md, "Your
    /// own strategy").
    public var registry: StrategyRegistry

    /// An experiment of `engineNames` (each `greedy` or a strategy
    /// specification; `;` may separate a strategy's parameters, as in lists).
    ///
    /// - Throws: ``ExperimentInputError`` naming an engine `registry` does not know.
    public init(
        engineNames: [String], models: [ExperimentModel], proposals: ExperimentProposals = ExperimentProposals(),
        shard: ExperimentShard = .whole, jobs: Int = 1, solverOptions: GLPKSolver.Options = GLPKSolver.Options(),
        layoutOptions: LPLayoutOptions = LPLayoutOptions(), programsFolder: String? = nil,
        registry: StrategyRegistry = .builtIn
    ) throws(ExperimentInputError) {
        self.registry = registry
        var engines: [ExperimentEngine] = []
        for name in engineNames {
            do {
                engines.append(try ExperimentEngine(name.replacingOccurrences(of: ";", with: ","), registry: registry))
            } catch {
                throw ExperimentInputError(subject: "--engine \(name)", expected: "expected greedy or a strategy: \(error.expected)")
            }
        }
        guard !engines.isEmpty else { throw ExperimentInputError(subject: "--engine", expected: "expected at least one engine") }
        self.engineNames = engineNames
        self.engines = engines
        self.models = models
        self.proposals = proposals
        self.shard = shard
        self.jobs = max(1, jobs)
        self.solverOptions = solverOptions
        self.layoutOptions = layoutOptions
        self.programsFolder = programsFolder
    }

    /// Every unit of the whole experiment, numbered in order: models as
    /// given, then each model's proposals, then engines as listed.
    public var allUnits: [ExperimentUnit] {
        var units: [ExperimentUnit] = []
        for (modelIndex, model) in models.enumerated() {
            for proposal in proposals.proposals(own: model.problem.proposal) {
                for engine in engines.indices {
                    units.append(ExperimentUnit(ordinal: units.count, model: modelIndex, proposal: proposal, engine: engine))
                }
            }
        }
        return units
    }

    /// The units of ``shard``.
    public var units: [ExperimentUnit] {
        allUnits.filter { shard.contains(unit: $0.ordinal) }
    }
}
