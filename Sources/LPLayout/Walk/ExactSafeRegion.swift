import LayoutModel

/// The safe-area geometry a view sees, in root coordinates, as quantities:
/// its container's edges and the safe rectangle's edges (the greedy engine's
/// `SafeRegion`, docs/greedy-semantics.md "Safe area", ported rule by rule;
/// docs/lp-encoding.md "Safe area, containerRelativeFrame and the notch
/// panel").
///
/// Every "does this frame reach the safe edge" test becomes a comparison
/// (family `safe-reach`, one binary unless the intervals decide it) and its
/// consequence a choice (`safe-inset`, `safe-region`).
struct ExactSafeRegion: Hashable {
    var container: ExactEdgeCoordinates
    var safe: ExactEdgeCoordinates
    /// The container region's and the keyboard region's safe edges alone
    /// (the greedy `SafeRegion`'s), tracked only when an `ignoresSafeArea`
    /// of the tree ignores one region without the other; nil otherwise.
    var regionEdges: (containerSafe: ExactEdgeCoordinates, keyboardSafe: ExactEdgeCoordinates)?

    static func == (a: ExactSafeRegion, b: ExactSafeRegion) -> Bool {
        a.container == b.container && a.safe == b.safe && a.regionEdges?.containerSafe == b.regionEdges?.containerSafe
            && a.regionEdges?.keyboardSafe == b.regionEdges?.keyboardSafe
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(container)
        hasher.combine(safe)
        hasher.combine(regionEdges?.containerSafe)
        hasher.combine(regionEdges?.keyboardSafe)
    }

    /// How far inside the safe edge a frame edge may stop and still count as
    /// reaching it: 1e-9 pt, the greedy engine's allowance for rounding in
    /// sums of lengths. A frame usually meets the safe edge exactly, so this
    /// comparison often sits on its tie, which the program's objective
    /// (`ProgramBuilder.tieObjective`) reads as "reaches".
    static let reachTolerance = 1e-9

    /// The root's region: the container spans `containerSize` at (0, 0) and
    /// the safe rectangle is it inset by `insets`.
    init(containerSize: SymbolicSize, insets: EdgeInsets, keyboard: Double = 0, tracksRegions: Bool = false) {
        container = ExactEdgeCoordinates(origin: .zero, size: containerSize)
        safe = container.movedInward(by: SymbolicInsets(ModelEnvironment.combined(insets, keyboard: keyboard)))
        if tracksRegions {
            regionEdges = (
                container.movedInward(by: SymbolicInsets(insets)), container.movedInward(by: SymbolicInsets(EdgeInsets(bottom: keyboard)))
            )
        }
    }

    /// The safe-area insets of a view with `frame`: on each edge
    /// `reaches ? max(0, inward(container, frame)) : 0`.
    func insets(of frame: SymbolicFrame, ignoring regions: SafeAreaRegions = .all, in builder: ProgramBuilder) throws(LPLayoutError)
        -> SymbolicInsets
    {
        let edges = ExactEdgeCoordinates(frame)
        // The edge it may grow to, as in the greedy SafeRegion (static: the regions are the tree's).
        let target =
            switch regions {
            case .all: container
            case .container: regionEdges?.keyboardSafe ?? container
            case .keyboard: regionEdges?.containerSafe ?? safe
            default: safe
            }
        var insets = SymbolicInsets.zero
        for edge in Edge.allCases {
            let touches = try reaches(edges, edge, in: builder)
            if touches == .no { continue }
            let distance = ExactEdgeCoordinates.inward(from: target[edge], to: edges[edge], edge: edge)
            let inset = try builder.maximum(.zero, distance, family: .safeInset)
            insets[edge] = try builder.select(touches, inset, .zero, family: .safeInset)
        }
        return insets
    }

    /// The region inside a view with `frame` that adds `lengths` of safe area
    /// on `edges` (safeAreaInset, safeAreaPadding). On each such edge the
    /// container keeps its edge when the frame reaches the old safe edge and
    /// otherwise ends at the frame's edge; the new safe edge is `lengths`
    /// inward of the frame's edge where that lies further in than the old
    /// one. The greedy test "further in" (`inward(old, new) > 0`) picks the
    /// inner of the two edges, so it is written as `max` on start edges and
    /// `min` on end edges (ties give the same value either way).
    func adding(
        _ lengths: SymbolicInsets, on edges: EdgeSet, inside frame: SymbolicFrame,
        in builder: ProgramBuilder
    ) throws(LPLayoutError) -> ExactSafeRegion {
        let frameEdges = ExactEdgeCoordinates(frame)
        let inset = frameEdges.movedInward(by: lengths)
        var region = self
        for edge in edges.edges {
            let touches = try reaches(frameEdges, edge, in: builder)
            region.container[edge] = try builder.select(touches, container[edge], frameEdges[edge], family: .safeRegion)
            region.safe[edge] =
                edge.isStart
                ? try builder.maximum(safe[edge], inset[edge], family: .safeRegion)
                : try builder.minimum(safe[edge], inset[edge], family: .safeRegion)
            if var tracked = region.regionEdges {
                // The keyboard's edge follows the container's; the added strip is the container region's.
                tracked.keyboardSafe[edge] = try builder.select(touches, tracked.keyboardSafe[edge], frameEdges[edge], family: .safeRegion)
                tracked.containerSafe[edge] =
                    edge.isStart
                    ? try builder.maximum(tracked.containerSafe[edge], inset[edge], family: .safeRegion)
                    : try builder.minimum(tracked.containerSafe[edge], inset[edge], family: .safeRegion)
                region.regionEdges = tracked
            }
        }
        return region
    }

    /// Whether a rectangle's `edge` lies on or beyond the safe rectangle's:
    /// `inward(safe, edge) ≤ reachTolerance`.
    private func reaches(_ edges: ExactEdgeCoordinates, _ edge: Edge, in builder: ProgramBuilder) throws(LPLayoutError) -> Condition {
        let distance = ExactEdgeCoordinates.inward(from: safe[edge], to: edges[edge], edge: edge)
        return try builder.lessOrEqual(distance, .constant(Self.reachTolerance), family: .safeReach)
    }
}
