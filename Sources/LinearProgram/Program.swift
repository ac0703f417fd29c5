/// A linear program: variables with bounds and kinds, linear constraints, and
/// a lexicographic sequence of objectives. The model is solver-agnostic; a
/// ``LinearProgramSolver`` solves it, ``CPLEXLPWriter`` prints it.
///
/// ```swift
/// var program = Program(name: "sample")
/// let x = program.addVariable("x", upperBound: 3)
/// let y = program.addVariable("y")
/// program.add(Constraint(x + y, .lessThanOrEqual, 4))
/// program.addObjective(.maximize(3 * x + 2 * y))
/// ```
///
/// Objectives are solved in order (lexicographically): the first is
/// optimised; its optimum z is then fixed as a constraint, within
/// ``lexicographicTolerance``, while the next is optimised, and so on.
public struct Program: Sendable {
    /// The identity carried by this program's variables.
    public let id: ProgramID
    /// An optional name for the whole program (the header of LP text).
    public var name: String?
    /// The variables' definitions, indexed by ``Variable/index``.
    public private(set) var variables: [VariableDefinition] = []
    /// The constraints (rows), in the order they were added.
    public private(set) var constraints: [Constraint] = []
    /// The objectives, most important first.
    public private(set) var objectives: [Objective] = []
    /// How far a later objective may move an earlier one away from its
    /// optimum z: the earlier objective is held within
    /// `lexicographicTolerance * max(1, |z|)` of z. The default, 1e-6, is
    /// well above simplex round-off for layout-sized programs and far below
    /// a visible fraction of a point.
    public var lexicographicTolerance: Double = 1e-6
    /// How far from a whole number an integer variable's value may be in a
    /// mixed-integer solution; nil for the solver's default (GLPK: 1e-5). A
    /// row `… + M·δ` can be violated by M times this at a "solution", so a
    /// program with large M asks for less (the LP layout engine sets it,
    /// docs/lp-encoding.md, "Solving").
    public var integralityTolerance: Double?
    /// Whether branch-and-cut propagates bounds again at every node (GLPK's
    /// node preprocessing, `pp_tech`); true by default. A caller that has
    /// propagated and probed the program itself (``BoundPropagation``)
    /// until its integers are decided by values already known turns it off:
    /// the solver's pass would repeat that work over every row at every
    /// node and find nothing new (the LP layout engine does, for strategies
    /// that claim the greedy rules; docs/lp-encoding.md, "Solving").
    public var propagatesAtNodes = true

    /// An empty program.
    public init(name: String? = nil) {
        self.id = ProgramID()
        self.name = name
    }

    /// Adds a variable and returns it.
    ///
    /// - Parameters:
    ///   - name: A readable name, non-empty and unique in the program.
    ///   - lowerBound: Defaults to 0, as in the CPLEX LP format; pass
    ///     `-.infinity` for a free variable.
    ///   - upperBound: Defaults to no bound (`.infinity`).
    ///   - kind: Continuous by default; a binary variable needs bounds 0 and 1
    ///     (see ``addBinaryVariable(_:)``).
    @discardableResult
    public mutating func addVariable(
        _ name: String,
        lowerBound: Double = 0,
        upperBound: Double = .infinity,
        kind: VariableKind = .continuous
    ) -> Variable {
        let variable = Variable(index: variables.count, program: id)
        variables.append(VariableDefinition(name: name, lowerBound: lowerBound, upperBound: upperBound, kind: kind))
        return variable
    }

    /// Adds a binary (0 or 1) variable and returns it.
    @discardableResult
    public mutating func addBinaryVariable(_ name: String) -> Variable {
        addVariable(name, lowerBound: 0, upperBound: 1, kind: .binary)
    }

    /// Changes the kind of the variable at `index` (its bounds kept).
    mutating func setKind(_ kind: VariableKind, ofVariableAt index: Int) {
        variables[index].kind = kind
    }

    /// Changes the bounds of one of this program's variables; ignored (and
    /// returns false) for a variable of another program.
    @discardableResult
    public mutating func setBounds(of variable: Variable, lower: Double, upper: Double) -> Bool {
        guard contains(variable) else { return false }
        variables[variable.index].lowerBound = lower
        variables[variable.index].upperBound = upper
        return true
    }

    /// Adds a constraint (a row).
    public mutating func add(_ constraint: Constraint) {
        constraints.append(constraint)
    }

    /// Replaces the row at `index` (a presolve step's rewriting of it).
    mutating func replaceConstraint(at index: Int, with constraint: Constraint) {
        constraints[index] = constraint
    }

    /// Whether `other` holds this program's rows in the same storage (a
    /// copy made after the last change to either's rows): then they are
    /// the same rows, found without comparing them.
    public func sharesRows(with other: Program) -> Bool {
        Self.sameStorage(constraints, other.constraints)
    }

    /// Whether two arrays of rows are one storage (so equal, unread).
    static func sameStorage(_ a: [Constraint], _ b: [Constraint]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { mine in b.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }

    /// Adds the constraint `lhs relation rhs` (a row).
    public mutating func addConstraint(
        _ lhs: some LinearExpressionConvertible,
        _ relation: Relation,
        _ rhs: Double,
        name: String? = nil
    ) {
        add(Constraint(lhs, relation, rhs, name: name))
    }

    /// Appends an objective after the existing ones (less important than them).
    public mutating func addObjective(_ objective: Objective) {
        objectives.append(objective)
    }

    /// Replaces the whole sequence of objectives (a writer's rewriting, such
    /// as a maximisation written as the minimisation of its negation).
    public mutating func replaceObjectives(with objectives: [Objective]) {
        self.objectives = objectives
    }

    /// Whether the variable was created by this program (or a copy of it)
    /// and exists in it.
    public func contains(_ variable: Variable) -> Bool {
        variable.program == id && variables.indices.contains(variable.index)
    }

    /// The definition of one of this program's variables, or nil for a
    /// variable of another program.
    public func definition(of variable: Variable) -> VariableDefinition? {
        contains(variable) ? variables[variable.index] : nil
    }

    /// The variable at `index`, or nil when out of range.
    public func variable(at index: Int) -> Variable? {
        variables.indices.contains(index) ? Variable(index: index, program: id) : nil
    }

    /// All variables, in index order.
    public var allVariables: [Variable] {
        variables.indices.map { Variable(index: $0, program: id) }
    }

    /// The number of variables (columns).
    public var variableCount: Int {
        variables.count
    }

    /// The number of constraints (rows).
    public var rowCount: Int {
        constraints.count
    }

    /// The number of integer and binary variables.
    public var integerCount: Int {
        variables.count(where: { $0.kind.isIntegral })
    }

    /// The number of binary variables.
    public var binaryCount: Int {
        variables.count(where: { $0.kind == .binary })
    }

    /// Whether some variable must take whole-number values (a mixed-integer program).
    public var isMixedInteger: Bool {
        integerCount > 0
    }

    /// The value of `expression` when the variable at index i has `values[i]`
    /// (0 for an index outside `values`).
    public static func evaluate(_ expression: LinearExpression, values: [Double]) -> Double {
        expression.evaluate { values.indices.contains($0.index) ? values[$0.index] : 0 }
    }

    /// The first row that `values` (one per variable) breaks by more than
    /// `tolerance`, as ``Constraint/isSatisfied(by:tolerance:)`` decides
    /// (the same sums, in the same order), or nil when every row holds:
    /// a check of a whole program's rows at a point, without copying them.
    public func firstRow(brokenBy values: [Double], tolerance: Double) -> Int? {
        precondition(values.count == variables.count, "one value per variable")
        return constraints.withUnsafeBufferPointer { rows in
            values.withUnsafeBufferPointer { values in
                for index in rows.indices {
                    let row = rows[index]
                    var lhs = row.expression.constant
                    for term in row.expression.terms { lhs = lhs + term.coefficient * values[term.variable.index] }
                    let holds =
                        switch row.relation {
                        case .lessThanOrEqual: lhs <= row.rhs + tolerance
                        case .equal: abs(lhs - row.rhs) <= tolerance
                        case .greaterThanOrEqual: lhs >= row.rhs - tolerance
                        }
                    if !holds { return index }
                }
                return nil
            }
        }
    }

    /// A copy whose integer and binary variables take the bounds
    /// `lower[i]...upper[i]`; a binary whose bounds narrow becomes an integer
    /// variable with those bounds (``BoundPropagation``).
    func narrowingIntegers(lower: [Double], upper: [Double]) -> Program {
        var copy = self
        for index in variables.indices where variables[index].kind.isIntegral {
            copy.variables[index].lowerBound = lower[index]
            copy.variables[index].upperBound = upper[index]
            if copy.variables[index].kind == .binary && (lower[index] != 0 || upper[index] != 1) {
                copy.variables[index].kind = .integer
            }
        }
        return copy
    }

    /// This program with every integer and binary variable fixed at its value
    /// in `values` (rounded to the nearest whole number) and made continuous:
    /// a linear program over the remaining variables.
    ///
    /// Re-solving a mixed-integer optimum this way ("polishing") removes the
    /// integrality tolerance of branch-and-cut from the continuous values: with
    /// the integers fixed exactly, the simplex solves the rest to its own
    /// (much tighter) tolerance. Variables keep their indices, so a solution
    /// of the result reads like one of this program.
    public func fixingIntegers(at values: [Double]) -> Program {
        fixingIntegers(at: values) { _ in true }
    }

    /// ``fixingIntegers(at:)`` of the integer variables whose index
    /// `fixes` accepts; the others keep their kind and bounds.
    func fixingIntegers(at values: [Double], where fixes: (Int) -> Bool) -> Program {
        var copy = self
        for index in variables.indices where variables[index].kind.isIntegral && fixes(index) {
            let value = values.indices.contains(index) ? values[index].rounded() : 0
            copy.variables[index].kind = .continuous
            copy.variables[index].lowerBound = value
            copy.variables[index].upperBound = value
        }
        return copy
    }
}
