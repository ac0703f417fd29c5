/// Writes a program as CPLEX LP text that GLPK (`glpsol --lp`, `glp_read_lp`)
/// reads, without needing a solver, so that programs can be read and diffed.
///
/// The output is deterministic: variables in index order, constraints in
/// program order, terms merged (``LinearExpression/simplified()``) in order
/// of first appearance, numbers in their shortest exact form (`3`, `0.1`,
/// `1e-07`). Sections: a `\* Problem: name *\` comment, `Minimize` or
/// `Maximize`, `Subject To`, then `Bounds`, `Generals` and `Binary` when
/// needed, and `End`.
///
/// Names are mapped with ``CPLEXLPName``; the objective is labelled with its
/// name or `obj`, unnamed rows `~r<k>` (k = 1-based row number). Every line
/// but the section keywords starts with a space, because GLPK's reader takes
/// a letter at the start of a line as a possible keyword.
///
/// What the format cannot say, and what is written instead:
/// - only the first objective is the LP objective; later ones of the
///   lexicographic sequence follow as comments;
/// - an objective's constant is a comment (`\* constant term = 5 *\`);
/// - a variable that appears in no constraint gets a `+ 0 name` term in the
///   objective so that readers still create it (as GLPK's writer does);
/// - an empty objective or constraint is written `0 name` with the first
///   variable; a program without constraints gets the placeholder row
///   `~r0: 0 name >= 0`, because GLPK's reader requires at least one row;
/// - a program without variables is written as a comment only.
public struct CPLEXLPWriter: Sendable {
    /// Lines of terms are wrapped before they would exceed this many characters.
    public var maximumLineLength = 79

    /// A writer with the default line length.
    public init() {}

    /// The CPLEX LP text of `program`.
    ///
    /// - Throws: ``ProgramError`` when the program is invalid
    ///   (``Program/validate()``) or a name exceeds 255 characters once encoded.
    public func text(for program: Program) throws(ProgramError) -> String {
        try program.validate()
        let names = try program.variables.map { definition throws(ProgramError) in try lpName(definition.name) }
        var lines = ["\\* Problem: \(program.name ?? "Unknown") *\\", ""]
        guard let firstName = names.first else {
            lines += ["\\* The program has no variables, which the CPLEX LP format cannot express. *\\", "", "End"]
            return lines.joined(separator: "\n") + "\n"
        }
        lines += try objectiveSection(program, names: names, firstName: firstName)
        lines += try constraintSection(program, names: names, firstName: firstName)
        lines += boundsSection(program, names: names)
        lines += listSection("Generals", program, names: names) { $0 == .integer }
        lines += listSection("Binary", program, names: names) { $0 == .binary }
        lines.append("End")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The objective line, its constant, unused variables, and later objectives as comments.
    private func objectiveSection(_ program: Program, names: [String], firstName: String) throws(ProgramError) -> [String] {
        let first = program.objectives.first
        let expression = first?.expression.simplified() ?? .zero
        var used = Set(expression.terms.map(\.variable.index))
        for constraint in program.constraints {
            used.formUnion(constraint.expression.terms.map(\.variable.index))
        }
        var parts = expression.terms.map { (name: names[$0.variable.index], coefficient: $0.coefficient) }
        parts += names.indices.filter { !used.contains($0) }.map { (name: names[$0], coefficient: 0) }
        var lines = [first?.direction == .maximize ? "Maximize" : "Minimize"]
        lines += wrap(" \(try lpName(first?.name ?? "obj")):", terms(parts, firstName: firstName))
        if expression.constant != 0 {
            lines.append("\\* constant term = \(Self.number(expression.constant)) *\\")
        }
        for (index, objective) in program.objectives.enumerated().dropFirst() {
            let later = objective.expression.simplified()
            let label = try lpName(objective.name ?? "obj\(index + 1)")
            var text = terms(later.terms.map { (names[$0.variable.index], $0.coefficient) }, firstName: firstName)
            if later.constant != 0 {
                text.append(later.constant < 0 ? "- \(Self.number(-later.constant))" : "+ \(Self.number(later.constant))")
            }
            let direction = objective.direction == .maximize ? "Maximize" : "Minimize"
            lines.append("\\* Objective \(index + 1) (lexicographic): \(direction) \(label): \(text.joined(separator: " ")) *\\")
        }
        return lines + [""]
    }

    /// `Subject To` and one line (or more, wrapped) per constraint.
    private func constraintSection(_ program: Program, names: [String], firstName: String) throws(ProgramError) -> [String] {
        var lines = ["Subject To"]
        if program.constraints.isEmpty {
            lines.append(" ~r0: 0 \(firstName) >= 0")
        }
        for (index, constraint) in program.constraints.enumerated() {
            let form = constraint.standardForm
            let label = try constraint.name.map { name throws(ProgramError) in try lpName(name) } ?? "~r\(index + 1)"
            var parts = terms(form.terms.map { (names[$0.variable.index], $0.coefficient) }, firstName: firstName)
            parts.append("\(form.relation.symbol) \(Self.number(form.rhs))")
            lines += wrap(" \(label):", parts)
        }
        return lines + [""]
    }

    /// `Bounds` with one line per variable whose bounds differ from the
    /// format's default [0, +∞) (binary variables excepted: their section implies [0, 1]).
    private func boundsSection(_ program: Program, names: [String]) -> [String] {
        var lines: [String] = []
        for (index, definition) in program.variables.enumerated() where definition.kind != .binary {
            let (lower, upper, name) = (definition.lowerBound, definition.upperBound, names[index])
            switch (lower.isFinite, upper.isFinite) {
            case (true, false) where lower == 0: continue
            case (true, false): lines.append(" \(name) >= \(Self.number(lower))")
            case (false, false): lines.append(" \(name) free")
            case (false, true): lines.append(" -inf <= \(name) <= \(Self.number(upper))")
            case (true, true) where lower == upper: lines.append(" \(name) = \(Self.number(lower))")
            case (true, true): lines.append(" \(Self.number(lower)) <= \(name) <= \(Self.number(upper))")
            }
        }
        return lines.isEmpty ? [] : ["Bounds"] + lines + [""]
    }

    /// A section listing the variables of the kinds `include` accepts.
    private func listSection(
        _ keyword: String, _ program: Program, names: [String], include: (VariableKind) -> Bool
    ) -> [String] {
        let listed = program.variables.indices.filter { include(program.variables[$0].kind) }.map { " \(names[$0])" }
        return listed.isEmpty ? [] : [keyword] + listed + [""]
    }

    /// `3 x`, `+ 2 y`, `- z`: the first term carries its sign, later ones a
    /// separate `+` or `-`; `0 first` when there are none.
    private func terms(_ parts: [(name: String, coefficient: Double)], firstName: String) -> [String] {
        guard !parts.isEmpty else { return ["0 \(firstName)"] }
        return parts.enumerated().map { position, part in
            let magnitude = abs(part.coefficient) == 1 ? "" : "\(Self.number(abs(part.coefficient))) "
            let sign = part.coefficient < 0 ? "-" : "+"
            if position == 0 {
                return (sign == "-" ? "-" : "") + magnitude + part.name
            }
            return "\(sign) \(magnitude)\(part.name)"
        }
    }

    /// Joins `parts` after `head`, starting a new line (indented by a space)
    /// when a line would grow past ``maximumLineLength``.
    private func wrap(_ head: String, _ parts: [String]) -> [String] {
        var lines: [String] = []
        var line = head
        for part in parts {
            if line.count + 1 + part.count > maximumLineLength, line != head {
                lines.append(line)
                line = " "
            }
            line += " " + part
        }
        return lines + [line]
    }

    /// The encoded name, checked against the format's length limit.
    private func lpName(_ name: String) throws(ProgramError) -> String {
        let encoded = CPLEXLPName.encode(name)
        guard encoded.utf8.count <= CPLEXLPName.maximumLength else {
            throw .nameTooLongForCPLEXLP(name: name, encoded: encoded)
        }
        return encoded
    }

    /// The shortest text that reads back as `value`: whole numbers without a
    /// fraction (`3`, `-2`), others as Swift prints them (`0.1`, `1e-07`).
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
