/// SwiftUI's text styles and their point sizes at the default Dynamic Type
/// size (Large) on iOS, as Apple's Human Interface Guidelines list them
/// ("Typography", the iOS/iPadOS table): `.font(.headline)` becomes a Text's
/// `fontSize`.
enum TextStyle {
    static let sizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    /// SwiftUI's default, `.body`.
    static let body = 17.0
}
