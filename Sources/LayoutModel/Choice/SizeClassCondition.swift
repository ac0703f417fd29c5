/// A test on the size classes a view sees in its environment, as a model's
/// `If` view or `AnyLayout` branches on (`if horizontalSizeClass == .compact`
/// in SwiftUI). Every class it names must match; a condition that names none
/// always holds.
public struct SizeClassCondition: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal size class required, or nil for any.
    public var horizontal: SizeClass?
    /// The vertical size class required, or nil for any.
    public var vertical: SizeClass?

    /// A condition on either or both size classes.
    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The class required along `axis`, or nil for any.
    public subscript(axis: Axis) -> SizeClass? {
        axis == .horizontal ? horizontal : vertical
    }

    /// Whether a view that sees `horizontal` and `vertical` meets the condition.
    public func holds(horizontal: SizeClass, vertical: SizeClass) -> Bool {
        (self.horizontal.map { $0 == horizontal } ?? true) && (self.vertical.map { $0 == vertical } ?? true)
    }

    /// `horizontalSizeClass == compact and verticalSizeClass == regular`, as reports print it.
    public var description: String {
        let parts = [horizontal.map { "horizontalSizeClass == \($0)" }, vertical.map { "verticalSizeClass == \($0)" }].compactMap { $0 }
        return parts.isEmpty ? "always" : parts.joined(separator: " and ")
    }
}
