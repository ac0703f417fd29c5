/// A program with its fixed columns and its redundant rows taken out, and
/// the way back to the program's own variables: what a solver needs to see
/// of a layout program whose bounds propagation has mostly decided
/// (docs/linear-programs.md, "Fixed columns out").
///
/// - A column whose lower and upper bounds are equal is a number: its
///   terms move into the rows' right-hand sides (rounded outward, so no
///   point the row admits is cut off) and into the objectives' constants.
/// - A row that its columns' bounds already imply (its least and greatest
///   activity within its bounds) holds at every point of the reduced
///   program and is left out. A row all of whose columns are fixed is
///   left out when it holds at their values, and kept, empty, when it does
///   not (the solver then finds the program infeasible, as it would have).
///
/// Every other column and row is kept in order, with the same bounds,
/// kinds and objectives, so the reduced program has the same optima; its
/// solution maps back by ``expand(_:)-(Solution)``. Row activities, duals and bases
/// are of the reduced program, so solvers reduce only when they are not
/// asked for them.
public struct ProgramReduction: Sendable {
    /// The reduced program.
    public let program: Program
    /// The original index of each kept column, in order.
    public let keptColumns: [Int]
    /// The original index of each kept row, in order.
    public let keptRows: [Int]
    /// Each original column's fixed value; nil for a kept column.
    let fixedValues: [Double?]
    /// The original program's identity.
    let original: ProgramID
    /// The original program's objectives, to evaluate at expanded values.
    let objectives: [Objective]
    /// The original program's number of rows.
    let rowCount: Int
    /// The original program's rows by column, with each column's and row's
    /// place in the reduced program: made by the first ``moving(to:from:)``
    /// and shared by the reductions it makes.
    private(set) var index: ReductionIndex?

    /// The reduction of `program`, or nil when it would leave out less
    /// than `minimumShare` of the rows and of the columns (then the program
    /// is better solved as it is: a session keeps its basis between
    /// proposals only for programs of one structure).
    public init?(_ program: Program, minimumShare: Double = 0.1) {
        self.init(program, leavingOutAtMost: nil, minimumShare: minimumShare)
    }

    /// `program` reduced only where `previous` was too: a column left out
    /// where `previous` left it out and `program` fixes it, a row where
    /// `previous` left it out and `program` implies it; nil as for
    /// ``init(_:minimumShare:)``. It keeps every column and row that
    /// `previous` kept, so the programs of a session whose fixed columns
    /// come and go (a sweep's widths, where a Text's line count fixes other
    /// columns at each width) settle on one structure that every later one
    /// is reduced as (``init(_:as:)``) instead of a new one each time.
    public init?(_ program: Program, widening previous: ProgramReduction, minimumShare: Double = 0.1) {
        guard program.variables.count == previous.fixedValues.count, program.rowCount == previous.rowCount else { return nil }
        self.init(program, leavingOutAtMost: previous, minimumShare: minimumShare)
        // Its rows by column, where `program` has the rows they were made
        // from; else the first move indexes them.
        index = previous.index?.serving(program).map {
            ReductionIndex(program, keptColumns: keptColumns, keptRows: keptRows, columnRows: $0.columnRows)
        }
    }

    /// The reduction of `program`, leaving out only what `limit` (when
    /// given) left out too.
    private init?(_ program: Program, leavingOutAtMost limit: ProgramReduction?, minimumShare: Double) {
        guard Self.ownsEveryTerm(program) else { return nil }
        let variables = program.variables
        var fixed = [Double?](repeating: nil, count: variables.count)
        var fixedCount = 0
        for (index, variable) in variables.enumerated()
        where variable.lowerBound == variable.upperBound && variable.lowerBound.isFinite
            && limit.map({ $0.fixedValues[index] != nil }) ?? true
        {
            fixed[index] = variable.lowerBound
            fixedCount += 1
        }
        var kept: [Int] = []
        kept.reserveCapacity(program.rowCount)
        var limitKept = limit?.keptRows[...]
        for (index, constraint) in program.constraints.enumerated() {
            if let next = limitKept?.first, next == index {
                limitKept?.removeFirst()
                kept.append(index)
            } else if !Self.isImplied(constraint, variables: variables, fixed: fixed) {
                kept.append(index)
            }
        }
        let droppedRows = program.rowCount - kept.count
        // A solver may refuse a program without rows or columns (GLPK's
        // simplex does): such a program is solved as it is.
        guard fixedCount < variables.count, !kept.isEmpty,
            Double(fixedCount) >= minimumShare * Double(max(1, variables.count))
                || Double(droppedRows) >= minimumShare * Double(max(1, program.rowCount))
        else { return nil }
        self.init(program, fixed: fixed, keptRows: kept)
    }

    /// `program` reduced as `previous` was: the same columns and rows left
    /// out, so that the reduced programs have one structure (a session's
    /// next solve, such as a polishing solve with the integers fixed, or
    /// the next proposal of a sweep, stays in place). Nil when that is not
    /// a reduction of `program`: a column `previous` left out is not fixed
    /// here, or a row it left out is not implied here.
    public init?(_ program: Program, as previous: ProgramReduction) {
        guard Self.ownsEveryTerm(program) else { return nil }
        let variables = program.variables
        guard variables.count == previous.fixedValues.count, program.rowCount == previous.rowCount else { return nil }
        var fixed = [Double?](repeating: nil, count: variables.count)
        for (index, value) in previous.fixedValues.enumerated() where value != nil {
            let variable = variables[index]
            guard variable.lowerBound == variable.upperBound, variable.lowerBound.isFinite else { return nil }
            fixed[index] = variable.lowerBound
        }
        var next = 0
        for (index, constraint) in program.constraints.enumerated() {
            if next < previous.keptRows.count, previous.keptRows[next] == index {
                next += 1
                continue
            }
            guard Self.isImplied(constraint, variables: variables, fixed: fixed) else { return nil }
        }
        self.init(program, fixed: fixed, keptRows: previous.keptRows)
        // The same columns and rows kept: the same index, where `program`
        // has the rows it was made from.
        index = previous.index?.serving(program)
    }

    /// `program` with the columns that have a value in `fixed` left out
    /// and only the rows `keptRows` (ascending) kept.
    private init(_ program: Program, fixed: [Double?], keptRows kept: [Int]) {
        var reduced = Program(name: program.name)
        reduced.lexicographicTolerance = program.lexicographicTolerance
        reduced.integralityTolerance = program.integralityTolerance
        reduced.propagatesAtNodes = program.propagatesAtNodes
        var newIndex = [Int](repeating: -1, count: program.variables.count)
        var keptColumns: [Int] = []
        for (index, variable) in program.variables.enumerated() where fixed[index] == nil {
            newIndex[index] = keptColumns.count
            keptColumns.append(index)
            reduced.addVariable(variable.name, lowerBound: variable.lowerBound, upperBound: variable.upperBound, kind: variable.kind)
        }
        for index in kept {
            reduced.add(Self.reduced(program.constraints[index], fixed: fixed, columns: newIndex, in: reduced.id))
        }
        for objective in program.objectives {
            reduced.addObjective(Self.reduced(objective, fixed: fixed, columns: newIndex, in: reduced.id))
        }
        self.init(
            program: reduced, keptColumns: keptColumns, keptRows: kept, fixedValues: fixed, original: program.id,
            objectives: program.objectives, rowCount: program.rowCount, index: nil)
    }

    /// A reduction from its parts.
    init(
        program: Program, keptColumns: [Int], keptRows: [Int], fixedValues: [Double?], original: ProgramID,
        objectives: [Objective], rowCount: Int, index: ReductionIndex?
    ) {
        self.program = program
        self.keptColumns = keptColumns
        self.keptRows = keptRows
        self.fixedValues = fixedValues
        self.original = original
        self.objectives = objectives
        self.rowCount = rowCount
        self.index = index
    }

    /// `expression`'s terms on kept columns (as columns of the reduced
    /// program `reduced`, at `columns[original index]`) and its constant
    /// with the fixed columns' terms added.
    private static func split(
        _ expression: LinearExpression, fixed: [Double?], columns: [Int], in reduced: ProgramID
    ) -> (terms: [Term], fixedPart: CompensatedSum) {
        var terms: [Term] = []
        var fixedPart = CompensatedSum(expression.constant)
        for term in expression.terms {
            if let value = fixed[term.variable.index] {
                fixedPart.add(term.coefficient, times: value)
            } else {
                terms.append(Term(Variable(index: columns[term.variable.index], program: reduced), coefficient: term.coefficient))
            }
        }
        return (terms, fixedPart)
    }

    /// `constraint` as a row of the reduced program: where the fixed part
    /// is not a double, the row is loosened by one unit in the last place
    /// of its right-hand side, never tightened (as
    /// `Constraint.standardForm` rounds).
    static func reduced(_ constraint: Constraint, fixed: [Double?], columns: [Int], in reduced: ProgramID) -> Constraint {
        let (terms, fixedPart) = split(constraint.expression, fixed: fixed, columns: columns, in: reduced)
        let rhs: Double
        switch (constraint.relation, fixedPart.isExact) {
        case (.lessThanOrEqual, false): rhs = constraint.rhs.nextUp
        case (.greaterThanOrEqual, false): rhs = constraint.rhs.nextDown
        default: rhs = constraint.rhs
        }
        return Constraint(LinearExpression(terms: terms, constant: fixedPart.value), constraint.relation, rhs, name: constraint.name)
    }

    /// `objective` of the reduced program: its constant is the plain
    /// running sum (it shifts the objective's value only, never a bound).
    static func reduced(_ objective: Objective, fixed: [Double?], columns: [Int], in reduced: ProgramID) -> Objective {
        let (terms, fixedPart) = split(objective.expression, fixed: fixed, columns: columns, in: reduced)
        return Objective(objective.direction, LinearExpression(terms: terms, constant: fixedPart.sum), name: objective.name)
    }

    /// Whether two reductions keep the same columns and rows (their
    /// reduced programs then have one structure, and a solver session can
    /// go from one to the other in place).
    public func keepsTheSame(as other: ProgramReduction) -> Bool {
        keptColumns == other.keptColumns && keptRows == other.keptRows
    }

    /// `outcome` of the reduced program as an outcome of the original: an
    /// optimum expanded (``expand(_:)-(Solution)``), no optimum as it is.
    public func expand(_ outcome: SolveOutcome) -> SolveOutcome {
        switch outcome {
        case .optimal(let solution): .optimal(expand(solution))
        case .noOptimum: outcome
        }
    }

    /// `solution` of the reduced program as a solution of the original:
    /// every fixed column at its value, the objectives evaluated again;
    /// stage optima and effort carried over, no details.
    public func expand(_ solution: Solution) -> Solution {
        var values = [Double](repeating: 0, count: fixedValues.count)
        for (index, value) in fixedValues.enumerated() {
            if let value { values[index] = value }
        }
        for (reducedIndex, index) in keptColumns.enumerated() where solution.values.indices.contains(reducedIndex) {
            values[index] = solution.values[reducedIndex]
        }
        let objectiveValues = objectives.map { Program.evaluate($0.expression, values: values) }
        var expanded = Solution(
            program: original, values: values, objectiveValues: objectiveValues, isProvenOptimal: solution.isProvenOptimal,
            details: nil, effort: solution.effort)
        expanded.stageOptima = solution.stageOptima
        return expanded
    }

    /// Whether every row and objective of `program` names only its own
    /// variables: a program that does not is not reduced (nil), so that a
    /// solver's validation reports it instead of an index out of range.
    static func ownsEveryTerm(_ program: Program) -> Bool {
        program.constraints.allSatisfy { $0.expression.terms.allSatisfy { program.contains($0.variable) } }
            && program.objectives.allSatisfy { $0.expression.terms.allSatisfy { program.contains($0.variable) } }
    }

    /// Whether `constraint` holds at every point within the columns'
    /// bounds (fixed columns at their values).
    static func isImplied(_ constraint: Constraint, variables: [VariableDefinition], fixed: [Double?]) -> Bool {
        var least = constraint.expression.constant
        var greatest = constraint.expression.constant
        for term in constraint.expression.terms {
            let coefficient = term.coefficient
            if let value = fixed[term.variable.index] {
                least += coefficient * value
                greatest += coefficient * value
                continue
            }
            let variable = variables[term.variable.index]
            if coefficient > 0 {
                least += coefficient * variable.lowerBound
                greatest += coefficient * variable.upperBound
            } else if coefficient < 0 {
                least += coefficient * variable.upperBound
                greatest += coefficient * variable.lowerBound
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual: return greatest <= constraint.rhs
        case .greaterThanOrEqual: return least >= constraint.rhs
        case .equal: return least == constraint.rhs && greatest == constraint.rhs
        }
    }
}

/// A sum of products kept with its rounding error (Knuth's TwoSum and a
/// fused multiply-add for each product): `value` is the nearest double to
/// the sum when the error is small, and `isExact` says whether the double
/// is the sum itself.
struct CompensatedSum {
    /// The running sum, each product added to a double in turn (what
    /// `+=` gives).
    private(set) var sum: Double
    private var error = 0.0

    init(_ start: Double) {
        sum = start
    }

    /// Adds `a · b`.
    mutating func add(_ a: Double, times b: Double) {
        let product = a * b
        if product.isFinite { error += (-product).addingProduct(a, b) }
        let next = sum + product
        let back = next - product
        error += (sum - back) + (product - (next - back))
        sum = next
    }

    /// The sum rounded to a double.
    var value: Double { sum + error }

    /// Whether `value` is the sum exactly.
    var isExact: Bool { error == 0 }
}
