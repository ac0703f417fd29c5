import LayoutModel

/// Modifiers: `{ "<modifier>": value, "id": ... }`, each value in the form the
/// model records.
extension ModelWriter {
    static func modifier(_ modifier: Modifier) -> JSONValue {
        var members: [(String, JSONValue)] = [(modifier.kind.name, value(of: modifier.kind))]
        if let id = modifier.id { members.append(("id", .string(id))) }
        return .object(members)
    }

    private static func value(of kind: ModifierKind) -> JSONValue {
        switch kind {
        case .padding(let value), .safeAreaPadding(let value):
            return padding(value)
        case .frame(let width, let height, let alignment):
            var members: [(String, JSONValue)] = []
            if let width { members.append(("width", length(width))) }
            if let height { members.append(("height", length(height))) }
            return .object(members + alignmentMember(alignment))
        case .flexFrame(let frame):
            return flexibleFrame(frame)
        case .fixedSize(let horizontal, let vertical):
            if horizontal, vertical { return .bool(true) }
            return .object((horizontal ? [("horizontal", .bool(true))] : []) + (vertical ? [("vertical", .bool(true))] : []))
        case .layoutPriority(let priority):
            return .number(priority)
        case .offset(let x, let y), .position(let x, let y):
            return .object((x == .points(0) ? [] : [("x", length(x))]) + (y == .points(0) ? [] : [("y", length(y))]))
        case .alignmentGuide(let key, let value):
            var members: [(String, JSONValue)] = [("guide", guideName(key))]
            if ModelReader.builtInGuide(named: key.name) == nil || !key.isBuiltIn { members.append(("axis", .string(key.axis.rawValue))) }
            members.append(("value", guideValue(value, axis: key.axis)))
            return .object(members)
        case .aspectRatio(let ratio, let contentMode):
            return .object((ratio.map { [("ratio", .number($0))] } ?? []) + [("contentMode", .string(contentMode.rawValue))])
        case .overlay(let alignment, let content), .background(let alignment, let content):
            return .object(alignmentMember(alignment) + [("content", view(content))])
        case .safeAreaInset(let edge, let alignment, let spacing, let content):
            var members: [(String, JSONValue)] = [("edge", .string(edge.rawValue))]
            if alignment != .center(edge.axis.other) { members.append(("alignment", guideName(alignment))) }
            if let spacing { members.append(("spacing", .number(spacing))) }
            members.append(("content", view(content)))
            return .object(members)
        case .ignoresSafeArea(let regions, let edges):
            var members: [(String, JSONValue)] = []
            if regions != .all {
                members.append(
                    ("regions", .array(regions == .container ? [.string("container")] : regions == .keyboard ? [.string("keyboard")] : [])))
            }
            if edges != .all { members.append(("edges", edgeSet(edges))) }
            return .object(members)
        case .containerRelativeFrame(let frame):
            var members: [(String, JSONValue)] = [("axes", ModelWriter.axisList(frame.axes))]
            if frame.count != 1 { members.append(("count", .number(Double(frame.count)))) }
            if frame.span != 1 { members.append(("span", .number(Double(frame.span)))) }
            if frame.spacing != 0 { members.append(("spacing", .number(frame.spacing))) }
            return .object(members + alignmentMember(frame.alignment))
        case .contentMargins(let margins):
            return contentMargins(margins)
        case .environment(let overrides):
            var members: [(String, JSONValue)] = []
            if let direction = overrides.layoutDirection { members.append(("layoutDirection", .string(direction.rawValue))) }
            if !overrides.nookContentInsets.isEmpty { members.append(("nookContentInsets", partialInsets(overrides.nookContentInsets))) }
            if let sizeClass = overrides.horizontalSizeClass { members.append(("horizontalSizeClass", .string(sizeClass.rawValue))) }
            if let sizeClass = overrides.verticalSizeClass { members.append(("verticalSizeClass", .string(sizeClass.rawValue))) }
            switch overrides.lineLimit {
            case .lines(let lines)?: members.append(("lineLimit", .number(Double(lines))))
            case .unlimited?: members.append(("lineLimit", .null))
            case nil: break
            }
            return .object(members)
        case .scenePadding(let padding, let edges):
            if padding == nil, edges == .all { return .null }
            return .object((padding.map { [("padding", .string($0.rawValue))] } ?? []) + (edges == .all ? [] : [("edges", edgeSet(edges))]))
        case .layoutDirectionBehavior(.fixed):
            return .string("fixed")
        case .layoutDirectionBehavior(.mirrors(let direction)):
            return direction == .rightToLeft ? .string("mirrors") : .object([("mirrors", .string(direction.rawValue))])
        case .gridCellColumns(let count):
            return .number(Double(count))
        case .gridColumnAlignment(let alignment):
            return .string(alignment.name)
        }
    }

    /// A number for `contentMargins(_ length:)` on all edges with the
    /// automatic placement, else the object form with what differs from the
    /// defaults (a nil length is written as `null`, which selects its form).
    private static func contentMargins(_ value: ContentMarginsValue) -> JSONValue {
        if value.edges == .all, value.placement == .automatic, case .length(let length?) = value.amount { return .number(length) }
        var members: [(String, JSONValue)] = value.edges == .all ? [] : [("edges", edgeSet(value.edges))]
        switch value.amount {
        case .length(let length): members.append(("length", length.map(JSONValue.number) ?? .null))
        case .insets(let insets):
            members.append(("insets", .object(Edge.allCases.map { ($0.rawValue, .number(insets[$0])) })))
        }
        if value.placement != .automatic { members.append(("placement", .string(value.placement.rawValue))) }
        return .object(members)
    }

    /// `null`, a length, per-edge insets (edges that are 0 left out) or `{edges, length}`.
    private static func padding(_ value: PaddingValue) -> JSONValue {
        switch value {
        case .defaultAmount:
            return .null
        case .uniform(let amount):
            return length(amount)
        case .insets(let top, let leading, let bottom, let trailing):
            let edges: [(String, Length)] = [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
            return .object(edges.filter { $0.1 != .points(0) }.map { ($0.0, length($0.1)) })
        case .edges(let edges, let amount):
            return .object([("edges", edgeSet(edges))] + (amount.map { [("length", length($0))] } ?? []))
        }
    }

    /// The flexible frame's given bounds; with none given, `"minWidth": null`
    /// keeps it a flexible frame (`{}` reads as a fixed frame).
    private static func flexibleFrame(_ frame: FlexFrameValue) -> JSONValue {
        let bounds: [(String, Length?)] = [
            ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
            ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
        ]
        var members = bounds.compactMap { key, bound in bound.map { (key, length($0)) } }
        if members.isEmpty { members = [("minWidth", .null)] }
        return .object(members + alignmentMember(frame.alignment))
    }

    private static func alignmentMember(_ alignment: Alignment) -> [(String, JSONValue)] {
        alignment == .center ? [] : [("alignment", self.alignment(alignment))]
    }

    /// A constant as a number; anything else as an object of its non-default
    /// terms. `guideAxis` is written where the guide's name does not carry
    /// the guide's axis and that axis differs from `axis`, the value's own.
    static func guideValue(_ value: GuideValue, axis: Axis) -> JSONValue {
        guard value.width != 0 || value.height != 0 || value.guide != nil else { return .number(value.constant) }
        var members: [(String, JSONValue)] = []
        if value.constant != 0 { members.append(("constant", .number(value.constant))) }
        if value.width != 0 { members.append(("width", .number(value.width))) }
        if value.height != 0 { members.append(("height", .number(value.height))) }
        if let guide = value.guide {
            members.append(("guide", guideName(guide)))
            let namedAxis = guide.isBuiltIn && ModelReader.builtInGuide(named: guide.name) != nil
            if !namedAxis, guide.axis != axis { members.append(("guideAxis", .string(guide.axis.rawValue))) }
            if value.guideScale != 1 { members.append(("guideScale", .number(value.guideScale))) }
            if let fallback = value.fallback { members.append(("fallback", .number(fallback))) }
        }
        return .object(members)
    }

    /// A number when all four edges are given and equal, else the given edges.
    private static func partialInsets(_ insets: [Edge: Double]) -> JSONValue {
        let values = Edge.allCases.compactMap { insets[$0] }
        if values.count == 4, Set(values).count == 1, let value = values.first { return .number(value) }
        return .object(Edge.allCases.compactMap { edge in insets[edge].map { (edge.rawValue, .number($0)) } })
    }
}
