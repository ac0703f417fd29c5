import LayoutModel

/// Prints a layout tree with frames, one line per node, drawn with box
/// characters so nesting reads at a glance:
///
/// ```
/// padding  x 0 y 0 w 316 h 42
/// └─ HStack #row  x 16 y 16 w 284 h 10
///    ├─ Color #a  x 16 y 16 w 276 h 10
///    └─ Spacer  x 292 y 21 w 8 h 0
/// ```
public struct FrameTreeRenderer: Sendable {
    /// The tree whose nodes are printed.
    public var tree: LayoutTree
    /// Show each node's path after its name.
    public var showsPaths: Bool

    /// A renderer for `tree`, printing paths after names when `showsPaths` is true.
    public init(tree: LayoutTree, showsPaths: Bool = false) {
        self.tree = tree
        self.showsPaths = showsPaths
    }

    /// One result; `notes` adds text after chosen nodes, marked with
    /// `mark` (✗ by default: a failed expectation). A node that an `offset`
    /// draws away from its layout frame also shows where it is drawn.
    public func render(_ result: LayoutResult, notes: [Int: String] = [:], mark noted: String = "✗") -> String {
        let drawn = result.drawnFrames(in: tree)
        return lines { index in
            let mark = notes[index] != nil ? "\(noted) " : ""
            let note = notes[index].map { "   <- \($0)" } ?? ""
            let frame = result.frames[index]
            let moved = drawn[index] == frame ? "" : "  (drawn at x \(formatLength(drawn[index].x)) y \(formatLength(drawn[index].y)))"
            return "\(mark)\(label(index))  \(frame)\(moved)\(note)"
        }
    }

    /// Two results side by side; marked nodes show both frames.
    public func render(_ left: LayoutResult, _ right: LayoutResult, marked: Set<Int>) -> String {
        lines { index in
            if marked.contains(index) {
                return "✗ \(label(index))  \(left.engine): \(left.frames[index])  |  \(right.engine): \(right.frames[index])"
            }
            return "\(label(index))  \(left.frames[index])"
        }
    }

    /// The node's name, its role where the path gives one that the name
    /// does not (a NookPanel's `surface`, an overlay's `content`, the
    /// panel's `home`), id (escaped, `PrintableText`) and (optionally) path.
    public func label(_ index: Int) -> String {
        let node = tree[index]
        var text = node.element.name
        if let role = role(of: node) { text += " [\(role)]" }
        if let id = node.id { text += " #\(PrintableText.escaped(id))" }
        if showsPaths { text += " (\(node.path))" }
        return text
    }

    /// The last path component when it names a role rather than a position
    /// (`0`, `1`), the root, or the element itself (`frame`, `frame.2`).
    private func role(of node: LayoutNode) -> String? {
        guard let last = node.path.split(separator: "/").last.map(String.init), last != "root",
            !last.allSatisfy(\.isNumber), last != node.element.name, !last.hasPrefix(node.element.name + ".")
        else { return nil }
        return last
    }

    /// The deepest level drawn with its own indentation: deeper nodes keep
    /// that level's indentation and say their depth (`[depth 40] `), so a
    /// chain of N levels prints O(N) characters rather than O(N²) (a
    /// 10,000-level chain: about a megabyte instead of five gigabytes).
    public static let indentationLimit = 32

    private func lines(_ line: (Int) -> String) -> String {
        var output = ""
        func visit(_ index: Int, depth: Int, prefix: String, childPrefix: String) {
            output += prefix + (depth > Self.indentationLimit ? "[depth \(depth)] " : "") + line(index) + "\n"
            let children = tree[index].children
            let flat = depth >= Self.indentationLimit
            for (offset, child) in children.enumerated() {
                let last = offset == children.count - 1
                if flat {
                    visit(child, depth: depth + 1, prefix: childPrefix, childPrefix: childPrefix)
                } else {
                    visit(
                        child, depth: depth + 1, prefix: childPrefix + (last ? "└─ " : "├─ "),
                        childPrefix: childPrefix + (last ? "   " : "│  "))
                }
            }
        }
        visit(tree.root, depth: 0, prefix: "", childPrefix: "")
        return output
    }
}
