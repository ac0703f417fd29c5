import LayoutTestSupport
import LinearProgram
import Testing

@Suite("CPLEX LP writer")
struct CPLEXLPWriterTests {
    /// Every section and bound form, escaped names, merged terms, an unused
    /// variable and a second objective (shared with the GLPK tests).
    static func sampleProgram() -> Program { SamplePrograms.mixed().program }

    @Test func writesTheWholeProgramAsExpected() throws {
        // Written by hand: 2w - 0.5h + w merges to 3w - 0.5h; n + b + f - 1 = 5
        // moves the constant right (= 6); "unused" appears in no row, so it
        // gets "+ 0 unused" in the objective; the objective constant 4 and the
        // second objective are comments; binary "use spacer" has no bounds line.
        let expected = #"""
            \* Problem: writer-sample *\

            Maximize
             size: w(root/0/frame) + 2 h(root/0/frame) - 3 count + 0 unused
            \* constant term = 4 *\
            \* Objective 2 (lexicographic): Minimize obj2: use~20spacer + ~32x *\

            Subject To
             fit(root): w(root/0/frame) + h(root/0/frame) <= 120
             ~r2: 3 w(root/0/frame) - 0.5 h(root/0/frame) >= 10
             ~r3: count + use~20spacer + ~32x = 6
             z~2Bm: z + margin.top <= 7

            Bounds
             0 <= w(root/0/frame) <= 100
             h(root/0/frame) free
             1 <= count <= 4
             ~32x = 3
             -inf <= z <= 5
             margin.top >= 2

            Generals
             count

            Binary
             use~20spacer

            End

            """#
        #expect(try CPLEXLPWriter().text(for: Self.sampleProgram()) == expected)
    }

    @Test func outputIsDeterministic() throws {
        let program = Self.sampleProgram()
        #expect(try CPLEXLPWriter().text(for: program) == CPLEXLPWriter().text(for: program))
    }

    @Test func longRowsWrapWithIndentedContinuationLines() throws {
        var program = Program()
        let variables = (0..<30).map { program.addVariable("width[node/\($0)]") }
        program.addConstraint(variables.reduce(LinearExpression.zero) { $0 + $1 }, .lessThanOrEqual, 300, name: "sum")
        let lines = try CPLEXLPWriter().text(for: program).split(separator: "\n", omittingEmptySubsequences: false)
        let rowLines = lines.drop { $0 != "Subject To" }.dropFirst().prefix { !$0.isEmpty }
        #expect(rowLines.count > 1)
        #expect(rowLines.allSatisfy { $0.count <= 79 && $0.hasPrefix(" ") })
        #expect(rowLines.last?.hasSuffix("<= 300") == true)
    }

    @Test func programWithoutConstraintsGetsAPlaceholderRow() throws {
        var program = Program()
        let x = program.addVariable("x", upperBound: 2)
        program.addObjective(.maximize(x))
        let text = try CPLEXLPWriter().text(for: program)
        #expect(text.contains("Subject To\n ~r0: 0 x >= 0\n"))
    }

    @Test func numbersUseTheirShortestExactForm() throws {
        var program = Program()
        let x = program.addVariable("x")
        program.addConstraint(0.1 * x, .lessThanOrEqual, 1e-7)
        program.addConstraint(-2.5 * x, .greaterThanOrEqual, -3)
        let text = try CPLEXLPWriter().text(for: program)
        #expect(text.contains(" ~r1: 0.1 x <= 1e-07\n"))
        #expect(text.contains(" ~r2: -2.5 x >= -3\n"))
    }

    @Test func invalidProgramIsNotWritten() {
        var program = Program()
        let x = program.addVariable("x", lowerBound: 1, upperBound: 0)
        #expect(throws: ProgramError.invalidBounds(x, name: "x", lower: 1, upper: 0)) {
            try CPLEXLPWriter().text(for: program)
        }
    }

    @Test func nameTooLongOnceEncodedIsRejected() {
        var program = Program()
        _ = program.addVariable(String(repeating: " ", count: 100))  // 100 bytes → 300 once escaped
        #expect(throws: ProgramError.self) { try CPLEXLPWriter().text(for: program) }
    }
}
