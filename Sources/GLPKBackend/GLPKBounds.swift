import LayoutLPCGLPK
import LinearProgram

/// The one place that maps an interval `[lower, upper]` (infinite sides
/// allowed) to GLPK's bound type and the two values GLPK reads.
///
/// | lower  | upper  | type     | values GLPK reads |
/// |--------|--------|----------|-------------------|
/// | −∞     | +∞     | `GLP_FR` | none              |
/// | finite | +∞     | `GLP_LO` | lower             |
/// | −∞     | finite | `GLP_UP` | upper             |
/// | a      | b > a  | `GLP_DB` | both              |
/// | a      | a      | `GLP_FX` | lower             |
///
/// Ignored values are passed as 0. The interval must be valid (no NaN,
/// lower ≤ upper), which validation guarantees.
struct GLPKBounds: Hashable {
    let type: Int32
    let lower: Double
    let upper: Double

    /// The bounds of a column or row whose value must lie in `[lower, upper]`.
    init(lower: Double, upper: Double) {
        switch (lower.isFinite, upper.isFinite) {
        case (false, false): (type, self.lower, self.upper) = (GLP_FR, 0, 0)
        case (true, false): (type, self.lower, self.upper) = (GLP_LO, lower, 0)
        case (false, true): (type, self.lower, self.upper) = (GLP_UP, 0, upper)
        case (true, true) where lower == upper: (type, self.lower, self.upper) = (GLP_FX, lower, upper)
        case (true, true): (type, self.lower, self.upper) = (GLP_DB, lower, upper)
        }
    }

    /// Bounds as GLPK stores them: a bound type and the two values (the
    /// ones the type ignores are 0), as ``GLPKModel`` lays them out.
    init(type: Int32, lower: Double, upper: Double) {
        (self.type, self.lower, self.upper) = (type, lower, upper)
    }

    /// The bounds of a row `terms relation rhs`.
    init(_ relation: Relation, rhs: Double) {
        let interval = relation.interval(rhs: rhs)
        self.init(lower: interval.lower, upper: interval.upper)
    }
}
