/// A frame a model expects for one id, possibly only in part: each of x, y,
/// width and height is either given, and then checked, or nil, and then
/// anything is accepted (the model format's `expect` and `expectByStrategy`).
///
/// Published measurements often pin only a width; `ExpectedFrame(width: 72.5)`
/// says exactly that. A full frame is one with all four components,
/// `ExpectedFrame(rect)`.
public struct ExpectedFrame: Hashable, Sendable, CustomStringConvertible {
    /// The expected x of the frame's origin, in root coordinates; nil when not checked.
    public var x: Double?
    /// The expected y of the frame's origin, in root coordinates; nil when not checked.
    public var y: Double?
    /// The expected width; nil when not checked.
    public var width: Double?
    /// The expected height; nil when not checked.
    public var height: Double?

    /// A frame giving the components that are not nil.
    public init(x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A full frame: all four components of `frame`.
    public init(_ frame: Rect) {
        self.init(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The component names in the order frames are written, as the model
    /// format and mismatch reports spell them.
    public static let componentNames = ["x", "y", "width", "height"]

    /// The components as (name, value) in `componentNames` order, nil for
    /// those not given.
    public var components: [(name: String, value: Double?)] {
        [("x", x), ("y", y), ("width", width), ("height", height)]
    }

    /// The given components with the same components of `actual`, in
    /// `componentNames` order: what a check compares.
    public func givenComponents(comparedWith actual: Rect) -> [(name: String, expected: Double, actual: Double)] {
        let actualValues = [actual.x, actual.y, actual.width, actual.height]
        return zip(components, actualValues).compactMap { component, actualValue in
            component.value.map { (component.name, $0, actualValue) }
        }
    }

    /// True when no component is given (the model format rejects such a frame).
    public var isEmpty: Bool { x == nil && y == nil && width == nil && height == nil }

    /// The full frame when all four components are given, else nil.
    public var rect: Rect? {
        guard let x, let y, let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Like a `Rect` (`x 0 y 0 w 72.5 h 20`), with `—` for a component that
    /// is not given: `x — y — w 72.5 h —`.
    public var description: String {
        func text(_ value: Double?) -> String { value.map(formatLength) ?? "—" }
        return "x \(text(x)) y \(text(y)) w \(text(width)) h \(text(height))"
    }
}
