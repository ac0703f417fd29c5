import ArgumentParser

/// `layoutlp compare`: experiments over engines × models × proposals
/// (`compare run`, the default) and the joining of their shards
/// (`compare merge`); docs/cli.md, "compare".
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Run engines × models × proposals and write tidy rows, an agreement summary and a provenance manifest.",
        discussion:
            "`layoutlp compare MODELS...` runs an experiment (`compare run`); `layoutlp compare merge OUTPUT SHARD...` joins shards; `layoutlp compare rerun MANIFEST` runs one again from its manifest.",
        subcommands: [CompareRunCommand.self, CompareMergeCommand.self, CompareRerunCommand.self],
        defaultSubcommand: CompareRunCommand.self)
}
