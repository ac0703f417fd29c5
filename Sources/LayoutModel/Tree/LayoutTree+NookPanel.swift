/// Seed 000's expanded notch panel, built out of existing layout elements so
/// that every engine lays it out without code of its own.
///
/// The seed's diagram stacks, from the outside in (paths for a panel at `root`):
///
/// | path | element | seed 000 layer |
/// |---|---|---|
/// | `root` | `.nookPanel(configuration)` | the panel itself: layout-transparent, its size and placement are `root/surface`'s |
/// | `root/surface` | padding, leading and trailing `topCornerRadius` | NookSurface's structural ear clearance, `.padding(.horizontal, topCornerRadius)` |
/// | `root/chrome` | safeAreaPadding `expandedContentInsets` | the expanded content's chrome strips |
/// | `root/edgePadding` | padding `edgePadding` on every edge | NookExpandedView's `.padding(edgePadding)` |
/// | `root/column` | `frame(width: expandedWidth)`, centred, no height | the inner VStack pinned to `expandedWidth` |
/// | `root/home` | the host's home view | seen with `nookContentInsets` = `NookContentInsets(configuration).inner` |
///
/// The framework reserves the chrome as `.safeAreaInset` strips; LayoutLP
/// models them with `safeAreaPadding`, which sizes like padding (an empty
/// strip of length l beside the content takes l) and leaves the strips
/// outside the home's safe area, so an `ignoresSafeArea` in the home can
/// reach under them as it would under the framework's strips. The NookShape clip draws but does not lay out, and the
/// framework's top bar and Settings (siblings of the home inside the column)
/// are not modelled: the column holds the home alone.
extension LayoutTree {
    /// The nodes a NookPanel puts between itself and its home: surface,
    /// chrome, edgePadding and column.
    public static let nookChromeNodeCount = 4

    /// Adds the panel's chrome chain under the NookPanel node at `path` and
    /// the home view inside it; returns the index of `path/surface`, the
    /// panel's only child, which is `depth` nodes from the root.
    /// - Throws: `LayoutTreeError` for a configuration value that is NaN or out
    ///   of range (see `validate`), and whatever adding the home throws.
    mutating func addNookChrome(
        _ configuration: NookConfiguration, home: ViewNode, path: String, environment: EnvironmentValues, absent: Bool, depth: Int
    ) throws(LayoutTreeError) -> Int {
        try Self.validate(configuration, path: path)
        let style = configuration.style
        let layers: [(component: String, element: LayoutElement)] = [
            ("surface", .padding(EdgeInsets(style.topCornerRadius, edges: .horizontal))),
            ("chrome", .safeAreaPadding(style.expandedContentInsets)),
            ("edgePadding", .padding(EdgeInsets(configuration.edgePadding))),
            ("column", .frame(FrameSpec(width: configuration.expandedWidth, height: nil, alignment: .center))),
        ]
        var indices: [Int] = []
        for layer in layers {
            // Inside the panel no HStack/VStack is the nearest container, so no orientation.
            indices.append(
                try append(
                    path: "\(path)/\(layer.component)", id: nil, element: layer.element,
                    orientation: nil, absent: absent))
        }
        var homeEnvironment = environment
        homeEnvironment.nookContentInsets = NookContentInsets(configuration).inner
        indices.append(
            try add(
                home, path: "\(path)/home", environment: homeEnvironment, orientation: nil,
                absent: absent || home.isEmptyView, depth: depth + Self.nookChromeNodeCount))
        for (parent, child) in zip(indices, indices.dropFirst()) { link(parent, children: [child]) }
        return indices[0]
    }

    /// Rejects what the model-file contract rejects, for panels built in
    /// Swift: NaN anywhere (`notANumber`), a width or corner radius below 0 or
    /// infinite, and an infinite edge padding or inset (`outOfRange`). Negative
    /// edge padding and insets are accepted, as negative padding is.
    static func validate(_ configuration: NookConfiguration, path: String) throws(LayoutTreeError) {
        func check(_ value: Double, _ what: String, nonNegative: Bool) throws(LayoutTreeError) {
            try (nonNegative ? NumberRequirement.nonNegative : .finite).check(value, path: path, what: what)
        }
        try check(configuration.expandedWidth, "configuration.expandedWidth", nonNegative: true)
        try check(configuration.edgePadding, "configuration.edgePadding", nonNegative: false)
        try check(configuration.style.topCornerRadius, "configuration.style.topCornerRadius", nonNegative: true)
        try check(configuration.style.bottomCornerRadius, "configuration.style.bottomCornerRadius", nonNegative: true)
        for edge in Edge.allCases {
            try check(
                configuration.style.expandedContentInsets[edge],
                "configuration.style.expandedContentInsets.\(edge.rawValue)", nonNegative: false)
        }
    }
}
