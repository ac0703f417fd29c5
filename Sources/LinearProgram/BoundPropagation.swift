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
    /// When to give up (checked at the start and before each probe): a caller with a time
    /// limit gets ``Outcome/timedOut`` instead of a late answer. Nil: no limit.
    public var deadline: ContinuousClock.Instant?

    public init(deadline: ContinuousClock.Instant? = nil) {
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
        if let deadline, ContinuousClock.now >= deadline { return .timedOut }
        var state: State
        switch implied(program) {
        case .failure(let stop): return stop.outcome
        case .success(let implied): state = implied
        }
        var result = program
        if strengthensCoefficients {
            let (strengthened, count) = CoefficientStrengthening().run(on: program, lower: state.lower, upper: state.upper)
            if count > 0 {
                result = strengthened.narrowingIntegers(lower: state.lower, upper: state.upper)
                switch implied(result) {
                case .failure(let stop): return stop.outcome
                case .success(let implied): state = implied
                }
            }
        }
        let fixed = state.lower.indices.count { state.isIntegral[$0] && state.lower[$0] == state.upper[$0] }
        return .tightened(result.narrowingIntegers(lower: state.lower, upper: state.upper), fixedIntegers: fixed)
    }

    /// Why propagation stopped without bounds.
    private enum Stop: Error {
        case infeasible(row: String)
        case timedOut

        var outcome: Outcome {
            switch self {
            case .infeasible(let row): .infeasible(row: row)
            case .timedOut: .timedOut
            }
        }
    }

    /// The bounds propagation and probing imply, or the row that cannot hold.
    private func implied(_ program: Program) -> Result<State, Stop> {
        var state = State(program: program, tolerance: tolerance, visitsPerRow: visitsPerRow)
        if let row = state.propagate(Array(state.rows.indices)) { return .failure(.infeasible(row: program.name(ofRow: row))) }
        for j in state.lower.indices where state.isBinary[j] && state.lower[j] < state.upper[j] {
            if let deadline, ContinuousClock.now >= deadline { return .failure(.timedOut) }
            let saved = (state.lower, state.upper)
            state.upper[j] = state.lower[j]
            let downFails = state.propagate(state.rowsOfVariable[j]) != nil
            let down = (state.lower, state.upper)
            (state.lower, state.upper) = saved
            state.lower[j] = state.upper[j]
            let upFails = state.propagate(state.rowsOfVariable[j]) != nil
            switch (downFails, upFails) {
            case (true, true): return .failure(.infeasible(row: program.variables[j].name))
            case (false, true): (state.lower, state.upper) = down
            case (true, false): break
            case (false, false):
                let up = (state.lower, state.upper)
                for i in state.lower.indices {
                    state.lower[i] = Swift.min(down.0[i], up.0[i])
                    state.upper[i] = Swift.max(down.1[i], up.1[i])
                }
            }
        }
        return .success(state)
    }

    /// The bounds being tightened and the rows in standard form.
    private struct State {
        var lower: [Double]
        var upper: [Double]
        let isIntegral: [Bool]
        let isBinary: [Bool]
        let rows: [(terms: [Term], relation: Relation, rhs: Double)]
        let rowsOfVariable: [[Int]]
        let tolerance: Double
        let visitsPerRow: Int

        init(program: Program, tolerance: Double, visitsPerRow: Int) {
            lower = program.variables.map(\.lowerBound)
            upper = program.variables.map(\.upperBound)
            isIntegral = program.variables.map { $0.kind.isIntegral }
            isBinary = program.variables.map { $0.kind.isIntegral && $0.lowerBound == 0 && $0.upperBound == 1 }
            rows = program.constraints.map { $0.standardForm }
            var rowsOfVariable = [[Int]](repeating: [], count: program.variables.count)
            for (index, row) in rows.enumerated() {
                for term in row.terms { rowsOfVariable[term.variable.index].append(index) }
            }
            self.rowsOfVariable = rowsOfVariable
            self.tolerance = tolerance
            self.visitsPerRow = visitsPerRow
        }

        /// Propagates from `start` until nothing changes; the index of a row
        /// that cannot hold, if any.
        mutating func propagate(_ start: [Int]) -> Int? {
            var queued = [Bool](repeating: false, count: rows.count)
            var queue: [Int] = []
            for index in start where !queued[index] { queued[index] = true; queue.append(index) }
            var head = 0
            var budget = visitsPerRow * Swift.max(rows.count, 1)
            while head < queue.count, budget > 0 {
                let index = queue[head]
                head += 1
                queued[index] = false
                budget -= 1
                guard let changed = tighten(row: index) else { return index }
                for j in changed {
                    for other in rowsOfVariable[j] where !queued[other] {
                        queued[other] = true
                        queue.append(other)
                    }
                }
            }
            return nil
        }

        /// One row's implied bounds; the variables whose bounds changed, or
        /// nil when the row cannot hold.
        private mutating func tighten(row index: Int) -> [Int]? {
            let row = rows[index]
            var changed: [Int] = []
            let senses: [Double] = switch row.relation {
            case .lessThanOrEqual: [1]
            case .greaterThanOrEqual: [-1]
            case .equal: [1, -1]
            }
            for sense in senses {
                // sense · Σ a x ≤ sense · b
                var minimum = 0.0, infinite = 0, infiniteAt = -1, magnitude = abs(row.rhs)
                for term in row.terms {
                    let a = sense * term.coefficient, j = term.variable.index
                    let least = a > 0 ? a * lower[j] : a * upper[j]
                    if least.isInfinite { infinite += 1; infiniteAt = j } else { minimum += least; magnitude = Swift.max(magnitude, abs(least)) }
                }
                let b = sense * row.rhs
                let slack = tolerance * Swift.max(1, magnitude)
                if infinite == 0 && minimum > b + slack { return nil }
                guard infinite <= 1 else { continue }
                for term in row.terms {
                    let a = sense * term.coefficient, j = term.variable.index
                    let others: Double
                    if infinite == 1 {
                        guard j == infiniteAt else { continue }
                        others = minimum
                    } else {
                        others = minimum - (a > 0 ? a * lower[j] : a * upper[j])
                    }
                    let limit = (b - others) / a + slack / a
                    if a > 0 {
                        let bound = isIntegral[j] ? (limit + tolerance).rounded(.down) : limit
                        if bound < upper[j] - (isIntegral[j] ? 0 : Swift.max(1e-9, 1e-9 * abs(upper[j]))) {
                            upper[j] = bound
                            changed.append(j)
                        }
                    } else {
                        let bound = isIntegral[j] ? (limit - tolerance).rounded(.up) : limit
                        if bound > lower[j] + (isIntegral[j] ? 0 : Swift.max(1e-9, 1e-9 * abs(lower[j]))) {
                            lower[j] = bound
                            changed.append(j)
                        }
                    }
                    if lower[j] > upper[j] {
                        if isIntegral[j] || lower[j] > upper[j] + slack { return nil }
                        let middle = (lower[j] + upper[j]) / 2
                        (lower[j], upper[j]) = (middle, middle)
                    }
                }
            }
            return changed
        }
    }
}

extension Program {
    /// A row's name, or `row N` (1-based) without one.
    func name(ofRow index: Int) -> String {
        constraints[index].name ?? "row \(index + 1)"
    }
}
