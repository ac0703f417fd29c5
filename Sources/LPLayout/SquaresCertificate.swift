import LinearProgram

/// What the refinement of a least-squares stage (``LayoutProgram/squares``)
/// reached: the answer is within ``radius`` points (Euclidean, over the
/// terms) of the exact minimiser of the sum of squares over the optimal set
/// of the earlier objectives (`SquaresGrid`, "Certificate").
public struct SquaresCertificate: Sendable, Hashable {
    /// Terms that can vary (a piecewise square each).
    public var terms: Int
    /// Solves made, the first on the coarse grid.
    public var iterations: Int
    /// The certified distance from the exact least-squares answer.
    public var radius: Double
    /// The sum of squares at the answer.
    public var value: Double
    /// Whether the refinement ran on the program with its min/max choices
    /// relaxed, the program itself then confirming the answer
    /// (docs/strategies.md, "How it is solved").
    public var relaxed = false
    /// Whether the answer is a point of the stage's optimality conditions
    /// (exact up to the simplex's round-off) rather than of a refined grid.
    public var optimalityConditions = false
}

extension SquaresCertificate: CustomStringConvertible {
    /// "tie-break: 3 terms, within 2.1e-8 pt of the exact least squares after 6 solves";
    /// "tie-break: 100 terms, exact by its optimality conditions after 2 solves,
    /// min/max choices relaxed and confirmed".
    public var description: String {
        let within =
            optimalityConditions
            ? "exact by its optimality conditions"
            : radius == 0 ? "exact" : "within \(Self.scientific(radius)) pt of the exact least squares"
        let relaxation = relaxed ? ", min/max choices relaxed and confirmed" : ""
        return
            "tie-break: \(terms) term\(terms == 1 ? "" : "s"), \(within) after \(iterations) solve\(iterations == 1 ? "" : "s")\(relaxation)"
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
