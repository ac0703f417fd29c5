import LayoutFuzzing
import LayoutModel
import Testing

@Suite struct ShrinkerTests {
    private static let problem = LayoutProblem(
        proposal: ProposedViewSize(width: 100, height: 100),
        environment: ModelEnvironment(layoutDirection: .rightToLeft),
        root: ViewNode(
            .vStack(
                alignment: .leading, spacing: nil,
                children: [
                    ViewNode(.shape(.circle), id: "a", modifiers: [Modifier(.padding(.defaultAmount))]),
                    ViewNode(
                        .hStack(
                            alignment: .top, spacing: 8,
                            children: [
                                ViewNode(.fixed(width: 10, height: 10), id: "b"),
                                ViewNode(
                                    .spacer(minLength: 24), id: "s",
                                    modifiers: [Modifier(.layoutPriority(1)), Modifier(.offset(x: 1, y: 1))]),
                            ]), id: "row"),
                ]), id: "root"))

    private static func containsSpacer24(_ node: ViewNode) -> Bool {
        if case .spacer(24) = node.content { return true }
        return node.content.children.contains(where: containsSpacer24)
    }

    /// With "contains Spacer(minLength: 24)" as the failure, the smallest
    /// failing problem is that Spacer alone: no stack, no modifier, the
    /// default environment.
    @Test func shrinksToTheSmallestTreeThatStillFails() {
        let (shrunk, attempts) = TreeShrinker().shrink(Self.problem) { Self.containsSpacer24($0.root) }
        #expect(shrunk.root == ViewNode(.spacer(minLength: 24), id: "s"))
        #expect(shrunk.environment == ModelEnvironment())
        #expect(shrunk.proposal == Self.problem.proposal)
        #expect(attempts > 0)
    }

    /// A failure that needs two views keeps both and drops the rest.
    @Test func keepsWhatTheFailureNeeds() {
        let (shrunk, _) = TreeShrinker().shrink(Self.problem) { problem in
            guard case .vStack(_, _, let children) = problem.root.content else { return false }
            return children.count == 2
        }
        guard case .vStack(_, _, let children) = shrunk.root.content else {
            Issue.record("root is no longer a VStack: \(shrunk.root)")
            return
        }
        #expect(children.map(\.content) == [.shape(.color), .shape(.color)])
        #expect(children.allSatisfy { $0.modifiers.isEmpty })
    }

    @Test func dropsTheGridItemsAFailureDoesNotNeed() {
        // A failure that needs an adaptive item in a LazyVGrid keeps that one
        // item and loses the fixed and flexible ones, and every cell.
        let grid = LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.adaptive(minimum: 40)), GridItem()]) {
            Color().id("a")
            Fixed(width: 10, height: 10).id("b")
        }.id("grid")
        let (shrunk, _) = TreeShrinker().shrink(LayoutProblem(proposal: ProposedViewSize(width: 200, height: 100), root: grid.node)) {
            problem in
            guard case .lazyGrid(let value, _) = problem.root.content else { return false }
            return value.items.contains(where: \.isAdaptive)
        }
        guard case .lazyGrid(let value, let children) = shrunk.root.content else {
            Issue.record("root is no longer a lazy grid: \(shrunk.root)")
            return
        }
        #expect(value.items == [GridItem(.adaptive(minimum: 40))])
        #expect(children.isEmpty)
    }

    @Test func stopsAfterTheAttemptLimit() {
        var calls = 0
        _ = TreeShrinker(maxAttempts: 3).shrink(Self.problem) { _ in
            calls += 1
            return false
        }
        #expect(calls == 3)
    }
}
