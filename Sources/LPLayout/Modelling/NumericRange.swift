/// The numbers an LP layout program may hold (docs/lp-encoding.md, "Numeric
/// range"). Every coefficient of a row is 0 or of magnitude
/// ``smallestCoefficient``…``largest`` (1e-9…1e12); every row constant and finite
/// variable bound is at most ``largest`` in magnitude (small constants are
/// fine: a round-off remnant of 4e-15 is just a number). Infinite bounds
/// mean "no bound" and are allowed.
///
/// Why: GLPK works in double precision with tolerances of about 1e-7
/// (relative) and 1e-5 (integrality), and the encoding tells lengths apart
/// at 1e-4 pt (`LPLayoutOptions.resolution`). A program with a coefficient
/// of 5e-301 (a Text of font size 1e-300 advances 5e-301 pt per
/// character), a constant of 1e308 (an alignment guide's value) or a
/// coefficient that overflows to infinity (an aspect ratio of 1.7e308
/// times a proposal) makes GLPK fail or answer nonsense. The encoding
/// refuses such a tree, naming the node (exit 3), instead. The layouts the
/// project is about have lengths below 10⁴ pt (`LPLayoutOptions.proposalLimit`),
/// but interval arithmetic widens the builder's bounds with nesting: random
/// fuzz trees reach big-M constants of 10⁷ and bounds of 1.2·10⁹, which
/// GLPK solves once strengthened (`CoefficientStrengthening`); 1e12 leaves
/// them room.
public enum NumericRange {
    /// The largest magnitude of a coefficient, constant or finite bound.
    public static let largest = 1e12
    /// The smallest magnitude of a non-zero coefficient.
    public static let smallestCoefficient = 1e-9

    /// Whether a row may have `coefficient`.
    public static func acceptsCoefficient(_ coefficient: Double) -> Bool {
        coefficient == 0 || (abs(coefficient) >= smallestCoefficient && abs(coefficient) <= largest)
    }

    /// Whether a row may have the constant `value`, or a variable the finite bound `value`.
    public static func acceptsConstant(_ value: Double) -> Bool {
        abs(value) <= largest
    }
}
