import LayoutModel
import SwiftSyntax

/// Turns view expressions into `ViewNode`s (docs/import.md, "The rules").
/// Modifier calls are read by ``ModifierReader``, literal arguments by
/// ``LiteralReader``; what is not literal is decided by a rule and noted.
struct ViewReader {
    let files: [SourceFile]
    let options: SwiftUIImporter.Options
    /// The notes so far, kept by reference so that reading a literal (``resolve(_:)``) can add one.
    private let sink = NoteSink()
    var notes: [ImportNote] { sink.notes }
    /// Which branch each choice on state takes, shared by the reader's copies.
    let plan: BranchPlan
    /// The View types being inlined, outermost first (a repeat is recursion).
    private var inlining: [String] = []
    /// Per view being read, its stored properties' values: the arguments of
    /// the call that inlines it, else their literal defaults.
    private var bindings: [[String: ExprSyntax]] = []
    /// The file and struct of the expression being read.
    private var file: SourceFile
    private var owner: StructDeclSyntax?
    private var depth = 0
    /// The axis of the nearest HStack or VStack whose views are being read
    /// (nil outside every stack): a Divider's line runs across it.
    private var stackAxis: Axis?

    /// The font size a Text, and a symbol image's side, get until a `.font`
    /// around them says otherwise.
    static let inheritedFont = -1.0

    init(files: [SourceFile], options: SwiftUIImporter.Options, plan: BranchPlan = BranchPlan()) {
        self.files = files
        self.options = options
        self.plan = plan
        file = files[0]
    }

    func note(_ kind: ImportNote.Kind, _ node: some SyntaxProtocol, _ message: String) {
        sink.notes.append(ImportNote(kind, at: file.location(of: node), message))
    }

    func error(_ node: some SyntaxProtocol, _ message: String) -> ImportError {
        ImportError(at: file.location(of: node), message)
    }

    // MARK: Views by type

    /// The `body` of `view`, with every inherited font made the body size.
    mutating func body(of view: StructDeclSyntax, in file: SourceFile) throws(ImportError) -> ViewNode {
        self.file = file
        owner = view
        inlining.append(view.name.text)
        bindings.append(Self.defaults(of: view))
        let node = try builder(items: try bodyItems(of: view), at: view)
        bindings.removeLast()
        inlining.removeLast()
        return Self.settlingFonts(node, size: TextStyle.body)
    }

    /// The statements of `var body: some View { … }` (or its `get`).
    func bodyItems(of view: StructDeclSyntax) throws(ImportError) -> CodeBlockItemListSyntax {
        guard let items = Self.computedProperty("body", of: view) else {
            throw error(view.name, "\(view.name.text) has no computed `var body: some View { … }`")
        }
        return items
    }

    static func computedProperty(_ name: String, of view: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == name {
                switch binding.accessorBlock?.accessors {
                case .getter(let items): return items
                case .accessors(let accessors):
                    if let body = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body {
                        return body.statements
                    }
                case nil: continue
                }
            }
        }
        return nil
    }

    /// The stored properties of `view` in declaration order (the memberwise initialiser's), with their defaults.
    static func storedProperties(of view: StructDeclSyntax) -> [(name: String, initial: ExprSyntax?)] {
        var properties: [(String, ExprSyntax?)] = []
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                properties.append((name, binding.initializer?.value))
            }
        }
        return properties
    }

    /// The literal defaults of `view`'s stored properties (`let title = "Inbox"`, `var spacing = 8.0`).
    static func defaults(of view: StructDeclSyntax) -> [String: ExprSyntax] {
        var values: [String: ExprSyntax] = [:]
        for property in storedProperties(of: view) { if let initial = property.initial { values[property.name] = initial } }
        return values
    }

    /// `expression`, or the value bound to it when it names a stored property
    /// of the view being read (`title`, `self.title`): the argument the view
    /// was called with, else the property's default.
    func resolve(_ expression: ExprSyntax) -> ExprSyntax {
        // `condition ? a : b` (unfolded, as the parser leaves it): the first value, as `if` takes its first branch.
        if let sequence = expression.as(SequenceExprSyntax.self),
            let index = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = sequence.elements[index].as(UnresolvedTernaryExprSyntax.self)
        {
            let taken = plan.choose(at: file.location(of: sequence), "?:", count: 2)
            let which = taken == 0 ? "its first value" : "its second value (variant)"
            note(.assumed, sequence, "`\(Self.excerpt(sequence))` depends on state: \(which) is imported")
            guard taken == 1, let otherwise = sequence.elements[sequence.elements.index(after: index)...].first else {
                return resolve(ternary.thenExpression)
            }
            return resolve(otherwise)
        }
        guard let values = bindings.last else { return expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = values[reference.baseName.text] { return value }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self",
            let value = values[member.declName.baseName.text]
        {
            return value
        }
        return expression
    }

    // MARK: View builders

    /// The views of a builder closure's statements.
    mutating func views(_ items: CodeBlockItemListSyntax) throws(ImportError) -> [ViewNode] {
        var result: [ViewNode] = []
        for item in items {
            switch item.item {
            case .expr(let expression): result += try views(of: expression)
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self)?.expression {
                    result += try views(of: returned)
                    continue
                }
                guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else {
                    throw error(statement, "expected a view expression in a view builder, found a statement")
                }
                result += try views(of: expression)
            case .decl(let declaration):
                note(.assumed, declaration, "a declaration inside a view builder is not a view; left out")
            }
        }
        return result
    }

    /// One builder (a `body`) as one view: several side by side are stacked
    /// in a VStack, as SwiftUI places a root's views (noted).
    mutating func builder(items: CodeBlockItemListSyntax, at node: some SyntaxProtocol) throws(ImportError) -> ViewNode {
        try one(try views(items), at: node)
    }

    /// `found` as one view: nothing is an Empty, several a VStack (noted).
    func one(_ found: [ViewNode], at node: some SyntaxProtocol) throws(ImportError) -> ViewNode {
        guard let first = found.first else { return ViewNode(.empty) }
        guard found.count == 1 else {
            note(.assumed, node, "\(found.count) views side by side where one is expected are stacked in a VStack")
            return ViewNode(.vStack(alignment: .center, spacing: nil, children: found))
        }
        return first
    }

    /// The views one expression stands for: one, or several for a `ForEach`,
    /// a `Group`, or an inlined view, computed property or function whose
    /// builder holds several (their views join the container's).
    mutating func views(of expression: ExprSyntax) throws(ImportError) -> [ViewNode] {
        if let members = try distributed(expression) { return members }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            switch name {
            case "Group": return try children(of: call)
            case "ForEach": return try repeated(call)
            default: break
            }
            if let (file, view) = defined(name) { return try inline(view, in: file, at: call) }
        }
        if let inlined = try inlinedMember(expression) { return inlined }
        if let choice = expression.as(IfExprSyntax.self) {
            let (bodies, hasElse) = Self.branches(of: choice)
            let count = bodies.count + (hasElse ? 0 : 1)
            let taken = plan.choose(at: file.location(of: choice), "if", count: count)
            guard taken > 0 else {
                note(.assumed, choice, "an `if` on state: its first branch is imported")
                return try views(bodies[0])
            }
            guard taken < bodies.count else {
                note(.assumed, choice, "an `if` on state: branch \(taken + 1) of \(count) (no `else`: no view) is imported")
                return []
            }
            note(.assumed, choice, "an `if` on state: branch \(taken + 1) of \(count) is imported")
            return try views(bodies[taken])
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            guard !cases.isEmpty else { return [] }
            let taken = plan.choose(at: file.location(of: choice), "switch", count: cases.count)
            note(
                .assumed, choice,
                taken == 0
                    ? "a `switch` on state: its first case is imported"
                    : "a `switch` on state: case \(taken + 1) of \(cases.count) is imported")
            return try views(cases[taken].statements)
        }
        return [try view(expression)]
    }

    /// The bodies of an `if` / `else if` chain in order, and whether it ends
    /// in an `else`.
    static func branches(of choice: IfExprSyntax) -> (bodies: [CodeBlockItemListSyntax], hasElse: Bool) {
        var bodies = [choice.body.statements]
        var current = choice
        while let next = current.elseBody {
            switch next {
            case .ifExpr(let chained):
                bodies.append(chained.body.statements)
                current = chained
            case .codeBlock(let block):
                bodies.append(block.statements)
                return (bodies, true)
            }
        }
        return (bodies, false)
    }

    /// One view.
    mutating func view(_ expression: ExprSyntax) throws(ImportError) -> ViewNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= SwiftUIImporter.maximumDepth else {
            throw error(expression, "views and modifiers nested more than \(SwiftUIImporter.maximumDepth) deep")
        }
        if let inlined = try inlinedMember(expression) { return try one(inlined, at: expression) }
        if let members = try distributed(expression) { return try one(members, at: expression) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, !Self.isTypeName(base) {
                var reader = ModifierReader(call: call, member: member)
                return try reader.apply(to: try view(base), in: &self)
            }
            return sourced(try construct(call), at: call)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            // Color.red, Color.accentColor: a colour.
            if let base = member.base, base.trimmedDescription == "Color" { return sourced(ViewNode(.shape(.color)), at: member) }
        }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            return try one(try views(of: expression), at: expression)
        }
        return sourced(
            try placeholder(for: expression, "`\(Self.excerpt(expression))` is not a view expression the importer reads"),
            at: expression)
    }

    /// `node` with its source location (`file:line:column` of `syntax`)
    /// unless it has one already (a view inlined from its own body).
    func sourced(_ node: ViewNode, at syntax: some SyntaxProtocol) -> ViewNode {
        guard node.source == nil else { return node }
        var node = node
        node.source = file.location(of: syntax).description
        return node
    }

    /// A computed property (`header`, `self.header`) or a method
    /// (`row(item)`, `self.row(item: x)`) of the view being read that builds
    /// views, inlined with its parameters bound to the call's arguments; nil
    /// for any other expression.
    mutating func inlinedMember(_ expression: ExprSyntax) throws(ImportError) -> [ViewNode]? {
        guard let owner else { return nil }
        var call: FunctionCallExprSyntax?
        var callee = expression
        if let called = expression.as(FunctionCallExprSyntax.self) {
            call = called
            callee = called.calledExpression
        }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name.first?.isLowercase ?? false else { return nil }
        if let call {
            guard let function = Self.method(name, of: owner), let body = function.body else { return nil }
            guard !inlining.contains("\(owner.name.text).\(name)") else {
                throw error(call, "\(name) builds itself (\((inlining + [name]).joined(separator: " → ")))")
            }
            note(.inlined, call, "the method \(name) is inlined")
            var values = bindings.last ?? [:]
            let parameters = Array(function.signature.parameterClause.parameters)
            for parameter in parameters {
                if let value = parameter.defaultValue?.value { values[(parameter.secondName ?? parameter.firstName).text] = value }
            }
            for (position, argument) in call.arguments.enumerated() {
                let target =
                    argument.label.flatMap { label in parameters.first { $0.firstName.text == label.text } }
                    ?? (position < parameters.count && parameters[position].firstName.tokenKind == .wildcard ? parameters[position] : nil)
                if let target { values[(target.secondName ?? target.firstName).text] = resolve(argument.expression) }
            }
            inlining.append("\(owner.name.text).\(name)")
            bindings.append(values)
            defer {
                bindings.removeLast()
                inlining.removeLast()
            }
            return try views(body.statements)
        }
        guard let items = Self.computedProperty(name, of: owner) else { return nil }
        guard !inlining.contains("\(owner.name.text).\(name)") else {
            throw error(expression, "\(name) builds itself (\((inlining + [name]).joined(separator: " → ")))")
        }
        note(.inlined, expression, "the computed property \(name) is inlined")
        inlining.append("\(owner.name.text).\(name)")
        defer { inlining.removeLast() }
        return try views(items)
    }

    /// A method `func name(…) -> some View { … }` of `view`.
    static func method(_ name: String, of view: StructDeclSyntax) -> FunctionDeclSyntax? {
        view.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
    }

    /// A view made by its initialiser: `HStack(spacing: 8) { … }`, `Text("…")`, `Color.red`, a View type of the given files.
    mutating func construct(_ call: FunctionCallExprSyntax) throws(ImportError) -> ViewNode {
        let callee = call.calledExpression.trimmedDescription
        let arguments = LiteralReader.Arguments(call, resolving: resolve)
        switch callee {
        case "HStack", "LazyHStack":
            let alignment = try arguments.verticalAlignment("alignment", in: self) ?? .center
            let spacing = try arguments.number("spacing", in: self)
            let children = try children(of: call, along: .horizontal)
            return ViewNode(
                callee == "HStack"
                    ? .hStack(alignment: alignment, spacing: spacing, children: children)
                    : .lazyHStack(alignment: alignment, spacing: spacing, children: children))
        case "VStack", "LazyVStack":
            let alignment = try arguments.horizontalAlignment("alignment", in: self) ?? .center
            let spacing = try arguments.number("spacing", in: self)
            let children = try children(of: call, along: .vertical)
            return ViewNode(
                callee == "VStack"
                    ? .vStack(alignment: alignment, spacing: spacing, children: children)
                    : .lazyVStack(alignment: alignment, spacing: spacing, children: children))
        case "ZStack":
            let alignment = try arguments.alignment("alignment", in: self) ?? .center
            return ViewNode(.zStack(alignment: alignment, children: try children(of: call)))
        case "Text":
            return ViewNode(.text(try text(call, arguments), fontSize: Self.inheritedFont))
        case "Spacer":
            return ViewNode(.spacer(minLength: try arguments.number("minLength", in: self)))
        case "EmptyView":
            return ViewNode(.empty)
        case "Color":
            return ViewNode(.shape(.color))
        case "Rectangle": return ViewNode(.shape(.rectangle))
        case "Circle": return ViewNode(.shape(.circle))
        case "Ellipse": return ViewNode(.shape(.ellipse))
        case "Capsule": return ViewNode(.shape(.capsule))
        case "RoundedRectangle": return ViewNode(.shape(.roundedRectangle))
        case "Image":
            return try image(call, arguments)
        case "Group":
            return try one(try children(of: call), at: call)
        case "Divider":
            return divider(call)
        case "Label":
            return try label(call, arguments)
        case "TextField", "SecureField":
            return try textField(call, arguments)
        case "ScrollView":
            let axes: Set<Axis> = arguments.unlabeled.first.map { LiteralReader.axes($0) } ?? [.vertical]
            return ViewNode(.scrollView(axes: axes, content: try single(call)))
        case "Button", "NavigationLink":
            return try labelled(call, arguments)
        case "ViewThatFits":
            let axes: Set<Axis> = arguments.value("in").map { LiteralReader.axes($0) } ?? [.horizontal, .vertical]
            return ViewNode(.viewThatFits(axes: axes, children: try children(of: call)))
        default:
            if let (file, view) = defined(callee) {
                return try one(try inline(view, in: file, at: call), at: call)
            }
            return try placeholder(for: call, "the view \(callee) is not in the model vocabulary")
        }
    }

    /// A Button or NavigationLink as its label (the automatic style on iOS
    /// draws the label without padding of its own): a title string is a
    /// Text, a `label:` closure or the trailing closure after `action:` or
    /// `destination:` is the label.
    mutating func labelled(_ call: FunctionCallExprSyntax, _ arguments: LiteralReader.Arguments) throws(ImportError) -> ViewNode {
        let kind = call.calledExpression.trimmedDescription
        note(.assumed, call, "a \(kind) lays out as its label")
        if let title = arguments.unlabeled.first {
            return ViewNode(.text(literalOrSource(title, as: "a \(kind) title"), fontSize: Self.inheritedFont))
        }
        let label =
            call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? arguments.value("label")?.as(ClosureExprSyntax.self)
            ?? (arguments.value("action") != nil || arguments.value("destination") != nil ? call.trailingClosure : nil)
        guard let label else {
            throw error(call, "expected the \(kind)'s label: a title, a label: closure, or a closure after action: or destination:")
        }
        let found = try views(label.statements)
        if found.count == 1 { return found[0] }
        note(.assumed, call, "\(found.count) views in the \(kind)'s label are stacked in a VStack")
        return ViewNode(.vStack(alignment: .center, spacing: nil, children: found))
    }

    /// The children of a stack along `axis`: ``children(of:)`` with the
    /// stack's axis the one its Dividers read.
    mutating func children(of call: FunctionCallExprSyntax, along axis: Axis) throws(ImportError) -> [ViewNode] {
        let enclosing = stackAxis
        stackAxis = axis
        defer { stackAxis = enclosing }
        return try children(of: call)
    }

    /// `Group { … }` or `ForEach(…) { … }` under one or more modifiers: its
    /// views, each with the modifiers applied, as SwiftUI applies a
    /// Group's modifiers to each of its views (noted); nil for any other
    /// expression. An `.id` among them is left out where there are several
    /// views (one id cannot name them all).
    mutating func distributed(_ expression: ExprSyntax) throws(ImportError) -> [ViewNode]? {
        var modifiers: [(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax)] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base, !Self.isTypeName(base)
        {
            modifiers.append((call, member))
            current = base
        }
        guard !modifiers.isEmpty, let container = current.as(FunctionCallExprSyntax.self),
            let name = container.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name == "Group" || name == "ForEach"
        else { return nil }
        let members = name == "Group" ? try children(of: container) : try repeated(container)
        guard !members.isEmpty else { return [] }
        note(.assumed, container, "the modifiers of a \(name) apply to each of its \(members.count) view(s)")
        var result: [ViewNode] = []
        for (position, member) in members.enumerated() {
            // Every view gets the same modifiers: their notes are kept once, from the first.
            let notesBefore = sink.notes.count
            var node = member
            for modifier in modifiers.reversed() {
                var reader = ModifierReader(call: modifier.call, member: modifier.member)
                if reader.name == "id" && members.count > 1 {
                    if position == 0 { note(.assumed, reader.place, "an id on a \(name) of \(members.count) views is left out") }
                    continue
                }
                node = try reader.apply(to: node, in: &self)
            }
            if position > 0 { sink.notes.removeSubrange(notesBefore...) }
            result.append(node)
        }
        return result
    }

    /// The children of a container: its trailing closure (or a `content:` closure argument).
    mutating func children(of call: FunctionCallExprSyntax) throws(ImportError) -> [ViewNode] {
        guard let closure = call.trailingClosure ?? LiteralReader.Arguments(call).value("content")?.as(ClosureExprSyntax.self) else {
            return []
        }
        return try views(closure.statements)
    }

    /// The one view of a container's content closure (several become a VStack, as SwiftUI's ScrollView lays them out).
    mutating func single(_ call: FunctionCallExprSyntax) throws(ImportError) -> ViewNode {
        let found = try children(of: call)
        if found.count == 1 { return found[0] }
        note(
            .assumed, call,
            "\(found.count) views in \(call.calledExpression.trimmedDescription)'s content are stacked in a VStack, as SwiftUI does")
        return ViewNode(.vStack(alignment: .center, spacing: nil, children: found))
    }

    /// `ForEach(0..<n)`, `ForEach([…])`, or over anything else `repeatCount` times.
    mutating func repeated(_ call: FunctionCallExprSyntax) throws(ImportError) -> [ViewNode] {
        let arguments = LiteralReader.Arguments(call, resolving: resolve)
        let count: Int
        if let data = arguments.unlabeled.first, let literal = LiteralReader.count(data) {
            count = literal
        } else {
            count = options.repeatCount
            note(
                .assumed, call, "ForEach over data that is not a literal range or array: its content is repeated \(count) times (--repeat)")
        }
        guard (0...SwiftUIImporter.maximumRepeat).contains(count) else {
            throw error(call, "ForEach expands to \(count) views; at most \(SwiftUIImporter.maximumRepeat) are imported")
        }
        let once = try children(of: call)
        return Array(repeating: once, count: count).flatMap { $0 }
    }

    /// The string of `Text(…)`: a literal, a stored property's literal default, or the expression's source as text.
    mutating func text(_ call: FunctionCallExprSyntax, _ arguments: LiteralReader.Arguments) throws(ImportError) -> String {
        guard let first = arguments.unlabeled.first else { throw error(call, "Text needs its string") }
        if let literal = first.as(StringLiteralExprSyntax.self) { return LiteralReader.string(literal) }
        let source = first.trimmedDescription
        note(.assumed, first, "Text of `\(source)`, not a literal: its source text stands in for the string")
        return source
    }

    /// `Image(systemName:)` as a square of its font's point size; a named image needs a placeholder.
    mutating func image(_ call: FunctionCallExprSyntax, _ arguments: LiteralReader.Arguments) throws(ImportError) -> ViewNode {
        if arguments.value("systemName") != nil {
            note(
                .assumed, call,
                "a symbol image is taken as a square of its font's point size "
                    + "(\(Int(TextStyle.body))×\(Int(TextStyle.body)) at the body size)")
            return Self.symbol
        }
        return try assetImage(call, "an image from an asset")
    }

    /// A symbol image, sized by the font around it (``settlingFonts(_:size:)``).
    static let symbol = ViewNode(.image(width: inheritedFont, height: inheritedFont, resizable: false))

    /// An image from an asset (`what`): ``SwiftUIImporter/Options/placeholder``'s size, or the refusal.
    mutating func assetImage(_ call: FunctionCallExprSyntax, _ what: String) throws(ImportError) -> ViewNode {
        guard let size = options.placeholder else {
            throw error(call, "\(what) has no size in the source: give --placeholder WxH to stand in for it")
        }
        note(
            .placeholder, call,
            "\(what) is taken as \(LiteralReader.format(size.width))×\(LiteralReader.format(size.height)) (--placeholder)")
        return ViewNode(.image(width: size.width, height: size.height, resizable: false))
    }

    /// A string argument (`what`, a title or a prompt): its literal, or its
    /// source text standing in (noted).
    func literalOrSource(_ expression: ExprSyntax, as what: String) -> String {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return LiteralReader.string(literal) }
        note(.assumed, expression, "\(what) of `\(Self.excerpt(expression))`, not a literal: its source text stands in")
        return expression.trimmedDescription
    }

    /// `Divider()`: a fill ``SwiftUIImporter/Options/dividerThickness`` thick
    /// along the enclosing stack's axis and taking whatever it is proposed
    /// across it (a line across a VStack; down an HStack), horizontal
    /// outside every stack (docs/swiftui-semantics, §16; noted).
    mutating func divider(_ call: FunctionCallExprSyntax) -> ViewNode {
        let thickness = options.dividerThickness
        let length = Length.points(thickness)
        let vertical = stackAxis == .horizontal
        let within = stackAxis.map { $0 == .horizontal ? "an HStack" : "a VStack" } ?? "no stack"
        note(
            .assumed, call,
            "a Divider in \(within) is a fill \(LiteralReader.format(thickness)) pt "
                + (vertical ? "wide, as tall as it is proposed" : "tall, as wide as it is proposed"))
        var node = ViewNode(.shape(.rectangle))
        node.modifiers.append(Modifier(.frame(width: vertical ? length : nil, height: vertical ? nil : length, alignment: .center)))
        return node
    }

    /// `Label("Title", systemImage: "star")` or `Label { title } icon: { icon }`:
    /// its icon and title side by side in an HStack of the default spacing
    /// (the automatic label style on iOS outside a List; noted).
    mutating func label(_ call: FunctionCallExprSyntax, _ arguments: LiteralReader.Arguments) throws(ImportError) -> ViewNode {
        let icon: [ViewNode]
        let title: [ViewNode]
        if !arguments.unlabeled.isEmpty {
            title = [ViewNode(.text(try text(call, arguments), fontSize: Self.inheritedFont))]
            if arguments.value("systemImage") != nil {
                icon = [Self.symbol]
            } else if arguments.value("image") != nil {
                icon = [try assetImage(call, "a Label's image from an asset")]
            } else {
                icon = []
            }
        } else {
            let titleClosure = arguments.value("title")?.as(ClosureExprSyntax.self) ?? call.trailingClosure
            let iconClosure =
                arguments.value("icon")?.as(ClosureExprSyntax.self)
                ?? call.additionalTrailingClosures.first { $0.label.text == "icon" }?.closure
            guard let titleClosure, let iconClosure else {
                throw error(call, "expected a Label's title and icon: Label(\"…\", systemImage: \"…\") or Label { … } icon: { … }")
            }
            title = try views(titleClosure.statements)
            icon = try views(iconClosure.statements)
        }
        note(
            .assumed, call,
            "a Label is its icon and title in an HStack of the default spacing (the automatic style outside a List); "
                + "a symbol is a square of the font's point size")
        return ViewNode(.hStack(alignment: .center, spacing: nil, children: icon + title))
    }

    /// `TextField("Prompt", text: $value)` or `SecureField`: one line of its
    /// prompt's font as tall, as wide as it is proposed (a flexible frame to
    /// infinity around the prompt kept to one line; its ideal width is the
    /// prompt's; noted).
    mutating func textField(_ call: FunctionCallExprSyntax, _ arguments: LiteralReader.Arguments) throws(ImportError) -> ViewNode {
        let kind = call.calledExpression.trimmedDescription
        let prompt = arguments.unlabeled.first.map { literalOrSource($0, as: "a \(kind) prompt") } ?? ""
        note(
            .assumed, call,
            "a \(kind) is one line of its font, as wide as it is proposed"
                + (arguments.value("axis") != nil ? " (its axis: is left out: it does not grow)" : ""))
        var node = ViewNode(.text(prompt, fontSize: Self.inheritedFont))
        node.modifiers.append(Modifier(.environment(EnvironmentOverrides(lineLimit: .lines(1)))))
        node.modifiers.append(
            Modifier(
                .flexFrame(
                    FlexFrameValue(
                        minWidth: nil, idealWidth: nil, maxWidth: .points(.infinity), minHeight: nil,
                        idealHeight: nil, maxHeight: nil, alignment: .leading))))
        return node
    }

    /// A `Fixed` of ``SwiftUIImporter/Options/placeholder`` for what the model cannot hold, or the refusal.
    mutating func placeholder(for node: some SyntaxProtocol, _ what: String) throws(ImportError) -> ViewNode {
        guard let size = options.placeholder else {
            throw error(node, "\(what): give --placeholder WxH to stand in for it with a fixed size")
        }
        note(
            .placeholder, node, "\(what); a \(LiteralReader.format(size.width))×\(LiteralReader.format(size.height)) Fixed stands in for it"
        )
        return ViewNode(.fixed(width: size.width, height: size.height))
    }

    /// A View type of the given files by name.
    func defined(_ name: String) -> (SourceFile, StructDeclSyntax)? {
        for file in files { if let view = file.views.first(where: { $0.name.text == name }) { return (file, view) } }
        return nil
    }

    /// The body of another View type of the files, in place of the call (refused when it is being inlined already).
    mutating func inline(_ view: StructDeclSyntax, in viewFile: SourceFile, at call: FunctionCallExprSyntax) throws(ImportError)
        -> [ViewNode]
    {
        let name = view.name.text
        guard !inlining.contains(name) else {
            throw error(call, "\(name) inlines itself (\((inlining + [name]).joined(separator: " → ")))")
        }
        note(.inlined, call, "\(name) (defined at \(viewFile.location(of: view.name))) is inlined")
        let values = arguments(binding: view, to: call)
        let saved = (file, owner)
        file = viewFile
        owner = view
        inlining.append(name)
        bindings.append(values)
        defer {
            bindings.removeLast()
            inlining.removeLast()
            (file, owner) = saved
        }
        return try views(try bodyItems(of: view))
    }

    /// The values of `view`'s stored properties for `call`: through the
    /// view's own `init` that the arguments fit (``ExplicitInitializer``),
    /// else as the memberwise initialiser takes them (a labelled argument by
    /// its label, an unlabelled one by position); the rest their defaults;
    /// each argument resolved in the caller's bindings first.
    func arguments(binding view: StructDeclSyntax, to call: FunctionCallExprSyntax) -> [String: ExprSyntax] {
        var values = Self.defaults(of: view)
        let properties = Self.storedProperties(of: view)
        // A view with an `init` of its own is built by it: its parameters
        // bound to the call's arguments, then the properties it assigns.
        if let (initializer, parameters) = ExplicitInitializer.matching(view, call: call) {
            let resolved = parameters.mapValues { resolve($0) }
            for (name, value) in initializer.assignments(parameters: resolved, properties: Set(properties.map(\.name))) {
                values[name] = value
            }
            return values
        }
        if ExplicitInitializer.declares(view) {
            note(.assumed, call, "no init of \(view.name.text) takes these arguments; they are read as the memberwise initialiser's")
        }
        for (position, argument) in call.arguments.enumerated() {
            let name = argument.label?.text ?? (position < properties.count ? properties[position].name : nil)
            if let name { values[name] = resolve(argument.expression) }
        }
        return values
    }

    /// Whether an expression names a type (`Color` in `Color.red`), not a view value.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text.first?.isUppercase ?? false
    }

    static func excerpt(_ expression: some SyntaxProtocol) -> String {
        let text = expression.trimmedDescription
        return text.count <= 60 ? text : String(text.prefix(57)) + "..."
    }

    /// `node` with every Text still at ``inheritedFont`` set to `size`.
    static func settlingFonts(_ node: ViewNode, size: Double) -> ViewNode {
        var node = node
        switch node.content {
        case .text(let string, let font) where font == inheritedFont: node.content = .text(string, fontSize: size)
        case .image(let width, _, let resizable, let baseline) where width == inheritedFont:
            node.content = .image(width: size, height: size, resizable: resizable, baseline: baseline)
        case .hStack(let alignment, let spacing, let children):
            node.content = .hStack(alignment: alignment, spacing: spacing, children: children.map { settlingFonts($0, size: size) })
        case .vStack(let alignment, let spacing, let children):
            node.content = .vStack(alignment: alignment, spacing: spacing, children: children.map { settlingFonts($0, size: size) })
        case .lazyHStack(let alignment, let spacing, let children):
            node.content = .lazyHStack(alignment: alignment, spacing: spacing, children: children.map { settlingFonts($0, size: size) })
        case .lazyVStack(let alignment, let spacing, let children):
            node.content = .lazyVStack(alignment: alignment, spacing: spacing, children: children.map { settlingFonts($0, size: size) })
        case .zStack(let alignment, let children):
            node.content = .zStack(alignment: alignment, children: children.map { settlingFonts($0, size: size) })
        case .scrollView(let axes, let content): node.content = .scrollView(axes: axes, content: settlingFonts(content, size: size))
        case .viewThatFits(let axes, let children):
            node.content = .viewThatFits(axes: axes, children: children.map { settlingFonts($0, size: size) })
        default: break
        }
        node.modifiers = node.modifiers.map { modifier in
            var modifier = modifier
            switch modifier.kind {
            case .overlay(let alignment, let content):
                modifier.kind = .overlay(alignment: alignment, content: settlingFonts(content, size: size))
            case .background(let alignment, let content):
                modifier.kind = .background(alignment: alignment, content: settlingFonts(content, size: size))
            default: break
            }
            return modifier
        }
        return node
    }
}
