/// The shapes of the model format. All lay out alike: they take any proposal,
/// with an unspecified component becoming 10 (SwiftUI's default for shapes).
public enum ShapeKind: String, Sendable, Hashable, CaseIterable {
    case color = "Color"
    case rectangle = "Rectangle"
    case circle = "Circle"
    case ellipse = "Ellipse"
    case capsule = "Capsule"
    case roundedRectangle = "RoundedRectangle"
}
