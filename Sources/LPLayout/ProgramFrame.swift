/// Where one node's layout frame (origin and size, before right-to-left
/// mirroring) is found in a built program's solution.
public struct ProgramFrame: Hashable, Sendable {
    public var x: FrameComponent
    public var y: FrameComponent
    public var width: FrameComponent
    public var height: FrameComponent

    public init(x: FrameComponent, y: FrameComponent, width: FrameComponent, height: FrameComponent) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A zero frame at the origin (a node the program does not place).
    public static let zero = ProgramFrame(x: .constant(0), y: .constant(0), width: .constant(0), height: .constant(0))
}
