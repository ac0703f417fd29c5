import LayoutLP
import Testing

/// A stack rule written outside the package with the public seam alone
/// (`StackSharing`): each child of a sharing stack is proposed a share of
/// the offer in proportion to its ideal length along the axis, which must
/// be a number the tree fixes. Everything else comes from the shared walk.
struct IdealShare: StackSharing {
    var name: String { "ideal-share" }
    /// A test hook: drop the last proposal, which the engine must refuse.
    var dropLast = false

    func proposals(for stack: SharedStack) throws(LPLayoutError) -> [Quantity] {
        var ideals: [Double] = []
        for index in stack.childPaths.indices {
            guard let ideal = try stack.ideal(ofChild: index).constantValue, ideal.isFinite, ideal > 0 else {
                throw stack.unsupported("ideal-share needs every child's ideal length to be a positive number")
            }
            ideals.append(ideal)
        }
        let total = ideals.reduce(0, +)
        let proposals = ideals.map { stack.offer * ($0 / total) }
        return dropLast ? Array(proposals.dropLast()) : proposals
    }

    func share(_ stack: SharedStack, answers: [Quantity]) throws(LPLayoutError) {
        stack.answersAreFixed = true
    }
}

@Suite struct StackSharingTests {
    static func layout(_ view: some View, _ width: Double, _ height: Double, reading: IdealShare = IdealShare()) throws -> [ModelID: Rect] {
        let tree = try LayoutTree(view.node)
        let engine = LPLayoutEngine(strategy: SharingStrategy(reading), solver: GLPKSolver())
        return try engine.layout(tree, proposal: ProposedViewSize(width: width, height: height)).framesByID(in: tree)
    }

    /// Ideals 10 and 30 share 200 as 50 and 150: a flexible frame with only
    /// an ideal answers its child's answer, and a Color takes its proposal
    /// (semantics §1.2, §2.3).
    @Test func aRuleOfYourOwnDecidesHowAStackSharesItsAxis() throws {
        let frames = try Self.layout(
            HStack(spacing: 0) {
                Color().frame(idealWidth: 10).id("a")
                Color().frame(idealWidth: 30).id("b")
            }, 200, 20)
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(frames["b"] == Rect(x: 50, y: 0, width: 150, height: 20))
    }

    /// Nested stacks are each shared by the rule at the proposal the walk
    /// gives them: the VStack's two children have ideal heights 10 and 10
    /// (the row's is its tallest child's), so 50 and 50 of 100; the row then
    /// shares its width 200 as 50 and 150.
    @Test func nestedStacksAreEachSharedByTheRule() throws {
        let frames = try Self.layout(
            VStack(spacing: 0) {
                Color().frame(idealHeight: 10).id("top")
                HStack(spacing: 0) {
                    Color().frame(idealWidth: 10).id("l")
                    Color().frame(idealWidth: 30).id("r")
                }.id("row")
            }, 200, 100)
        #expect(frames["top"] == Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(frames["row"] == Rect(x: 0, y: 50, width: 200, height: 50))
        #expect(frames["l"] == Rect(x: 0, y: 50, width: 50, height: 50))
        #expect(frames["r"] == Rect(x: 50, y: 50, width: 150, height: 50))
    }

    /// A child of ideal width 0 is one the rule cannot weigh: its error
    /// names the HStack (root/0), not the VStack above it, which has one
    /// child and shares nothing.
    @Test func aRuleThatCannotShareAStackRefusesItByPath() throws {
        let view = VStack {
            HStack(spacing: 0) {
                Color(); Color().frame(idealWidth: 0)
            }
        }
        #expect {
            _ = try Self.layout(view, 200, 100)
        } throws: { error in
            guard case LPLayoutError.unsupported(let reason) = error else { return false }
            return reason.engine == "lp/ideal-share" && reason.path == "root/0" && reason.note.contains("positive number")
        }
    }

    @Test func aRuleThatGivesTooFewProposalsIsRefusedNamingTheStack() throws {
        let view = HStack(spacing: 0) {
            Color().frame(idealWidth: 10); Color().frame(idealWidth: 30)
        }
        #expect {
            _ = try Self.layout(view, 200, 20, reading: IdealShare(dropLast: true))
        } throws: { error in
            guard case LPLayoutError.unsupported(let reason) = error else { return false }
            return reason.path == "root" && reason.note.contains("gave 1 proposals for 2 children")
        }
    }

    /// Registered beside the built-ins, the rule runs through a strategy
    /// comparison like any strategy; greedy gives the two Colors 100 each
    /// (equal flexibility, semantics §1.4), the rule 50 and 150.
    @Test func aRegisteredRuleRunsThroughAComparison() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(SharingStrategy(IdealShare()))
        #expect(try registry.strategy(from: "ideal-share").name == "ideal-share")
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().frame(idealWidth: 10).id("a")
                Color().frame(idealWidth: 30).id("b")
            }.node)
        let comparison = try StrategyComparison(
            tree, proposal: ProposedViewSize(width: 200, height: 20),
            engines: ["greedy", "ideal-share"], registry: registry)
        #expect(comparison.frame("b", engine: "greedy") == Rect(x: 100, y: 0, width: 100, height: 20))
        #expect(comparison.frame("b", engine: "ideal-share") == Rect(x: 50, y: 0, width: 150, height: 20))
    }
}
