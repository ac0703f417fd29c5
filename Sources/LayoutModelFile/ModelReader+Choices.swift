import LayoutModel

/// ViewThatFits, If, AnyLayout and the size classes (docs/model-files.md,
/// "Views" and "Size classes").
extension ModelReader {
    static let sizeClassText = "a size class: \"compact\" or \"regular\""

    func sizeClass(_ element: JSONElement) throws(ModelFileError) -> SizeClass {
        let text = try name(element, among: SizeClass.allCases.map(\.rawValue), what: "a size class")
        return SizeClass(rawValue: text) ?? .regular
    }

    /// `ViewThatFits.axes`: an array of axes, possibly empty (the first child
    /// is shown); missing is both axes.
    func fittingAxes(_ fields: JSONFields) throws(ModelFileError) -> Set<Axis> {
        guard let list = fields["axes"] else { return Set(Axis.allCases) }
        return try axisSet(
            list, expected: "an array of axes (\"horizontal\", \"vertical\"), each at most once, possibly empty", allowsEmpty: true)
    }

    /// `{"horizontalSizeClass", "verticalSizeClass"}`, at least one.
    func sizeClassCondition(_ element: JSONElement) throws(ModelFileError) -> SizeClassCondition {
        let what = "a condition: an object with \"horizontalSizeClass\" and/or \"verticalSizeClass\""
        let fields = try fields(element, allowed: ["horizontalSizeClass", "verticalSizeClass"], what: what)
        var condition = SizeClassCondition()
        if let value = fields["horizontalSizeClass"] { condition.horizontal = try sizeClass(value) }
        if let value = fields["verticalSizeClass"] { condition.vertical = try sizeClass(value) }
        guard condition.horizontal != nil || condition.vertical != nil else { throw mismatch(element, expected: what) }
        return condition
    }

    /// An If view's condition and branches; each branch stands in the If's
    /// place, so it lies `depth` nodes from the root, as the If would.
    mutating func conditional(_ fields: JSONFields, depth: Int) throws(ModelFileError) -> ViewContent {
        let condition = try sizeClassCondition(
            try required(
                "condition", in: fields,
                expected: "a condition: an object with "
                    + "\"horizontalSizeClass\" and/or \"verticalSizeClass\""))
        let then = try view(try required("then", in: fields, expected: Self.viewText), depth: depth)
        let otherwise = try fields["else"].map { element throws(ModelFileError) in try view(element, depth: depth) }
        return .conditional(condition, then: then, otherwise: otherwise)
    }

    static let layoutTypes = ["HStack", "VStack", "ZStack", "If"]
    static let layoutText = "a layout: an object with a \"type\" (\"HStack\", \"VStack\", \"ZStack\" or \"If\")"

    /// An AnyLayout's `layout`: a stack layout (`HStack`/`VStack` with
    /// `alignment` and `spacing`, `ZStack` with `alignment`), or an `If`
    /// with `condition`, `then` and `else` layouts.
    func layoutChoice(_ element: JSONElement) throws(ModelFileError) -> LayoutChoice {
        guard let members = element.members else { throw mismatch(element, expected: Self.layoutText) }
        let typeElement = try required("type", in: JSONFields(element, members: members), expected: Self.layoutText)
        let type = try name(typeElement, among: Self.layoutTypes, what: "a layout type")
        switch type {
        case "HStack", "VStack":
            let fields = try fields(element, allowed: ["type", "alignment", "spacing"], what: "a stack layout")
            let spacing = try optionalNumber(fields["spacing"])
            if type == "HStack" {
                let alignment = try fields["alignment"].map { element throws(ModelFileError) in try verticalAlignment(element) }
                return .hStack(alignment: alignment ?? .center, spacing: spacing)
            }
            let alignment = try fields["alignment"].map { element throws(ModelFileError) in try horizontalAlignment(element) }
            return .vStack(alignment: alignment ?? .center, spacing: spacing)
        case "ZStack":
            let fields = try fields(element, allowed: ["type", "alignment"], what: "a ZStack layout")
            let alignment = try fields["alignment"].map { element throws(ModelFileError) in try self.alignment(element) }
            return .zStack(alignment: alignment ?? .center)
        default:
            let fields = try fields(element, allowed: ["type", "condition", "then", "else"], what: "an If layout")
            let condition = try sizeClassCondition(
                try required(
                    "condition", in: fields,
                    expected: "a condition: an object "
                        + "with \"horizontalSizeClass\" and/or \"verticalSizeClass\""))
            let then = try layoutChoice(try required("then", in: fields, expected: Self.layoutText))
            let otherwise = try layoutChoice(try required("else", in: fields, expected: Self.layoutText))
            return .conditional(condition, then: then, otherwise: otherwise)
        }
    }
}
