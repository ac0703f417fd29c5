import LayoutModel
import Testing

@testable import LayoutModelFile

/// Property (issue 17, item 7): every problem the DSL builds writes to a
/// model file that reads back equal, and writing it again gives the same
/// text. The problems are drawn at random from alignment values the format
/// once could not write (composite and baseline alignments, custom guides
/// named like built-in ones, guide terms of the other axis, `d[explicit:]`,
/// guide defaults, Image baselines) and of issue 17's later items
/// (scenePadding, layoutDirectionBehavior, platforms), mixed with ordinary views.
@Suite struct DSLRoundTripPropertyTests {
    /// A small deterministic generator (SplitMix64), so every run draws the same problems.
    struct Draw {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ count: Int) -> Int { Int(next() % UInt64(count)) }
        mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }
        mutating func chance() -> Bool { int(2) == 0 }
        mutating func number() -> Double { pick([0, 1, -2.5, 0.25, 17, 1e-3]) }
    }

    /// Custom names, among them every name the format reserves.
    static let customNames = [
        "B", "firstThird", "", "top", "leading", "center", "bottom", "trailing", "firstTextBaseline",
        "topLeading", "centerLastTextBaseline",
    ]

    static func horizontal(_ draw: inout Draw) -> HorizontalAlignment {
        draw.pick([.leading, .center, .trailing, .custom(draw.pick(customNames))])
    }

    static func vertical(_ draw: inout Draw) -> VerticalAlignment {
        draw.pick([.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline, .custom(draw.pick(customNames))])
    }

    static func key(_ draw: inout Draw) -> AlignmentKey {
        draw.chance() ? .horizontal(horizontal(&draw)) : .vertical(vertical(&draw))
    }

    static func guideValue(_ draw: inout Draw) -> GuideValue {
        GuideValue(
            constant: draw.number(), width: draw.number(), height: draw.number(),
            guide: draw.chance() ? key(&draw) : nil, guideScale: draw.pick([1, 0, -0.5]),
            fallback: draw.chance() ? draw.number() : nil)
    }

    static func view(_ draw: inout Draw, depth: Int) -> ViewNode {
        let leaf: ViewNode =
            switch draw.int(4) {
            case 0: Text("Hi", fontSize: draw.pick([17, 10])).node
            case 1: Image(width: 20, height: 10, resizable: draw.chance(), baseline: draw.chance() ? draw.number() : nil).node
            case 2: Fixed(width: 5, height: 6).node
            default: Color().node
            }
        var node = leaf
        if depth > 0 {
            let children = (0..<draw.int(3)).map { _ in view(&draw, depth: depth - 1) }
            node =
                switch draw.int(4) {
                case 0: HStack(alignment: vertical(&draw)) { children }.node
                case 1: VStack(alignment: horizontal(&draw), spacing: 2) { children }.node
                case 2: ZStack(alignment: Alignment(horizontal: horizontal(&draw), vertical: vertical(&draw))) { children }.node
                default: leaf
                }
        }
        switch draw.int(9) {
        case 8: node = node.ignoresSafeArea(draw.pick([.all, .container, .keyboard, []]), edges: draw.pick([.all, .bottom]))
        case 5: node = node.scenePadding(draw.pick([.all, .horizontal, .top, []]))
        case 6: node = node.scenePadding(draw.pick(ScenePadding.allCases), edges: draw.pick([.all, .vertical, .leading]))
        case 7: node = node.layoutDirectionBehavior(draw.pick([.fixed, .mirrors, .mirrors(in: .leftToRight)]))
        case 0: node = node.alignmentGuide(horizontal(&draw), guideValue(&draw))
        case 1: node = node.alignmentGuide(vertical(&draw), guideValue(&draw))
        case 2: node = node.frame(width: 30, height: nil, alignment: Alignment(horizontal: horizontal(&draw), vertical: vertical(&draw)))
        case 3:
            let alignment = Alignment(horizontal: horizontal(&draw), vertical: vertical(&draw))
            node = node.overlay(alignment: alignment) { Color() }
        default:
            node = node.safeAreaInset(edge: .leading, alignment: .vertical(vertical(&draw))) { Color() }
        }
        return node
    }

    static func problem(seed: UInt64) -> LayoutProblem {
        var draw = Draw(state: seed)
        var defaults: [AlignmentKey: GuideValue] = [:]
        for _ in 0..<draw.int(3) {
            let guide: AlignmentKey =
                draw.chance() ? .horizontal(.custom(draw.pick(customNames))) : .vertical(.custom(draw.pick(customNames)))
            var value = guideValue(&draw)
            if let read = value.guide, !read.isBuiltIn { value.guide = .vertical(.bottom) }
            defaults[guide] = value
        }
        let platform = draw.pick(Platform.allCases)
        return LayoutProblem(
            proposal: ProposedViewSize(width: 100, height: nil),
            environment: ModelEnvironment(guideDefaults: defaults, platform: platform, keyboard: draw.pick([0, 336])),
            root: view(&draw, depth: 2))
    }

    @Test(arguments: 0..<200)
    func dslBuiltProblemReadsBackEqual(seed: Int) throws {
        let problem = Self.problem(seed: UInt64(seed))
        let text = ModelFile.encode(problem)
        let decoded = try ModelFile.decode(text, file: "encoded.json")
        #expect(decoded == problem, "\(text)")
        #expect(ModelFile.encode(decoded) == text)
    }

    @Test func theDrawReachesEveryFormOnce() {
        // The property only tests what the draw produces: make sure the 200
        // problems hold each form the format writes specially.
        let texts = (0..<200).map { ModelFile.encode(Self.problem(seed: UInt64($0))) }
        for form in [
            "\"custom\"", "\"guideAxis\"", "\"fallback\"", "\"guideDefaults\"", "\"baseline\"", "TextBaseline\"",
            "\"alignment\": {", "\"scenePadding\": null", "\"padding\": \"navigationBar\"", "\"mirrors\": \"leftToRight\"",
            "\"platform\": \"watchOS\"", "\"keyboard\": 336", "\"regions\": [\"keyboard\"]", "\"regions\": []",
        ] {
            #expect(texts.contains { $0.contains(form) }, "no problem writes \(form)")
        }
    }
}
