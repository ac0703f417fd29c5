/// Where one node's layout frame (origin and size, before right-to-left
/// mirroring) is found in a built program's solution.
public struct ProgramFrame: Hashable, Sendable {
    /// Where the frame's x (before mirroring) is found.
    public var x: FrameComponent
    /// Where the frame's y is found.
    public var y: FrameComponent
    /// Where the frame's width is found.
    public var width: FrameComponent
    /// Where the frame's height is found.
    public var height: FrameComponent

    /// A frame read from the four components.
    public init(x: FrameComponent, y: FrameComponent, width: FrameComponent, height: FrameComponent) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A zero frame at the origin (a node the program does not place).
    public static let zero = ProgramFrame(x: .constant(0), y: .constant(0), width: .constant(0), height: .constant(0))
}
