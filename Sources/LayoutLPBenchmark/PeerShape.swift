import LayoutModel

/// The peer benchmark shapes, built in code exactly as
/// `../shared/bench/gen_trees.py` and `gen_stacks.py` write them as model
/// files (docs/benchmarks.md, "Peer shapes"), so a benchmark needs no file
/// and no reader.
///
/// - `huge:DxF`: Yoga's "huge nested" layout, a complete F-ary tree of depth
///   D; the root and odd levels are VStacks, even levels HStacks, spacing 0;
///   every non-root view is 10×10 and flexible (min 10, max ∞) along its
///   parent's axis, content pinned top-leading. Proposal unspecified.
/// - `wide:N`: an HStack of N such 10×10 views, proposal unspecified.
/// - `wide-grow:N`: the same row proposed 20·N wide, so each view grows to 20.
/// - `super-deep:D`: Taffy's chain of D HStacks, each holding the next and two
///   leaves, every view filling its proposal inside a padding of 10; proposed
///   800×800.
/// - `flat-stack:N`: the LP scaling stack of `gen_stacks.py`: an HStack of N
///   Rectangles with mixed min/max frames, every third at priority 1,
///   proposed 8000×100.
struct PeerShape: CustomStringConvertible {
    enum Kind {
        case huge(depth: Int, fanout: Int)
        case wide(Int)
        case wideGrow(Int)
        case superDeep(Int)
        case flatStack(Int)
    }

    var kind: Kind

    /// Parses `huge:4x10`, `wide:1000`, `wide-grow:1000`, `super-deep:1000`, `flat-stack:100`.
    init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "huge":
            let sizes = parts[1].split(separator: "x").compactMap { Int($0) }
            guard sizes.count == 2, (1...8).contains(sizes[0]), (1...100).contains(sizes[1]) else { return nil }
            kind = .huge(depth: sizes[0], fanout: sizes[1])
        case "wide", "wide-grow", "super-deep", "flat-stack":
            guard let count = Int(parts[1]), (1...10_000_000).contains(count) else { return nil }
            switch parts[0] {
            case "wide": kind = .wide(count)
            case "wide-grow": kind = .wideGrow(count)
            case "super-deep": kind = .superDeep(count)
            default: kind = .flatStack(count)
            }
        default:
            return nil
        }
    }

    var description: String {
        switch kind {
        case .huge(let depth, let fanout): "huge:\(depth)x\(fanout)"
        case .wide(let count): "wide:\(count)"
        case .wideGrow(let count): "wide-grow:\(count)"
        case .superDeep(let depth): "super-deep:\(depth)"
        case .flatStack(let count): "flat-stack:\(count)"
        }
    }

    var problem: LayoutProblem {
        switch kind {
        case .huge(let depth, let fanout):
            LayoutProblem(name: description, proposal: .unspecified, root: Self.huge(level: 0, depth: depth, fanout: fanout, parent: nil))
        case .wide(let count):
            LayoutProblem(name: description, proposal: .unspecified, root: Self.row(count))
        case .wideGrow(let count):
            LayoutProblem(name: description, proposal: ProposedViewSize(width: 20 * Double(count), height: nil), root: Self.row(count))
        case .superDeep(let depth):
            LayoutProblem(name: description, proposal: ProposedViewSize(width: 800, height: 800), root: Self.superDeep(depth))
        case .flatStack(let count):
            LayoutProblem(name: description, proposal: ProposedViewSize(width: 8000, height: 100), root: Self.flatStack(count, width: 8000))
        }
    }

    /// A 10×10 box that may grow along `axis` (min 10, ideal 10, max ∞), pinned top-leading.
    private static func growing(along axis: Axis) -> Modifier {
        let grow: (Length?, Length?, Length?) = (10, 10, .infinity)
        let fixed: (Length?, Length?, Length?) = (10, 10, 10)
        let (width, height) = axis == .horizontal ? (grow, fixed) : (fixed, grow)
        return Modifier(
            .flexFrame(
                FlexFrameValue(
                    minWidth: width.0, idealWidth: width.1, maxWidth: width.2,
                    minHeight: height.0, idealHeight: height.1, maxHeight: height.2,
                    alignment: .topLeading)))
    }

    private static func stack(_ axis: Axis, _ children: [ViewNode]) -> ViewNode {
        axis == .horizontal
            ? ViewNode(.hStack(alignment: .top, spacing: 0, children: children))
            : ViewNode(.vStack(alignment: .leading, spacing: 0, children: children))
    }

    /// Yoga's YGBenchmark.c: the root and odd levels are columns, even levels rows.
    private static func huge(level: Int, depth: Int, fanout: Int, parent: Axis?) -> ViewNode {
        var view: ViewNode
        if level == depth {
            view = ViewNode(.shape(.rectangle))
        } else {
            let axis: Axis = level == 0 || level % 2 == 1 ? .vertical : .horizontal
            view = stack(axis, (0..<fanout).map { _ in huge(level: level + 1, depth: depth, fanout: fanout, parent: axis) })
        }
        if let parent { view.modifiers = [growing(along: parent)] }
        return view
    }

    private static func row(_ count: Int) -> ViewNode {
        stack(.horizontal, (0..<count).map { _ in ViewNode(.shape(.rectangle), modifiers: [growing(along: .horizontal)]) })
    }

    /// Taffy's build_super_deep_hierarchy(depth, 3), bottom-up: every view fills
    /// its proposal (min 0, max ∞; a leaf's ideal 0) inside a padding of 10.
    private static func superDeep(_ depth: Int) -> ViewNode {
        func fill(_ view: ViewNode, leaf: Bool) -> ViewNode {
            var view = view
            let frame =
                leaf
                ? FlexFrameValue(minWidth: 0, idealWidth: 0, maxWidth: .infinity, minHeight: 0, idealHeight: 0, maxHeight: .infinity)
                : FlexFrameValue(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            view.modifiers = [Modifier(.flexFrame(frame)), Modifier(.padding(.uniform(10)))]
            return view
        }
        var children: [ViewNode] = []
        for _ in 0..<depth {
            let container = fill(stack(.horizontal, children), leaf: false)
            children = [container, fill(ViewNode(.shape(.rectangle)), leaf: true), fill(ViewNode(.shape(.rectangle)), leaf: true)]
        }
        return ViewNode(.hStack(alignment: .center, spacing: 0, children: children))
    }

    /// `gen_stacks.py`'s stack: child i has, by i mod 4, a min+max frame, a
    /// min frame, a max frame or none (widths a fraction of the share
    /// u = width / N, rounded to 0.001), and priority 1 when 3 divides i.
    private static func flatStack(_ count: Int, width: Double) -> ViewNode {
        let share = width / Double(count)
        func rounded(_ value: Double) -> Length { .points((value * 1000).rounded() / 1000) }
        let children = (0..<count).map { i -> ViewNode in
            var modifiers: [Modifier] = []
            switch i % 4 {
            case 0:
                modifiers.append(
                    Modifier(
                        .flexFrame(
                            FlexFrameValue(
                                minWidth: rounded((0.3 + Double(i % 7) / 20) * share),
                                maxWidth: rounded((1.5 + Double(i % 13) / 10) * share)))))
            case 1: modifiers.append(Modifier(.flexFrame(FlexFrameValue(minWidth: rounded((0.6 + Double(i % 5) / 10) * share)))))
            case 2: modifiers.append(Modifier(.flexFrame(FlexFrameValue(maxWidth: rounded((0.5 + Double(i % 11) / 10) * share)))))
            default: break
            }
            if i % 3 == 0 { modifiers.append(Modifier(.layoutPriority(1))) }
            return ViewNode(.shape(.rectangle), id: i == 0 || i == count - 1 ? "c\(i)" : nil, modifiers: modifiers)
        }
        return ViewNode(.hStack(alignment: .center, spacing: 0, children: children), id: "root")
    }
}
