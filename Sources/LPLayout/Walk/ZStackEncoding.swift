import LayoutModel

/// ZStack (semantics §4): the size is the aligned extent of the
/// highest-priority children (family `align`); every child is placed with
/// the stack's final size and aligned on the line they set.
struct ZStackEncoding {
    let alignment: Alignment

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        let children = session.traits.presentChildren(of: node)
        if children.isEmpty { return .zero }
        if children.count == 1 { return try session.size(children[0], proposal) }
        let leaders = highestPriority(children, in: session)
        var size = SymbolicSize.zero
        for axis in Axis.allCases {
            size[axis] = try extent(leaders, proposal: proposal, axis: axis, in: session).length
        }
        return size
    }

    func highestPriority(_ children: [Int], in session: ExactSession) -> [Int] {
        let priorities = children.map { session.traits.layoutPriority($0) }
        let top = priorities.max() ?? 0
        return zip(children, priorities).filter { $0.1 == top }.map(\.0)
    }

    func extent(_ children: [Int], proposal: SymbolicProposal, axis: Axis, in session: ExactSession) throws(LPLayoutError)
        -> ExactAlignedExtent
    {
        let key = alignment[axis]
        var items: [(guide: Quantity, length: Quantity)] = []
        for child in children {
            items.append((try session.guideValue(child, key, proposal: proposal), try session.size(child, proposal)[axis]))
        }
        return try ExactAlignedExtent(items, includingLine: false, in: session.builder)
    }

    func placeChildren(node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint, in session: ExactSession)
        throws(LPLayoutError)
    {
        let children = try session.childrenLeftToPlace(node, proposal: proposal, at: origin)
        if children.isEmpty { return }
        let placement = SymbolicProposal(size)
        let leaders = highestPriority(children, in: session)
        var extents: [ExactAlignedExtent] = []
        for axis in Axis.allCases { extents.append(try extent(leaders, proposal: placement, axis: axis, in: session)) }
        for child in children {
            var childOrigin = origin
            for (axis, extent) in zip(Axis.allCases, extents) {
                let guide = try session.guideValue(child, alignment[axis], proposal: placement)
                childOrigin[axis] = childOrigin[axis] + extent.offset(forGuide: guide)
            }
            try session.place(child, proposal: placement, at: childOrigin)
        }
    }
}
