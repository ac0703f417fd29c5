import Testing

/// `layoutlp compare --help` shows the options of `compare run` (the
/// default subcommand, which `layoutlp compare MODELS...` runs) and then
/// the other subcommands (docs/cli.md, "compare").
@Suite struct CompareHelpTests {
    @Test(arguments: [["compare", "--help"], ["compare", "-h"], ["help", "compare"]])
    func compareHelpShowsTheOptionsOfTheDefaultSubcommand(_ arguments: [String]) throws {
        let run = try CommandRunner.run(arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let text = run.standardOutput
        for expected in [
            "USAGE: layoutlp compare run", "--engine", "--width", "--shard", "--metrics",
            "COMPARE SUBCOMMANDS:", "run (default)", "merge", "rerun",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
    }

    /// The subcommands' own help is ArgumentParser's, unchanged.
    @Test func aSubcommandsHelpIsItsOwn() throws {
        let merge = try CommandRunner.run(["compare", "merge", "--help"])
        #expect(merge.status == 0)
        #expect(merge.standardOutput.contains("USAGE: layoutlp compare merge"))
        #expect(!merge.standardOutput.contains("COMPARE SUBCOMMANDS:"))
    }
}
