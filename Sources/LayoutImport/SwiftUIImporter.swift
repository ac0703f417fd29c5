import LayoutModel
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads SwiftUI source with swift-syntax and turns the `body` of one
/// `View` into a model (docs/import.md): the view tree, the modifiers of the
/// model vocabulary with their literal arguments, and a note for everything
/// that is not a literal translation.
public struct SwiftUIImporter {
    /// Rules for what is not a literal layout.
    public struct Options: Sendable {
        /// The size of the `Fixed` leaf that stands for a view or modifier
        /// the model cannot hold; nil refuses it instead.
        public var placeholder: Size?
        /// How many times a `ForEach` over something other than a literal range or array repeats its content.
        public var repeatCount: Int
        /// The proposal the model is laid out at.
        public var proposal: ProposedViewSize
        /// How thick a `Divider` is across its line, in points (docs/import.md, "Views").
        public var dividerThickness: Double

        /// The defaults: refuse what cannot be modelled, repeat 3 times, an
        /// iPhone's 393 × 852 points, Dividers 1 pt thick.
        public init(
            placeholder: Size? = nil, repeatCount: Int = 3,
            proposal: ProposedViewSize = ProposedViewSize(width: 393, height: 852), dividerThickness: Double = 1
        ) {
            self.placeholder = placeholder
            self.repeatCount = repeatCount
            self.proposal = proposal
            self.dividerThickness = dividerThickness
        }
    }

    /// The largest source file read, in bytes (64 MiB): a larger one is refused before it is parsed.
    public static let maximumFileSize = 64 << 20
    /// The deepest nesting of views and modifiers followed (a deeper source is refused, never a stack overflow).
    public static let maximumDepth = 200
    /// The most views a `ForEach` may expand to.
    public static let maximumRepeat = 1_000

    let options: Options
    private var files: [SourceFile] = []

    /// An importer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Parses `text` as the Swift file `path` and adds its View types.
    ///
    /// - Throws: ``ImportError`` when the file is too large or does not parse
    ///   (the first syntax error, with its location).
    public mutating func add(file path: String, text: String) throws(ImportError) {
        guard text.utf8.count <= Self.maximumFileSize else {
            throw ImportError(file: path, "the file is \(text.utf8.count) bytes; at most \(Self.maximumFileSize) are read")
        }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first {
            let place = first.location(converter: converter)
            throw ImportError(
                at: ImportLocation(file: path, line: place.line, column: place.column),
                "the file does not parse as Swift: \(first.message)")
        }
        files.append(SourceFile(path: path, tree: tree, converter: converter))
    }

    /// Every `View` type in the added files, in file order.
    public var viewNames: [String] { files.flatMap { $0.views.map(\.name.text) } }

    /// The model of view `name` (nil: the only View in the files).
    ///
    /// - Throws: ``ImportError`` for a view that does not exist, a body that
    ///   is not a view expression, a view that inlines itself, a construct
    ///   the model cannot hold (without ``Options/placeholder``), or nesting
    ///   deeper than ``maximumDepth``.
    public func importView(named name: String? = nil) throws(ImportError) -> ImportResult {
        try importView(named: name, plan: BranchPlan())
    }

    /// The most variants ``importVariants(named:limit:)`` makes unless told otherwise.
    public static let defaultVariantLimit = 64

    /// The model of view `name` once per combination of the branches of
    /// every `if`, `switch` and `? :` on state it meets (docs/import.md,
    /// "Variants"): the first is ``importView(named:)``'s (every first
    /// branch); then, depth first, each later choice's other branches with
    /// the earlier ones kept. A choice inside a branch counts only where
    /// that branch is taken. At most `limit` variants; ``ImportVariants/complete``
    /// says whether that was all of them.
    ///
    /// - Throws: ``ImportError`` as ``importView(named:)`` does, for any variant.
    public func importVariants(named name: String? = nil, limit: Int = defaultVariantLimit) throws(ImportError) -> ImportVariants {
        var variants: [ImportResult] = []
        var complete = true
        // Each entry: the branches asked for, and how many choices met
        // before its last one are pinned (their other branches are
        // explored from the run that first met them).
        var pending: [(requested: [ImportLocation: Int], pinned: Int)] = [([:], 0)]
        while let next = pending.popLast() {
            guard variants.count < Swift.max(1, limit) else {
                complete = false
                break
            }
            let result = try importView(named: name, plan: BranchPlan(next.requested))
            variants.append(result)
            // The choices met after the pinned ones took their first branch;
            // each of their other branches is a variant. Pushed so that the
            // last choice's next branch comes out first: the last choice
            // varies fastest, like the digits of a counter.
            var requested = next.requested
            for (index, branch) in result.branches.enumerated() where index >= next.pinned {
                if requested[branch.location] == nil {
                    for other in (1..<branch.count).reversed() where other != branch.taken {
                        var asked = requested
                        asked[branch.location] = other
                        pending.append((asked, index + 1))
                    }
                }
                requested[branch.location] = branch.taken
            }
        }
        return ImportVariants(variants: variants, complete: complete)
    }

    func importView(named name: String?, plan: BranchPlan) throws(ImportError) -> ImportResult {
        let all = files.flatMap { file in file.views.map { (file, $0) } }
        let chosen: (SourceFile, StructDeclSyntax)
        if let name {
            guard let found = all.first(where: { $0.1.name.text == name }) else {
                let known = all.isEmpty ? "none is defined" : "defined: " + all.map(\.1.name.text).joined(separator: ", ")
                throw ImportError(file: files.first?.path, "no View named \(name) in the given files (\(known))")
            }
            chosen = found
        } else {
            guard let first = all.first else {
                throw ImportError(file: files.first?.path, "no type conforming to View in the given files")
            }
            guard all.count == 1 else {
                throw ImportError(
                    file: first.0.path,
                    "\(all.count) Views are defined (\(all.map(\.1.name.text).joined(separator: ", "))): name one with --view")
            }
            chosen = first
        }
        var reader = ViewReader(files: files, options: options, plan: plan)
        let root = try reader.body(of: chosen.1, in: chosen.0)
        let viewName = chosen.1.name.text
        var description = "Imported by layoutlp import from \(chosen.0.path), view \(viewName)."
        if !reader.notes.isEmpty {
            description += " Not a literal translation: " + reader.notes.map(\.description).joined(separator: "; ") + "."
        }
        let problem = LayoutProblem(name: viewName, description: description, proposal: options.proposal, root: root)
        return ImportResult(problem: problem, notes: reader.notes, branches: plan.met)
    }
}

/// One parsed file and its View types.
struct SourceFile {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    /// The structs that conform to `View` (directly, in their inheritance clause), at any nesting.
    var views: [StructDeclSyntax] {
        let finder = ViewTypeFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    func location(of node: some SyntaxProtocol) -> ImportLocation {
        let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return ImportLocation(file: path, line: place.line, column: place.column)
    }
}

/// Collects `struct X: View` declarations.
final class ViewTypeFinder: SyntaxVisitor {
    var found: [StructDeclSyntax] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let conforms =
            node.inheritanceClause?.inheritedTypes.contains {
                ["View", "SwiftUI.View"].contains($0.type.trimmedDescription)
            } ?? false
        if conforms { found.append(node) }
        return .visitChildren
    }
}
