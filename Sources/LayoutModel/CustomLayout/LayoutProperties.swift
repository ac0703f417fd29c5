/// What a custom layout tells its subviews about itself (SwiftUI's
/// `LayoutProperties`).
public struct LayoutProperties: Sendable, Hashable {
    /// The axis the container stacks along, if any: a Spacer inside it
    /// expands along this axis (nil: along both, as outside any stack).
    public var stackOrientation: Axis?

    /// Properties with `stackOrientation` (none by default).
    public init(stackOrientation: Axis? = nil) {
        self.stackOrientation = stackOrientation
    }
}
