import LayoutModel

/// A custom layout view: `{ "type": "Layout", "layout": name, "parameters":
/// { name: number }, "children": [...] }` (docs/model-files.md, "Custom
/// layouts"). The name must be registered in the reader's `LayoutRegistry`.
extension ModelReader {
    /// The layout `fields` name, built from its parameters by the registry.
    func customLayout(_ fields: JSONFields) throws(ModelFileError) -> CustomLayoutValue {
        let nameElement = try required("layout", in: fields, expected: layoutNamesText)
        guard case .string(let name) = nameElement.kind, let entry = layouts.entry(named: name) else {
            let found: String
            if case .string(let name) = nameElement.kind {
                found = "unknown layout " + JSONWriter.quoted(name)
            } else {
                found = nameElement.shortDescription
            }
            throw ModelFileError(
                file: file, jsonPath: nameElement.path.description, expected: layoutNamesText, found: found,
                location: location(of: nameElement))
        }
        var values: [String: Double] = [:]
        var elements: [String: JSONElement] = [:]
        if let parametersElement = fields["parameters"] {
            let allowed = entry.parameterNames
            let parameters = try self.fields(
                parametersElement, allowed: JSONKeyList(allowed),
                what: allowed.isEmpty
                    ? "an empty object (\(name) has no parameters)"
                    : "an object of \(name)'s parameters " + Self.list(allowed, conjunction: "and"))
            for member in parameters.members {
                let element = member.value
                values[member.key] = try number(element)
                elements[member.key] = element
            }
        }
        do throws(LayoutParameterError) {
            return CustomLayoutValue(try entry.make(values))
        } catch {
            let element = elements[error.parameter] ?? fields.object
            throw ModelFileError(
                file: file, jsonPath: element.path.description, expected: error.expected,
                found: element.shortDescription, location: location(of: element))
        }
    }

    private var layoutNamesText: String {
        layouts.names.isEmpty
            ? "the name of a registered layout (none is registered)"
            : "the name of a registered layout: " + Self.list(layouts.names)
    }
}
