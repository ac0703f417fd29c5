import LayoutModel

/// The comment lines at the top of an exported program: which model,
/// strategy and proposal it is for, whether it is the program the engine's
/// solver gets (`--prepared`, the default) or the one compiled, and what was
/// rewritten so GLPK's writers keep its meaning (`GLPKWritableProgram`).
struct ExportHeader {
    var model: LoadedModel
    var strategy: String
    var prepared: Bool

    var lines: [String] {
        [
            "layoutlp export: \(model.title), strategy \(strategy), proposal \(model.problem.proposal)",
            prepared
                ? "The program the LP engine's solver gets: bounded to the proposal, integer bounds tightened by "
                    + "propagation and probing (export --prepared, the default)."
                : "The program as compiled, bounded to the proposal only, before propagation and probing "
                    + "(export --no-prepared); the engine solves the tightened program.",
        ]
    }

    /// A number as the header writes it: the shortest text that reads back to the same double.
    static func number(_ value: Double) -> String {
        "\(value)"
    }

    func comment(for format: ExportFormat, notes: [String]) -> String {
        Self.comment(lines: lines + notes, for: format)
    }

    /// `lines` as comments of `format`: `\ ` in CPLEX LP, `* ` in MPS.
    static func comment(lines: [String], for format: ExportFormat) -> String {
        let marker =
            switch format {
            case .lp, .glpkLP: "\\ "
            case .mps, .fixedMPS: "* "
            }
        // A comment is one line: a line break in a model's name must not end it.
        return lines.map { marker + $0.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ") + "\n" }.joined()
    }
}
