/// The shapes of the model format. All lay out alike: they take any proposal,
/// with an unspecified component becoming 10 (SwiftUI's default for shapes).
public enum ShapeKind: String, Sendable, Hashable, CaseIterable {
    /// `Color`; the raw value is the model format's view type.
    case color = "Color"
    /// `Rectangle`.
    case rectangle = "Rectangle"
    /// `Circle`.
    case circle = "Circle"
    /// `Ellipse`.
    case ellipse = "Ellipse"
    /// `Capsule`.
    case capsule = "Capsule"
    /// `RoundedRectangle` (its corner radius does not affect layout).
    case roundedRectangle = "RoundedRectangle"
}
