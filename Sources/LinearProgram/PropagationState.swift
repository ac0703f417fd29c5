/// The bounds ``BoundPropagation`` tightens, the rows it reads them from, and
/// a trail of every bound change, so that a probe is undone by replaying the
/// changes it made rather than by copying every bound (which made probing
/// O(variables) per binary, quadratic in all).
///
/// Rows and the rows of each variable are kept as flat arrays (compressed
/// sparse rows and columns); the propagation queue and its membership flags
/// live as long as the state, so a propagation touches only the rows it
/// visits.
struct PropagationState {
    private(set) var lower: [Double]
    private(set) var upper: [Double]
    let isIntegral: [Bool]
    let isBinary: [Bool]
    private let tolerance: Double
    private let visitsPerRow: Int
    private let minimumStep: Double

    // Rows `Σ a x (relation) rhs`: row r's terms are `termStart[r]..<termStart[r + 1]`.
    private let termStart: [Int]
    private let termVariable: [Int]
    private let termCoefficient: [Double]
    private let rhs: [Double]
    /// How a row is read, `sense · Σ a x ≤ sense · rhs`: 1 for `≤`, −1 for
    /// `≥`, 0 for `=` (both senses, 1 then −1).
    private let senses: [Int8]
    // The rows of variable j: `rowOf[columnStart[j]..<columnStart[j + 1]]`.
    private let columnStart: [Int]
    private let rowOf: [Int]

    /// Every bound change since the trail was last cleared: the variable and
    /// its bounds before the change.
    private var trail: [(variable: Int, lower: Double, upper: Double)] = []
    private var queued: [Bool]
    private var queue: [Int] = []

    init(program: Program, tolerance: Double, visitsPerRow: Int, minimumStep: Double) {
        self.minimumStep = minimumStep
        lower = program.variables.map(\.lowerBound)
        upper = program.variables.map(\.upperBound)
        isIntegral = program.variables.map { $0.kind.isIntegral }
        isBinary = program.variables.map { $0.kind.isIntegral && $0.lowerBound == 0 && $0.upperBound == 1 }
        self.tolerance = tolerance
        self.visitsPerRow = visitsPerRow
        var termStart = [0], termVariable: [Int] = [], termCoefficient: [Double] = []
        var rhs: [Double] = [], senses: [Int8] = []
        var counts = [Int](repeating: 0, count: program.variables.count)
        for constraint in program.constraints {
            let form = constraint.standardForm
            for term in form.terms {
                termVariable.append(term.variable.index)
                termCoefficient.append(term.coefficient)
                counts[term.variable.index] += 1
            }
            termStart.append(termVariable.count)
            rhs.append(form.rhs)
            let reading: Int8 =
                switch form.relation {
                case .lessThanOrEqual: 1
                case .greaterThanOrEqual: -1
                case .equal: 0
                }
            senses.append(reading)
        }
        var columnStart = [0]
        for count in counts { columnStart.append(columnStart[columnStart.count - 1] + count) }
        var next = columnStart
        var rowOf = [Int](repeating: 0, count: termVariable.count)
        for row in 0..<rhs.count {
            for k in termStart[row]..<termStart[row + 1] {
                let j = termVariable[k]
                rowOf[next[j]] = row
                next[j] += 1
            }
        }
        self.termStart = termStart
        self.termVariable = termVariable
        self.termCoefficient = termCoefficient
        self.rhs = rhs
        self.senses = senses
        self.columnStart = columnStart
        self.rowOf = rowOf
        queued = [Bool](repeating: false, count: rhs.count)
    }

    var rowCount: Int { rhs.count }

    /// Sets every variable's bounds to `newLower` and `newUpper` (bounds
    /// known to hold), off the trail, which is cleared.
    mutating func reset(lower newLower: [Double], upper newUpper: [Double]) {
        precondition(newLower.count == lower.count && newUpper.count == upper.count, "one bound per variable")
        lower = newLower
        upper = newUpper
        trail.removeAll(keepingCapacity: true)
    }

    /// Narrows every variable's bounds to those given where they are
    /// tighter (bounds known to hold for every solution), off the trail.
    mutating func narrow(lower newLower: [Double], upper newUpper: [Double]) {
        precondition(newLower.count == lower.count && newUpper.count == upper.count, "one bound per variable")
        for j in lower.indices {
            let low = Swift.max(lower[j], newLower[j]), high = Swift.min(upper[j], newUpper[j])
            // Bounds that cross by round-off meet in the middle, as `tighten` does.
            (lower[j], upper[j]) = low <= high ? (low, high) : ((low + high) / 2, (low + high) / 2)
        }
    }

    // MARK: Changes and their undoing

    /// Where the trail stands: ``undo(to:)`` returns the bounds to this point.
    var mark: Int { trail.count }

    /// Forgets the trail (the changes stay).
    mutating func clearTrail() { trail.removeAll(keepingCapacity: true) }

    /// Sets variable j's bounds, remembering the old ones.
    mutating func setBounds(_ j: Int, lower newLower: Double, upper newUpper: Double) {
        trail.append((j, lower[j], upper[j]))
        lower[j] = newLower
        upper[j] = newUpper
    }

    /// Undoes every change after `mark`, newest first.
    mutating func undo(to mark: Int) {
        while trail.count > mark {
            let change = trail.removeLast()
            lower[change.variable] = change.lower
            upper[change.variable] = change.upper
        }
    }

    /// The variables changed after `mark`, each once, with their bounds
    /// before the first change and now.
    func changes(since mark: Int) -> [(variable: Int, before: (Double, Double), now: (Double, Double))] {
        var seen: Set<Int> = []
        var result: [(variable: Int, before: (Double, Double), now: (Double, Double))] = []
        for change in trail[mark...] where seen.insert(change.variable).inserted {
            result.append((change.variable, (change.lower, change.upper), (lower[change.variable], upper[change.variable])))
        }
        return result
    }

    /// The rows of every variable changed since `mark`.
    func rowsChanged(since mark: Int) -> [Int] {
        trail[mark...].flatMap { rows(of: $0.variable) }
    }

    // MARK: Propagation

    /// The rows that mention variable j.
    func rows(of j: Int) -> ArraySlice<Int> { rowOf[columnStart[j]..<columnStart[j + 1]] }

    /// Propagates from `start` until nothing changes, or `visits` rows
    /// have been visited (by default each row's share of the budget); the
    /// index of a row that cannot hold, if any.
    mutating func propagate<Rows: Sequence<Int>>(_ start: Rows, visits: Int? = nil) -> Int? {
        queue.removeAll(keepingCapacity: true)
        for index in start where !queued[index] { queued[index] = true; queue.append(index) }
        var head = 0
        var budget = visits ?? visitsPerRow * Swift.max(rowCount, 1)
        defer {
            for index in queue[head...] { queued[index] = false }
        }
        while head < queue.count, budget > 0 {
            let index = queue[head]
            head += 1
            queued[index] = false
            budget -= 1
            let before = trail.count
            guard tighten(row: index) else { return index }
            for change in trail[before...] {
                for other in rows(of: change.variable) where !queued[other] {
                    queued[other] = true
                    queue.append(other)
                }
            }
        }
        return nil
    }

    /// Whether `bound` is worth taking as continuous variable j's upper
    /// bound: below it by more than round-off, and either by a
    /// ``BoundPropagation/minimumStep`` share of the domain (of the bound's
    /// magnitude where that is smaller, at least 1e-3) or across 0. Small
    /// steps are left out because they never end: each fixed binary of a
    /// stack's chain narrows every later remainder a little, and taking all
    /// of them made probing quadratic. Rejected steps add up: the next
    /// bound is compared with the bound still in place.
    private func improves(upper bound: Double, of j: Int) -> Bool {
        let old = upper[j]
        guard bound < old - Swift.max(1e-9, 1e-9 * abs(old)) else { return false }
        if old > 0 && bound <= 0 { return true }
        return old - bound > minimumStep * Swift.max(Swift.min(old - lower[j], abs(old)), 1e-3)
    }

    /// ``improves(upper:of:)`` for a lower bound.
    private func improves(lower bound: Double, of j: Int) -> Bool {
        let old = lower[j]
        guard bound > old + Swift.max(1e-9, 1e-9 * abs(old)) else { return false }
        if old < 0 && bound >= 0 { return true }
        return bound - old > minimumStep * Swift.max(Swift.min(upper[j] - old, abs(old)), 1e-3)
    }

    /// One row's implied bounds, each change on the trail; false when the
    /// row cannot hold.
    private mutating func tighten(row index: Int) -> Bool {
        let terms = termStart[index]..<termStart[index + 1]
        let reading = senses[index]
        for pass in 0..<(reading == 0 ? 2 : 1) {
            let sense: Double = reading == -1 || pass == 1 ? -1 : 1
            // sense · Σ a x ≤ sense · b
            var minimum = 0.0, infinite = 0, infiniteAt = -1, magnitude = abs(rhs[index])
            for k in terms {
                let a = sense * termCoefficient[k], j = termVariable[k]
                let least = a > 0 ? a * lower[j] : a * upper[j]
                if least.isInfinite {
                    infinite += 1; infiniteAt = j
                } else {
                    minimum += least; magnitude = Swift.max(magnitude, abs(least))
                }
            }
            let b = sense * rhs[index]
            let slack = tolerance * Swift.max(1, magnitude)
            if infinite == 0 && minimum > b + slack { return false }
            guard infinite <= 1 else { continue }
            for k in terms {
                let a = sense * termCoefficient[k], j = termVariable[k]
                let others: Double
                if infinite == 1 {
                    guard j == infiniteAt else { continue }
                    others = minimum
                } else {
                    others = minimum - (a > 0 ? a * lower[j] : a * upper[j])
                }
                let limit = (b - others) / a + slack / a
                var newLower = lower[j], newUpper = upper[j]
                if a > 0 {
                    if isIntegral[j] {
                        let bound = (limit + tolerance).rounded(.down)
                        if bound < newUpper { newUpper = bound }
                    } else if improves(upper: limit, of: j) {
                        newUpper = limit
                    }
                } else {
                    if isIntegral[j] {
                        let bound = (limit - tolerance).rounded(.up)
                        if bound > newLower { newLower = bound }
                    } else if improves(lower: limit, of: j) {
                        newLower = limit
                    }
                }
                guard newLower != lower[j] || newUpper != upper[j] else { continue }
                if newLower > newUpper {
                    if isIntegral[j] || newLower > newUpper + slack { return false }
                    let middle = (newLower + newUpper) / 2
                    (newLower, newUpper) = (middle, middle)
                }
                setBounds(j, lower: newLower, upper: newUpper)
            }
        }
        return true
    }
}
