/// ``BoundPropagation`` of one program under bound after bound (a warm
/// sweep's proposals): the rows are indexed once, and propagated once over
/// the program's own bounds; each ``run(on:narrowing:deadline:)`` starts from those
/// propagated bounds, narrows the variables it is given and propagates
/// from their rows only, then probes the binaries still open.
///
/// Sound for the same reason as one propagation: the propagated bounds hold
/// for every solution of the program, hence of any program that only
/// narrows its bounds. The result is not always the same as a propagation
/// of the narrowed program from its own bounds (a continuous bound takes
/// only steps of ``BoundPropagation/minimumStep``, so where the steps begin
/// changes where they stop), but every integer bound either finds holds
/// for every solution.
public struct RepeatedPropagation: Sendable {
    private let propagation: BoundPropagation
    private let program: Program
    private var state: PropagationState
    /// The program's own bounds, propagated.
    private let lower: [Double], upper: [Double]

    /// `program`'s rows propagated over its bounds with `propagation`'s
    /// limits (coefficient strengthening aside); nil when a row cannot hold.
    public init?(_ program: Program, propagation: BoundPropagation = BoundPropagation()) {
        guard case .success(let state) = propagation.propagated(program) else { return nil }
        self.init(program, propagation: propagation, state: state)
    }

    /// Starts from `state`, propagated over `program`'s rows and bounds.
    private init(_ program: Program, propagation: BoundPropagation, state: PropagationState) {
        self.propagation = propagation
        self.program = program
        self.state = state
        lower = state.lower
        upper = state.upper
    }

    /// `program` as `narrowing` runs on it (``BoundPropagation/run(on:)``),
    /// and the repeated propagation, with `propagation`'s limits, of the
    /// program it gives, starting from the bounds `narrowing` ended with
    /// instead of propagating that program's rows once more: they hold for
    /// every solution of it (a warm sweep's narrowing to its range, then
    /// each width from there; the card over 300…400: about 2 ms saved).
    /// Nil with the outcome where that is not `.tightened`.
    public static func narrowing(
        _ program: Program, by narrowing: BoundPropagation, repeatingWith propagation: BoundPropagation
    ) -> (outcome: BoundPropagation.Outcome, repeated: RepeatedPropagation?) {
        switch narrowing.runKeepingState(on: program) {
        case .failure(let stop): return (stop.outcome, nil)
        case .success(let (result, state)):
            let outcome = BoundPropagation.tightened(result, to: state)
            guard case .tightened(let tightened, _) = outcome else { return (outcome, nil) }
            return (outcome, RepeatedPropagation(tightened, propagation: propagation, state: state))
        }
    }

    /// `bounded`, which is the program with the bounds of `variables`
    /// narrowed (and nothing else changed), with the integer bounds its rows
    /// imply: from the program's propagated bounds, `variables` narrowed to
    /// their bounds in `bounded`, propagated from their rows, then every
    /// binary still open probed, as ``BoundPropagation/run(on:)``, giving up
    /// at `deadline` (checked before each probe).
    public mutating func run(
        on bounded: Program, narrowing variables: [Variable], deadline: CPUDeadline? = nil
    ) -> BoundPropagation.Outcome {
        precondition(bounded.variableCount == program.variableCount && bounded.rowCount == program.rowCount, "the program, re-bounded")
        state.reset(lower: lower, upper: upper)
        var rows: [Int] = []
        for variable in variables {
            let j = variable.index, definition = bounded.variables[j]
            let low = Swift.max(state.lower[j], definition.lowerBound), high = Swift.min(state.upper[j], definition.upperBound)
            guard low <= high else { return .infeasible(row: definition.name) }
            state.setBounds(j, lower: low, upper: high)
            rows.append(contentsOf: state.rows(of: j))
        }
        if let row = state.propagate(rows) { return .infeasible(row: program.name(ofRow: row)) }
        state.clearTrail()
        var probing = propagation
        probing.deadline = deadline
        if let stop = probing.probingOpenBinaries(&state, of: program) { return stop.outcome }
        return BoundPropagation.tightened(bounded, to: state)
    }
}
