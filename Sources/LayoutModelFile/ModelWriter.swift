import LayoutModel

/// Builds the JSON of a `LayoutProblem`: keys in the contract's order, each
/// value in the form it was read in (padding and frame forms are kept apart
/// by the model), and defaults left out wherever leaving them out reads back
/// to the same value.
///
/// A few model values have no form in the format (NaN, a negative
/// proposal); they are written as closely as possible, and reading the
/// result back rejects them. Every other value the DSL builds reads back equal.
enum ModelWriter {
    /// The whole model file.
    static func problem(_ problem: LayoutProblem) -> JSONValue {
        var members: [(String, JSONValue)] = [("format", .string(ModelFile.format))]
        if let name = problem.name { members.append(("name", .string(name))) }
        if let description = problem.description { members.append(("description", .string(description))) }
        if let disabled = problem.disabled { members.append(("disabled", .string(disabled))) }
        members.append(
            (
                "proposal",
                .object([
                    ("width", problem.proposal.width.map(JSONValue.number) ?? .null),
                    ("height", problem.proposal.height.map(JSONValue.number) ?? .null),
                ])
            ))
        if problem.environment != ModelEnvironment() { members.append(("environment", environment(problem.environment))) }
        members.append(("root", view(problem.root)))
        if !problem.expect.isEmpty { members.append(("expect", expect(problem.expect, root: problem.root))) }
        if !problem.expectByStrategy.isEmpty {
            // Strategy names sorted; an empty set of frames is written too, so reading gives back an equal problem.
            let strategies = problem.expectByStrategy.keys.sorted()
            members.append(
                (
                    "expectByStrategy",
                    .object(
                        strategies.map { name in
                            (name, expect(problem.expectByStrategy[name] ?? [:], root: problem.root))
                        })
                ))
        }
        if problem.tolerance != LayoutProblem.defaultTolerance { members.append(("tolerance", .number(problem.tolerance))) }
        return .object(members)
    }

    private static func environment(_ environment: ModelEnvironment) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if environment.layoutDirection != .leftToRight {
            members.append(("layoutDirection", .string(environment.layoutDirection.rawValue)))
        }
        if environment.displayScale != 1 { members.append(("displayScale", .number(environment.displayScale))) }
        if environment.safeArea != .zero { members.append(("safeArea", insets(environment.safeArea))) }
        if environment.keyboard != 0 { members.append(("keyboard", .number(environment.keyboard))) }
        if environment.platform != .iOS { members.append(("platform", .string(environment.platform.rawValue))) }
        if !environment.guideDefaults.isEmpty {
            // Horizontal guides first, then by name, so the text does not depend on the dictionary's order.
            let keys = environment.guideDefaults.keys.sorted {
                ($0.axis == .vertical ? 1 : 0, $0.name) < ($1.axis == .vertical ? 1 : 0, $1.name)
            }
            members.append(
                (
                    "guideDefaults",
                    .array(
                        keys.compactMap { key in
                            environment.guideDefaults[key].map { value in
                                .object([
                                    ("guide", guideName(key)), ("axis", .string(key.axis.rawValue)),
                                    ("value", guideValue(value, axis: key.axis)),
                                ])
                            }
                        })
                ))
        }
        if let sizeClass = environment.horizontalSizeClass { members.append(("horizontalSizeClass", .string(sizeClass.rawValue))) }
        if let sizeClass = environment.verticalSizeClass { members.append(("verticalSizeClass", .string(sizeClass.rawValue))) }
        return .object(members)
    }

    /// Expected frames in the order their ids appear in the file, then any
    /// other ids sorted (those are rejected on reading, but stay visible).
    private static func expect(_ frames: [ModelID: ExpectedFrame], root: ViewNode) -> JSONValue {
        var order: [ModelID] = []
        appendIDs(of: root, to: &order)
        let listed = Set(order)
        order = order.filter { frames[$0] != nil } + frames.keys.filter { !listed.contains($0) }.sorted()
        return .object(
            order.compactMap { id in
                frames[id].map { frame in (id.text, expectedFrame(frame)) }
            })
    }

    /// The components a frame gives, in the order x, y, width, height
    /// (an empty frame, which reading rejects, as `{}`).
    private static func expectedFrame(_ frame: ExpectedFrame) -> JSONValue {
        .object(frame.components.compactMap { component in component.value.map { (component.name, .number($0)) } })
    }

    /// Ids in the order `view(_:)` writes them.
    private static func appendIDs(of node: ViewNode, to order: inout [ModelID]) {
        if let id = node.id { order.append(ModelID(id)) }
        for modifier in node.modifiers {
            if let content = modifier.kind.secondaryContent { appendIDs(of: content, to: &order) }
            if let id = modifier.id { order.append(ModelID(id)) }
        }
        for child in node.content.children { appendIDs(of: child, to: &order) }
    }

    /// How many views deep `root` is: every stack child, NookPanel home and
    /// overlay, background or safe-area inset content one below its view.
    /// Counted without recursion, since it decides how much stack writing takes.
    static func viewLevels(of root: ViewNode) -> Int {
        var deepest = 0
        var pending: [(node: ViewNode, level: Int)] = [(root, 1)]
        while let (node, level) = pending.popLast() {
            deepest = max(deepest, level)
            for child in node.content.children { pending.append((child, level + 1)) }
            for modifier in node.modifiers {
                if let content = modifier.kind.secondaryContent { pending.append((content, level + 1)) }
            }
        }
        return deepest
    }

    // MARK: Views

    /// A view: `type`, `id`, `modifiers`, then the keys of its type.
    static func view(_ node: ViewNode) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string(node.typeName))]
        if let id = node.id { members.append(("id", .string(id))) }
        if let source = node.source { members.append(("source", .string(source))) }
        if !node.modifiers.isEmpty { members.append(("modifiers", .array(node.modifiers.map(modifier)))) }
        members += contentMembers(node.content)
        return .object(members)
    }

    private static func contentMembers(_ content: ViewContent) -> [(String, JSONValue)] {
        switch content {
        case .shape, .empty:
            return []
        case .fixed(let width, let height):
            return [("width", .number(width)), ("height", .number(height))]
        case .image(let width, let height, let resizable, let baseline):
            return [("width", .number(width)), ("height", .number(height))] + (resizable ? [("resizable", .bool(true))] : [])
                + (baseline.map { [("baseline", .number($0))] } ?? [])
        case .text(let text, let fontSize):
            return [("text", .string(text))] + (fontSize != 17 ? [("fontSize", .number(fontSize))] : [])
        case .spacer(let minLength):
            return minLength.map { [("minLength", .number($0))] } ?? []
        case .hStack(let alignment, let spacing, let children):
            return stackMembers(
                alignment: alignment == .center ? nil : guideName(.vertical(alignment)), spacing: spacing, children: children)
        case .lazyHStack(let alignment, let spacing, let children):
            return stackMembers(
                alignment: alignment == .center ? nil : guideName(.vertical(alignment)), spacing: spacing, children: children)
        case .lazyVStack(let alignment, let spacing, let children):
            return stackMembers(
                alignment: alignment == .center ? nil : guideName(.horizontal(alignment)), spacing: spacing, children: children)
        case .vStack(let alignment, let spacing, let children):
            return stackMembers(
                alignment: alignment == .center ? nil : guideName(.horizontal(alignment)), spacing: spacing, children: children)
        case .zStack(let alignment, let children):
            return (alignment == .center ? [] : [("alignment", self.alignment(alignment))]) + [("children", .array(children.map(view)))]
        case .nookPanel(let configuration, let home):
            let written = nookConfiguration(configuration)
            return (written.map { [("configuration", $0)] } ?? []) + [("home", view(home))]
        case .layout(let value, let children):
            // Parameters in name order; none written when the layout has none.
            let parameters = value.parameters.keys.sorted().map { ($0, JSONValue.number(value.parameters[$0] ?? 0)) }
            return [("layout", .string(value.name))] + (parameters.isEmpty ? [] : [("parameters", .object(parameters))])
                + [("children", .array(children.map(view)))]
        case .scrollView(let axes, let content):
            let axesMember: [(String, JSONValue)] =
                axes == [.vertical]
                ? [] : [("axes", .array(Axis.allCases.filter(axes.contains).map { .string($0.rawValue) }))]
            return axesMember + [("content", view(content))]
        case .viewThatFits(let axes, let children):
            let written: [(String, JSONValue)] = axes == Set(Axis.allCases) ? [] : [("axes", axisList(axes))]
            return written + [("children", .array(children.map(view)))]
        case .conditional(let condition, let then, let otherwise):
            return [("condition", self.condition(condition)), ("then", view(then))] + (otherwise.map { [("else", view($0))] } ?? [])
        case .anyLayout(let layout, let children):
            return [("layout", self.layout(layout)), ("children", .array(children.map(view)))]
        case .grid(let value, let children):
            var members: [(String, JSONValue)] = value.alignment == .center ? [] : [("alignment", self.alignment(value.alignment))]
            if let spacing = value.horizontalSpacing { members.append(("horizontalSpacing", .number(spacing))) }
            if let spacing = value.verticalSpacing { members.append(("verticalSpacing", .number(spacing))) }
            return members + [("children", .array(children.map(view)))]
        case .gridRow(let alignment, let children):
            return stackMembers(alignment: alignment.map { guideName(.vertical($0)) }, spacing: nil, children: children)
        case .lazyGrid(let value, let children):
            let guide = value.alignment[value.trackAxis]
            return [(value.axis == .vertical ? "columns" : "rows", .array(value.items.map(gridItem)))]
                + stackMembers(
                    alignment: guide == .center(value.trackAxis) ? nil : guideName(guide), spacing: value.spacing, children: children)
        }
    }

    /// A GridItem object: its size's keys (defaults left out), then spacing and alignment.
    private static func gridItem(_ item: GridItemValue) -> JSONValue {
        var members: [(String, JSONValue)]
        switch item.size {
        case .fixed(let length):
            members = [("size", .string("fixed")), ("length", .number(length))]
        case .flexible(let minimum, let maximum):
            members =
                [("size", .string("flexible"))] + (minimum == 10 ? [] : [("minimum", .number(minimum))])
                + (maximum == .infinity ? [] : [("maximum", .number(maximum))])
        case .adaptive(let minimum, let maximum):
            members =
                [("size", .string("adaptive")), ("minimum", .number(minimum))]
                + (maximum == .infinity ? [] : [("maximum", .number(maximum))])
        }
        if let spacing = item.spacing { members.append(("spacing", .number(spacing))) }
        if let alignment = item.alignment { members.append(("alignment", self.alignment(alignment))) }
        return .object(members)
    }

    /// Axes in a fixed order (horizontal first).
    static func axisList(_ axes: Set<Axis>) -> JSONValue {
        .array(Axis.allCases.filter(axes.contains).map { .string($0.rawValue) })
    }

    /// `{"horizontalSizeClass": ..., "verticalSizeClass": ...}`, the classes the condition names.
    private static func condition(_ condition: SizeClassCondition) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let sizeClass = condition.horizontal { members.append(("horizontalSizeClass", .string(sizeClass.rawValue))) }
        if let sizeClass = condition.vertical { members.append(("verticalSizeClass", .string(sizeClass.rawValue))) }
        return .object(members)
    }

    /// An AnyLayout's layout: a stack layout object, or an If between two.
    private static func layout(_ layout: LayoutChoice) -> JSONValue {
        switch layout {
        case .hStack(let alignment, let spacing):
            return .object(
                [("type", .string("HStack"))]
                    + stackMembers(alignment: alignment == .center ? nil : guideName(.vertical(alignment)), spacing: spacing))
        case .vStack(let alignment, let spacing):
            return .object(
                [("type", .string("VStack"))]
                    + stackMembers(alignment: alignment == .center ? nil : guideName(.horizontal(alignment)), spacing: spacing))
        case .zStack(let alignment):
            return .object([("type", .string("ZStack"))] + (alignment == .center ? [] : [("alignment", self.alignment(alignment))]))
        case .conditional(let condition, let then, let otherwise):
            return .object([
                ("type", .string("If")), ("condition", self.condition(condition)), ("then", self.layout(then)),
                ("else", self.layout(otherwise)),
            ])
        }
    }

    private static func stackMembers(alignment: JSONValue?, spacing: Double?) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let alignment { members.append(("alignment", alignment)) }
        if let spacing { members.append(("spacing", .number(spacing))) }
        return members
    }

    private static func stackMembers(alignment: JSONValue?, spacing: Double?, children: [ViewNode]) -> [(String, JSONValue)] {
        stackMembers(alignment: alignment, spacing: spacing) + [("children", .array(children.map(view)))]
    }

    /// The keys that differ from `NookConfiguration()`, nil when none does.
    private static func nookConfiguration(_ configuration: NookConfiguration) -> JSONValue? {
        let defaults = NookConfiguration()
        var members: [(String, JSONValue)] = []
        if configuration.expandedWidth != defaults.expandedWidth { members.append(("expandedWidth", .number(configuration.expandedWidth))) }
        if configuration.edgePadding != defaults.edgePadding { members.append(("edgePadding", .number(configuration.edgePadding))) }
        var style: [(String, JSONValue)] = []
        let (written, standard) = (configuration.style, defaults.style)
        if written.topCornerRadius != standard.topCornerRadius { style.append(("topCornerRadius", .number(written.topCornerRadius))) }
        if written.bottomCornerRadius != standard.bottomCornerRadius {
            style.append(("bottomCornerRadius", .number(written.bottomCornerRadius)))
        }
        if written.expandedContentInsets != standard.expandedContentInsets {
            style.append(("expandedContentInsets", insets(written.expandedContentInsets)))
        }
        if !style.isEmpty { members.append(("style", .object(style))) }
        return members.isEmpty ? nil : .object(members)
    }

    // MARK: Values

    /// A length: a number, `"infinity"`, or `{"env": "key.edge"}`.
    static func length(_ length: Length) -> JSONValue {
        switch length {
        case .points(let value): .number(value)
        case .environment(let reference): .object([("env", .string("\(reference.key).\(reference.edge.rawValue)"))])
        }
    }

    /// One of the fifteen alignment names, or the composite
    /// `{"horizontal": guide, "vertical": guide}` (a custom guide, a
    /// combination SwiftUI does not name).
    static func alignment(_ alignment: Alignment) -> JSONValue {
        if let name = alignment.name { return .string(name) }
        return .object([
            ("horizontal", guideName(.horizontal(alignment.horizontal))), ("vertical", guideName(.vertical(alignment.vertical))),
        ])
    }

    /// A guide as the reader reads it back: its name, or `{"custom": name}`
    /// for a custom guide whose name the format gives another meaning
    /// (a built-in guide's, a 2-D alignment's, or the empty name).
    static func guideName(_ key: AlignmentKey) -> JSONValue {
        if !key.isBuiltIn, ModelReader.reservedGuideNames.contains(key.name) { return .object([("custom", .string(key.name))]) }
        return .string(key.name)
    }

    /// A number when every edge is equal, else the edges that are not 0.
    static func insets(_ insets: EdgeInsets) -> JSONValue {
        if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing { return .number(insets.top) }
        return .object(Edge.allCases.filter { insets[$0] != 0 }.map { ($0.rawValue, .number(insets[$0])) })
    }

    /// Edge names, a full axis as `"vertical"`/`"horizontal"`, everything as `"all"`.
    static func edgeSet(_ edges: EdgeSet) -> JSONValue {
        if edges == .all { return .array([.string("all")]) }
        var names: [String] = []
        for (pair, name) in [(EdgeSet.vertical, "vertical"), (EdgeSet.horizontal, "horizontal")] {
            if edges.isSuperset(of: pair) {
                names.append(name)
            } else {
                names += pair.edges.filter { edges.contains($0) }.map(\.rawValue)
            }
        }
        return .array(names.map(JSONValue.string))
    }
}
