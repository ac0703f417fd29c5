import LayoutModel

/// The modifiers (and custom layouts) whose encodings have their own files
/// and are not in the core switch of `ExactSession`.
extension ExactSession {
    func sizeOfOtherModifier(_ node: Int, _ proposal: SymbolicProposal) throws(LPLayoutError) -> SymbolicSize {
        let child = tree.nodes[node].children.first ?? node
        switch tree.nodes[node].element {
        case .aspectRatio(let ratio, let mode):
            return try AspectRatioEncoding(ratio: ratio, contentMode: mode).sizeThatFits(proposal, child: child, in: self)
        case .position(let position):
            return try PositionEncoding(position: position).sizeThatFits(proposal, child: child, in: self)
        case .overlay(let alignment), .background(let alignment):
            return try OverlayEncoding(alignment: alignment).sizeThatFits(proposal, primary: child, in: self)
        case .safeAreaInset(let edge, let alignment, let spacing):
            return try SafeAreaInsetEncoding(edge: edge, alignment: alignment, spacing: spacing).sizeThatFits(
                proposal, node: node, in: self)
        case .safeAreaPadding(let insets):
            return try SafeAreaPaddingEncoding(insets: insets).sizeThatFits(proposal, child: child, in: self)
        case .ignoresSafeArea(let edges, let regions):
            return try SafeAreaIgnoringEncoding(edges: edges, regions: regions).sizeThatFits(proposal, child: child, in: self)
        case .containerRelativeFrame(let value):
            return try ContainerRelativeFrameEncoding(value: value).sizeThatFits(proposal, node: node, child: child, in: self)
        case .customLayout(let value):
            return try CustomLayoutEncoding(value: value).sizeThatFits(proposal, node: node, in: self)
        case .scrollView(let axes, let margins):
            return try ScrollViewEncoding(rule: ScrollViewRule(axes: axes, margins: margins)).sizeThatFits(
                proposal, node: node, child: child, in: self)
        case .contentMargins:
            return try size(child, proposal)
        default:
            throw unsupported(node, tree.nodes[node].element.name, note: "not encoded yet")
        }
    }

    func placeChildrenOfOtherModifier(
        _ node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint
    ) throws(LPLayoutError) {
        let child = tree.nodes[node].children.first ?? node
        switch tree.nodes[node].element {
        case .aspectRatio(let ratio, let mode):
            return try AspectRatioEncoding(ratio: ratio, contentMode: mode)
                .placeChild(child, proposal: proposal, size: size, origin: origin, in: self)
        case .position(let position):
            return try PositionEncoding(position: position).placeChild(child, size: size, origin: origin, in: self)
        case .overlay(let alignment), .background(let alignment):
            return try OverlayEncoding(alignment: alignment).placeChildren(
                node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .safeAreaInset(let edge, let alignment, let spacing):
            try SafeAreaInsetEncoding(edge: edge, alignment: alignment, spacing: spacing)
                .placeChildren(node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .safeAreaPadding(let insets):
            try SafeAreaPaddingEncoding(insets: insets).placeChild(
                child, node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .ignoresSafeArea(let edges, let regions):
            try SafeAreaIgnoringEncoding(edges: edges, regions: regions).placeChild(
                child, node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .containerRelativeFrame(let value):
            try ContainerRelativeFrameEncoding(value: value).placeChild(
                child, node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .customLayout(let value):
            try CustomLayoutEncoding(value: value).placeChildren(node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .scrollView(let axes, let margins):
            try ScrollViewEncoding(rule: ScrollViewRule(axes: axes, margins: margins))
                .placeChild(child, node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .contentMargins:
            try place(child, proposal: proposal, at: origin)
        default:
            throw unsupported(node, tree.nodes[node].element.name, note: "not encoded yet")
        }
    }
}
