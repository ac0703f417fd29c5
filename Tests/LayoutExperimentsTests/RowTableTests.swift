import LayoutExperiments
import LayoutModel
import LinearProgram
import Testing

@Suite struct RowTableTests {
    static func row(id: String?, model: String = "m.json", reason: String? = nil, frame: Rect? = Rect(x: 0, y: 0, width: 72.5, height: 20))
        -> ComparisonRow {
        ComparisonRow(unit: 3, model: model, folder: ".", proposal: "240x20", engine: "weighted:scope=global", path: "root/0", id: id,
                      family: "shape", frame: frame, status: frame == nil ? .refused : .laidOut, reason: reason,
                      program: ComparisonRow.ProgramSize(variables: 38, integers: 6, rows: 39, fixedIntegers: 6),
                      effort: SolverEffort(simplexIterations: 20, branchAndCutNodes: 1))
    }

    /// RFC 4180, section 2: fields with commas, quotes or line breaks are
    /// quoted, and a quote inside is doubled; other fields are written as they are.
    @Test func csvQuotesCommasQuotesAndLineBreaks() {
        #expect(RowTable.csvField("plain") == "plain")
        #expect(RowTable.csvField("a,b") == "\"a,b\"")
        #expect(RowTable.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(RowTable.csvField("two\nlines") == "\"two\nlines\"")
        #expect(RowTable.csvField(" padded") == "\" padded\"")
        let line = RowTable.csvLine(Self.row(id: "a,\"b\""))
        #expect(line == "3,m.json,.,240x20,weighted:scope=global,root/0,\"a,\"\"b\"\"\",shape,0,0,72.5,20,laid-out,,38,6,39,6,20,1")
    }

    /// What is written reads back as the same rows, line for line, in both formats.
    @Test func rowsReadBackAsWritten() throws {
        let rows = [Self.row(id: "a,\"b\"\nc"), Self.row(id: nil, model: "odd \"name\".json", reason: "x: not encoded, yet", frame: nil),
                    Self.row(id: "é", frame: Rect(x: 1.0 / 3, y: 0, width: 51.666666666666664, height: 1e-7))]
        for format in RowFormat.allCases {
            let text = RowTable.text(rows, format: format)
            let parsed = try RowTable.parse(text, format: format, file: "rows")
            #expect(parsed.map(\.row) == rows, "\(format)")
            #expect(RowTable.text(parsed.map(\.row), format: format) == text)
        }
    }

    @Test func aMalformedRowsFileNamesTheFileAndLine() {
        #expect(throws: ExperimentFileError(path: "r.csv", problem: "line 1: expected the header \(RowTable.columns.joined(separator: ","))")) {
            try RowTable.parse("unit,model\n", format: .csv, file: "r.csv")
        }
        #expect(throws: ExperimentFileError(path: "r.csv", problem: "a quoted CSV field is not closed")) {
            try RowTable.parse(RowTable.columns.joined(separator: ",") + "\n1,\"open\n", format: .csv, file: "r.csv")
        }
    }
}
