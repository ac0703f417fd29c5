import LayoutModel

/// The scrolling features a problem contains (issue 17 item 1).
extension FeatureCoverage {
    static func noteScrolling(_ node: ViewNode, inScrollView: Bool, into found: inout Set<String>) {
        var inside = inScrollView
        if case .scrollView(let axes, _) = node.content {
            if axes == [.horizontal] { found.insert("ScrollView(horizontal)") }
            if axes.count == 2 { found.insert("ScrollView(both axes)") }
            inside = true
        }
        for modifier in node.modifiers {
            switch modifier.kind {
            case .contentMargins(let value) where value.placement == .scrollContent: found.insert("contentMargins(scrollContent)")
            case .containerRelativeFrame where inScrollView: found.insert("containerRelativeFrame in ScrollView")
            default: break
            }
            if let content = modifier.kind.secondaryContent { noteScrolling(content, inScrollView: inside, into: &found) }
        }
        for child in node.content.children { noteScrolling(child, inScrollView: inside, into: &found) }
    }
}
