/// A width and a height in points. Components may be `.infinity` (a view that
/// takes an infinite proposal answers with an infinite length), never NaN.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width in points (may be infinite).
    public var width: Double
    /// The height in points (may be infinite).
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Builds a size from its length along `axis` and across it.
    public init(_ axis: Axis, main: Double, cross: Double) {
        switch axis {
        case .horizontal: self.init(width: main, height: cross)
        case .vertical: self.init(width: cross, height: main)
        }
    }

    /// A 0 × 0 size.
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set {
            switch axis {
            case .horizontal: width = newValue
            case .vertical: height = newValue
            }
        }
    }

    public var description: String { "\(formatLength(width))x\(formatLength(height))" }
}

/// Formats a length the way LayoutLP prints numbers: integers without a
/// fraction, others with up to six significant decimals, infinity as `inf`.
public func formatLength(_ value: Double) -> String {
    if value == .infinity { return "inf" }
    if value == -.infinity { return "-inf" }
    if value.isNaN { return "nan" }
    // Beyond 2^53 / 1e6 (about 9e9), value * 1e6 is no longer exact: print
    // integers whole while Int64 holds them, anything else as Swift does.
    if abs(value) >= 9e9 {
        if value == value.rounded(), abs(value) < 9.2e18 { return String(Int64(value)) }
        return "\(value)"
    }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded() {
        let integer = Int(rounded)
        return integer == 0 ? "0" : String(integer)
    }
    // Six decimals without Foundation: scale, round, and print integer parts.
    let negative = rounded < 0
    let scaled = Int((abs(rounded) * 1_000_000).rounded())
    var fraction = String(scaled % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(negative ? "-" : "")\(scaled / 1_000_000).\(fraction)"
}
