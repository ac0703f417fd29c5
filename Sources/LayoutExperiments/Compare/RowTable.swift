import Foundation
import LPLayout
import LayoutModel
import LinearProgram

/// Rows as text: CSV (RFC 4180) or JSON lines, and back. Columns, in order:
/// `unit, model, folder, proposal, engine, path, id, family, x, y, width,
/// height, status, reason, variables, integers, rows, fixed_integers,
/// simplex_iterations, bnc_nodes, decided, width_min, width_max,
/// height_min, height_max, eligible, proposal_width, proposal_height,
/// parent, axis, priority`;
/// an absent value is an empty CSV field or JSON `null`. Files written
/// before the face columns, `eligible` or the last five existed read back
/// with them absent.
public enum RowTable {
    /// The column names, in order.
    public static let columns = [
        "unit", "model", "folder", "proposal", "engine", "path", "id", "family", "x", "y", "width", "height",
        "status", "reason", "variables", "integers", "rows", "fixed_integers",
        "simplex_iterations", "bnc_nodes", "decided", "width_min", "width_max", "height_min", "height_max",
        "eligible", "proposal_width", "proposal_height", "parent", "axis", "priority",
    ]

    /// The columns before `decided` (rows files of earlier versions).
    static let columnsWithoutFaces = Array(columns.prefix(20))
    /// The columns before `eligible` (rows files of earlier versions).
    static let columnsWithoutEligible = Array(columns.prefix(25))
    /// The columns before `proposal_width` (rows files of earlier versions).
    static let columnsWithoutContext = Array(columns.prefix(26))

    /// The whole file: a header line (CSV) and one line per row, each ending with a newline.
    public static func text(_ rows: [ComparisonRow], format: RowFormat) -> String {
        switch format {
        case .csv: (([columns.joined(separator: ",")]) + rows.map(csvLine)).map { $0 + "\n" }.joined()
        case .jsonl: rows.map { jsonLine($0) + "\n" }.joined()
        }
    }

    /// A row's fields as text, nil for absent ones, in column order.
    static func fields(_ row: ComparisonRow) -> [String?] {
        let frame = row.frame
        return [
            String(row.unit), row.model, row.folder, row.proposal, row.engine, row.path, row.id, row.family,
            frame.map { ExperimentNumber.text($0.origin.x) }, frame.map { ExperimentNumber.text($0.origin.y) },
            frame.map { ExperimentNumber.text($0.size.width) }, frame.map { ExperimentNumber.text($0.size.height) },
            row.status.rawValue, row.reason,
            row.program.map { String($0.variables) }, row.program.map { String($0.integers) }, row.program.map { String($0.rows) },
            row.program.map { String($0.fixedIntegers) },
            row.effort.map { String($0.simplexIterations) }, row.effort.map { String($0.branchAndCutNodes) },
            row.face.map(\.decidedBy),
            row.face.map { ExperimentNumber.text($0.width.lowerBound) }, row.face.map { ExperimentNumber.text($0.width.upperBound) },
            row.face.map { ExperimentNumber.text($0.height.lowerBound) }, row.face.map { ExperimentNumber.text($0.height.upperBound) },
            row.eligible.map { $0 ? "true" : "false" },
            row.proposalWidth.map(ExperimentNumber.text), row.proposalHeight.map(ExperimentNumber.text),
            row.parent, row.axis, row.priority.map(ExperimentNumber.text),
        ]
    }

    /// Which columns are numbers in JSON.
    private static let numericColumns: Set<Int> = [0, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 26, 27, 30]

    /// One CSV record (no newline).
    public static func csvLine(_ row: ComparisonRow) -> String {
        fields(row).map { csvField($0 ?? "") }.joined(separator: ",")
    }

    /// `field` quoted when it holds a comma, a quote, a line break or
    /// leading or trailing spaces (quotes doubled), as RFC 4180 says.
    public static func csvField(_ field: String) -> String {
        let needsQuotes =
            field.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || field.first == " " || field.last == " "
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// One JSON object (no newline), keys in column order.
    public static func jsonLine(_ row: ComparisonRow) -> String {
        let members = zip(columns, fields(row)).enumerated().map { index, pair -> String in
            let (name, value) = pair
            let text: String
            if let value {
                let isNumber = numericColumns.contains(index) && Double(value)?.isFinite == true
                // `eligible` is a JSON boolean.
                text = isNumber || columns[index] == "eligible" ? value : ExperimentJSON.quoted(value)
            } else {
                text = "null"
            }
            return ExperimentJSON.quoted(name) + ":" + text
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// The records of a CSV text (RFC 4180: quoted fields may hold commas,
    /// doubled quotes and line breaks), each with its raw text.
    ///
    /// - Throws: ``ExperimentFileError`` naming `file` for an unterminated quote.
    public static func csvRecords(_ text: String, file: String) throws(ExperimentFileError) -> [(fields: [String], raw: String)] {
        var records: [(fields: [String], raw: String)] = []
        var fields: [String] = []
        var field = ""
        var raw = ""
        var quoted = false
        var iterator = Array(text).makeIterator()
        var pending: Character? = nil
        func nextCharacter() -> Character? {
            if let character = pending { pending = nil; return character }
            return iterator.next()
        }
        while let character = nextCharacter() {
            if quoted {
                raw.append(character)
                if character == "\"" {
                    if let following = nextCharacter() {
                        if following == "\"" { field.append("\""); raw.append(following) } else { quoted = false; pending = following }
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                quoted = true
                raw.append(character)
            case ",":
                fields.append(field)
                field = ""
                raw.append(character)
            case "\n", "\r\n":
                fields.append(field)
                records.append((fields, raw))
                fields = []
                field = ""
                raw = ""
            default:
                field.append(character)
                raw.append(character)
            }
        }
        guard !quoted else { throw ExperimentFileError(path: file, problem: "a quoted CSV field is not closed") }
        if !raw.isEmpty || !fields.isEmpty {
            fields.append(field)
            records.append((fields, raw))
        }
        return records
    }

    /// The rows of a rows file, each with its line as written.
    ///
    /// - Throws: ``ExperimentFileError`` naming `file` and the line for a
    ///   header or record that is not as ``text(_:format:)`` writes it.
    public static func parse(_ text: String, format: RowFormat, file: String) throws(ExperimentFileError) -> [(
        row: ComparisonRow, line: String
    )] {
        switch format {
        case .csv:
            let records = try csvRecords(text, file: file)
            guard let header = records.first,
                [columns, columnsWithoutFaces, columnsWithoutEligible, columnsWithoutContext].contains(header.fields)
            else {
                throw ExperimentFileError(path: file, problem: "line 1: expected the header \(columns.joined(separator: ","))")
            }
            let missing = columns.count - header.fields.count
            var rows: [(row: ComparisonRow, line: String)] = []
            for (offset, record) in records.dropFirst().enumerated() {
                var values = record.fields.map { $0.isEmpty ? nil : $0 }
                if values.count == header.fields.count { values += [String?](repeating: nil, count: missing) }
                rows.append((try row(values, file: file, line: offset + 2), record.raw))
            }
            return rows
        case .jsonl:
            var rows: [(row: ComparisonRow, line: String)] = []
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw ExperimentFileError(path: file, problem: "line \(offset + 1): expected a JSON object")
                }
                let values = columns.map { name -> String? in
                    switch object[name] {
                    case let string as String: string
                    case let flag as Bool where name == "eligible": flag ? "true" : "false"
                    case let number as NSNumber: ExperimentNumber.text(number.doubleValue)
                    default: nil
                    }
                }
                rows.append((try row(values, file: file, line: offset + 1), String(line)))
            }
            return rows
        }
    }

    /// A row from its fields in column order.
    private static func row(_ values: [String?], file: String, line: Int) throws(ExperimentFileError) -> ComparisonRow {
        func failure(_ what: String) -> ExperimentFileError {
            ExperimentFileError(path: file, problem: "line \(line): \(what)")
        }
        guard values.count == columns.count else { throw failure("expected \(columns.count) fields, found \(values.count)") }
        func required(_ index: Int) throws(ExperimentFileError) -> String {
            guard let value = values[index] else { throw failure("\(columns[index]): expected a value") }
            return value
        }
        func number(_ index: Int) throws(ExperimentFileError) -> Double? {
            guard let text = values[index] else { return nil }
            guard let value = ExperimentNumber.value(text) else { throw failure("\(columns[index]): expected a number, not \(text)") }
            return value
        }
        func integer(_ index: Int) throws(ExperimentFileError) -> Int? {
            guard let text = values[index] else { return nil }
            guard let value = Int(text) else { throw failure("\(columns[index]): expected a whole number, not \(text)") }
            return value
        }
        guard let unit = try integer(0) else { throw failure("unit: expected a whole number") }
        guard let status = RowStatus(rawValue: try required(12)) else {
            throw failure("status: expected one of \(RowStatus.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var frame: Rect?
        if let x = try number(8), let y = try number(9), let width = try number(10), let height = try number(11) {
            frame = Rect(x: x, y: y, width: width, height: height)
        }
        var program: ComparisonRow.ProgramSize?
        if let variables = try integer(14), let integers = try integer(15), let rows = try integer(16), let fixed = try integer(17) {
            program = ComparisonRow.ProgramSize(variables: variables, integers: integers, rows: rows, fixedIntegers: fixed)
        }
        var effort: SolverEffort?
        if let iterations = try integer(18), let nodes = try integer(19) {
            effort = SolverEffort(simplexIterations: iterations, branchAndCutNodes: nodes)
        }
        var face: NodeFace?
        if let decided = values[20] {
            guard decided == "strategy" || decided == "tie-break" else {
                throw failure("decided: expected strategy or tie-break, not \(decided)")
            }
            guard let widthMin = try number(21), let widthMax = try number(22), let heightMin = try number(23),
                let heightMax = try number(24),
                widthMin <= widthMax, heightMin <= heightMax
            else {
                throw failure("width_min, width_max, height_min, height_max: expected four numbers, each least before greatest")
            }
            face = NodeFace(width: widthMin...widthMax, height: heightMin...heightMax)
        }
        var eligible: Bool?
        if let text = values[25] {
            guard text == "true" || text == "false" else { throw failure("eligible: expected true or false, not \(text)") }
            eligible = text == "true"
        }
        if let axis = values[29], axis != "horizontal", axis != "vertical" {
            throw failure("axis: expected horizontal or vertical, not \(axis)")
        }
        return ComparisonRow(
            unit: unit, model: try required(1), folder: try required(2), proposal: try required(3), engine: try required(4),
            path: try required(5), id: values[6], family: try required(7), frame: frame, status: status, reason: values[13],
            program: program, effort: effort, face: face, eligible: eligible, proposalWidth: try number(26),
            proposalHeight: try number(27), parent: values[28], axis: values[29], priority: try number(30))
    }
}
