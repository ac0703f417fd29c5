import ArgumentParser
import LPLayout
import LayoutModel
import LinearProgram
import Testing

@testable import LayoutLPCommand

/// The exit code of each error the LP engine and the export throw
/// (CommandFailure.swift, docs/cli.md's table): bad input 2, not encoded 3,
/// engine or solver failure 4. Tested in-process, since most of these cannot
/// be provoked through the executable with a working encoding.
@Suite struct ExitCodeTests {
    static let unsupported = UnsupportedLayoutError(engine: "lp/exact", path: "root/0", element: "Text", note: "not encoded")

    @Test func proposalOutOfRangeIsBadInput() {
        #expect(CommandFailure.code(for: LPLayoutError.proposalOutOfRange(axis: .horizontal, value: 2e4, limit: 1e4)) == .badInput)
        #expect(ExitCode.badInput.rawValue == 2)
    }

    @Test func anElementTheStrategyDoesNotEncodeIsUnsupported() {
        #expect(CommandFailure.code(for: LPLayoutError.unsupported(Self.unsupported)) == .unsupported)
        #expect(CommandFailure.code(for: Self.unsupported) == .unsupported)
        #expect(ExitCode.unsupported.rawValue == 3)
    }

    @Test func solverAndEncodingFailuresAreEngineFailures() {
        let noOptimum = NoOptimum(reason: .infeasible, objectiveIndex: 0, detail: "fake")
        let shape = ProposalShape(width: .finite, height: .finite)
        let failures: [LPLayoutError] = [
            .noOptimum(noOptimum),
            .solverFailed(message: "fake"),
            .noLayout(path: "root", frame: "x nan y 0 w 0 h 0"),
            .proposalShapeMismatch(expected: shape, got: ProposalShape(width: .unspecified, height: .finite)),
        ]
        for failure in failures {
            #expect(CommandFailure.code(for: failure) == .engineFailure, "\(failure)")
        }
        #expect(ExitCode.engineFailure.rawValue == 4)
    }

    @Test func anUnwritableOutputFileIsBadInput() {
        let error = OutputFileError(path: "/no/such/file.lp", reason: "no such folder")
        #expect(CommandFailure.code(for: error) == .badInput)
        #expect(error.description == "/no/such/file.lp: cannot write the output file: no such folder")
    }

    @Test func anInvalidProgramIsAnEngineFailure() {
        // A program the encoding built wrong is a bug, not bad input.
        #expect(CommandFailure.code(for: ProgramError.emptyConstraintName(index: 0)) == .engineFailure)
    }
}
