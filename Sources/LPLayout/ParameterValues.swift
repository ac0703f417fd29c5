/// How a strategy's parameter values are worded in its
/// ``LayoutStrategy/acceptedValues`` (and so in the errors of
/// ``StrategyRegistry/strategy(from:)``).
enum ParameterValues {
    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// The names of `values`' cases: `container or global`.
    static func cases<Value: CaseIterable & RawRepresentable>(of values: Value.Type) -> String where Value.RawValue == String {
        alternatives(values.allCases.map(\.rawValue))
    }

    /// A positive finite number's wording.
    static let positiveNumber = "a finite number > 0"
}
