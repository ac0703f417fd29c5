/// An experiment file that could not be written or read back (bad input:
/// exit 2), naming the file and what went wrong.
public struct ExperimentFileError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The file or folder.
    public var path: String
    /// What went wrong with it.
    public var problem: String

    /// An error about `path`.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// `path: problem`.
    public var description: String { "\(path): \(problem)" }
}
