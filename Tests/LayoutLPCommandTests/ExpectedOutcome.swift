import Testing

/// What one run of a command on a hostile input must show (docs/cli.md):
/// no crash and no hang, the documented exit code, and for bad input a
/// first error line that names the file, the position when there is one,
/// and the JSON path: `layoutlp: error: FILE:LINE:COLUMN: $.path: …`.
struct ExpectedOutcome {
    var command: HostileCommand
    /// The model as the command was given it.
    var model: String
    /// The documented exit code.
    var exit: Int
    /// The exit code today when it differs from the documented one because
    /// of a known bug elsewhere (`HostileCase.KnownIssue`).
    var knownExit: Int?
    var knownIssue: String?
    /// Exit 2: the JSON path (empty: none, a file that cannot be read), and
    /// `LINE:COLUMN` when the error has a position.
    var jsonPath: String?
    var position: String?
    /// Exit 3 or 4: how the first error line goes on after `layoutlp: error: MODEL: `.
    var error: String?
    /// A warning expected first on standard error (after `layoutlp: warning: `).
    var warning: String?

    /// Verifies `run` of `command` on `model` against this outcome.
    func verifying(
        model: String, command: HostileCommand = .solve, _ run: BoundedRun,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var outcome = self
        outcome.model = model
        outcome.command = command
        outcome.verify(run, sourceLocation: sourceLocation)
    }

    func verify(_ run: BoundedRun, sourceLocation: SourceLocation = #_sourceLocation) {
        let what = "\(run.arguments.joined(separator: " ")): \(run.firstErrorLine.prefix(400))"
        guard case .exited(let status) = run.ending else {
            Issue.record(
                "\(run.ending == .timedOut ? "hung (killed after the deadline)" : "crashed (\(run.ending))"): \(what)",
                sourceLocation: sourceLocation)
            return
        }
        #expect((0...4).contains(status), "\(what)", sourceLocation: sourceLocation)
        #expect(
            Int(status) == exit || Int(status) == knownExit, "exit \(status), documented \(exit): \(what)", sourceLocation: sourceLocation)
        if let knownExit, let knownIssue {
            withKnownIssue("exit \(knownExit) instead of \(exit): \(knownIssue)") {
                #expect(Int(status) == exit, "\(what)", sourceLocation: sourceLocation)
            }
        }
        verifyMessages(run, status: Int(status), what: what, sourceLocation: sourceLocation)
    }

    /// The first lines: the error naming file and path, the engine's error,
    /// the table, or warnings only.
    private func verifyMessages(_ run: BoundedRun, status: Int, what: String, sourceLocation: SourceLocation) {
        let first = run.firstErrorLine
        switch status {
        case 2:
            let place = position.map { ":\($0)" } ?? ""
            let path = jsonPath == "" ? "" : "\(jsonPath ?? "$"): "
            let expected = "layoutlp: error: \(model)\(place): \(path)"
            #expect(first.hasPrefix(expected), "first error line should start with \(expected)\n\(what)", sourceLocation: sourceLocation)
        case 3 where !command.reportsEnginesInATable, 4 where !command.reportsEnginesInATable:
            let expected = "layoutlp: error: \(model): " + (error ?? "")
            #expect(first.hasPrefix(expected), "first error line should start with \(expected)\n\(what)", sourceLocation: sourceLocation)
            if status == 3 {
                #expect(first.contains("does not lay out"), "a refusal names the element: \(what)", sourceLocation: sourceLocation)
            }
        default:
            // A success, a disagreement, or a table of verdicts: warnings at most.
            let lines = run.standardError.split(separator: "\n")
            #expect(lines.allSatisfy { $0.hasPrefix("layoutlp: warning: ") }, "\(what)", sourceLocation: sourceLocation)
            if let warning {
                #expect(first.hasPrefix("layoutlp: warning: " + warning), "\(what)", sourceLocation: sourceLocation)
            }
            if status != 0 || command == .strategies {
                let verdict = run.standardOutput.hasPrefix("FAILED: ") || (status != 1 && run.standardOutput.hasPrefix("ok: "))
                #expect(
                    verdict, "\(run.arguments.joined(separator: " ")): \(run.standardOutput.prefix(200))", sourceLocation: sourceLocation)
            }
        }
    }
}
