import LayoutModel

/// The scrolling features a problem contains (issue 17 item 1), and a
/// Grid, lazy grid or custom layout as a ScrollView's content where the
/// ScrollView is sized for more than one container: inside a ViewThatFits
/// or a custom layout, which measure their children before placing them
/// (issue 31: what such content remembered outlived its container).
extension FeatureCoverage {
    static func noteScrolling(_ node: ViewNode, inScrollView: Bool, measuredTwice: Bool, into found: inout Set<String>) {
        var inside = inScrollView
        if case .scrollView(let axes, let content) = node.content {
            if axes == [.horizontal] { found.insert("ScrollView(horizontal)") }
            if axes.count == 2 { found.insert("ScrollView(both axes)") }
            if measuredTwice, content.content.remembersArrangements { found.insert("grid or custom layout in a ScrollView measured twice") }
            inside = true
        }
        var twice = measuredTwice
        switch node.content {
        case .viewThatFits, .layout: twice = true
        default: break
        }
        for modifier in node.modifiers {
            switch modifier.kind {
            case .contentMargins(let value) where value.placement == .scrollContent: found.insert("contentMargins(scrollContent)")
            case .containerRelativeFrame where inScrollView: found.insert("containerRelativeFrame in ScrollView")
            default: break
            }
            if let content = modifier.kind.secondaryContent {
                noteScrolling(content, inScrollView: inside, measuredTwice: twice, into: &found)
            }
        }
        for child in node.content.children { noteScrolling(child, inScrollView: inside, measuredTwice: twice, into: &found) }
    }
}

extension ViewContent {
    /// Whether this container keeps arrangements per proposal: a Grid's
    /// tracks, a lazy grid's arrangement, a custom layout's cache.
    var remembersArrangements: Bool {
        switch self {
        case .grid, .lazyGrid, .layout: true
        default: false
        }
    }
}
