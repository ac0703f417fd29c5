/// Why a program is not a valid linear program (``Program/validate()``) or
/// cannot be written as CPLEX LP text. Each case carries the offending item.
public enum ProgramError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A variable of another program (or an index past the end) is used.
    case foreignVariable(Variable, in: ProgramLocation)
    /// A coefficient is NaN or infinite.
    case nonFiniteCoefficient(Double, variable: String, in: ProgramLocation)
    /// A constant or right-hand side is NaN or infinite.
    case nonFiniteConstant(Double, in: ProgramLocation)
    /// The bounds are NaN, cross (lower > upper), or leave no finite value
    /// (lower = +∞ or upper = −∞).
    case invalidBounds(Variable, name: String, lower: Double, upper: Double)
    /// A binary variable's bounds are not exactly 0 and 1.
    case invalidBinaryBounds(Variable, name: String, lower: Double, upper: Double)
    /// A variable's name is empty.
    case emptyVariableName(Variable)
    /// A constraint's name is given but empty.
    case emptyConstraintName(index: Int)
    /// Two variables have the same name.
    case duplicateVariableName(String, first: Variable, second: Variable)
    /// Two constraints have the same name.
    case duplicateConstraintName(String, first: Int, second: Int)
    /// ``Program/lexicographicTolerance`` is negative, NaN or infinite.
    case invalidLexicographicTolerance(Double)
    /// A name is longer than the CPLEX LP format's 255 characters once encoded.
    case nameTooLongForCPLEXLP(name: String, encoded: String)

    /// A readable description naming the offending item.
    public var description: String {
        switch self {
        case .foreignVariable(let variable, let location):
            "\(location) uses \(variable), which does not belong to this program"
        case .nonFiniteCoefficient(let value, let variable, let location):
            "\(location) has coefficient \(value) for '\(variable)'; coefficients must be finite"
        case .nonFiniteConstant(let value, let location):
            "\(location) has constant or right-hand side \(value); it must be finite"
        case .invalidBounds(_, let name, let lower, let upper):
            "variable '\(name)' has invalid bounds [\(lower), \(upper)]"
        case .invalidBinaryBounds(_, let name, let lower, let upper):
            "binary variable '\(name)' has bounds [\(lower), \(upper)]; binary variables need [0, 1]"
        case .emptyVariableName(let variable):
            "\(variable) has an empty name"
        case .emptyConstraintName(let index):
            "constraint \(index) has an empty name (use nil for no name)"
        case .duplicateVariableName(let name, let first, let second):
            "variables \(first) and \(second) are both named '\(name)'"
        case .duplicateConstraintName(let name, let first, let second):
            "constraints \(first) and \(second) are both named '\(name)'"
        case .invalidLexicographicTolerance(let value):
            "lexicographic tolerance \(value) must be finite and non-negative"
        case .nameTooLongForCPLEXLP(let name, let encoded):
            "name '\(name)' is \(encoded.utf8.count) characters in CPLEX LP form; the limit is 255"
        }
    }
}
