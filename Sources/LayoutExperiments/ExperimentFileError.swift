/// An experiment file that could not be written or read back (bad input:
/// exit 2), naming the file and what went wrong.
public struct ExperimentFileError: Error, Sendable, CustomStringConvertible, Equatable {
    public var path: String
    public var problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }
}
