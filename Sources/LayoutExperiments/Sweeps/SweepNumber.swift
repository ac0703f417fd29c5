/// How sweep outputs (CSV, events, breakpoints) write a number: whole
/// numbers without a fraction (`300`), others as Swift's shortest
/// round-trip form (`72.5`, `0.1`), infinities as `inf` and `-inf`, NaN as
/// `nan`. Round-trip, so a notebook reads back the engine's exact value.
enum SweepNumber {
    static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `text(value)`, or an empty field for nil.
    static func text(_ value: Double?) -> String { value.map { text($0) } ?? "" }
}
