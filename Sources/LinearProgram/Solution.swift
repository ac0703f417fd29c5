/// Optimal values for a program's variables and objectives.
public struct Solution: Sendable {
    /// The program the solution belongs to.
    public let program: ProgramID
    /// The value of each variable, indexed by ``Variable/index``.
    public let values: [Double]
    /// The value of each objective (in program order) at ``values``,
    /// including its constant.
    public let objectiveValues: [Double]
    /// False when a mixed-integer search stopped at the requested relative
    /// gap instead of proving optimality (GLPK: `glp_intopt` returned
    /// `GLP_EMIPGAP`); the values are then feasible and within the gap.
    public let isProvenOptimal: Bool
    /// Row activities, duals, reduced costs, basis and bound ranges of the
    /// last stage, when the solver was asked for them (GLPK:
    /// `GLPKSolver.Options.introspection`); nil otherwise.
    public let details: SolutionDetails?
    /// The simplex iterations and branch-and-cut nodes the solve took; nil
    /// when the solver does not count them.
    public let effort: SolverEffort?
    /// Each objective's value at the end of its own stage of a
    /// lexicographic solve (its optimum, before later stages moved within
    /// the slack that holds it), in program order; nil when the solver does
    /// not report them. A later program that holds the stages as rows holds
    /// them here (``Program/holdingObjectives(_:at:optima:slack:)``).
    public var stageOptima: [Double]?

    /// A solution; solvers create these.
    public init(
        program: ProgramID, values: [Double], objectiveValues: [Double], isProvenOptimal: Bool = true, details: SolutionDetails? = nil,
        effort: SolverEffort? = nil
    ) {
        self.program = program
        self.values = values
        self.objectiveValues = objectiveValues
        self.isProvenOptimal = isProvenOptimal
        self.details = details
        self.effort = effort
    }

    /// The value of `variable`, or nil for a variable of another program.
    public func value(of variable: Variable) -> Double? {
        guard variable.program == program, values.indices.contains(variable.index) else { return nil }
        return values[variable.index]
    }

    /// The value of `expression`, or nil when it uses a variable of another program.
    public func value(of expression: some LinearExpressionConvertible) -> Double? {
        let expression = expression.linearExpression
        var total = expression.constant
        for term in expression.terms {
            guard let value = value(of: term.variable) else { return nil }
            total += term.coefficient * value
        }
        return total
    }

    /// The value of the first (most important) objective, or nil when the
    /// program has none.
    public var objectiveValue: Double? {
        objectiveValues.first
    }
}
