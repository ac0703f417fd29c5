/// What a number given through the Swift API must be before a layout tree
/// accepts it (model files are checked when they are read; the DSL can build
/// anything). NaN is always `LayoutTreeError.notANumber`; a number outside
/// the requirement is `outOfRange`, which says what was expected.
enum NumberRequirement {
    /// Any finite number (insets and spacings: negative ones act like
    /// negative padding).
    case finite
    /// A finite number ≥ 0 (widths, corner radii).
    case nonNegative
    /// A finite number > 0 (font sizes).
    case positive

    var expected: String {
        switch self {
        case .finite: "a finite number"
        case .nonNegative: "a finite number >= 0"
        case .positive: "a finite number > 0"
        }
    }

    func accepts(_ value: Double) -> Bool {
        switch self {
        case .finite: value.isFinite
        case .nonNegative: value.isFinite && value >= 0
        case .positive: value.isFinite && value > 0
        }
    }

    /// `value` when it meets the requirement.
    /// - Throws: `LayoutTreeError.notANumber` or `.outOfRange`, naming `path`
    ///   and `what`.
    @discardableResult
    func check(_ value: Double, path: String, what: String) throws(LayoutTreeError) -> Double {
        if value.isNaN { throw .notANumber(path: path, what: what) }
        if !accepts(value) { throw .outOfRange(path: path, what: what, value: value, expected: expected) }
        return value
    }
}
