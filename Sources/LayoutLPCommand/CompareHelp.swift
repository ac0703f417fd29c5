import ArgumentParser

/// `layoutlp compare --help` (and `-h`, `help compare`): the options of
/// `compare run`, the default subcommand, which is what `layoutlp compare
/// MODELS...` runs, followed by the other subcommands. ArgumentParser's own
/// help for a command with subcommands lists only the subcommands, so the
/// twenty options of the command everyone runs would be one level down.
enum CompareHelp {
    /// The help text when `arguments` (without the program name) ask for
    /// `compare`'s help; nil otherwise.
    static func message(for arguments: [String], columns: Int? = nil) -> String? {
        let asked = arguments == ["compare", "--help"] || arguments == ["compare", "-h"] || arguments == ["help", "compare"]
        guard asked else { return nil }
        let run = LayoutLPCommand.helpMessage(for: CompareRunCommand.self, columns: columns)
        var text = "`layoutlp compare MODELS...` runs `compare run`, the default subcommand; its options:\n\n" + run
        if !text.hasSuffix("\n") { text += "\n" }
        let compare = CompareCommand.configuration
        text += "\nCOMPARE SUBCOMMANDS:\n"
        for subcommand in compare.subcommands {
            let isDefault = compare.defaultSubcommand.map { ObjectIdentifier($0) == ObjectIdentifier(subcommand) } ?? false
            let name = subcommand._commandName + (isDefault ? " (default)" : "")
            text += "  " + name + String(repeating: " ", count: Swift.max(2, 24 - name.count)) + subcommand.configuration.abstract + "\n"
        }
        return text + "\n  See 'layoutlp help compare <subcommand>' for detailed help.\n\n"
    }
}
