/// One node of a `LayoutTree`.
public struct LayoutNode: Sendable, Hashable {
    /// Position in `LayoutTree.nodes`.
    public var index: Int
    /// A readable, stable address: `root`, `root/0`, `root/0/frame`,
    /// `root/overlay/content`. Used in errors and LP variable names.
    public var path: String
    /// The model id naming this node, if any.
    public var id: String?
    /// The layout element: a leaf, a container or one modifier.
    public var element: LayoutElement
    /// Child nodes. For a modifier, `children[0]` is the modified view.
    public var children: [Int]
    /// The parent's index; nil for the root.
    public var parent: Int?
    /// The axis of the nearest enclosing HStack/VStack (nil under a ZStack, an
    /// overlay's content or the root): what a Spacer expands along.
    public var stackOrientation: Axis?
    /// True for an `Empty` view and the modifiers chained on it: the whole
    /// chain contributes nothing to its container and is reported as a zero
    /// frame at its parent's origin.
    public var isAbsent: Bool
    /// Where the view comes from (`ViewNode.source`, e.g. `file:line:column`
    /// of the Swift source it was imported from); nil for a modifier, and
    /// for a view without one.
    public var source: String?

    /// A node from its parts, as `LayoutTree` builds them.
    public init(
        index: Int, path: String, id: String?, element: LayoutElement, children: [Int], parent: Int?,
        stackOrientation: Axis?, isAbsent: Bool
    ) {
        self.index = index
        self.path = path
        self.id = id
        self.element = element
        self.children = children
        self.parent = parent
        self.stackOrientation = stackOrientation
        self.isAbsent = isAbsent
    }
}
