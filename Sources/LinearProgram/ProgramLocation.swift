/// Where in a program an expression lives, for error messages.
public enum ProgramLocation: Hashable, Sendable, CustomStringConvertible {
    /// The constraint at this index (0-based) and its name, if any.
    case constraint(index: Int, name: String?)
    /// The objective at this index (0-based) and its name, if any.
    case objective(index: Int, name: String?)

    /// `constraint 2 'fit'`, `objective 1`.
    public var description: String {
        switch self {
        case .constraint(let index, let name): "constraint \(index)" + (name.map { " '\($0)'" } ?? "")
        case .objective(let index, let name): "objective \(index)" + (name.map { " '\($0)'" } ?? "")
        }
    }
}
