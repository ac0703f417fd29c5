import LinearProgram

/// A program rewritten so that GLPK's writers keep its meaning in `format`,
/// with a note for each rewriting (the exported file's header says them):
///
/// - **MPS has no objective sense** in GLPK's reader (no `OBJSENSE`
///   section; every MPS reader defaults to minimising), so a maximised
///   objective `f` is written as `minimise −f`: the optimum point is the
///   same, its value the negation;
/// - **a program without rows** cannot be written by `glp_write_mps` (it
///   asserts) and `glp_write_lp` writes an empty problem, dropping every
///   column; a row `placeholder` over the first column, bounded by that
///   column's own bounds, keeps the feasible set and every column.
///
/// - **GLPK marks a column without entries** `0   $ empty column` in MPS;
///   other readers (CBC, HiGHS) take `$ empty column` for fields and reject
///   the line, so ``portable(_:format:)`` removes the comment and keeps the
///   explicit zero, which every reader (GLPK's too) accepts.
///
/// Only the first objective is written in GLPK's formats (see
/// ``GLPKSolver/write(_:as:to:)``).
public struct GLPKWritableProgram: Sendable {
    /// The program to hand to GLPK's writer.
    public let program: Program
    /// What was rewritten, one sentence each; empty when nothing was.
    public let notes: [String]

    /// `original` rewritten for `format`, with a note per rewriting (none when it can be written as it is).
    public init(_ original: Program, format: GLPKFileFormat) {
        var program = original
        var notes: [String] = []
        if format != .cplexLP, let first = program.objectives.first, first.direction == .maximize {
            let negated = Objective(.minimize, -1 * first.expression, name: first.name)
            program.replaceObjectives(with: [negated] + program.objectives.dropFirst())
            notes.append(
                "The objective is maximised; MPS as GLPK reads it has no objective sense (every MPS reader minimises "
                    + "by default), so it is written as the minimisation of its negation: same optimum point, objective value negated.")
        }
        if program.rowCount == 0 {
            if program.variableCount == 0 { program.addVariable("placeholder.column", lowerBound: 0, upperBound: 0) }
            let column = program.allVariables[0]
            let definition = program.definition(of: column)!
            let name = definition.name
            switch (definition.lowerBound.isFinite, definition.upperBound.isFinite) {
            case (true, true) where definition.lowerBound == definition.upperBound:
                program.addConstraint(column, .equal, definition.lowerBound, name: "placeholder")
            case (true, _):
                program.addConstraint(column, .greaterThanOrEqual, definition.lowerBound, name: "placeholder")
            case (false, true):
                program.addConstraint(column, .lessThanOrEqual, definition.upperBound, name: "placeholder")
            case (false, false):
                program.addConstraint(column, .greaterThanOrEqual, -1e30, name: "placeholder")
            }
            notes.append(
                "The program has no rows, which GLPK's writers cannot write: the row `placeholder` repeats "
                    + "a bound of the column `\(name)` and changes nothing.")
        }
        self.program = program
        self.notes = notes
    }

    /// `text`, written by GLPK in `format`, made readable by other MPS
    /// readers, and a note when anything changed.
    public static func portable(_ text: String, format: GLPKFileFormat) -> (text: String, note: String?) {
        guard format != .cplexLP else { return (text, nil) }
        var removed = 0
        let marker = "$ empty column"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard line.hasSuffix(marker) else { return line }
            removed += 1
            var kept = line.dropLast(marker.count)
            while kept.last == " " { kept = kept.dropLast() }
            return kept
        }
        guard removed > 0 else { return (text, nil) }
        return (
            lines.joined(separator: "\n"),
            "\(removed) column(s) without entries appear with an explicit 0 (GLPK's `$ empty column` comments are "
                + "left out, since other MPS readers take them for fields)."
        )
    }
}
