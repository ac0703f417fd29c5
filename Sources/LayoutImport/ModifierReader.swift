import LayoutModel
import SwiftSyntax

/// One modifier call, `base.name(arguments)`, applied to the base's view
/// (docs/import.md, "Modifiers"): a modifier of the model vocabulary with its
/// literal arguments; `.id` names the node before it; `.font` sizes the Texts
/// inside; a modifier that does not change layout is left out and noted; any
/// other is left out and noted as unmodelled.
struct ModifierReader {
    let call: FunctionCallExprSyntax
    let name: String
    /// The modifier's name in the source, where its notes and errors point.
    let place: DeclReferenceExprSyntax

    init(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        self.call = call
        name = member.declName.baseName.text
        place = member.declName
    }

    /// Modifiers that change how a view looks or behaves but not its size or place.
    static let presentational: Set<String> = [
        "foregroundColor", "foregroundStyle", "tint", "accentColor", "fontWeight", "bold", "italic", "underline", "strikethrough",
        "kerning", "tracking", "opacity", "shadow", "cornerRadius", "clipShape", "clipped", "mask", "border", "blur", "brightness",
        "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply", "blendMode", "compositingGroup", "drawingGroup",
        "rotationEffect", "rotation3DEffect", "scaleEffect", "transformEffect", "zIndex", "hidden", "disabled", "allowsHitTesting",
        "contentShape", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onAppear",
        "onDisappear", "onChange", "onReceive", "task", "refreshable", "animation", "transition", "matchedGeometryEffect",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "accessibilityElement",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden", "accessibilitySortPriority", "help", "tag",
        "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle", "textFieldStyle", "listStyle", "navigationTitle",
        "navigationBarTitleDisplayMode", "toolbar", "sheet", "fullScreenCover", "alert", "confirmationDialog", "popover",
        "contextMenu", "symbolRenderingMode", "symbolVariant", "preferredColorScheme", "environmentObject", "textSelection",
        "keyboardType", "textContentType", "autocapitalization", "textInputAutocapitalization", "disableAutocorrection",
        "submitLabel", "onSubmit", "focused", "redacted", "privacySensitive", "sensoryFeedback", "listRowBackground",
        "listRowSeparator", "foregroundStyle", "containerShape", "labelsHidden", "tabItem", "badge",
    ]

    mutating func apply(to base: ViewNode, in reader: inout ViewReader) throws(ImportError) -> ViewNode {
        var node = base
        let arguments = LiteralReader.Arguments(call, resolving: reader.resolve)
        switch name {
        case "id":
            guard let literal = arguments.unlabeled.first?.as(StringLiteralExprSyntax.self) else {
                reader.note(.assumed, place, "an id that is not a string literal is left out")
                return node
            }
            let id = LiteralReader.string(literal)
            if node.modifiers.isEmpty { node.id = id } else { node.modifiers[node.modifiers.count - 1].id = id }
            return node
        case "font":
            guard let size = fontSize(arguments) else {
                reader.note(
                    .assumed, place,
                    "a font that is not a literal text style or size (.title, .system(size:), "
                        + ".custom(_:size:)) leaves the Texts inside at the size around them")
                return node
            }
            return ViewReader.settlingFonts(node, size: size)
        case "padding":
            node.modifiers.append(Modifier(.padding(try padding(arguments, reader))))
        case "frame":
            node.modifiers.append(Modifier(try frame(arguments, reader)))
        case "layoutPriority":
            guard let value = arguments.unlabeled.first.flatMap(LiteralReader.number) else {
                throw reader.error(place, "layoutPriority: expected a number literal")
            }
            node.modifiers.append(Modifier(.layoutPriority(value)))
        case "fixedSize":
            node.modifiers.append(
                Modifier(
                    .fixedSize(
                        horizontal: arguments.bool("horizontal") ?? true,
                        vertical: arguments.bool("vertical") ?? true)))
        case "offset":
            node.modifiers.append(
                Modifier(.offset(x: try arguments.length("x", in: reader) ?? 0, y: try arguments.length("y", in: reader) ?? 0)))
        case "aspectRatio":
            let ratio = arguments.unlabeled.first.flatMap(LiteralReader.number)
            let mode: ContentMode = arguments.value("contentMode").flatMap(LiteralReader.memberName) == "fill" ? .fill : .fit
            node.modifiers.append(Modifier(.aspectRatio(ratio: ratio, contentMode: mode)))
        case "overlay", "background":
            guard let content = try decoration(arguments, in: &reader) else {
                reader.note(.dropped, place, ".\(name) with a style, not a view, does not change layout; left out")
                return node
            }
            let alignment = try arguments.alignment("alignment", in: reader) ?? .center
            node.modifiers.append(
                Modifier(
                    name == "overlay"
                        ? .overlay(alignment: alignment, content: content)
                        : .background(alignment: alignment, content: content)))
        case "lineLimit":
            node.modifiers.append(Modifier(.environment(EnvironmentOverrides(lineLimit: lineLimit(arguments, reader)))))
        case "resizable":
            guard case .image(let width, let height, _, let baseline) = node.content, node.modifiers.isEmpty else {
                reader.note(.assumed, place, "resizable() on what is not an Image here (a placeholder) is left out")
                return node
            }
            node.content = .image(width: width, height: height, resizable: true, baseline: baseline)
        default:
            if Self.presentational.contains(name) {
                reader.note(.dropped, place, ".\(name) does not change layout; left out")
            } else {
                reader.note(.unmodelled, place, ".\(name) is not in the model vocabulary; left out (it may change layout)")
            }
        }
        return node
    }

    /// `lineLimit(3)`, `lineLimit(nil)` (no limit), `lineLimit(2, reservesSpace: true)` (the
    /// space is not reserved in the model: noted), `lineLimit(1...3)`, `lineLimit(2...)` and
    /// `lineLimit(...3)` (the upper end, or none: noted); a count that is not a literal keeps
    /// no limit (noted).
    func lineLimit(_ arguments: LiteralReader.Arguments, _ reader: ViewReader) -> LineLimit {
        guard let expression = arguments.unlabeled.first else { return .unlimited }
        if expression.is(NilLiteralExprSyntax.self) { return .unlimited }
        if arguments.value("reservesSpace") != nil {
            reader.note(.assumed, place, "lineLimit's reservesSpace is not in the model: the text takes only the lines it shows")
        }
        if let count = LiteralReader.number(expression), count >= 1, count == count.rounded(), count < 1e9 {
            return .lines(Int(count))
        }
        // A range: its upper end limits the lines; the lower end reserves space, which the model does not.
        let text = String(expression.trimmedDescription.filter { $0 != " " })
        for separator in ["...", "..<"] {
            guard let range = text.firstRange(of: separator) else { continue }
            let upper = Double(text[range.upperBound...])
            reader.note(
                .assumed, place,
                "lineLimit(\(text)): the model keeps its upper end"
                    + (upper == nil ? " (none)" : "") + ", not the lines its lower end reserves")
            guard var limit = upper else { return .unlimited }
            if separator == "..<" { limit -= 1 }
            return limit >= 1 && limit == limit.rounded() && limit < 1e9 ? .lines(Int(limit)) : .unlimited
        }
        reader.note(.assumed, place, "lineLimit(\(expression.trimmedDescription)) is not a literal count: no limit is kept")
        return .unlimited
    }

    /// `.title`, `Font.headline`, `.system(size: 20)`, `.system(.title, design: .rounded)`,
    /// `.custom("Name", size: 13)` (or `fixedSize:`), and any of them under
    /// modifiers that keep the size (`.subheadline.weight(.medium)`, `.caption.monospaced()`).
    func fontSize(_ arguments: LiteralReader.Arguments) -> Double? {
        guard let expression = arguments.unlabeled.first else { return nil }
        return Self.pointSize(of: expression)
    }

    /// Font modifiers that change the face but not the point size.
    static let sizeKeepingFontModifiers: Set<String> = [
        "weight", "bold", "italic", "monospaced", "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
        "leading", "width", "kerning", "tracking",
    ]

    /// The point size of a font expression, nil where it is not literal.
    static func pointSize(of expression: ExprSyntax) -> Double? {
        if let style = LiteralReader.memberName(expression), let size = TextStyle.sizes[style] { return size }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else {
            return nil
        }
        let name = member.declName.baseName.text
        if sizeKeepingFontModifiers.contains(name), let base = member.base, base.trimmedDescription != "Font" {
            return pointSize(of: base)
        }
        let arguments = LiteralReader.Arguments(call)
        switch name {
        case "system":
            if let size = arguments.value("size").flatMap(LiteralReader.number) { return size }
            return arguments.unlabeled.first.flatMap { LiteralReader.memberName($0) }.flatMap { TextStyle.sizes[$0] }
        case "custom":
            return (arguments.value("size") ?? arguments.value("fixedSize")).flatMap(LiteralReader.number)
        default:
            return nil
        }
    }

    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding(.top, 8)`, `padding(EdgeInsets(top:leading:bottom:trailing:))`.
    func padding(_ arguments: LiteralReader.Arguments, _ reader: ViewReader) throws(ImportError) -> PaddingValue {
        // `arguments` are resolved already; EdgeInsets' own are resolved below.
        let unlabeled = arguments.unlabeled
        switch unlabeled.count {
        case 0: return .defaultAmount
        case 1:
            if let value = LiteralReader.number(unlabeled[0]) { return .uniform(.points(value)) }
            if let edges = LiteralReader.edges(unlabeled[0]) { return .edges(edges, length: nil) }
            if let insets = unlabeled[0].as(FunctionCallExprSyntax.self), insets.calledExpression.trimmedDescription == "EdgeInsets" {
                let values = LiteralReader.Arguments(insets, resolving: reader.resolve)
                return .insets(
                    top: try values.length("top", in: reader) ?? 0, leading: try values.length("leading", in: reader) ?? 0,
                    bottom: try values.length("bottom", in: reader) ?? 0, trailing: try values.length("trailing", in: reader) ?? 0)
            }
            reader.note(
                .unmodelled, unlabeled[0],
                "padding: `\(ViewReader.excerpt(unlabeled[0]))` is not a literal length; the default amount is taken")
            return .defaultAmount
        case 2:
            if let edges = LiteralReader.edges(unlabeled[0]) {
                if let value = LiteralReader.number(unlabeled[1]) { return .edges(edges, length: .points(value)) }
                reader.note(
                    .unmodelled, unlabeled[1],
                    "padding: `\(ViewReader.excerpt(unlabeled[1]))` is not a literal length; the default amount is taken")
                return .edges(edges, length: nil)
            }
        default: break
        }
        throw reader.error(place, "padding: expected (), (length), (edges), (edges, length) or (EdgeInsets(…)) with literal values")
    }

    /// `frame(width:height:alignment:)` or the flexible `frame(minWidth:…maxHeight:alignment:)`.
    func frame(_ arguments: LiteralReader.Arguments, _ reader: ViewReader) throws(ImportError) -> ModifierKind {
        let alignment = try arguments.alignment("alignment", in: reader) ?? .center
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        if arguments.labels.contains(where: flexible.contains) {
            return .flexFrame(
                FlexFrameValue(
                    minWidth: try arguments.length("minWidth", in: reader), idealWidth: try arguments.length("idealWidth", in: reader),
                    maxWidth: try arguments.length("maxWidth", in: reader), minHeight: try arguments.length("minHeight", in: reader),
                    idealHeight: try arguments.length("idealHeight", in: reader), maxHeight: try arguments.length("maxHeight", in: reader),
                    alignment: alignment))
        }
        return .frame(
            width: try arguments.length("width", in: reader), height: try arguments.length("height", in: reader), alignment: alignment)
    }

    /// The view of an overlay or background: a trailing closure, or a first argument that is a view; nil for a style (`.red`).
    func decoration(_ arguments: LiteralReader.Arguments, in reader: inout ViewReader) throws(ImportError) -> ViewNode? {
        if let closure = call.trailingClosure ?? arguments.value("content")?.as(ClosureExprSyntax.self) {
            let views = try reader.views(closure.statements)
            return views.count == 1 ? views[0] : ViewNode(.zStack(alignment: .center, children: views))
        }
        guard let first = arguments.unlabeled.first else { return nil }
        // `.background(.red)`, `.background(.ultraThinMaterial)`: a style fills the view's bounds, no layout of its own.
        if first.as(MemberAccessExprSyntax.self)?.base == nil, first.is(MemberAccessExprSyntax.self) { return nil }
        return try reader.view(first)
    }
}
