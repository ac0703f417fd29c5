extension ProgramReduction {
    /// A reduction brought to a program whose variables' bounds moved
    /// (``moving(to:from:)``), and what that changed in the reduced
    /// program: what a solver session applies in place.
    public struct Move: Sendable {
        /// The reduction of the new program, with this one's structure.
        public let reduction: ProgramReduction
        /// The reduced program's columns whose bounds or kind changed.
        public let columns: [Int]
        /// The reduced program's rows whose constant changed (a column left
        /// out in them moved to another value).
        public let rows: [Int]
    }

    /// `program` reduced as this reduction (the same columns and rows left
    /// out: ``init(_:as:)``), found from what differs between `program` and
    /// `previous`, the program this reduction was made of, where the two
    /// share their rows (the same storage: a copy whose variables' bounds
    /// and kinds were changed) and objectives. Nil where they do not, or
    /// where the structure does not hold for `program` (a column left out
    /// is no longer fixed, a row left out no longer implied): then
    /// ``init(_:as:)`` or ``init(_:widening:minimumShare:)`` decide.
    ///
    /// Only the changed columns and the rows they are in are looked at: a
    /// warm sweep's widths change the bounds of a fraction of a program's
    /// columns, and building the reduced program anew and comparing it with
    /// the loaded one cost more than the solve in place (the card: about
    /// 1 ms of a 3.2 ms width; docs/benchmarks.md, "Moving a reduction").
    /// The reduced program is the one ``init(_:as:)`` builds, to the last bit.
    public func moving(to program: Program, from previous: Program) -> Move? {
        guard program.id == original, previous.id == original, program.variables.count == fixedValues.count,
            previous.variables.count == fixedValues.count, program.rowCount == rowCount, program.sharesRows(with: previous),
            program.objectives == previous.objectives, program.lexicographicTolerance == self.program.lexicographicTolerance,
            program.integralityTolerance == self.program.integralityTolerance,
            program.propagatesAtNodes == self.program.propagatesAtNodes, program.name == self.program.name
        else { return nil }
        let index = self.index ?? ReductionIndex(program, keptColumns: keptColumns, keptRows: keptRows)
        var reduced = self.program
        var fixed = fixedValues
        var columns: [Int] = []
        var moved = false
        var touched = [Bool](repeating: false, count: rowCount)
        var rows: [Int] = []
        for (column, definition) in program.variables.enumerated() where definition != previous.variables[column] {
            guard definition.name == previous.variables[column].name else { return nil }
            if let value = fixed[column] {
                guard definition.lowerBound == definition.upperBound, definition.lowerBound.isFinite else { return nil }
                guard definition.lowerBound != value else { continue }
                fixed[column] = definition.lowerBound
                moved = true
            } else {
                let kept = index.reducedColumn[column]
                reduced.setBounds(
                    of: Variable(index: kept, program: reduced.id), lower: definition.lowerBound, upper: definition.upperBound)
                reduced.setKind(definition.kind, ofVariableAt: kept)
                columns.append(kept)
            }
            for row in index.rows(of: column) where !touched[row] {
                touched[row] = true
                rows.append(row)
            }
        }
        rows.sort()
        var changedRows: [Int] = []
        for row in rows {
            let constraint = program.constraints[row]
            let kept = index.reducedRow[row]
            guard kept >= 0 else {
                // A row left out must still hold at every point of the
                // bounds, as ``init(_:as:)`` asks.
                guard Self.isImplied(constraint, variables: program.variables, fixed: fixed) else { return nil }
                continue
            }
            // A row's terms on kept columns do not change; its constant
            // does where a column left out in it moved.
            let next = Self.reduced(constraint, fixed: fixed, columns: index.reducedColumn, in: reduced.id)
            if next != reduced.constraints[kept] {
                reduced.replaceConstraint(at: kept, with: next)
                changedRows.append(kept)
            }
        }
        if moved {
            reduced.replaceObjectives(
                with: program.objectives.map { Self.reduced($0, fixed: fixed, columns: index.reducedColumn, in: reduced.id) })
        }
        let reduction = ProgramReduction(
            program: reduced, keptColumns: keptColumns, keptRows: keptRows, fixedValues: fixed, original: original,
            objectives: objectives, rowCount: rowCount, index: index)
        return Move(reduction: reduction, columns: columns, rows: changedRows)
    }
}
