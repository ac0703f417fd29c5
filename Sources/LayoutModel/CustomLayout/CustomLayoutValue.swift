/// A custom layout as a value of the view model: the layout, type-erased,
/// with the name and parameters a model file writes for it.
///
/// Two values are equal when their layouts are of the same type and equal
/// (`Layout` is `Hashable`), so equal trees lay out alike.
public struct CustomLayoutValue: Sendable, Hashable, CustomStringConvertible {
    /// The layout itself.
    public let layout: any Layout

    /// `layout`, boxed.
    public init(_ layout: any Layout) {
        self.layout = layout
    }

    /// The name a model file uses (`Layout.layoutName`).
    public var name: String { type(of: layout).layoutName }

    /// The parameters a model file writes (`Layout.layoutParameters`).
    public var parameters: [String: Double] { layout.layoutParameters }

    /// The axis a Spacer inside the container expands along.
    public var stackOrientation: Axis? { type(of: layout).layoutProperties.stackOrientation }

    public static func == (a: CustomLayoutValue, b: CustomLayoutValue) -> Bool {
        AnyHashable(a.layout) == AnyHashable(b.layout)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(layout))
    }

    /// `Name(key: value, ...)`, parameters in name order.
    public var description: String {
        let parameters = self.parameters
        guard !parameters.isEmpty else { return name }
        return name + "(" + parameters.keys.sorted().map { "\($0): \(formatLength(parameters[$0] ?? 0))" }.joined(separator: ", ") + ")"
    }
}
