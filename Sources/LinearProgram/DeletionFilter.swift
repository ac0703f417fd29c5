/// An irreducible infeasible subset of a program's rows, found by a deletion
/// filter (Chinneck & Dravnieks 1991): rows are dropped one at a time, and a
/// row whose removal makes the rest feasible is kept. What remains is
/// infeasible with the variables' bounds, and every proper subset of it is
/// feasible (the bounds themselves are kept whole).
///
/// It takes one solve per row with the objectives removed (feasibility only),
/// so it is meant for explaining small programs, not for routine solving.
public struct DeletionFilter {
    /// The solver that answers "is this subset feasible?".
    public var solver: any LinearProgramSolver

    /// A filter asking `solver`.
    public init(solver: any LinearProgramSolver) {
        self.solver = solver
    }

    /// The indices (into ``Program/constraints``) of an irreducible infeasible
    /// subset of `program`'s rows; nil when `program` itself is feasible, or
    /// infeasible by its bounds alone (the subset would be empty).
    ///
    /// - Throws: The solver's error when it did not run properly.
    public func irreducibleInfeasibleSubset(of program: Program) throws -> [Int]? {
        var kept = Array(program.constraints.indices)
        guard try !isFeasible(program, rows: kept) else { return nil }
        var candidate = 0
        while candidate < kept.count {
            var without = kept
            without.remove(at: candidate)
            if try isFeasible(program, rows: without) {
                candidate += 1  // needed: keep it
            } else {
                kept = without  // still infeasible without it: drop it for good
            }
        }
        return kept.isEmpty ? nil : kept
    }

    /// Whether `program`'s variables (with their bounds and kinds) and the
    /// rows at `rows` have a feasible point.
    func isFeasible(_ program: Program, rows: [Int]) throws -> Bool {
        let subset = program.keepingRows(rows)
        switch try solver.solve(subset) {
        case .optimal: return true
        case .noOptimum(let reason): return reason.reason == .unbounded
        }
    }
}

extension Program {
    /// This program's variables (same indices, bounds and kinds) with only
    /// the rows at `rows` and no objective: a new program, whose rows refer
    /// to its own variables.
    func keepingRows(_ rows: [Int]) -> Program {
        var copy = Program(name: name)
        for definition in variables {
            copy.addVariable(definition.name, lowerBound: definition.lowerBound, upperBound: definition.upperBound, kind: definition.kind)
        }
        for index in rows {
            let row = constraints[index]
            var expression = LinearExpression(constant: row.expression.constant)
            for term in row.expression.terms {
                guard let variable = copy.variable(at: term.variable.index) else { continue }
                expression.terms.append(Term(variable, coefficient: term.coefficient))
            }
            copy.add(Constraint(expression, row.relation, row.rhs, name: row.name))
        }
        return copy
    }
}
