import LayoutModel

extension LayoutTree {
    /// The axis of an HStack or a VStack; nil for any other node.
    public func stackAxis(of node: Int) -> Axis? {
        if case .stack(let axis, _, _) = self[node].element { return axis }
        return nil
    }

    /// The view a chain of modifiers wraps (`node` itself for a view).
    func baseView(of node: Int) -> Int {
        var current = node
        while self[current].element.isModifier, let inner = self[current].children.first { current = inner }
        return current
    }

    /// True when `node` is a Spacer or a modifier chain around one.
    public func isSpacer(_ node: Int) -> Bool {
        if case .spacer = self[baseView(of: node)].element { return true }
        return false
    }

    /// Nodes that lay out children: present nodes with a present child, in pre-order.
    var containers: [Int] {
        preorder.filter { !self[$0].isAbsent && !traits.presentChildren(of: $0).isEmpty }
    }

    /// Throws unless `frames` holds one frame per node.
    func requireFrames(_ frames: [Rect], of subject: String) throws(MetricError) {
        guard frames.count == nodes.count else {
            throw .frameCountMismatch(subject: subject, expected: nodes.count, actual: frames.count)
        }
    }
}
