extension View {
    /// Appends a modifier to this view's chain.
    public func modifier(_ kind: ModifierKind) -> ViewNode {
        var node = self.node
        node.modifiers.append(Modifier(kind))
        return node
    }

    /// Names the view this expression produces: the last modifier when there is
    /// one, the view itself otherwise.
    public func id(_ id: String) -> ViewNode {
        var node = self.node
        if node.modifiers.isEmpty {
            node.id = id
        } else {
            node.modifiers[node.modifiers.count - 1].id = id
        }
        return node
    }

    /// Default padding (16) on every edge.
    public func padding() -> ViewNode { modifier(.padding(.defaultAmount)) }

    /// The same padding on every edge.
    public func padding(_ length: Length) -> ViewNode { modifier(.padding(.uniform(length))) }

    /// Padding on some edges; nil length is the default amount.
    public func padding(_ edges: EdgeSet, _ length: Length? = nil) -> ViewNode {
        modifier(.padding(.edges(edges, length: length)))
    }

    /// Per-edge padding.
    public func padding(_ insets: EdgeInsets) -> ViewNode {
        modifier(
            .padding(
                .insets(
                    top: .points(insets.top), leading: .points(insets.leading),
                    bottom: .points(insets.bottom), trailing: .points(insets.trailing))))
    }

    /// A fixed frame; nil dimensions take the child's sizing behaviour.
    public func frame(width: Length? = nil, height: Length? = nil, alignment: Alignment = .center) -> ViewNode {
        modifier(.frame(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame.
    public func frame(
        minWidth: Length? = nil, idealWidth: Length? = nil, maxWidth: Length? = nil,
        minHeight: Length? = nil, idealHeight: Length? = nil, maxHeight: Length? = nil,
        alignment: Alignment = .center
    ) -> ViewNode {
        modifier(
            .flexFrame(
                FlexFrameValue(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                    minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                    alignment: alignment)))
    }

    /// Fixes the view at its ideal size on both axes.
    public func fixedSize() -> ViewNode { modifier(.fixedSize(horizontal: true, vertical: true)) }

    /// Fixes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// The priority by which a parent stack apportions space to this view.
    public func layoutPriority(_ value: Double) -> ViewNode { modifier(.layoutPriority(value)) }

    /// Moves the drawn view without changing its layout.
    public func offset(x: Length = 0, y: Length = 0) -> ViewNode { modifier(.offset(x: x, y: y)) }

    /// Centres the view at a point of its parent's proposal.
    public func position(x: Length, y: Length) -> ViewNode { modifier(.position(x: x, y: y)) }

    /// Sets a horizontal alignment guide.
    public func alignmentGuide(_ guide: HorizontalAlignment, _ value: GuideValue) -> ViewNode {
        modifier(.alignmentGuide(.horizontal(guide), value))
    }

    /// Sets a vertical alignment guide.
    public func alignmentGuide(_ guide: VerticalAlignment, _ value: GuideValue) -> ViewNode {
        modifier(.alignmentGuide(.vertical(guide), value))
    }

    /// Constrains the view to an aspect ratio (nil: its ideal size's ratio).
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        modifier(.aspectRatio(ratio: ratio, contentMode: contentMode))
    }

    /// Scales the view to fit its proposal, keeping its ideal size's ratio:
    /// `aspectRatio(nil, contentMode: .fit)`, as in SwiftUI.
    public func scaledToFit() -> ViewNode { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill its proposal, keeping its ideal size's ratio:
    /// `aspectRatio(nil, contentMode: .fill)`, as in SwiftUI.
    public func scaledToFill() -> ViewNode { aspectRatio(nil, contentMode: .fill) }

    /// A secondary view on top, proposed this view's size.
    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        modifier(.overlay(alignment: alignment, content: Self.secondary(content())))
    }

    /// A secondary view behind, proposed this view's size.
    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        modifier(.background(alignment: alignment, content: Self.secondary(content())))
    }

    /// Insets the safe area by a view placed at an edge.
    public func safeAreaInset(
        edge: Edge, alignment: AlignmentKey? = nil, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]
    ) -> ViewNode {
        modifier(
            .safeAreaInset(
                edge: edge, alignment: alignment ?? .center(edge.axis.other), spacing: spacing,
                content: Self.secondary(content())))
    }

    /// Pads the safe area.
    public func safeAreaPadding(_ edges: EdgeSet = .all, _ length: Length? = nil) -> ViewNode {
        modifier(.safeAreaPadding(.edges(edges, length: length)))
    }

    /// Extends the view under the safe area on the given edges.
    public func ignoresSafeArea(edges: EdgeSet = .all) -> ViewNode { modifier(.ignoresSafeArea(edges: edges)) }

    /// Extends the view under the given safe-area `regions` (container,
    /// keyboard or both) on the given edges: SwiftUI's `ignoresSafeArea(_:edges:)`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions, edges: EdgeSet = .all) -> ViewNode {
        modifier(.ignoresSafeArea(regions: regions, edges: edges))
    }

    /// A frame sized as a fraction of the nearest container.
    public func containerRelativeFrame(
        _ axes: Set<Axis>, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center
    ) -> ViewNode {
        modifier(
            .containerRelativeFrame(
                ContainerRelativeFrameValue(
                    axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)))
    }

    /// Sets the layout direction for the views inside.
    public func environment(layoutDirection: LayoutDirection) -> ViewNode {
        modifier(.environment(EnvironmentOverrides(layoutDirection: layoutDirection)))
    }

    /// Sets the size classes for the views inside (nil keeps the surrounding one).
    public func environment(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil) -> ViewNode {
        modifier(.environment(EnvironmentOverrides(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)))
    }

    /// SwiftUI's `lineLimit(_:)`: the Texts inside show at most `lines`
    /// lines (≥ 1), or, with nil, as many as they need (lifting a limit set
    /// further out). An `environment` modifier in the model.
    public func lineLimit(_ lines: Int?) -> ViewNode {
        modifier(.environment(EnvironmentOverrides(lineLimit: lines.map(LineLimit.lines) ?? .unlimited)))
    }

    /// Several views inside overlay/background/safeAreaInset form an implicit ZStack.
    static func secondary(_ views: [ViewNode]) -> ViewNode {
        views.count == 1 ? views[0] : ViewNode(.zStack(alignment: .center, children: views))
    }
}
