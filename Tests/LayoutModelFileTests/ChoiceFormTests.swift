import LayoutModel
import Testing

@testable import LayoutModelFile

/// ViewThatFits, If, AnyLayout and the size classes in model files
/// (docs/model-files.md): what each key reads as, what is refused with its
/// JSON path, and that every form the DSL builds round-trips.
@Suite struct ChoiceFormTests {
    private func root(_ text: String) throws -> LayoutProblem {
        try ModelFile.decode(modelText(root: text), file: "test.json")
    }

    @Test func viewThatFitsAxesDefaultToBothAndMayBeEmpty() throws {
        let both = try root(#"{ "type": "ViewThatFits", "children": [{ "type": "Color" }] }"#)
        #expect(both.root.content == .viewThatFits(axes: [.horizontal, .vertical], children: [ViewNode(.shape(.color))]))
        let none = try root(#"{ "type": "ViewThatFits", "axes": [], "children": [] }"#)
        #expect(none.root.content == .viewThatFits(axes: [], children: []))
    }

    @Test func ifReadsItsConditionAndBranches() throws {
        let problem = try root(
            #"""
            { "type": "If", "condition": { "verticalSizeClass": "compact" }, "then": { "type": "Color", "id": "a" } }
            """#)
        #expect(
            problem.root.content
                == .conditional(
                    SizeClassCondition(vertical: .compact),
                    then: ViewNode(.shape(.color), id: "a"), otherwise: nil))
    }

    @Test func anyLayoutReadsNestedLayoutChoices() throws {
        let problem = try root(
            #"""
            { "type": "AnyLayout", "children": [],
              "layout": { "type": "If", "condition": { "horizontalSizeClass": "compact" },
                          "then": { "type": "VStack", "alignment": "leading", "spacing": 4 },
                          "else": { "type": "ZStack", "alignment": "top" } } }
            """#)
        #expect(
            problem.root.content
                == .anyLayout(
                    .conditional(
                        SizeClassCondition(horizontal: .compact),
                        then: .vStack(alignment: .leading, spacing: 4),
                        otherwise: .zStack(alignment: .top)), children: []))
    }

    @Test func environmentReadsSizeClasses() throws {
        let problem = try ModelFile.decode(
            #"""
            { "format": "layoutlp/1", "environment": { "horizontalSizeClass": "compact", "verticalSizeClass": "regular" },
              "root": { "type": "Color" } }
            """#, file: "test.json")
        #expect(problem.environment.horizontalSizeClass == .compact)
        #expect(problem.environment.verticalSizeClass == .regular)
    }

    @Test func refusesMalformedChoices() {
        expectRootRejection(
            #"{ "type": "ViewThatFits", "axes": "horizontal", "children": [] }"#, path: "$.root.axes",
            expecting: "an array of axes")
        expectRootRejection(
            #"{ "type": "ViewThatFits", "axes": ["depth"], "children": [] }"#, path: "$.root.axes[0]",
            expecting: "an axis")
        expectRootRejection(
            #"{ "type": "ViewThatFits", "axes": ["horizontal", "horizontal"], "children": [] }"#,
            path: "$.root.axes[1]", expecting: "each axis at most once")
        expectRootRejection(
            #"{ "type": "If", "condition": {}, "then": { "type": "Color" } }"#, path: "$.root.condition",
            expecting: "a condition")
        expectRootRejection(
            #"{ "type": "If", "condition": { "horizontalSizeClass": "wide" }, "then": { "type": "Color" } }"#,
            path: "$.root.condition.horizontalSizeClass", expecting: "a size class")
        expectRootRejection(
            #"{ "type": "If", "condition": { "horizontalSizeClass": "compact" } }"#, path: "$.root.then",
            expecting: "a view")
        expectRootRejection(
            #"{ "type": "AnyLayout", "layout": { "type": "Grid" }, "children": [] }"#, path: "$.root.layout.type",
            expecting: "a layout type")
        expectRootRejection(
            #"""
            { "type": "AnyLayout", "children": [],
              "layout": { "type": "If", "condition": { "horizontalSizeClass": "compact" }, "then": { "type": "HStack" } } }
            """#, path: "$.root.layout.else", expecting: "a layout")
        expectRootRejection(
            #"{ "type": "AnyLayout", "layout": { "type": "ZStack", "spacing": 4 }, "children": [] }"#,
            path: "$.root.layout.spacing", expecting: "one of the keys")
        expectRejection(
            #"{ "format": "layoutlp/1", "environment": { "verticalSizeClass": 1 }, "root": { "type": "Color" } }"#,
            path: "$.environment.verticalSizeClass", expecting: "a size class")
    }

    /// Every value the DSL can build for these elements is written in a form
    /// the reader gives back equal, and writing again gives the same text.
    @Test func dslChoicesRoundTrip() throws {
        let view = VStack {
            ViewThatFits(in: [.vertical]) {
                Text("hello world").id("t")
                Color().frame(height: 10)
            }.id("fits")
            ViewThatFits {
                Color()
            }
            If(horizontalSizeClass: .compact, verticalSizeClass: .regular) {
                Color().id("then")
            } else: {
                Fixed(width: 1, height: 2).padding(3)
            }.id("branch")
            If(verticalSizeClass: .compact) { Color() }
            AnyLayout(
                .conditional(
                    SizeClassCondition(horizontal: .regular), then: .hStack(alignment: .bottom, spacing: nil),
                    otherwise: .conditional(
                        SizeClassCondition(vertical: .compact), then: .zStack(alignment: .trailing),
                        otherwise: .vStack(alignment: .center, spacing: 0)))
            ) {
                Color()
                Color()
            }
        }.environment(horizontalSizeClass: .compact)
        let problem = LayoutProblem(
            proposal: ProposedViewSize(width: 390, height: 844),
            environment: ModelEnvironment(verticalSizeClass: .compact), root: view.node)
        let text = ModelFile.encode(problem)
        let decoded = try ModelFile.decode(text, file: "encoded.json")
        #expect(decoded == problem, "\(text)")
        #expect(ModelFile.encode(decoded) == text)
    }
}
