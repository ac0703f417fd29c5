import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel

/// One model laid out by several engines at every proposal of a width
/// and/or height range (`layoutlp sweep`, docs/sweeps.md).
///
/// Proposals run widths outer, heights inner; an axis that is not swept
/// keeps the model's own proposal. Greedy lays out each proposal afresh.
/// An LP strategy whose program serves every proposal of a shape (`exact`
/// and the declarative ones) builds it once and re-solves it warm
/// (`WarmLPLayout`, narrowed to the sweep's range: GLPK's problem and
/// basis stay loaded, `exact` keeps its integers where they still fit);
/// one that builds per proposal (`decomposed`)
/// builds and solves each proposal cold. Same input, same results, in the
/// same order.
public struct Sweep: Sendable {
    /// The tree laid out.
    public var tree: LayoutTree
    /// The model's own proposal: the axes not swept keep its components.
    public var base: ProposedViewSize
    /// The widths, or nil to keep the base width.
    public var widths: SweepRange?
    /// The heights, or nil to keep the base height.
    public var heights: SweepRange?
    /// The engines, in output order.
    public var engines: [ExperimentEngine]
    /// GLPK's options for the LP engines.
    public var solver: GLPKSolver.Options
    /// The LP engines' build options.
    public var options: LPLayoutOptions
    /// The strategies the engines' specifications name (the built-in ones, or yours too).
    public var registry: StrategyRegistry

    /// A sweep of `tree` from the `base` proposal over `widths` and/or `heights` (nil keeps the base component) with `engines`,
    /// whose strategies `registry` knows.
    public init(
        tree: LayoutTree, base: ProposedViewSize, widths: SweepRange?, heights: SweepRange?, engines: [ExperimentEngine],
        solver: GLPKSolver.Options = GLPKSolver.Options(), options: LPLayoutOptions = LPLayoutOptions(),
        registry: StrategyRegistry = .builtIn
    ) {
        self.registry = registry
        self.tree = tree
        self.base = base
        self.widths = widths
        self.heights = heights
        self.engines = engines
        self.solver = solver
        self.options = options
    }

    /// Every proposal visited, widths outer, heights inner.
    public var proposals: [ProposedViewSize] {
        let widthValues: [Double?] = widths.map { $0.values.map { Optional($0) } } ?? [base.width]
        let heightValues: [Double?] = heights.map { $0.values.map { Optional($0) } } ?? [base.height]
        return widthValues.flatMap { width in heightValues.map { ProposedViewSize(width: width, height: $0) } }
    }

    /// The axis the chart and the events read progress along: the width
    /// when widths are swept, else the height.
    public var sweptAxis: Axis { widths != nil || heights == nil ? .horizontal : .vertical }

    /// Lays the tree out with every engine at every proposal. A proposal
    /// an engine cannot lay out gets its reason (`EngineOutcome`); the
    /// sweep goes on.
    ///
    /// - Parameter progress: called after each (engine, proposal) with the
    ///   count done and the total.
    public func run(progress: (Int, Int) -> Void = { _, _ in }) -> SweepResult {
        run(at: proposals, progress: progress)
    }

    /// ``run(progress:)`` at `proposals` (of one shape) instead of the
    /// ranges' (a filmstrip's chosen widths).
    public func run(at proposals: [ProposedViewSize], progress: (Int, Int) -> Void = { _, _ in }) -> SweepResult {
        let total = proposals.count * engines.count
        var done = 0
        var outcomes: [[EngineOutcome]] = []
        for engine in engines {
            outcomes.append(
                self.outcomes(of: engine, at: proposals) {
                    done += 1
                    progress(done, total)
                })
        }
        return SweepResult(
            tree: tree, proposals: proposals, sweptAxis: sweptAxis, engines: engines.map { $0.name(registry: registry) },
            outcomes: outcomes)
    }

    /// `engine`'s outcome at each of `proposals`, `advance` called after each.
    private func outcomes(of engine: ExperimentEngine, at proposals: [ProposedViewSize], advance: () -> Void) -> [EngineOutcome] {
        func each(_ body: (ProposedViewSize) throws -> LayoutResult) -> [EngineOutcome] {
            proposals.map { proposal in
                defer { advance() }
                return Self.outcome { try body(proposal) }
            }
        }
        switch engine {
        case .greedy:
            let greedy = GreedyLayoutEngine()
            return each { try greedy.layout(tree, proposal: $0) }
        case .lp:
            let lp: LPLayoutEngine
            do {
                guard let made = try engine.engine(registry: registry, solver: solver, options: options) as? LPLayoutEngine else {
                    return []
                }
                lp = made
            } catch {
                return each { _ in throw error }
            }
            if lp.strategy.buildsPerProposal { return each { try lp.run(tree, proposal: $0).result } }
            var warm: WarmLPLayout
            do {
                warm = try WarmLPLayout(engine: lp, tree: tree, shape: ProposalShape(of: proposals.first ?? base))
            } catch {
                return each { _ in throw error }
            }
            warm.narrowing(to: proposals)
            return each { try warm.run($0).result }
        }
    }

    /// `body`'s layout, or its error sorted into a refusal (an element or
    /// proposal the engine does not take, a tree over the memory budget),
    /// no layout, or a failure. `layoutlp check`, `render` and `sweep` sort
    /// errors by this one rule.
    public static func outcome(_ body: () throws -> LayoutResult) -> EngineOutcome {
        do {
            return .laidOut(try body())
        } catch let error as UnsupportedLayoutError {
            return .refused(error.description)
        } catch let error as GreedyLayoutError {
            return .noLayout(error.description)
        } catch let error as LPLayoutError {
            switch error {
            case .unsupported(let reason): return .refused(reason.description)
            case .overMemoryBudget, .proposalOutOfRange: return .refused(error.description)
            case .noLayout: return .noLayout(error.description)
            default: return .failed(error.description)
            }
        } catch {
            return .failed(String(describing: error))
        }
    }
}
