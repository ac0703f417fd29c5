/// Where in the Swift source a construct is: `file:line:column`, as
/// compilers print it (line and column from 1).
public struct ImportLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file as it was named to the importer.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes as swift-syntax counts it.
    public var column: Int

    /// A location from its parts.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
