/// Implied bounds (domain propagation) and probing, the first steps of most
/// MIP presolvers (docs/lp-encoding.md, "Solving"):
///
/// - each row `Σ aⱼxⱼ ≤ b` bounds every one of its variables by what the
///   others can contribute at least, `aⱼxⱼ ≤ b − Σ_{i≠j} min(aᵢxᵢ)`, and an
///   integer variable's bounds are rounded inward; repeated until nothing
///   changes;
/// - then each binary still open, in index order, is probed: set to 0 and
///   propagated, set to 1 and propagated. A side that cannot hold fixes the
///   binary to the other; when both hold, every variable keeps only the
///   hull of the two sides' bounds (so `z = min(a, b)` with `a = b` still
///   gets z's value although the choice stays open).
///
/// Cost: bounds live in one state with a trail of changes
/// (`PropagationState`), so a probe is undone by replaying its own changes;
/// a continuous bound only moves by ``minimumStep`` of its domain; one side
/// of a probe visits at most ``visitsPerProbe`` rows, and the side kept is
/// then propagated to the end. Together these keep a stack of n children
/// near O(n) (docs/linear-programs.md, "Bound propagation").
///
/// In a program whose binaries are decided one after another by values
/// already known (the exact layout encoding), this fixes nearly every
/// integer variable, so the solver's branch-and-bound has little left.
///
/// The result is sound: a derived bound is loosened by a tolerance before
/// use, and only integer variables' bounds are written back, so every
/// solution of the program is a solution of the tightened one.
public struct BoundPropagation: Sendable {
    /// What propagation found.
    public enum Outcome: Sendable {
        /// The program with its integer variables' bounds tightened, and how
        /// many integer variables are now fixed.
        case tightened(Program, fixedIntegers: Int)
        /// A row no assignment within the bounds can satisfy.
        case infeasible(row: String)
        /// ``deadline`` passed before propagation and probing ended.
        case timedOut
    }

    /// How far a derived bound is loosened before use, relative to the
    /// largest term of its row (floating-point slack).
    public var tolerance = 1e-9
    /// The most row visits per row and propagation (continuous bounds can
    /// creep towards a limit forever).
    public var visitsPerRow = 64
    /// The most row visits of one side of a probe. A binary's rows decide
    /// it within a few visits; a side that runs longer (a change that
    /// travels along a stack's running sums) is taken as feasible with the
    /// bounds found so far, and the side kept is propagated to the end once
    /// the probe is decided. Without the limit, each probe could walk the
    /// whole chain: quadratic in a stack's children.
    public var visitsPerProbe = 200
    /// The least step a continuous bound takes, as a share of its domain
    /// (of its magnitude where that is smaller, at least 1e-3): smaller
    /// steps are not taken, except across 0 (`PropagationState`). Integer
    /// bounds take every whole step. 0 takes every step beyond round-off.
    /// 1% by default: at 5% a stack of 10,000 children of about a point
    /// each, whose offers are shares of a remainder thousands of points
    /// long, left 5,221 of its 20,001 integers open (38 at 1%; the flat
    /// stack of 3,000: 6 → 2 open, its solve 1.08 → 0.50 s; docs/benchmarks.md,
    /// "A finer minimum step").
    public var minimumStep = 0.01
    /// Whether open binaries are probed after propagation (true by
    /// default). Off, only propagation runs: far cheaper where many
    /// binaries stay open (a program bounded to a range of proposals,
    /// whose probes cost 80 µs each on seed 003's card), for a caller
    /// that probes later anyway.
    public var probes = true
    /// When to give up (checked at the start and before each probe): a caller with a time
    /// limit gets ``Outcome/timedOut`` instead of a late answer. Nil: no limit.
    public var deadline: CPUDeadline?

    /// Propagation with the default limits, giving up at `deadline` (nil: never).
    public init(deadline: CPUDeadline? = nil) {
        self.deadline = deadline
    }

    /// Whether big-M rows are strengthened over the propagated bounds
    /// (``CoefficientStrengthening``) and the result propagated and probed
    /// once more. Off by default: the result then has the same rows as the
    /// program, only integer bounds change.
    public var strengthensCoefficients = false

    /// Propagates and probes `program`'s rows over its bounds (and, with
    /// ``strengthensCoefficients``, strengthens its big-M rows and does it
    /// again).
    public func run(on program: Program) -> Outcome {
        switch runKeepingState(on: program) {
        case .failure(let stop): stop.outcome
        case .success(let (result, state)): Self.tightened(result, to: state)
        }
    }

    /// ``run(on:)``'s program before its integer bounds are narrowed
    /// (strengthened where ``strengthensCoefficients`` asks), and the
    /// state whose bounds narrow them: its rows are that program's.
    func runKeepingState(on program: Program) -> Result<(Program, PropagationState), Stop> {
        if let deadline, deadline.hasPassed { return .failure(.timedOut) }
        var state: PropagationState
        switch implied(program) {
        case .failure(let stop): return .failure(stop)
        case .success(let implied): state = implied
        }
        var result = program
        if strengthensCoefficients {
            let (strengthened, count) = CoefficientStrengthening().run(on: program, lower: state.lower, upper: state.upper)
            if count > 0 {
                result = strengthened.narrowingIntegers(lower: state.lower, upper: state.upper)
                // The first pass's bounds (continuous ones too) hold for
                // every solution of the strengthened program, which has the
                // same solutions: propagation starts from them, not from the
                // program's own bounds again.
                switch implied(result, within: (state.lower, state.upper)) {
                case .failure(let stop): return .failure(stop)
                case .success(let implied): state = implied
                }
            }
        }
        return .success((result, state))
    }

    /// `program` with its integer bounds narrowed to `state`'s, and how
    /// many integers that fixes.
    static func tightened(_ program: Program, to state: PropagationState) -> Outcome {
        let fixed = state.lower.indices.count { state.isIntegral[$0] && state.lower[$0] == state.upper[$0] }
        return .tightened(program.narrowingIntegers(lower: state.lower, upper: state.upper), fixedIntegers: fixed)
    }

    /// Why propagation stopped without bounds.
    enum Stop: Error {
        case infeasible(row: String)
        case timedOut

        var outcome: Outcome {
            switch self {
            case .infeasible(let row): .infeasible(row: row)
            case .timedOut: .timedOut
            }
        }
    }

    /// The bounds propagation and probing imply, or the row that cannot hold;
    /// `bounds`, when given, are bounds already known to hold for every
    /// solution, taken where they are tighter than the program's.
    ///
    /// Each probe works on the state's trail: the binary's side is set and
    /// propagated, its changes read off the trail and undone, so a probe
    /// costs what it changes, not a copy of every bound.
    private func implied(
        _ program: Program, within bounds: (lower: [Double], upper: [Double])? = nil
    ) -> Result<PropagationState, Stop> {
        var state: PropagationState
        switch propagated(program, within: bounds) {
        case .failure(let stop): return .failure(stop)
        case .success(let propagated): state = propagated
        }
        if let stop = probingOpenBinaries(&state, of: program) { return .failure(stop) }
        return .success(state)
    }

    /// `program`'s rows indexed and propagated, with this propagation's
    /// limits, over its bounds (narrowed to `bounds` where given), the trail
    /// cleared; or the row that cannot hold.
    func propagated(
        _ program: Program, within bounds: (lower: [Double], upper: [Double])? = nil
    ) -> Result<PropagationState, Stop> {
        var state = PropagationState(program: program, tolerance: tolerance, visitsPerRow: visitsPerRow, minimumStep: minimumStep)
        if let bounds { state.narrow(lower: bounds.lower, upper: bounds.upper) }
        if let row = state.propagate(0..<state.rowCount) { return .failure(.infeasible(row: program.name(ofRow: row))) }
        state.clearTrail()
        return .success(state)
    }

    /// Probes every binary still open in `state` (of `program`'s rows), in
    /// index order, when ``probes`` asks; why it stopped, if it did.
    func probingOpenBinaries(_ state: inout PropagationState, of program: Program) -> Stop? {
        for j in state.lower.indices where probes && state.isBinary[j] && state.lower[j] < state.upper[j] {
            if let deadline, deadline.hasPassed { return .timedOut }
            let (low, high) = (state.lower[j], state.upper[j])
            state.setBounds(j, lower: low, upper: low)
            let downFails = state.propagate(state.rows(of: j), visits: visitsPerProbe) != nil
            let down = downFails ? [] : state.changes(since: 0)
            state.undo(to: 0)
            state.setBounds(j, lower: high, upper: high)
            let upFails = state.propagate(state.rows(of: j), visits: visitsPerProbe) != nil
            switch (downFails, upFails) {
            case (true, true): return .infeasible(row: program.variables[j].name)
            case (false, true):
                state.undo(to: 0)
                for change in down { state.setBounds(change.variable, lower: change.now.0, upper: change.now.1) }
            case (true, false): break
            case (false, false):
                // Every variable keeps the hull of the two sides; one that
                // a side left alone has its bounds from before the probe there.
                let up = state.changes(since: 0)
                var downNow: [Int: (Double, Double)] = [:], upNow: [Int: (Double, Double)] = [:]
                for change in down { downNow[change.variable] = change.now }
                for change in up { upNow[change.variable] = change.now }
                state.undo(to: 0)
                for change in down + up {
                    let d = downNow[change.variable] ?? change.before, u = upNow[change.variable] ?? change.before
                    state.setBounds(change.variable, lower: Swift.min(d.0, u.0), upper: Swift.max(d.1, u.1))
                }
            }
            // A probe stops at its budget; what the kept side or the hull
            // changed is propagated to the end here.
            if let row = state.propagate(state.rowsChanged(since: 0)) { return .infeasible(row: program.name(ofRow: row)) }
            state.clearTrail()
        }
        return nil
    }
}

extension Program {
    /// A row's name, or `row N` (1-based) without one.
    func name(ofRow index: Int) -> String {
        constraints[index].name ?? "row \(index + 1)"
    }
}
