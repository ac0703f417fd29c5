import LPLayout
import LayoutExperiments
import LayoutModel
import LinearProgram
import Testing

@Suite struct RowTableTests {
    static func row(id: String?, model: String = "m.json", reason: String? = nil, frame: Rect? = Rect(x: 0, y: 0, width: 72.5, height: 20))
        -> ComparisonRow
    {
        ComparisonRow(
            unit: 3, model: model, folder: ".", proposal: "240x20", engine: "weighted:scope=global", path: "root/0", id: id,
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
        #expect(
            line == "3,m.json,.,240x20,weighted:scope=global,root/0,\"a,\"\"b\"\"\",shape,0,0,72.5,20,laid-out,,38,6,39,6,20,1,,,,,,,,,,,")
    }

    /// What is written reads back as the same rows, line for line, in both formats.
    @Test func rowsReadBackAsWritten() throws {
        let rows = [
            Self.row(id: "a,\"b\"\nc"), Self.row(id: nil, model: "odd \"name\".json", reason: "x: not encoded, yet", frame: nil),
            Self.row(id: "é", frame: Rect(x: 1.0 / 3, y: 0, width: 51.666666666666664, height: 1e-7)),
        ]
        for format in RowFormat.allCases {
            let text = RowTable.text(rows, format: format)
            let parsed = try RowTable.parse(text, format: format, file: "rows")
            #expect(parsed.map(\.row) == rows, "\(format)")
            #expect(RowTable.text(parsed.map(\.row), format: format) == text)
        }
    }

    /// `eligible` is `true`/`false` in CSV and a JSON boolean, and reads
    /// back in both; rows files written before the column read back without it.
    @Test func eligibleReadsBackAsWritten() throws {
        var yes = Self.row(id: "a")
        yes.eligible = true
        var no = Self.row(id: "b")
        no.eligible = false
        #expect(RowTable.csvLine(yes).hasSuffix(",true,,,,,") && RowTable.csvLine(no).hasSuffix(",false,,,,,"))
        #expect(RowTable.jsonLine(yes).contains(#""eligible":true,"#))
        for format in RowFormat.allCases {
            let parsed = try RowTable.parse(RowTable.text([yes, no], format: format), format: format, file: "rows")
            #expect(parsed.map(\.row.eligible) == [true, false], "\(format)")
        }
        let old = RowTable.columns.prefix(25).joined(separator: ",") + "\n" + RowTable.csvLine(Self.row(id: "c")).dropLast(6) + "\n"
        #expect(try RowTable.parse(old, format: .csv, file: "old").map(\.row.eligible) == [nil])
    }

    /// `compare --faces`: `decided` and the four range columns, written
    /// and read back; a tie-broken width of 0…300 reads `tie-break`.
    @Test func facesReadBackAsWritten() throws {
        var tieBroken = Self.row(id: "a")
        tieBroken.face = NodeFace(width: 0...300, height: 20...20)
        var determined = Self.row(id: "b")
        determined.face = NodeFace(width: 72.5...72.5, height: 20...20)
        #expect(RowTable.csvLine(tieBroken).hasSuffix(",20,1,tie-break,0,300,20,20,,,,,,"))
        #expect(RowTable.csvLine(determined).hasSuffix(",20,1,strategy,72.5,72.5,20,20,,,,,,"))
        for format in RowFormat.allCases {
            let text = RowTable.text([tieBroken, determined], format: format)
            #expect(try RowTable.parse(text, format: format, file: "rows").map(\.row) == [tieBroken, determined], "\(format)")
        }
    }

    /// The node's context (issue 28, point 7): the proposal as two numbers
    /// (empty for an unspecified component), the parent's path, the parent
    /// stack's axis and the priority, written and read back in both formats;
    /// a rows file of 26 columns (before them) reads back without them.
    @Test func contextColumnsReadBackAsWritten() throws {
        var child = Self.row(id: "a")
        (child.proposalWidth, child.proposalHeight, child.parent, child.axis, child.priority) = (240, nil, "root", "horizontal", 1.5)
        var root = Self.row(id: "b")
        (root.proposalWidth, root.proposalHeight, root.priority) = (.infinity, 20, 0)
        #expect(RowTable.csvLine(child).hasSuffix(",240,,root,horizontal,1.5"))
        #expect(
            RowTable.jsonLine(child).hasSuffix(
                #""proposal_width":240,"proposal_height":null,"parent":"root","axis":"horizontal","priority":1.5}"#))
        for format in RowFormat.allCases {
            let text = RowTable.text([child, root], format: format)
            #expect(try RowTable.parse(text, format: format, file: "rows").map(\.row) == [child, root], "\(format)")
        }
        let old =
            RowTable.columns.prefix(26).joined(separator: ",") + "\n" + RowTable.csvLine(child).dropLast(",240,,root,horizontal,1.5".count)
            + "\n"
        #expect(try RowTable.parse(old, format: .csv, file: "old").map(\.row.parent) == [nil])
        let badAxis = RowTable.text([child], format: .csv).replacingOccurrences(of: ",horizontal,", with: ",diagonal,")
        #expect(throws: ExperimentFileError.self) { try RowTable.parse(badAxis, format: .csv, file: "bad") }
    }

    /// A rows file written before the face columns existed (20 columns)
    /// reads back with no face.
    @Test func rowsWithoutFaceColumnsReadBack() throws {
        let header = RowTable.columns.prefix(20).joined(separator: ",")
        let text = header + "\n3,m.json,.,240x20,exact,root/0,a,shape,0,0,72.5,20,laid-out,,38,6,39,6,20,1\n"
        let parsed = try RowTable.parse(text, format: .csv, file: "old.csv")
        #expect(parsed.map(\.row.face) == [nil])
        #expect(parsed.first?.row.frame == Rect(x: 0, y: 0, width: 72.5, height: 20))
    }

    @Test func aMalformedRowsFileNamesTheFileAndLine() {
        #expect(
            throws: ExperimentFileError(path: "r.csv", problem: "line 1: expected the header \(RowTable.columns.joined(separator: ","))")
        ) {
            try RowTable.parse("unit,model\n", format: .csv, file: "r.csv")
        }
        #expect(throws: ExperimentFileError(path: "r.csv", problem: "a quoted CSV field is not closed")) {
            try RowTable.parse(RowTable.columns.joined(separator: ",") + "\n1,\"open\n", format: .csv, file: "r.csv")
        }
    }
}
