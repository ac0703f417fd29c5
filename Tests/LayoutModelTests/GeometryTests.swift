import LayoutModel
import Testing

/// Axis-generic accessors: one subscript per type replaces a width branch and a
/// height branch (style.md, "Write axis logic once"). Each test reads and
/// writes both axes with different values, so a subscript that answered the
/// wrong component would fail.
@Suite struct GeometryTests {
    @Test func axisOtherIsThePerpendicularAxis() {
        #expect(Axis.horizontal.other == .vertical)
        #expect(Axis.vertical.other == .horizontal)
        #expect(Axis.allCases == [.horizontal, .vertical])
    }

    @Test func sizeSubscriptReadsWidthHorizontallyAndHeightVertically() {
        let size = Size(width: 3, height: 4)
        #expect(size[.horizontal] == 3)
        #expect(size[.vertical] == 4)
    }

    @Test func sizeSubscriptWritesOnlyTheChosenAxis() {
        var size = Size(width: 3, height: 4)
        size[.vertical] = 9
        #expect(size == Size(width: 3, height: 9))
        size[.horizontal] = 7
        #expect(size == Size(width: 7, height: 9))
    }

    @Test func sizeFromMainAndCrossSwapsForVerticalAxis() {
        #expect(Size(.horizontal, main: 5, cross: 7) == Size(width: 5, height: 7))
        #expect(Size(.vertical, main: 5, cross: 7) == Size(width: 7, height: 5))
    }

    @Test func pointSubscriptReadsAndWritesXAndY() {
        var point = Point(x: 1, y: 2)
        #expect(point[.horizontal] == 1)
        #expect(point[.vertical] == 2)
        point[.horizontal] = -4
        #expect(point == Point(x: -4, y: 2))
        point[.vertical] = 8.5
        #expect(point == Point(x: -4, y: 8.5))
    }

    @Test func pointFromMainAndCrossSwapsForVerticalAxis() {
        #expect(Point(.horizontal, main: 1, cross: 2) == Point(x: 1, y: 2))
        #expect(Point(.vertical, main: 1, cross: 2) == Point(x: 2, y: 1))
    }

    @Test func pointOffsetAddsComponentwise() {
        #expect(Point(x: 1, y: 2).offset(by: Point(x: 10, y: -5)) == Point(x: 11, y: -3))
    }

    @Test func proposalSubscriptKeepsUnspecifiedComponents() {
        var proposal = ProposedViewSize(width: nil, height: 30)
        #expect(proposal[.horizontal] == nil)
        #expect(proposal[.vertical] == 30)
        proposal[.horizontal] = .infinity
        #expect(proposal == ProposedViewSize(width: .infinity, height: 30))
        proposal[.vertical] = nil
        #expect(proposal == ProposedViewSize(width: .infinity, height: nil))
    }

    @Test func proposalFromMainAndCrossSwapsForVerticalAxis() {
        #expect(ProposedViewSize(.horizontal, main: 1, cross: nil) == ProposedViewSize(width: 1, height: nil))
        #expect(ProposedViewSize(.vertical, main: 1, cross: nil) == ProposedViewSize(width: nil, height: 1))
        #expect(ProposedViewSize(Size(width: 6, height: 7)) == ProposedViewSize(width: 6, height: 7))
    }

    @Test func namedProposalsMatchTheirComponents() {
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
    }

    @Test func replacingUnspecifiedDimensionsDefaultsToTen() {
        // Semantics §0: an unspecified component becomes 10 (SwiftUI's default
        // for `replacingUnspecifiedDimensions`); given components are kept,
        // infinity included.
        #expect(ProposedViewSize(width: nil, height: 30).replacingUnspecifiedDimensions() == Size(width: 10, height: 30))
        #expect(
            ProposedViewSize(width: .infinity, height: nil).replacingUnspecifiedDimensions()
                == Size(width: .infinity, height: 10))
        #expect(
            ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: Size(width: 1, height: 2))
                == Size(width: 1, height: 2))
    }

    @Test func edgeAxesAndStarts() {
        #expect(Edge.leading.axis == .horizontal)
        #expect(Edge.trailing.axis == .horizontal)
        #expect(Edge.top.axis == .vertical)
        #expect(Edge.bottom.axis == .vertical)
        #expect(Edge.allCases.filter(\.isStart) == [.top, .leading])
        #expect(Edge.start(of: .horizontal) == .leading)
        #expect(Edge.end(of: .horizontal) == .trailing)
        #expect(Edge.start(of: .vertical) == .top)
        #expect(Edge.end(of: .vertical) == .bottom)
        #expect(Edge.allCases.map(\.opposite) == [.bottom, .trailing, .top, .leading])
    }

    @Test func edgeSetListsItsEdgesInEdgeOrder() {
        #expect(EdgeSet.all.edges == [.top, .leading, .bottom, .trailing])
        #expect(EdgeSet.horizontal.edges == [.leading, .trailing])
        #expect(EdgeSet.vertical.edges == [.top, .bottom])
        // Inserted trailing first; `edges` still follows Edge.allCases.
        #expect(([.trailing, .top] as EdgeSet).edges == [.top, .trailing])
        #expect(EdgeSet().edges == [])
    }

    @Test func edgeSetContainsSingleEdges() {
        let set: EdgeSet = [.leading, .bottom]
        #expect(set.contains(Edge.leading))
        #expect(set.contains(Edge.bottom))
        #expect(!set.contains(Edge.top))
        #expect(!set.contains(Edge.trailing))
        #expect(Edge.allCases.map { EdgeSet($0) } == [.top, .leading, .bottom, .trailing])
    }

    @Test func edgeInsetsSubscriptReadsAndWritesEachEdge() {
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(Edge.allCases.map { insets[$0] } == [1, 2, 3, 4])
        insets[.bottom] = 30
        insets[.leading] = 20
        #expect(insets == EdgeInsets(top: 1, leading: 20, bottom: 30, trailing: 4))
    }

    @Test func edgeInsetsStartAndTotalFollowTheAxis() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.start(.horizontal) == 2)  // leading
        #expect(insets.start(.vertical) == 1)  // top
        #expect(insets.total(.horizontal) == 6)  // leading 2 + trailing 4
        #expect(insets.total(.vertical) == 4)  // top 1 + bottom 3
    }

    @Test func edgeInsetsFromLengthFillsOnlyChosenEdges() {
        #expect(EdgeInsets(5) == EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(EdgeInsets(5, edges: .horizontal) == EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5))
        #expect(EdgeInsets(-2, edges: .top) == EdgeInsets(top: -2))
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test func alignmentSubscriptGivesTheGuideOnEachAxis() {
        #expect(Alignment.bottomTrailing[.horizontal] == .horizontal(.trailing))
        #expect(Alignment.bottomTrailing[.vertical] == .vertical(.bottom))
        #expect(Alignment.topLeading[.horizontal] == .horizontal(.leading))
        #expect(Alignment.topLeading[.vertical] == .vertical(.top))
    }

    @Test func alignmentKeyCentreAndAxis() {
        #expect(AlignmentKey.center(.horizontal) == .horizontal(.center))
        #expect(AlignmentKey.center(.vertical) == .vertical(.center))
        #expect(AlignmentKey.vertical(.firstTextBaseline).axis == .vertical)
        #expect(AlignmentKey.horizontal(.custom("badge")).axis == .horizontal)
    }

    @Test func flexFrameAndFrameSpecSubscriptsPickTheAxis() {
        let flex = FlexFrameSpec(horizontal: FlexFrameAxis(min: 1), vertical: FlexFrameAxis(max: 2), alignment: .center)
        #expect(flex[.horizontal] == FlexFrameAxis(min: 1))
        #expect(flex[.vertical] == FlexFrameAxis(max: 2))
        let fixed = FrameSpec(width: 3, height: nil, alignment: .center)
        #expect(fixed[.horizontal] == 3)
        #expect(fixed[.vertical] == nil)
    }

    @Test func descriptionsUseFormattedLengths() {
        #expect(Size(width: 2.5, height: .infinity).description == "2.5xinf")
        #expect(Point(x: -1, y: 0.125).description == "(-1, 0.125)")
        #expect(ProposedViewSize(width: nil, height: 0).description == "(nil, 0)")
        #expect(Rect(x: 1, y: 2, width: 3, height: 4.75).description == "x 1 y 2 w 3 h 4.75")
        #expect(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).description == "top 1 leading 2 bottom 3 trailing 4")
        #expect(Alignment.bottomTrailing.description == "bottomTrailing")
        #expect(Alignment(horizontal: .custom("badge"), vertical: .top).description == "(badge, top)")
    }
}
