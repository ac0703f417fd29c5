/// The numbers an LP layout program may hold (docs/lp-encoding.md, "Numeric
/// range"). Every coefficient and constant of a row and every finite
/// variable bound is at most ``largest`` (1e12) in magnitude. Infinite
/// bounds mean "no bound" and are allowed. Small numbers are allowed too:
/// coefficients of 1.8e-15 or 2.8e-14 appear in programs GLPK solves (round-off
/// of quantities that are 0 in the rules' arithmetic), and a meaningful tiny
/// number brings a huge one with it (a Text of font size 1e-300 advances
/// 5e-301 pt per character, and its width's step count needs a bound of
/// 10⁴ / 5e-301 = 2e304).
///
/// Why: GLPK works in double precision with tolerances of about 1e-7
/// (relative) and 1e-5 (integrality), and the encoding tells lengths apart
/// at 1e-4 pt (`LPLayoutOptions.resolution`). A program with a bound of
/// 2e304 (the font size 1e-300 above), a constant of 1e308 (an alignment
/// guide's value) or a coefficient of 1.7e308 (an aspect ratio of 1.7e308
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
    /// Whether a program may hold `value` as a row's coefficient or
    /// constant, or as a variable's finite bound (one range for all three).
    public static func accepts(_ value: Double) -> Bool {
        abs(value) <= largest
    }
}
