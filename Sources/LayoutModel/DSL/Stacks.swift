/// Children in a row, aligned on a vertical guide.
public struct HStack: View {
    /// The vertical guide the children are aligned on.
    public var alignment: VerticalAlignment
    /// The gap between neighbours in points; nil asks each adjacent pair for its distance (`ViewSpacing`).
    public var spacing: Double?
    /// The children, leading to trailing.
    public var children: [ViewNode]
    /// A row of the views `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.children = content()
    }
    /// An `.hStack` node holding the children.
    public var node: ViewNode { ViewNode(.hStack(alignment: alignment, spacing: spacing, children: children)) }
}

/// Children in a column, aligned on a horizontal guide.
public struct VStack: View {
    /// The horizontal guide the children are aligned on.
    public var alignment: HorizontalAlignment
    /// The gap between neighbours in points; nil asks each adjacent pair for its distance (`ViewSpacing`).
    public var spacing: Double?
    /// The children, top to bottom.
    public var children: [ViewNode]
    /// A column of the views `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.children = content()
    }
    /// A `.vStack` node holding the children.
    public var node: ViewNode { ViewNode(.vStack(alignment: alignment, spacing: spacing, children: children)) }
}

/// Children on top of each other, aligned in two dimensions.
public struct ZStack: View {
    /// The guides the children are aligned on.
    public var alignment: Alignment
    /// The children, back to front.
    public var children: [ViewNode]
    /// A stack of the views `content` builds, the first at the back.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.children = content()
    }
    /// A `.zStack` node holding the children.
    public var node: ViewNode { ViewNode(.zStack(alignment: alignment, children: children)) }
}

/// Seed 000's expanded notch panel around a host home view.
public struct NookPanel: View {
    /// The panel's width, padding and style.
    public var configuration: NookConfiguration
    /// The host's home view, laid out inside the panel.
    public var home: ViewNode
    /// A panel with `configuration` around the view `home` builds.
    public init(configuration: NookConfiguration = NookConfiguration(), home: () -> some View) {
        self.configuration = configuration
        self.home = home().node
    }
    /// A `.nookPanel` node around the home view.
    public var node: ViewNode { ViewNode(.nookPanel(configuration, home: home)) }
}
