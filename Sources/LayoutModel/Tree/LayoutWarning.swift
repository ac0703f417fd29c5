/// Something the model says that SwiftUI accepts but corrects (a negative
/// frame dimension, contradictory frame bounds). Layout goes on with the
/// corrected value, as in SwiftUI; the CLI prints warnings on standard error.
public struct LayoutWarning: Sendable, Hashable, CustomStringConvertible {
    /// The node path of the modifier or view concerned.
    public var path: String
    /// What SwiftUI corrects and how, for example `minWidth -5 is raised to 0`.
    public var message: String

    /// A warning about the node at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
