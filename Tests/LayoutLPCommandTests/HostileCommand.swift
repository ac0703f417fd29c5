/// The commands that read a model, as the hostile-input manifest names them
/// (HostileInputs/manifest.json).
enum HostileCommand: String, CaseIterable, Sendable, Codable {
    /// `solve` with the greedy engine.
    case solve
    /// `solve --engine exact`.
    case lp
    /// `check`: greedy against lp/exact, and `expect`.
    case check
    /// `export --format lp`: builds the program without solving it.
    case export
    /// `render -o FILE.svg` with the greedy engine.
    case render
    /// `check --engine all`.
    case strategies

    /// The arguments for `model`; `picture` is where `render` writes.
    func arguments(model: String, picture: String) -> [String] {
        switch self {
        case .solve: ["solve", model]
        case .lp: ["solve", model, "--engine", "exact"]
        case .check: ["check", model]
        case .export: ["export", model, "--format", "lp"]
        case .render: ["render", model, "-o", picture]
        case .strategies: ["check", model, "--engine", "all"]
        }
    }

    /// Whether the command reports an engine's refusal, missing layout or
    /// failure in its table (exit 3 or 4 with the table on standard output)
    /// rather than as an error line.
    var reportsEnginesInATable: Bool { self == .strategies }
}
