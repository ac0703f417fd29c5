/// Children in a row, aligned on a vertical guide.
public struct HStack: View {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var children: [ViewNode]
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.children = content()
    }
    public var node: ViewNode { ViewNode(.hStack(alignment: alignment, spacing: spacing, children: children)) }
}

/// Children in a column, aligned on a horizontal guide.
public struct VStack: View {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var children: [ViewNode]
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.children = content()
    }
    public var node: ViewNode { ViewNode(.vStack(alignment: alignment, spacing: spacing, children: children)) }
}

/// Children on top of each other, aligned in two dimensions.
public struct ZStack: View {
    public var alignment: Alignment
    public var children: [ViewNode]
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.children = content()
    }
    public var node: ViewNode { ViewNode(.zStack(alignment: alignment, children: children)) }
}

/// Seed 000's expanded notch panel around a host home view.
public struct NookPanel: View {
    public var configuration: NookConfiguration
    public var home: ViewNode
    public init(configuration: NookConfiguration = NookConfiguration(), home: () -> some View) {
        self.configuration = configuration
        self.home = home().node
    }
    public var node: ViewNode { ViewNode(.nookPanel(configuration, home: home)) }
}
