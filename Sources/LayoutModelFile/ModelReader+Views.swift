import LayoutModel

/// Views: the common keys (`type`, `id`, `modifiers`) and the keys of each type.
extension ModelReader {
    /// Every view type of the format, in the contract's order.
    static let viewTypes =
        ShapeKind.allCases.map(\.rawValue)
        + [
            "Fixed", "Image", "Text", "Spacer", "Empty", "HStack", "VStack", "ZStack", "NookPanel", "Layout", "ScrollView",
            "ViewThatFits", "If", "AnyLayout", "Grid", "GridRow", "LazyHStack", "LazyVStack", "LazyVGrid", "LazyHGrid",
        ]

    /// The keys a view of `type` has besides `type`, `id` and `modifiers`.
    static func keys(ofViewType type: String) -> [String] {
        switch type {
        case "Fixed": ["width", "height"]
        case "Image": ["width", "height", "resizable", "baseline"]
        case "Text": ["text", "fontSize"]
        case "Spacer": ["minLength"]
        case "HStack", "VStack", "LazyHStack", "LazyVStack": ["alignment", "spacing", "children"]
        case "ZStack": ["alignment", "children"]
        case "NookPanel": ["configuration", "home"]
        case "Layout": ["layout", "parameters", "children"]
        case "ScrollView": ["axes", "content"]
        case "ViewThatFits": ["axes", "children"]
        case "If": ["condition", "then", "else"]
        case "AnyLayout": ["layout", "children"]
        case "Grid": ["alignment", "horizontalSpacing", "verticalSpacing", "children"]
        case "GridRow": ["alignment", "children"]
        case "LazyVGrid", "LazyHGrid": [lazyGridItemsKey(type), "alignment", "spacing", "children"]
        default: []
        }
    }

    /// `viewTypes` as a key list, for matching.
    static let viewTypeList = JSONKeyList(viewTypes)

    static let viewText = "a view: an object with a \"type\""

    /// The keys a view of each type may have, its own and the common ones,
    /// in the order of `viewTypes`.
    static let allowedViewKeys = viewTypes.map { type in JSONKeyList(["type", "id", "source", "modifiers"] + keys(ofViewType: type)) }

    /// A view with its id and modifiers. `depth` counts the layout tree's
    /// nodes from the root to the view's outermost modifier (or the view
    /// itself when it has none), both included: the root's is 1.
    mutating func view(_ element: JSONElement, depth: Int) throws(ModelFileError) -> ViewNode {
        guard let members = element.members else { throw mismatch(element, expected: Self.viewText) }
        let typeElement = try required(
            "type", in: JSONFields(element, members: members), expected: "a view type: " + Self.list(Self.viewTypes))
        let typeIndex = try nameIndex(typeElement, among: Self.viewTypeList, what: "a view type")
        let type = Self.viewTypes[typeIndex]
        let fields = try fields(element, allowed: Self.allowedViewKeys[typeIndex], what: Self.viewText)
        var modifiers: JSONElements?
        if let list = fields["modifiers"] {
            guard case .array(let values) = list.kind else {
                throw mismatch(list, expected: "an array of modifiers")
            }
            modifiers = values
        }
        let modifierCount = modifiers?.count ?? 0
        try checkDepth(of: element, modifiers: modifiers, depth: depth)
        // The view sits below its whole modifier chain.
        var node = ViewNode(try content(type, fields, depth: depth + modifierCount))
        if let id = fields["id"] { node.id = try self.id(id) }
        if let source = fields["source"] {
            guard case .string(let text) = source.kind else {
                throw mismatch(source, expected: "a string (where the view comes from)")
            }
            node.source = text
        }
        if let modifiers {
            node.modifiers.reserveCapacity(modifierCount)
            for (index, modifier) in modifiers.enumerated() {
                // Modifier k is `count - 1 - k` nodes below the outermost one.
                node.modifiers.append(try self.modifier(modifier, depth: depth + modifierCount - 1 - index))
            }
        }
        return node
    }

    /// Rejects a view whose outermost node lies `depth` nodes from the root
    /// when it or its modifier chain goes deeper than `LayoutTree.maximumDepth`,
    /// naming the first node past the limit: a modifier of the chain, or the
    /// view itself. A NookPanel's chrome can take its home's outermost node
    /// past the limit at once; then that node is named.
    private func checkDepth(of element: JSONElement, modifiers: JSONElements?, depth: Int) throws(ModelFileError) {
        let limit = LayoutTree.maximumDepth
        let count = modifiers?.count ?? 0
        guard depth + count > limit else { return }
        // The first node past the limit lies `below` nodes under the outermost one.
        let below = max(0, limit + 1 - depth)
        var culprit = element
        if below < count, let modifiers {
            culprit = Array(modifiers)[count - 1 - below]
        }
        throw ModelFileError(
            file: file, jsonPath: culprit.path.description,
            expected: "a view tree at most \(limit) nodes deep (every view and modifier on the way from the root counts one, "
                + "a NookPanel's chrome \(LayoutTree.nookChromeNodeCount))",
            found: "node \(depth + below) on the way from the root", location: location(of: culprit))
    }

    /// An id of a view or modifier; uniqueness is checked once the whole file is read.
    mutating func id(_ element: JSONElement) throws(ModelFileError) -> String {
        let text = try string(element, expected: "an id: a non-empty string")
        guard !text.isEmpty else { throw mismatch(element, expected: "an id: a non-empty string") }
        ids.append(IDOccurrence(id: text, element: element))
        return text
    }

    /// The content of a view of `type`, which is `depth` nodes from the root.
    private mutating func content(_ type: String, _ fields: JSONFields, depth: Int) throws(ModelFileError) -> ViewContent {
        if let shape = ShapeKind(rawValue: type) { return .shape(shape) }
        switch type {
        case "Fixed":
            let size = try naturalSize(fields)
            return .fixed(width: size.width, height: size.height)
        case "Image":
            let size = try naturalSize(fields)
            let resizable = try fields["resizable"].map { element throws(ModelFileError) in try bool(element) } ?? false
            let baseline = try fields["baseline"].map { element throws(ModelFileError) in try number(element) }
            return .image(width: size.width, height: size.height, resizable: resizable, baseline: baseline)
        case "Text":
            let text = try string(try required("text", in: fields, expected: "a string"))
            let fontSize = try fields["fontSize"].map { element throws(ModelFileError) in try number(element, .positive) } ?? 17
            return .text(text, fontSize: fontSize)
        case "Spacer":
            return .spacer(minLength: try optionalNumber(fields["minLength"]))
        case "LazyHStack":
            // Its stack lies one node below its own (the cross-axis frame).
            let alignment = try fields["alignment"].map { element throws(ModelFileError) in try verticalAlignment(element) }
            return .lazyHStack(
                alignment: alignment ?? .center, spacing: try optionalNumber(fields["spacing"]),
                children: try children(fields, depth: depth + 2))
        case "LazyVStack":
            let alignment = try fields["alignment"].map { element throws(ModelFileError) in try horizontalAlignment(element) }
            return .lazyVStack(
                alignment: alignment ?? .center, spacing: try optionalNumber(fields["spacing"]),
                children: try children(fields, depth: depth + 2))
        case "HStack":
            let alignment = try fields["alignment"].map { element throws(ModelFileError) in try verticalAlignment(element) }
            return .hStack(
                alignment: alignment ?? .center, spacing: try optionalNumber(fields["spacing"]),
                children: try children(fields, depth: depth + 1))
        case "VStack":
            let alignment = try fields["alignment"].map { element throws(ModelFileError) in try horizontalAlignment(element) }
            return .vStack(
                alignment: alignment ?? .center, spacing: try optionalNumber(fields["spacing"]),
                children: try children(fields, depth: depth + 1))
        case "ZStack":
            let alignment = try fields["alignment"].map { element throws(ModelFileError) in try self.alignment(element) }
            return .zStack(alignment: alignment ?? .center, children: try children(fields, depth: depth + 1))
        case "NookPanel":
            let configuration = try fields["configuration"].map { element throws(ModelFileError) in try nookConfiguration(element) }
            // The panel's chrome lies between the panel and its home.
            let home = try view(
                try required("home", in: fields, expected: Self.viewText), depth: depth + 1 + LayoutTree.nookChromeNodeCount)
            return .nookPanel(configuration ?? NookConfiguration(), home: home)
        case "Layout":
            return .layout(try customLayout(fields), children: try children(fields, depth: depth + 1))
        case "ScrollView":
            let axes = try fields["axes"].map { element throws(ModelFileError) in try scrollAxes(element) } ?? [.vertical]
            let content = try view(try required("content", in: fields, expected: Self.viewText), depth: depth + 1)
            return .scrollView(axes: axes, content: content)
        case "ViewThatFits":
            return .viewThatFits(axes: try fittingAxes(fields), children: try children(fields, depth: depth + 1))
        case "If":
            return try conditional(fields, depth: depth)
        case "AnyLayout":
            let layout = try layoutChoice(try required("layout", in: fields, expected: Self.layoutText))
            return .anyLayout(layout, children: try children(fields, depth: depth + 1))
        case "Grid":
            let alignment = try fields["alignment"].map { element throws(ModelFileError) in try self.alignment(element) }
            let value = GridValue(
                alignment: alignment ?? .center, horizontalSpacing: try optionalNumber(fields["horizontalSpacing"]),
                verticalSpacing: try optionalNumber(fields["verticalSpacing"]))
            return .grid(value, children: try children(fields, depth: depth + 1))
        case "GridRow":
            let alignment = try fields["alignment"].map { element throws(ModelFileError) in try verticalAlignment(element) }
            return .gridRow(alignment: alignment, children: try children(fields, depth: depth + 1))
        case "LazyVGrid", "LazyHGrid":
            return .lazyGrid(try lazyGridValue(type, fields), children: try children(fields, depth: depth + 1))
        default:
            return .empty
        }
    }

    /// The required `width` and `height` of `Fixed` and `Image`: finite, >= 0.
    private func naturalSize(_ fields: JSONFields) throws(ModelFileError) -> Size {
        let width = try number(try required("width", in: fields, expected: NumberRule.nonNegative.expected), .nonNegative)
        let height = try number(try required("height", in: fields, expected: NumberRule.nonNegative.expected), .nonNegative)
        return Size(width: width, height: height)
    }

    /// A stack's required `children` (possibly empty), each `depth` nodes from the root.
    private mutating func children(_ fields: JSONFields, depth: Int) throws(ModelFileError) -> [ViewNode] {
        let list = try required("children", in: fields, expected: "an array of views")
        guard case .array(let values) = list.kind else { throw mismatch(list, expected: "an array of views") }
        var children: [ViewNode] = []
        children.reserveCapacity(values.count)
        for value in values {
            children.append(try view(value, depth: depth))
        }
        return children
    }

    /// `NookPanel.configuration`: every missing key keeps its default.
    private func nookConfiguration(_ element: JSONElement) throws(ModelFileError) -> NookConfiguration {
        let fields = try fields(element, allowed: ["expandedWidth", "edgePadding", "style"], what: "a NookPanel configuration object")
        var configuration = NookConfiguration()
        if let width = fields["expandedWidth"] { configuration.expandedWidth = try number(width, .nonNegative) }
        if let padding = fields["edgePadding"] { configuration.edgePadding = try number(padding) }
        guard let styleElement = fields["style"] else { return configuration }
        let style = try self.fields(
            styleElement, allowed: ["topCornerRadius", "bottomCornerRadius", "expandedContentInsets"],
            what: "a NookPanel style object")
        if let radius = style["topCornerRadius"] { configuration.style.topCornerRadius = try number(radius, .nonNegative) }
        if let radius = style["bottomCornerRadius"] { configuration.style.bottomCornerRadius = try number(radius, .nonNegative) }
        if let insets = style["expandedContentInsets"] { configuration.style.expandedContentInsets = try self.insets(insets) }
        return configuration
    }
}
