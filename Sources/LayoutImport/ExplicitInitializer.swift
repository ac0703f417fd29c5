import SwiftSyntax

/// A view's own `init` (docs/import.md, "The rules"): the initialiser whose
/// parameters a call's arguments match, and the stored properties its body
/// assigns from them (`self.side = size`, `title = text`,
/// `_count = State(initialValue: start)`).
struct ExplicitInitializer {
    let declaration: InitializerDeclSyntax

    /// The first `init` of `view` that `call`'s arguments fit: each
    /// parameter takes the next argument with its external label (`_` for
    /// an unlabelled one), or its default; every argument is taken. Nil
    /// when the view declares no `init` or none fits.
    static func matching(_ view: StructDeclSyntax, call: FunctionCallExprSyntax) -> (ExplicitInitializer, [String: ExprSyntax])? {
        for member in view.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                let parameters = bind(initializer.signature.parameterClause.parameters, to: call)
            else { continue }
            return (ExplicitInitializer(declaration: initializer), parameters)
        }
        return nil
    }

    /// Whether the view declares an `init` at all.
    static func declares(_ view: StructDeclSyntax) -> Bool {
        view.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }

    /// Each parameter's internal name and the argument (or default) it takes.
    private static func bind(_ parameters: FunctionParameterListSyntax, to call: FunctionCallExprSyntax) -> [String: ExprSyntax]? {
        var arguments = Array(call.arguments)
        var values: [String: ExprSyntax] = [:]
        for parameter in parameters {
            let external = parameter.firstName.text
            let inside = parameter.secondName?.text ?? external
            if let next = arguments.first, (next.label?.text ?? "_") == external {
                values[inside] = next.expression
                arguments.removeFirst()
            } else if let fallback = parameter.defaultValue?.value {
                values[inside] = fallback
            } else {
                return nil
            }
        }
        return arguments.isEmpty ? values : nil
    }

    /// The stored properties the body assigns, with each value: a
    /// parameter's argument where the right side names a parameter (inside
    /// `State(initialValue:)`, `StateObject(wrappedValue:)` and the like,
    /// their one argument), else the right side as written. `_name`
    /// assigns `name`. Other statements are skipped.
    func assignments(parameters: [String: ExprSyntax], properties: Set<String>) -> [String: ExprSyntax] {
        var values: [String: ExprSyntax] = [:]
        for item in declaration.body?.statements ?? [] {
            guard
                let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)
                    ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
            else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            var target = elements[0].trimmedDescription
            if target.hasPrefix("self.") { target.removeFirst(5) }
            if target.hasPrefix("_") { target.removeFirst() }
            guard properties.contains(target) else { continue }
            values[target] = value(elements[2], parameters: parameters)
        }
        return values
    }

    private func value(_ expression: ExprSyntax, parameters: [String: ExprSyntax]) -> ExprSyntax {
        if let reference = expression.as(DeclReferenceExprSyntax.self), let argument = parameters[reference.baseName.text] {
            return argument
        }
        // State(initialValue: x), StateObject(wrappedValue: x), Binding.constant(x): the one argument.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let only = call.arguments.first {
            return value(only.expression, parameters: parameters)
        }
        return expression
    }
}
