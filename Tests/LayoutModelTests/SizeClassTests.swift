import LayoutModel
import Testing

/// Size classes (docs/greedy-semantics.md, "Size classes"): the standard
/// ones of a scene's proposal, the environment's, and the If views and
/// AnyLayouts the tree resolves with them.
@Suite struct SizeClassTests {
    /// The chosen thresholds: compact below 600 pt wide and below 480 pt
    /// high (Material's window classes); unspecified and infinite are regular.
    @Test func standardClassesComeFromTheSceneLengths() {
        #expect(SizeClass.standard(along: .horizontal, length: 390) == .compact)
        #expect(SizeClass.standard(along: .horizontal, length: 599.5) == .compact)
        #expect(SizeClass.standard(along: .horizontal, length: 600) == .regular)
        #expect(SizeClass.standard(along: .vertical, length: 479) == .compact)
        #expect(SizeClass.standard(along: .vertical, length: 480) == .regular)
        #expect(SizeClass.standard(along: .horizontal, length: nil) == .regular)
        #expect(SizeClass.standard(along: .vertical, length: .infinity) == .regular)
    }

    /// A class the environment gives wins over the scene's; a problem's scene is its proposal.
    @Test func aProblemsSceneIsItsProposal() {
        var problem = LayoutProblem(proposal: ProposedViewSize(width: 390, height: 844), root: ViewNode(.shape(.color)))
        #expect(problem.environment.sizeClass(along: .horizontal) == .compact)
        #expect(problem.environment.sizeClass(along: .vertical) == .regular)
        problem.proposal = ProposedViewSize(width: 844, height: 390)
        #expect(problem.environment.sizeClass(along: .horizontal) == .regular)
        #expect(problem.environment.sizeClass(along: .vertical) == .compact)
        problem.environment.horizontalSizeClass = .compact
        #expect(problem.environment.sizeClass(along: .horizontal) == .compact)
        // The scene is not what the environment says: equality ignores it.
        #expect(LayoutProblem(proposal: .zero, root: ViewNode(.empty)).environment == ModelEnvironment())
    }

    /// The branch taken stands in the If's place: same path, the If's id,
    /// the If's modifiers outside the branch's own.
    @Test func anIfBecomesTheBranchItTakes() throws {
        let view = If(horizontalSizeClass: .compact) {
            Color().padding(1).id("inner")
        } else: {
            Fixed(width: 5, height: 5)
        }.frame(width: 20).id("outer")
        let compact = try LayoutTree(view.node, environment: ModelEnvironment(horizontalSizeClass: .compact))
        #expect(compact.nodes.map(\.path) == ["root", "root/padding", "root/frame"])
        #expect(compact.node(id: "inner")?.path == "root/padding")
        #expect(compact.node(id: "outer")?.path == "root/frame")
        let regular = try LayoutTree(view.node, environment: ModelEnvironment(horizontalSizeClass: .regular))
        #expect(regular.nodes.map(\.element.name) == ["Fixed", "frame"])
        #expect(regular.node(id: "inner") == nil)
    }

    @Test func anIfAndItsBranchCannotBothHaveAnID() {
        let view = If(verticalSizeClass: .regular) { Color().id("a") }.id("b")
        #expect(throws: LayoutTreeError.self) { try LayoutTree(view.node) }
    }

    /// A failed condition without `else` is an Empty view: absent from its stack.
    @Test func anIfWithoutElseThatFailsIsAbsent() throws {
        let view = HStack {
            Color()
            If(horizontalSizeClass: .compact) { Color() }
        }
        let tree = try LayoutTree(view.node, environment: ModelEnvironment(horizontalSizeClass: .regular))
        #expect(tree.traits.presentChildren(of: tree.root).count == 1)
        #expect(tree.nodes.last?.isAbsent == true)
    }

    /// The condition reads the environment outside the view: an
    /// `environment` modifier on the If itself does not decide it, one on a
    /// container around it does.
    @Test func conditionsReadTheEnvironmentOfTheirParent() throws {
        let onIf = If(horizontalSizeClass: .compact) {
            Fixed(width: 1, height: 1)
        } else: {
            Fixed(width: 2, height: 2)
        }
        .environment(horizontalSizeClass: .compact)
        let tree = try LayoutTree(onIf.node, environment: ModelEnvironment(horizontalSizeClass: .regular))
        #expect(tree.nodes[0].element == .fixed(Size(width: 2, height: 2)))
        let around = ZStack {
            If(horizontalSizeClass: .compact) {
                Fixed(width: 1, height: 1)
            } else: {
                Fixed(width: 2, height: 2)
            }
        }.environment(horizontalSizeClass: .compact)
        let aroundTree = try LayoutTree(around.node, environment: ModelEnvironment(horizontalSizeClass: .regular))
        #expect(aroundTree.nodes.contains { $0.element == .fixed(Size(width: 1, height: 1)) })
    }

    /// AnyLayout becomes the stack its choice takes, children and paths unchanged.
    @Test func anyLayoutBecomesTheStackItsChoiceTakes() throws {
        let view = AnyLayout(
            .conditional(
                SizeClassCondition(vertical: .compact), then: .hStack(alignment: .top, spacing: 2),
                otherwise: .zStack(alignment: .bottom))
        ) {
            Color().id("a")
            Color().id("b")
        }
        let compact = try LayoutTree(view.node, environment: ModelEnvironment(sceneProposal: ProposedViewSize(width: 800, height: 400)))
        #expect(compact.nodes[compact.root].element == .stack(axis: .horizontal, alignment: .vertical(.top), spacing: 2))
        #expect(compact.node(id: "b")?.path == "root/1")
        let regular = try LayoutTree(view.node, environment: ModelEnvironment(sceneProposal: ProposedViewSize(width: 800, height: 900)))
        #expect(regular.nodes[regular.root].element == .zStack(.bottom))
    }

    /// ViewThatFits: priority 0 whatever its children's, the spacing table
    /// of its first present child, and every child's explicit guides.
    @Test func viewThatFitsTraits() throws {
        let view = ViewThatFits {
            EmptyView()
            Spacer().layoutPriority(3)
            Text("a").alignmentGuide(HorizontalAlignment.custom("X"), GuideValue(constant: 0))
        }
        let tree = try LayoutTree(view.node)
        #expect(tree.traits.layoutPriority(tree.root) == 0)
        let spacer = tree.traits.presentChildren(of: tree.root)[0]
        #expect(tree.traits.spacing(tree.root) == tree.traits.spacing(spacer))
        #expect(tree.traits.guideKeys(tree.root).contains(.horizontal(.custom("X"))))
        #expect(tree.traits.guideKeys(tree.root).contains(.vertical(.firstTextBaseline)))
    }
}
