import LayoutModel

/// The `exact` layout of a tree as a function of the root width: the
/// layout pieces a ``BreakpointWalk`` found, and per node and frame
/// component the affine segments (neighbouring pieces with the same law
/// merged) and the breakpoints between them.
public struct BreakpointAnalysis: Sendable {
    /// The tree laid out.
    public var tree: LayoutTree
    /// The root proposal's height.
    public var height: Double?
    /// The walk's pieces, in width order.
    public var pieces: [BreakpointPiece]
    /// Stretches between pieces that no piece covers: where `exact` has no
    /// layout (within its resolution below a step of a discrete rule, such
    /// as a text's line capacity), or narrower than the walk's step.
    public var gaps: [ClosedRange<Double>]

    /// Two slopes or values closer than this are the same law.
    public static let tolerance = 1e-7

    /// The analysis of `pieces` and `gaps` (in width order) of `tree` at root height `height`: segments and breakpoints are derived from the pieces.
    public init(tree: LayoutTree, height: Double?, pieces: [BreakpointPiece], gaps: [ClosedRange<Double>]) {
        self.tree = tree
        self.height = height
        self.pieces = pieces
        self.gaps = gaps
    }

    /// Node `node`'s component `component` as merged affine segments, in order.
    public func segments(node: Int, component: Int) -> [BreakpointSegment] {
        var segments: [BreakpointSegment] = []
        for piece in pieces {
            let (a, b) = piece.affine(node: node, component: component)
            var segment = BreakpointSegment(from: piece.from, to: piece.to, intercept: a, slope: b)
            if let last = segments.last, let joint = Self.kinkAcrossGap(last, segment) {
                // The lines meet inside a narrow gap: a kink there, not a
                // jump at the right piece's start.
                segments[segments.count - 1].to = joint
                segment.from = joint
                segments.append(segment)
            } else if let last = segments.last, Self.sameLaw(last, segment) {
                segments[segments.count - 1].to = piece.to
                // Keep the longer piece's line: a piece of one width has no slope of its own.
                if segment.to - segment.from > last.to - last.from {
                    segments[segments.count - 1].intercept = a
                    segments[segments.count - 1].slope = b
                }
            } else {
                segments.append(segment)
            }
        }
        return segments
    }

    /// The widest gap between two pieces across which a breakpoint is
    /// looked for inside the gap: the walk steps over at most 0.01 pt
    /// where `exact` has no layout (``BreakpointWalk``).
    public static let narrowGap = 0.0100001

    /// Where the lines of `last` and `next` meet, when `next` starts after
    /// `last` ends by at most ``narrowGap``, both are longer than one width,
    /// their slopes differ and they meet inside the gap (its ends
    /// included, within 1e-9): the component is continuous there with a
    /// kink at that width (a text's line capacity steps at a width the gap
    /// holds, while this component only changes slope). Nil otherwise.
    static func kinkAcrossGap(_ last: BreakpointSegment, _ next: BreakpointSegment) -> Double? {
        guard next.from > last.to, next.from - last.to <= narrowGap, last.to > last.from, next.to > next.from,
            abs(last.slope - next.slope) > tolerance
        else { return nil }
        let joint = (next.intercept - last.intercept) / (last.slope - next.slope)
        guard joint.isFinite, joint >= last.to - 1e-9, joint <= next.from + 1e-9 else { return nil }
        return Swift.min(Swift.max(joint, last.to), next.from)
    }

    /// Whether `next` continues `last`'s line: equal at the joint, and
    /// equal slopes (a piece of one width continues any line it meets).
    static func sameLaw(_ last: BreakpointSegment, _ next: BreakpointSegment) -> Bool {
        let joint = next.from
        guard
            abs(last.value(at: joint) - next.value(at: joint)) <= tolerance
                || (last.value(at: joint).isInfinite && last.value(at: joint) == next.value(at: joint))
        else { return false }
        if next.to == next.from || last.to == last.from { return true }
        return abs(last.slope - next.slope) <= tolerance
    }

    /// Every breakpoint, by node (tree order), then component, then width.
    public var breakpoints: [Breakpoint] {
        tree.nodes.indices.flatMap { node in
            (0..<4).flatMap { component in
                let segments = segments(node: node, component: component)
                return zip(segments, segments.dropFirst()).map { left, right in
                    Breakpoint(node: node, component: component, width: right.from, left: left, right: right)
                }
            }
        }
    }

    /// `value` rounded to 1e-9, the precision breakpoints are reported
    /// with (the simplex's is about 1e-12 on these programs).
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e6 else { return value }
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }

    /// The text report: per node with an id (or every node with `all`),
    /// each component's segments, and the breakpoints.
    public func report(all: Bool = false) -> String {
        var out = ""
        for node in tree.nodes where all || node.id != nil {
            out += (node.id.map { "#\($0) (\(node.path))" } ?? node.path) + "\n"
            for component in 0..<4 {
                let segments = segments(node: node.index, component: component)
                out += "  \(BreakpointPiece.componentNames[component]): " + segments.map(\.description).joined(separator: "; ") + "\n"
            }
        }
        if !gaps.isEmpty {
            out +=
                "gaps without a piece (exact has no layout within its resolution below a step, or unresolved): "
                + gaps.map { "(\(SweepNumber.text($0.lowerBound)), \(SweepNumber.text($0.upperBound)))" }
                .joined(separator: ", ") + "\n"
        }
        return out
    }

    /// The breakpoints as CSV: `node,path,id,component,width,kind,left,right`
    /// where `left` and `right` are the segments' laws (`a + b·w`).
    public var csv: String {
        var out = "node,path,id,component,width,kind,value_left,value_right,slope_left,slope_right\n"
        for point in breakpoints {
            let info = tree.nodes[point.node]
            let fields = [
                String(point.node), info.path, info.id ?? "", BreakpointPiece.componentNames[point.component],
                SweepNumber.text(Self.rounded(point.width)), point.isJump ? "jump" : "kink",
                SweepNumber.text(Self.rounded(point.left.value(at: point.width))),
                SweepNumber.text(Self.rounded(point.right.value(at: point.width))),
                SweepNumber.text(Self.rounded(point.left.slope)), SweepNumber.text(Self.rounded(point.right.slope)),
            ]
            out += fields.map(SweepTable.field).joined(separator: ",") + "\n"
        }
        return out
    }
}
