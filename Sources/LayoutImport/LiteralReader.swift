import LayoutModel
import SwiftSyntax

/// Literal arguments: numbers, strings, alignments, edges, axes.
enum LiteralReader {
    /// A call's arguments by label.
    struct Arguments {
        let list: [(label: String?, expression: ExprSyntax)]

        /// The arguments of `call`, each a name bound to a value replaced by that value (``ViewReader/resolve(_:)``).
        init(_ call: FunctionCallExprSyntax, resolving resolve: (ExprSyntax) -> ExprSyntax = { $0 }) {
            list = call.arguments.map { ($0.label?.text, resolve($0.expression)) }
        }

        var unlabeled: [ExprSyntax] { list.filter { $0.label == nil }.map(\.expression) }
        var labels: [String] { list.compactMap(\.label) }

        func value(_ label: String) -> ExprSyntax? { list.first { $0.label == label }?.expression }

        /// The number of the argument `label`; nil when there is none, or when
        /// it is not a literal (`imageSize`, `height * 2`): then it is left out,
        /// as if not given, and noted.
        func number(_ label: String, in reader: ViewReader) throws(ImportError) -> Double? {
            guard let expression = value(label) else { return nil }
            guard let number = LiteralReader.number(expression) else {
                reader.note(
                    .unmodelled, expression,
                    "\(label): `\(ViewReader.excerpt(expression))` is not a literal number; the argument is left out")
                return nil
            }
            return number
        }

        func length(_ label: String, in reader: ViewReader) throws(ImportError) -> Length? {
            try number(label, in: reader).map(Length.points)
        }

        func horizontalAlignment(_ label: String, in reader: ViewReader) throws(ImportError) -> HorizontalAlignment? {
            guard let expression = value(label) else { return nil }
            guard let name = LiteralReader.memberName(expression), let alignment = HorizontalAlignment.builtIn(name) else {
                throw reader.error(expression, "\(label): expected .leading, .center or .trailing")
            }
            return alignment
        }

        func verticalAlignment(_ label: String, in reader: ViewReader) throws(ImportError) -> VerticalAlignment? {
            guard let expression = value(label) else { return nil }
            let known: [String: VerticalAlignment] = [
                "top": .top, "center": .center, "bottom": .bottom,
                "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
            ]
            guard let name = LiteralReader.memberName(expression), let alignment = known[name] else {
                throw reader.error(expression, "\(label): expected .top, .center, .bottom, .firstTextBaseline or .lastTextBaseline")
            }
            return alignment
        }

        func alignment(_ label: String, in reader: ViewReader) throws(ImportError) -> Alignment? {
            guard let expression = value(label) else { return nil }
            guard let name = LiteralReader.memberName(expression), let alignment = Alignment.allNamed.first(where: { $0.name == name })
            else {
                throw reader.error(expression, "\(label): expected an alignment such as .center or .topLeading")
            }
            return alignment.alignment
        }

        func bool(_ label: String) -> Bool? {
            value(label)?.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
        }
    }

    /// `12`, `8.5`, `-4`, `.infinity`, `CGFloat.infinity`, `Double.infinity`.
    static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(String(integer.literal.text.filter { $0 != "_" })) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(String(float.literal.text.filter { $0 != "_" })) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        if memberName(expression) == "infinity" { return .infinity }
        return nil
    }

    /// The name of `.name` or `Type.name`.
    static func memberName(_ expression: ExprSyntax) -> String? {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The text of a string literal without interpolation (an interpolation keeps its source).
    static func string(_ literal: StringLiteralExprSyntax) -> String {
        literal.segments.map { segment in
            if let text = segment.as(StringSegmentSyntax.self) { return text.content.text }
            return segment.trimmedDescription
        }.joined()
    }

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`.
    static func axes(_ expression: ExprSyntax) -> Set<Axis> {
        let names =
            expression.as(ArrayExprSyntax.self)?.elements.compactMap { memberName($0.expression) } ?? memberName(expression).map { [$0] }
            ?? []
        return Set(names.compactMap { $0 == "horizontal" ? .horizontal : $0 == "vertical" ? .vertical : nil })
    }

    /// An edge set: `.all`, `.top`, `.horizontal`, `[.top, .leading]`; nil for anything else.
    static func edges(_ expression: ExprSyntax) -> EdgeSet? {
        let known: [String: EdgeSet] = [
            "all": .all, "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
            "horizontal": .horizontal, "vertical": .vertical,
        ]
        if let array = expression.as(ArrayExprSyntax.self) {
            var set: EdgeSet = []
            for element in array.elements {
                guard let name = memberName(element.expression), let edges = known[name] else { return nil }
                set.formUnion(edges)
            }
            return set
        }
        return memberName(expression).flatMap { known[$0] }
    }

    /// How many elements `0..<n`, `0...n` or an array literal has; nil when it is not literal.
    static func count(_ expression: ExprSyntax) -> Int? {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.count }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let low = number(elements[0]), let high = number(elements[2]),
                let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                low.rounded() == low, high.rounded() == high, abs(low) < 1e9, abs(high) < 1e9
            else { return nil }
            switch op {
            case "..<": return max(0, Int(high - low))
            case "...": return max(0, Int(high - low) + 1)
            default: return nil
            }
        }
        return nil
    }

    /// A length as the model writes it: `12`, `8.5`.
    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
