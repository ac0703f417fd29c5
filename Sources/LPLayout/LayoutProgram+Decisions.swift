import LayoutModel
import LinearProgram

/// Reading a solved program back as decisions and binding rows, by the node
/// paths that variable and row names carry (`layoutlp explain`).
extension LayoutProgram {
    /// The binary decisions written for the nodes at `paths`, in program order.
    ///
    /// A minimum's binary (`FAMILY.min-first`, `FAMILY.max-first` for a
    /// maximum) follows its result variable (`min…`, or `neg.max…` holding
    /// −max) and precedes its four rows: `z ≤ a`, `z ≤ b` come just before
    /// the first row naming the binary, so the operands are read as
    /// `z − (z − a)` (`ProgramBuilder.minimum`). A comparison's binary
    /// `FAMILY.at-most` is in `a − b + (a − b)ᵘ·z ≤ (a − b)ᵘ`, read as `a − b`.
    public func decisions(onPaths paths: Set<String>, in solution: Solution) -> [BinaryDecision] {
        let rowsByVariable = rowsNaming(in: program)
        var decisions: [BinaryDecision] = []
        for (index, definition) in program.variables.enumerated() where definition.kind == .binary {
            guard let name = ProgramEntityName(definition.name), paths.contains(name.path),
                let variable = program.variable(at: index), let value = solution.value(of: variable)
            else { continue }
            let rows = rowsByVariable[index] ?? []
            let families = orderedUnique(rows.compactMap { program.constraints[$0].name.flatMap(ProgramEntityName.init)?.kind })
            var decision = BinaryDecision(
                variable: definition.name, path: name.path, families: families, operation: .logic,
                value: Int(value.rounded()))
            switch name.kind {
            case let kind where kind.hasSuffix(".min-first") || kind.hasSuffix(".max-first"):
                readMinimum(&decision, binary: index, firstRow: rows.first, in: solution)
            case let kind where kind.hasSuffix(".at-most"):
                if let row = rows.first {
                    decision.operation = .lessOrEqual
                    let constraint = program.constraints[row]
                    let coefficient = constraint.expression.terms.first { $0.variable.index == index }?.coefficient ?? 0
                    decision.a = (solution.value(of: constraint.expression) ?? 0) - coefficient * value
                }
            default:
                break
            }
            decisions.append(decision)
        }
        return decisions
    }

    private func readMinimum(_ decision: inout BinaryDecision, binary: Int, firstRow: Int?, in solution: Solution) {
        guard binary > 0, let result = program.variable(at: binary - 1), let first = firstRow, first >= 2,
            let z = solution.value(of: result)
        else { return }
        let resultName = program.variables[binary - 1].name
        let isMaximum = resultName.hasPrefix("neg.")
        func operand(_ row: Int) -> Double? {
            let constraint = program.constraints[row]
            guard constraint.expression.terms.contains(where: { $0.variable.index == binary - 1 }),
                let slack = solution.value(of: constraint.expression)
            else { return nil }
            return z - (slack - constraint.rhs)
        }
        guard let a = operand(first - 2), let b = operand(first - 1) else { return }
        decision.bIsConstant = program.constraints[first - 1].expression.terms.count == 1
        decision.operation = isMaximum ? .maximum : .minimum
        decision.a = isMaximum ? -a : a
        decision.b = isMaximum ? -b : b
        decision.result = isMaximum ? -z : z
    }

    /// The inequality rows written for the nodes at `paths` whose activity
    /// is within `tolerance` of their right-hand side, with their duals when
    /// `solution` has them (equalities always bind and are left out).
    public func bindingRows(onPaths paths: Set<String>, in solution: Solution, tolerance: Double = 1e-7) -> [BindingRow] {
        var rows: [BindingRow] = []
        for (index, constraint) in program.constraints.enumerated() where constraint.relation != .equal {
            guard let rowName = constraint.name, let name = ProgramEntityName(rowName), paths.contains(name.path),
                let value = solution.value(of: constraint.expression)
            else { continue }
            let activity = value - constraint.expression.constant
            let rhs = constraint.rhs - constraint.expression.constant
            guard abs(activity - rhs) <= tolerance * Swift.max(1, abs(rhs)) else { continue }
            rows.append(
                BindingRow(
                    name: rowName, family: name.kind, path: name.path, relation: constraint.relation.symbol,
                    activity: activity, rhs: rhs, dual: solution.details?.dual(ofRow: index)))
        }
        return rows
    }

    /// Per variable index, the rows naming it, in program order.
    private func rowsNaming(in program: Program) -> [Int: [Int]] {
        var rows: [Int: [Int]] = [:]
        for (index, constraint) in program.constraints.enumerated() {
            for term in constraint.expression.terms where program.variables[term.variable.index].kind == .binary {
                rows[term.variable.index, default: []].append(index)
            }
        }
        return rows
    }

    private func orderedUnique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
