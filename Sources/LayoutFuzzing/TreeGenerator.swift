import LayoutModel

/// Random layout problems for differential fuzzing: view trees that reach
/// every view type and modifier of the model format, with edge values chosen
/// on purpose (zero, unspecified and infinite proposals, negative padding and
/// spacing, contradictory frame bounds, equal and negative priorities,
/// infinite maxima, guides far outside their view, fixedSize inside flexible
/// frames, deep nesting).
///
/// Every number comes from a short palette rather than a continuous range:
/// layout rules branch on equalities (ties in flexibility, a proposal equal to
/// a frame's minimum), and only repeated values reach those branches.
///
/// The same seed gives the same problem on every run and machine
/// (``SplitMix64``). Ids are `v1`, `v2`, ... for views and `m1`, `m2`, ... for
/// the modifiers that get one, in generation order.
public struct TreeGenerator: Sendable {
    /// The size limits and vocabulary of the generated trees.
    public var profile: FuzzProfile

    /// A generator with `profile` (`FuzzProfile.standard` by default).
    public init(profile: FuzzProfile = .standard) { self.profile = profile }

    /// The problem of `seed`.
    public func problem(seed: UInt64) -> LayoutProblem {
        var state = State(random: SplitMix64(seed: seed), profile: profile)
        return state.problem()
    }

    // MARK: - Palettes

    static let sizes: [Double] = [0, 1, 8, 10, 24, 37.5, 50, 100, 120, 333]
    static let insets: [Double] = [-8, -1, 0, 4, 8, 16, 20, 250]
    static let spacings: [Double?] = [nil, nil, 0, 4, 8, -4, 20]
    static let frameLengths: [Double] = [0, 10, 50, 100, 200, .infinity, -5]
    static let flexLengths: [Double] = [0, 20, 60, 150, .infinity, -10]
    static let proposalLengths: [Double] = [1, 10, 44, 100, 150, 320, 600, 1000]
    static let priorities: [Double] = [-1, 0, 1, 1, 2, 5]
    static let offsets: [Double] = [-20, 0, 5, 30]
    static let ratios: [Double] = [0.5, 1, 1.5, 2]
    static let texts = ["a", "Hi", "hello world", "one two three", "LayoutLP"]
    static let fontSizes: [Double] = [10, 12, 17]
    static let guideConstants: [Double] = [-30, 0, 10, 500]
    static let guideFractions: [Double] = [0, 0, 0.5, 1, -1]

    struct State {
        var random: SplitMix64
        let profile: FuzzProfile
        var views = 0
        var modifierIDs = 0

        init(random: SplitMix64, profile: FuzzProfile) {
            self.random = random
            self.profile = profile
        }

        mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
        mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

        mutating func problem() -> LayoutProblem {
            let proposal = ProposedViewSize(width: proposalLength(), height: proposalLength())
            var environment = ModelEnvironment()
            if !profile.transposable, chance(0.15) { environment.layoutDirection = .rightToLeft }
            if chance(0.12) {
                let values: [Double] = [0, 0, 10, 44, -5]
                environment.safeArea = EdgeInsets(top: pick(values), leading: pick(values), bottom: pick(values), trailing: pick(values))
            }
            environment.guideDefaults = guideDefaults()
            environment.platform = platform()
            environment.keyboard = keyboard()
            sizeClasses(of: &environment)
            let root = view(depth: 0)
            return LayoutProblem(name: nil, proposal: proposal, environment: environment, root: root)
        }

        mutating func proposalLength() -> Double? {
            switch count(0...19) {
            case 0...2: nil
            case 3...4: 0
            case 5...7: .infinity
            default: pick(TreeGenerator.proposalLengths)
            }
        }

        mutating func nextViewID() -> String {
            views += 1
            return "v\(views)"
        }

        mutating func nextModifierID() -> String? {
            guard chance(0.5) else { return nil }
            modifierIDs += 1
            return "m\(modifierIDs)"
        }

        // MARK: Views

        mutating func view(depth: Int) -> ViewNode {
            let id = nextViewID()
            let container = depth < profile.maxDepth && views < profile.maxViews && chance(depth == 0 ? 0.85 : 0.45)
            let content = container ? containerContent(depth: depth) : leafContent()
            var node = ViewNode(content, id: id)
            dropIDOfIf(&node)
            let modifiers = count(0...profile.maxModifiers) - (chance(0.35) ? 1 : 0)
            for _ in 0..<max(0, modifiers) { node.modifiers.append(modifier(depth: depth)) }
            return node
        }

        mutating func leafContent() -> ViewContent {
            switch count(0...19) {
            case 0...5: .shape(pick(ShapeKind.allCases))
            case 6...8: .fixed(width: pick(TreeGenerator.sizes), height: pick(TreeGenerator.sizes))
            case 9...10: image()
            case 11...13 where !profile.transposable: .text(pick(TreeGenerator.texts), fontSize: pick(TreeGenerator.fontSizes))
            case 14...17: .spacer(minLength: chance(0.5) ? nil : pick([0, 8, 24, 100]))
            case 18: .empty
            default: .shape(.color)
            }
        }

        mutating func children(depth: Int) -> [ViewNode] {
            var children: [ViewNode] = []
            for _ in 0..<count(1...profile.maxChildren) where views < profile.maxViews {
                children.append(view(depth: depth + 1))
            }
            return children
        }

        mutating func containerContent(depth: Int) -> ViewContent {
            if let custom = customLayoutContent(depth: depth) { return custom }
            if let scrollView = scrollView(depth: depth) { return scrollView }
            if let choice = choiceContent(depth: depth) { return choice }
            return switch count(0...19) {
            case 0...7:
                sometimesLazy(
                    .hStack(alignment: verticalAlignment(), spacing: pick(TreeGenerator.spacings), children: children(depth: depth)))
            case 8...14:
                sometimesLazy(
                    .vStack(alignment: horizontalAlignment(), spacing: pick(TreeGenerator.spacings), children: children(depth: depth)))
            case 15...18: chance(0.3) ? lazyGridContent(depth: depth) : .zStack(alignment: alignment(), children: children(depth: depth))
            default:
                if profile.transposable {
                    .zStack(alignment: alignment(), children: children(depth: depth))
                } else if chance(0.6) {
                    gridContent(depth: depth)
                } else {
                    .nookPanel(nookConfiguration(), home: view(depth: depth + 1))
                }
            }
        }

        mutating func nookConfiguration() -> NookConfiguration {
            let small: [Double] = [0, 4, 8, 12, 30]
            return NookConfiguration(
                expandedWidth: pick([0, 200, 520]), edgePadding: pick([-4, 0, 8, 20]),
                style: NookStyle(
                    topCornerRadius: pick([0, 8, 19, 30]), bottomCornerRadius: pick([0, 24]),
                    expandedContentInsets: EdgeInsets(top: pick(small), leading: pick(small), bottom: pick(small), trailing: pick(small))))
        }

        /// A small view for overlays, backgrounds and safe-area insets: a leaf,
        /// sometimes a short stack, with at most one modifier.
        mutating func secondary(depth: Int) -> ViewNode {
            let id = nextViewID()
            let content: ViewContent =
                chance(0.2) && views < profile.maxViews
                ? .hStack(
                    alignment: verticalAlignment(), spacing: pick(TreeGenerator.spacings),
                    children: [ViewNode(leafContent(), id: nextViewID()), ViewNode(leafContent(), id: nextViewID())])
                : leafContent()
            var node = ViewNode(content, id: id)
            if chance(0.4) { node.modifiers.append(modifier(depth: profile.maxDepth)) }
            return node
        }

        // MARK: Alignments

        mutating func horizontalAlignment() -> HorizontalAlignment {
            pick([.leading, .center, .center, .trailing, .custom("A")])
        }

        mutating func verticalAlignment() -> VerticalAlignment {
            profile.transposable
                ? pick([.top, .center, .center, .bottom, .custom("B")])
                : pick([.top, .center, .center, .bottom, .firstTextBaseline, .lastTextBaseline, .custom("B")])
        }

        mutating func alignmentKey(_ axis: Axis) -> AlignmentKey {
            axis == .horizontal ? .horizontal(horizontalAlignment()) : .vertical(verticalAlignment())
        }

        // MARK: Modifiers

        /// A padding length; sometimes the environment's `nookContentInsets`
        /// (seed 000's residuals), which only a NookPanel sets to non-zero.
        mutating func inset() -> Length {
            if !profile.transposable, chance(0.05) { return .nookContentInsets(pick(Edge.allCases)) }
            return .points(pick(TreeGenerator.insets))
        }

        mutating func padding() -> PaddingValue {
            switch count(0...3) {
            case 0: .defaultAmount
            case 1: .uniform(inset())
            case 2: .insets(top: inset(), leading: inset(), bottom: inset(), trailing: inset())
            default: .edges(edgeSet(), length: chance(0.3) ? nil : inset())
            }
        }

        mutating func edgeSet() -> EdgeSet {
            pick([.all, .horizontal, .vertical, .top, .leading, .bottom, .trailing, [.top, .trailing], []])
        }

        mutating func optionalLength(_ palette: [Double], present: Double) -> Length? {
            chance(present) ? .points(pick(palette)) : nil
        }

        mutating func modifier(depth: Int) -> Modifier {
            if let margins = contentMargins() { return Modifier(margins, id: nextModifierID()) }
            let kind: ModifierKind
            switch count(0...43) {
            case 0...5: kind = .padding(padding())
            case 6...8:
                kind = .frame(
                    width: optionalLength(TreeGenerator.frameLengths, present: 0.6),
                    height: optionalLength(TreeGenerator.frameLengths, present: 0.6), alignment: alignment())
            case 9...14:
                let value = FlexFrameValue(
                    minWidth: optionalLength(TreeGenerator.flexLengths, present: 0.4),
                    idealWidth: optionalLength(TreeGenerator.flexLengths, present: 0.25),
                    maxWidth: optionalLength(TreeGenerator.flexLengths, present: 0.5),
                    minHeight: optionalLength(TreeGenerator.flexLengths, present: 0.4),
                    idealHeight: optionalLength(TreeGenerator.flexLengths, present: 0.25),
                    maxHeight: optionalLength(TreeGenerator.flexLengths, present: 0.5),
                    alignment: alignment())
                kind = .flexFrame(value)
            case 15...18:
                let axes = count(0...2)
                kind = .fixedSize(horizontal: axes != 1, vertical: axes != 0)
            case 19...23: kind = .layoutPriority(pick(TreeGenerator.priorities))
            case 24...25: kind = .offset(x: .points(pick(TreeGenerator.offsets)), y: .points(pick(TreeGenerator.offsets)))
            case 26: kind = .position(x: .points(pick(TreeGenerator.offsets)), y: .points(pick(TreeGenerator.sizes)))
            case 27...29:
                let axis: Axis = chance(0.5) ? .horizontal : .vertical
                kind = .alignmentGuide(alignmentKey(axis), guideValue(axis: axis))
            case 30...31:
                kind = .aspectRatio(ratio: chance(0.3) ? nil : pick(TreeGenerator.ratios), contentMode: chance(0.5) ? .fit : .fill)
            case 32: kind = .overlay(alignment: alignment(), content: secondary(depth: depth))
            case 33: kind = .background(alignment: alignment(), content: secondary(depth: depth))
            case 34:
                let edge = pick(Edge.allCases)
                kind = .safeAreaInset(
                    edge: edge, alignment: alignmentKey(edge.axis.other), spacing: pick(TreeGenerator.spacings),
                    content: secondary(depth: depth))
            case 35: kind = .safeAreaPadding(padding())
            case 36: kind = ignoresSafeAreaModifier()
            case 37:
                let axes: Set<Axis> = pick([[.horizontal], [.vertical], [.horizontal, .vertical]])
                kind = .containerRelativeFrame(
                    ContainerRelativeFrameValue(
                        axes: axes, count: count(1...3), span: count(1...3), spacing: pick([0, 8, -4]), alignment: alignment()))
            case 38 where !profile.transposable:
                var overrides = EnvironmentOverrides()
                if chance(0.7) { overrides.layoutDirection = chance(0.7) ? .rightToLeft : .leftToRight }
                if overrides.layoutDirection == nil || chance(0.3) { overrides.nookContentInsets[pick(Edge.allCases)] = pick([0, 6, 20]) }
                sizeClasses(of: &overrides)
                kind = .environment(overrides)
            case 39...41:
                // fixedSize inside a flexible frame, on purpose.
                kind = .flexFrame(
                    FlexFrameValue(
                        minWidth: optionalLength(TreeGenerator.flexLengths, present: 0.5),
                        maxWidth: .infinity, maxHeight: chance(0.5) ? .infinity : nil, alignment: alignment()))
            case 42...43: kind = sceneOrDirectionModifier()
            default: kind = .layoutPriority(pick(TreeGenerator.priorities))
            }
            return Modifier(kind, id: nextModifierID())
        }
    }
}
