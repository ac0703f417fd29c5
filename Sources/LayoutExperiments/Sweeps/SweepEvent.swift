import LayoutModel

/// Something a sweep found between neighbouring proposals, or starting at one.
public struct SweepEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public var kind: SweepEventKind
    /// The engine's name.
    public var engine: String
    /// The node's index in the tree.
    public var node: Int
    /// The node's path.
    public var path: String
    /// The node's id, when it has one.
    public var id: String?
    /// The proposal before (nil for an onset at the first proposal).
    public var before: ProposedViewSize?
    /// The proposal at which the event shows.
    public var at: ProposedViewSize
    /// The numbers, as text (`width 120 -> 40`).
    public var detail: String

    /// An event of `kind` for `node` (its `path` and `id`) under `engine`, between `before` and `at`, its numbers in `detail`.
    public init(
        kind: SweepEventKind, engine: String, node: Int, path: String, id: String?, before: ProposedViewSize?,
        at: ProposedViewSize, detail: String
    ) {
        self.kind = kind
        self.engine = engine
        self.node = node
        self.path = path
        self.id = id
        self.before = before
        self.at = at
        self.detail = detail
    }

    /// `engine kind node (before -> at): detail`.
    public var description: String {
        let name = id.map { "#\($0) (\(path))" } ?? path
        let span = before.map { "\(Self.text($0)) -> \(Self.text(at))" } ?? "at \(Self.text(at))"
        return "\(engine) \(kind.rawValue) \(name) \(span): \(detail)"
    }

    /// A proposal as `W x H`, numbers as ``SweepNumber`` writes them.
    static func text(_ proposal: ProposedViewSize) -> String {
        "\(SweepNumber.text(proposal.width).nilIfEmpty ?? "nil") x \(SweepNumber.text(proposal.height).nilIfEmpty ?? "nil")"
    }

    /// The CSV header of ``csvLine``.
    public static let csvHeader = "engine,kind,node,path,id,before_width,before_height,width,height,detail"

    /// The event as one CSV line (without its newline).
    public var csvLine: String {
        [
            engine, kind.rawValue, String(node), path, id ?? "", SweepNumber.text(before?.width), SweepNumber.text(before?.height),
            SweepNumber.text(at.width), SweepNumber.text(at.height), detail,
        ].map(SweepTable.field).joined(separator: ",")
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
