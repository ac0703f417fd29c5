import LayoutModel

/// Coverage of issue 17's item 7 vocabulary (`TreeGenerator+Alignments`).
extension FeatureCoverage {
    /// The item 7 features a campaign must reach.
    static let alignmentFeatures = [
        "Image(baseline)", "2-D baseline alignment", "2-D composite alignment",
        "alignmentGuide(explicit read)", "guide defaults",
    ]

    /// Which of `alignmentFeatures` `problem` has.
    static func alignmentFeatures(of problem: LayoutProblem) -> Set<String> {
        var found: Set<String> = problem.environment.guideDefaults.isEmpty ? [] : ["guide defaults"]
        var pending = [problem.root]
        while let node = pending.popLast() {
            if case .image(_, _, _, .some) = node.content { found.insert("Image(baseline)") }
            if case .zStack(let alignment, _) = node.content { note(alignment, into: &found) }
            for modifier in node.modifiers {
                switch modifier.kind {
                case .frame(_, _, let alignment), .overlay(let alignment, _), .background(let alignment, _): note(alignment, into: &found)
                case .flexFrame(let value): note(value.alignment, into: &found)
                case .alignmentGuide(_, let value) where value.guide != nil && value.fallback != nil:
                    found.insert("alignmentGuide(explicit read)")
                default: break
                }
                if let content = modifier.kind.secondaryContent { pending.append(content) }
            }
            pending += node.content.children
        }
        return found
    }

    private static func note(_ alignment: Alignment, into found: inout Set<String>) {
        if Alignment.baselineNamed.contains(where: { $0.alignment == alignment }) { found.insert("2-D baseline alignment") }
        if alignment.name == nil { found.insert("2-D composite alignment") }
    }
}
