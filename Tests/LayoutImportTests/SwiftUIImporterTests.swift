import GreedyLayout
import LayoutImport
import LayoutModel
import LayoutModelFile
import Testing

/// `SwiftUIImporter` (docs/import.md): SwiftUI snippets written here, their
/// models checked against what the source says, and laid out where the
/// numbers follow from a documented rule.
@Suite struct SwiftUIImporterTests {
    static func imported(_ source: String, view: String? = nil, options: SwiftUIImporter.Options = .init()) throws -> ImportResult {
        var importer = SwiftUIImporter(options: options)
        try importer.add(file: "Snippet.swift", text: source)
        return try importer.importView(named: view)
    }

    static func error(_ source: String, view: String? = nil, options: SwiftUIImporter.Options = .init()) -> ImportError? {
        var importer = SwiftUIImporter(options: options)
        do throws(ImportError) {
            try importer.add(file: "Snippet.swift", text: source)
            _ = try importer.importView(named: view)
            return nil
        } catch {
            return error
        }
    }

    /// The README's example as SwiftUI source (with a Rectangle standing in
    /// for its Fixed 24 × 24, which SwiftUI has no view for, framed to 24 × 24)
    /// imports to the same tree, and lays out as the README says: at 300 × 44
    /// the title is 120 wide at x 48 (16 padding + 24 icon + 8 spacing).
    @Test func theReadmeBarImportsAndLaysOutAsTheReadmeSays() throws {
        let source = """
            import SwiftUI

            struct Bar: View {
                var body: some View {
                    HStack {
                        Rectangle().frame(width: 24, height: 24).id("icon")
                        Color.blue.id("title").frame(maxWidth: 120)
                        Spacer().id("gap")
                    }
                    .id("row")
                    .padding(.horizontal, 16).id("bar")
                }
            }
            """
        let result = try Self.imported(source, options: .init(proposal: ProposedViewSize(width: 300, height: 44)))
        #expect(result.notes.isEmpty)
        let root = result.problem.root
        #expect(root.id == "row")
        #expect(root.modifiers == [Modifier(.padding(.edges(.horizontal, length: 16)), id: "bar")])
        guard case .hStack(.center, nil, let children) = root.content else { Issue.record("not an HStack: \(root.content)"); return }
        #expect(children.count == 3)
        #expect(children[0].content == .shape(.rectangle))
        #expect(children[0].modifiers == [Modifier(.frame(width: 24, height: 24, alignment: .center), id: "icon")])
        var title = ViewNode(.shape(.color), id: "title", modifiers: [Modifier(.flexFrame(FlexFrameValue(maxWidth: 120)))])
        title.source = "Snippet.swift:7:13"
        var gap = ViewNode(.spacer(minLength: nil), id: "gap")
        gap.source = "Snippet.swift:8:13"
        #expect(children[1] == title)
        #expect(children[2] == gap)

        let tree = try LayoutTree(result.problem.root)
        let frames = try GreedyLayoutEngine().layout(tree, proposal: result.problem.proposal).framesByID(in: tree)
        #expect(frames["title"] == Rect(x: 48, y: 0, width: 120, height: 44))
    }

    /// What the model writes reads back to the same problem (docs/import.md: import never writes a model the reader rejects).
    @Test func theWrittenModelReadsBackEqual() throws {
        let source = """
            struct Card: View {
                let title = "Weekly review"
                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(title).font(.headline)
                        Text("Every Friday").font(.system(size: 13))
                        ForEach(0..<2) { _ in Capsule().frame(height: 6) }
                    }
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 12))
                    .foregroundColor(.secondary)
                }
            }
            """
        let result = try Self.imported(source)
        let text = ModelFile.encode(result.problem)
        let read = try ModelFile.decode(text, file: "imported.json")
        #expect(read.root == result.problem.root)
        guard case .vStack(.leading, 4, let children) = result.problem.root.content else { Issue.record("not a VStack"); return }
        // The stored property's literal default, at the headline size (17 pt); .system(size: 13); two Capsules.
        #expect(
            children.map(\.content) == [
                .text("Weekly review", fontSize: 17), .text("Every Friday", fontSize: 13),
                .shape(.capsule), .shape(.capsule),
            ])
        #expect(result.notes.map(\.kind) == [.dropped])
        #expect(result.notes.first?.description == "Snippet.swift:11:10: dropped: .foregroundColor does not change layout; left out")
    }

    /// A font on a container sizes the Texts inside that have none of their own.
    @Test func aFontOnAContainerReachesTheTextsWithoutTheirOwn() throws {
        let source = """
            struct Labels: View {
                var body: some View {
                    HStack { Text("a"); Text("b").font(.caption) }.font(.title)
                }
            }
            """
        let root = try Self.imported(source).problem.root
        guard case .hStack(_, _, let children) = root.content else { Issue.record("not an HStack"); return }
        #expect(children.map(\.content) == [.text("a", fontSize: 28), .text("b", fontSize: 12)])
    }

    @Test func aViewOfTheFilesIsInlinedAndAStateChoiceTakesItsFirstBranch() throws {
        let source = """
            struct Badge: View {
                var body: some View { Circle().frame(width: 8, height: 8) }
            }
            struct Row: View {
                @State private var on = false
                var body: some View {
                    HStack {
                        Badge()
                        if on { Text("On") } else { Text("Off") }
                    }
                }
            }
            """
        let result = try Self.imported(source, view: "Row")
        guard case .hStack(_, _, let children) = result.problem.root.content else { Issue.record("not an HStack"); return }
        #expect(children.map(\.content) == [.shape(.circle), .text("On", fontSize: 17)])
        #expect(result.notes.map(\.kind) == [.inlined, .assumed])
        #expect(result.notes[0].location == ImportLocation(file: "Snippet.swift", line: 8, column: 13))
    }

    /// An inlined view takes its call's arguments for its stored properties
    /// (labelled, as the memberwise initialiser names them) and its defaults
    /// for the rest.
    @Test func anInlinedViewTakesItsArgumentsAndDefaults() throws {
        let source = """
            struct Badge: View {
                let title: String
                var size: CGFloat = 8
                var body: some View {
                    HStack(spacing: size) { Circle().frame(width: size, height: self.size); Text(title) }
                }
            }
            struct Badges: View {
                var body: some View { VStack { Badge(title: "New"); Badge(title: "Old", size: 12) } }
            }
            """
        let root = try Self.imported(source, view: "Badges").problem.root
        guard case .vStack(_, _, let badges) = root.content else { Issue.record("not a VStack"); return }
        for (badge, (size, title)) in zip(badges, [(8.0, "New"), (12.0, "Old")]) {
            guard case .hStack(_, size, let children) = badge.content else { Issue.record("not an HStack of spacing \(size)"); continue }
            #expect(children[0].modifiers == [Modifier(.frame(width: .points(size), height: .points(size), alignment: .center))])
            #expect(children[1].content == .text(title, fontSize: 17))
        }
    }

    /// Real code's non-literal forms: a body that `return`s, a ternary on
    /// state (its first value), Buttons and NavigationLinks as their labels.
    @Test func returnsTernariesAndButtonsAreRead() throws {
        let source = """
            struct Row: View {
                var compact = false
                var body: some View {
                    let unused = 1
                    return HStack(spacing: compact ? 4 : 12) {
                        Button("Play") { }
                        Button(action: {}) { Circle() }
                        NavigationLink(destination: Text("Detail")) { Rectangle() }
                    }
                }
            }
            """
        let result = try Self.imported(source)
        guard case .hStack(_, 4, let children) = result.problem.root.content else { Issue.record("not an HStack of spacing 4"); return }
        #expect(children.map(\.content) == [.text("Play", fontSize: 17), .shape(.circle), .shape(.rectangle)])
        #expect(result.notes.map(\.kind) == [.assumed, .assumed, .assumed, .assumed, .assumed])
        #expect(result.notes[1].description.hasPrefix("Snippet.swift:5:32: assumed: `compact ? 4 : 12` depends on state"))
    }

    /// Methods and `self.` properties that build views are inlined (a
    /// method's parameters bound to the call's arguments, by label or
    /// position for `_`), several views of an inlined builder join the
    /// container, and a number that is not a literal is left out (noted).
    @Test func methodsAndPropertiesAreInlinedAndUnknownNumbersLeftOut() throws {
        let source = """
            struct Screen: View {
                let side: CGFloat
                var body: some View {
                    HStack {
                        self.header
                        row(12, title: "A")
                        Color.red.frame(width: side * 2, height: 5)
                    }
                }
                @ViewBuilder var header: some View { Circle(); Rectangle() }
                func row(_ size: CGFloat, title: String) -> some View {
                    Text(title).frame(width: size)
                }
            }
            """
        let result = try Self.imported(source)
        guard case .hStack(_, _, let children) = result.problem.root.content else { Issue.record("not an HStack"); return }
        #expect(children.map(\.content) == [.shape(.circle), .shape(.rectangle), .text("A", fontSize: 17), .shape(.color)])
        #expect(children[2].modifiers == [Modifier(.frame(width: 12, height: nil, alignment: .center))])
        #expect(children[3].modifiers == [Modifier(.frame(width: nil, height: 5, alignment: .center))])
        #expect(result.notes.map(\.kind) == [.inlined, .inlined, .unmodelled])
        #expect(
            result.notes[2].description
                == "Snippet.swift:7:36: unmodelled: width: `side * 2` is not a literal number; the argument is left out")
    }

    @Test func unmodelledViewsAreRefusedOrStoodInForAtTheUsersChoice() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    VStack { GeometryReader { _ in Color.red }; Text("x").minimumScaleFactor(0.5) }
                }
            }
            """
        let refused = try #require(Self.error(source))
        #expect(refused.description.hasPrefix("Snippet.swift:3:18: the view GeometryReader is not in the model vocabulary"))
        let result = try Self.imported(source, options: .init(placeholder: Size(width: 100, height: 50)))
        guard case .vStack(_, _, let children) = result.problem.root.content else { Issue.record("not a VStack"); return }
        #expect(children[0].content == .fixed(width: 100, height: 50))
        #expect(result.notes.map(\.kind) == [.placeholder, .unmodelled])
        #expect(result.notes[1].description.contains(".minimumScaleFactor is not in the model vocabulary"))
    }

    @Test func badInputIsAnErrorWithItsLocation() throws {
        #expect(Self.error("struct A: View { var body: some View { HStack { ")?.description.hasPrefix("Snippet.swift:1:") == true)
        #expect(
            Self.error("struct A: View { var body: some View { Text(\"a\") } }", view: "B")?.description
                == "Snippet.swift: no View named B in the given files (defined: A)")
        #expect(
            Self.error("struct A: View { var body: some View { A() } }")?.description
                == "Snippet.swift:1:40: A inlines itself (A → A)")
        #expect(
            Self.error("struct A: View { var body: some View { 42 } }")?.description
                == "Snippet.swift:1:40: `42` is not a view expression the importer reads: give --placeholder WxH to stand in for it with a fixed size"
        )
        // Nesting past the limit is refused, never a stack overflow.
        let deep = String(repeating: "HStack { ", count: 300) + "Color.red" + String(repeating: " }", count: 300)
        let nested = try #require(Self.error("struct A: View { var body: some View { \(deep) } }"))
        #expect(nested.description.contains("nested more than 200 deep") || nested.description.contains("does not parse"))
    }
}
