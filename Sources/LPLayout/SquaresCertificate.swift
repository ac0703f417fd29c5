import LinearProgram

/// What the refinement of a least-squares stage (``LayoutProgram/squares``)
/// reached: the answer is within ``radius`` points (Euclidean, over the
/// terms) of the exact minimiser of the sum of squares over the optimal set
/// of the earlier objectives (``SquaresGrid``, "Certificate").
public struct SquaresCertificate: Sendable, Hashable {
    /// Terms that can vary (a piecewise square each).
    public var terms: Int
    /// Solves made, the first on the coarse grid.
    public var iterations: Int
    /// The certified distance from the exact least-squares answer.
    public var radius: Double
    /// The sum of squares at the answer.
    public var value: Double
}

extension SquaresCertificate: CustomStringConvertible {
    /// "tie-break: 3 terms, within 2.1e-8 pt of the exact least squares after 6 solves".
    public var description: String {
        let within = radius == 0 ? "exact" : "within \(Self.scientific(radius)) pt of the exact least squares"
        return "tie-break: \(terms) term\(terms == 1 ? "" : "s"), \(within) after \(iterations) solve\(iterations == 1 ? "" : "s")"
    }

    /// `value` > 0 with two significant digits, as `2.1e-8`.
    static func scientific(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "\(value)" }
        var mantissa = value, exponent = 0
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        mantissa = (mantissa * 10).rounded() / 10
        if mantissa >= 10 { mantissa /= 10; exponent += 1 }
        return "\(mantissa)e\(exponent)"
    }
}
