/// How experiment outputs write numbers: whole numbers without a fraction
/// (`80`), others as Swift's shortest text that reads back to the same
/// `Double` (`72.5`, `51.666666666666664`), `inf`, `-inf` and `nan` as such.
/// Reading the text back (``value(_:)``) gives the same number, so merged
/// shards write exactly what one run writes.
public enum ExperimentNumber {
    /// The text of `value`.
    public static func text(_ value: Double) -> String {
        if value == .infinity { return "inf" }
        if value == -.infinity { return "-inf" }
        if value.isNaN { return "nan" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// The number ``text(_:)`` wrote.
    public static func value(_ text: String) -> Double? {
        switch text {
        case "inf": .infinity
        case "-inf": -.infinity
        case "nan": .nan
        default: Double(text)
        }
    }
}
