/// A subview's size and alignment guides for one proposal (SwiftUI's
/// `ViewDimensions`), as a custom layout reads them.
public struct ViewDimensions {
    let node: Int
    let proposal: ProposedViewSize
    let host: any LayoutSubviewHost
    /// The subview's width for the proposal.
    public let width: Double
    /// The subview's height for the proposal.
    public let height: Double

    init(node: Int, proposal: ProposedViewSize, size: Size, host: any LayoutSubviewHost) {
        self.node = node
        self.proposal = proposal
        self.host = host
        width = size.width
        height = size.height
    }

    /// The value of horizontal guide `guide`: explicit if the view has one,
    /// else its default fraction of the width.
    public subscript(guide: HorizontalAlignment) -> Double {
        host.guideValue(subview: node, key: .horizontal(guide), proposal: proposal)
    }

    /// The value of vertical guide `guide`: explicit if the view has one,
    /// else its default fraction of the height.
    public subscript(guide: VerticalAlignment) -> Double {
        host.guideValue(subview: node, key: .vertical(guide), proposal: proposal)
    }

    /// The explicit value of horizontal guide `guide`, nil when it has none.
    public subscript(explicit guide: HorizontalAlignment) -> Double? {
        host.explicitGuideValue(subview: node, key: .horizontal(guide), proposal: proposal)
    }

    /// The explicit value of vertical guide `guide`, nil when it has none.
    public subscript(explicit guide: VerticalAlignment) -> Double? {
        host.explicitGuideValue(subview: node, key: .vertical(guide), proposal: proposal)
    }
}
