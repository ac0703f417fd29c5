import Foundation
import LayoutModel
import Testing

@testable import LayoutModelFile

/// `decode(encode(p)) == p`, and writing is stable: encoding what was read
/// back gives the same text.
@Suite struct RoundTripTests {
    private func expectRoundTrip(_ problem: LayoutProblem, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let text = ModelFile.encode(problem)
        do {
            let decoded = try ModelFile.decode(text, file: "encoded.json")
            #expect(decoded == problem, "\(text)", sourceLocation: sourceLocation)
            #expect(ModelFile.encode(decoded) == text, sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(error)\n\(text)", sourceLocation: sourceLocation)
        }
    }

    private static let nookLeading = Length.environment(EnvironmentReference(key: "nookContentInsets", edge: .leading))

    /// Problems written with the DSL, as engine tests write them.
    static let dslProblems: [LayoutProblem] = [
        LayoutProblem(
            name: "two-squares",
            proposal: ProposedViewSize(width: 300, height: 100),
            root: HStack {
                Color().frame(width: 50, height: 50).id("a")
                Color().frame(width: 50, height: 50).id("b")
            }.node,
            expect: ["a": ExpectedFrame(x: 100, y: 25, width: 50, height: 50), "b": ExpectedFrame(x: 158, y: 25, width: 50, height: 50)]),
        LayoutProblem(
            proposal: ProposedViewSize(width: nil, height: .infinity),
            environment: ModelEnvironment(
                layoutDirection: .rightToLeft, displayScale: 3, safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),
            root: VStack(alignment: .leading, spacing: 4) {
                Text("Title", fontSize: 20).id("title")
                Text("Subtitle").layoutPriority(1)
                Spacer(minLength: 0)
                Image(width: 30, height: 20).resizable().aspectRatio(1.5, contentMode: .fill)
                Fixed(width: 51, height: 31).fixedSize(horizontal: true, vertical: false)
                EmptyView()
            }.padding().ignoresSafeArea(edges: .vertical).id("column"),
            tolerance: 0.01),
        LayoutProblem(
            proposal: .infinity,
            root: ZStack(alignment: .bottomTrailing) {
                Rectangle().frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, alignment: .topLeading)
                Circle().offset(x: -3, y: 2.5).position(x: 10, y: 10)
                Ellipse().padding(.horizontal, 6).padding(.all, nil)
                Capsule().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                RoundedRectangle(cornerRadius: 8).overlay(alignment: .top) { Color().id("badge") }
                    .background {
                        Color(); Circle()
                    }
            }.containerRelativeFrame([.horizontal, .vertical], count: 3, span: 2, spacing: 8, alignment: .leading),
            disabled: "waiting for containerRelativeFrame"),
        LayoutProblem(
            proposal: ProposedViewSize(width: 520, height: 200),
            root: NookPanel(
                configuration: NookConfiguration(
                    expandedWidth: 600, edgePadding: 10,
                    style: NookStyle(
                        topCornerRadius: 12, bottomCornerRadius: 20,
                        expandedContentInsets: EdgeInsets(top: 2, leading: 8, bottom: 8, trailing: 8)))
            ) {
                HStack(alignment: .custom("badge")) {
                    Text("A").alignmentGuide(VerticalAlignment.custom("badge"), GuideValue(height: 0.5))
                    Color().padding(nookLeading).frame(width: nookLeading)
                }
                .safeAreaInset(edge: .bottom, spacing: 4) { Color().frame(height: 20) }
                .safeAreaPadding(.top, 3)
                .environment(layoutDirection: .rightToLeft)
            }.node),
        LayoutProblem(
            proposal: ProposedViewSize(width: 300, height: nil),
            root: Grid(alignment: .bottomTrailing, horizontalSpacing: 4) {
                GridRow(alignment: .firstTextBaseline) {
                    Text("Name").gridColumnAlignment(.leading)
                    Color().gridCellColumns(2).id("wide")
                }
                Rectangle().frame(height: 1)
                GridRow {
                    EmptyView(); Circle()
                }
            }.id("grid").node),
    ]

    @Test(arguments: dslProblems.indices)
    func dslProblemsRoundTrip(index: Int) {
        expectRoundTrip(Self.dslProblems[index])
    }

    /// One problem per modifier form and view content the writer distinguishes.
    static let formProblems: [LayoutProblem] = {
        let kinds: [ModifierKind] = [
            .padding(.defaultAmount), .padding(.uniform(0)), .padding(.uniform(-2.25)), .padding(.uniform(nookLeading)),
            .padding(.insets(top: 0, leading: 0, bottom: 0, trailing: 0)),
            .padding(.insets(top: nookLeading, leading: 1, bottom: 0, trailing: -1)),
            .padding(.edges([], length: nil)), .padding(.edges(.all, length: 3)), .padding(.edges([.top, .leading], length: nookLeading)),
            .padding(.edges([.top, .bottom, .leading], length: nil)),
            .safeAreaPadding(.uniform(5)), .safeAreaPadding(.edges(.horizontal, length: nil)),
            .frame(width: nil, height: nil, alignment: .center), .frame(width: .infinity, height: -5, alignment: .bottomLeading),
            .flexFrame(FlexFrameValue()), .flexFrame(FlexFrameValue(maxHeight: .infinity, alignment: .trailing)),
            .flexFrame(FlexFrameValue(minWidth: -1, idealWidth: 0.1, maxWidth: 1e6, minHeight: nookLeading, idealHeight: 2, maxHeight: 3)),
            .fixedSize(horizontal: true, vertical: true), .fixedSize(horizontal: false, vertical: false),
            .fixedSize(horizontal: false, vertical: true),
            .layoutPriority(0), .layoutPriority(-0.5), .offset(x: 0, y: 0), .offset(x: nookLeading, y: 3), .position(x: 0, y: -7),
            .alignmentGuide(.horizontal(.leading), GuideValue()), .alignmentGuide(.vertical(.firstTextBaseline), GuideValue(constant: -4)),
            .alignmentGuide(.horizontal(.center), GuideValue(width: 0.8)),
            .alignmentGuide(.vertical(.center), GuideValue(guide: .vertical(.center))),
            .alignmentGuide(.vertical(.top), GuideValue(constant: 1, width: 2, height: -0.8, guide: .vertical(.bottom), guideScale: 0.5)),
            .alignmentGuide(.horizontal(.custom("badge")), GuideValue(guide: .horizontal(.custom("badge")), guideScale: 0)),
            .alignmentGuide(.vertical(.custom("row")), GuideValue(guide: .horizontal(.trailing))),
            .aspectRatio(ratio: nil, contentMode: .fit), .aspectRatio(ratio: 0.75, contentMode: .fill),
            .overlay(alignment: .center, content: ViewNode(.empty)),
            .background(alignment: .bottom, content: ViewNode(.shape(.capsule), id: "bg")),
            .safeAreaInset(edge: .top, alignment: .horizontal(.trailing), spacing: 0, content: ViewNode(.shape(.color))),
            .safeAreaInset(edge: .leading, alignment: .vertical(.center), spacing: nil, content: ViewNode(.shape(.color))),
            .safeAreaInset(edge: .trailing, alignment: .vertical(.custom("g")), spacing: -2, content: ViewNode(.shape(.color))),
            .ignoresSafeArea(edges: .all), .ignoresSafeArea(edges: []), .ignoresSafeArea(edges: [.bottom, .trailing]),
            .containerRelativeFrame(ContainerRelativeFrameValue(axes: [.vertical])),
            .environment(EnvironmentOverrides()),
            .environment(EnvironmentOverrides(layoutDirection: .leftToRight, nookContentInsets: [.top: 0])),
            .environment(EnvironmentOverrides(nookContentInsets: [.top: 5, .leading: 5, .bottom: 5, .trailing: 5])),
            .contentMargins(ContentMarginsValue(amount: .length(20))),
            .contentMargins(ContentMarginsValue(amount: .length(nil))),
            .contentMargins(ContentMarginsValue(amount: .length(-3), placement: .scrollIndicators)),
            .contentMargins(ContentMarginsValue(edges: [.top, .trailing], amount: .length(nil), placement: .scrollContent)),
            .contentMargins(
                ContentMarginsValue(edges: .horizontal, amount: .insets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))),
            .contentMargins(ContentMarginsValue(edges: [], amount: .length(5))),
            .gridCellColumns(1), .gridCellColumns(3), .gridColumnAlignment(.center), .gridColumnAlignment(.custom("label")),
        ]
        let contents: [ViewContent] = [
            .fixed(width: 0, height: 0.5), .image(width: 1, height: 2, resizable: false),
            .text("quote \" and \\ and\nnewline é 😀", fontSize: 17),
            .text("small", fontSize: 9.5), .spacer(minLength: -8), .spacer(minLength: nil),
            .hStack(alignment: .lastTextBaseline, spacing: 0, children: []),
            .vStack(alignment: .custom("label"), spacing: nil, children: [ViewNode(.empty)]),
            .nookPanel(NookConfiguration(), home: ViewNode(.empty)),
            .scrollView(axes: [.vertical], content: ViewNode(.shape(.color), id: "c")), .scrollView(axes: [], content: ViewNode(.empty)),
            .scrollView(axes: [.horizontal], content: ViewNode(.empty)),
            .scrollView(axes: [.horizontal, .vertical], content: ViewNode(.empty)),
            .lazyHStack(alignment: .firstTextBaseline, spacing: 3, children: [ViewNode(.empty)]),
            .lazyVStack(alignment: .center, spacing: nil, children: []),
            .grid(GridValue(), children: []),
            .grid(
                GridValue(alignment: .top, horizontalSpacing: -1, verticalSpacing: 0),
                children: [
                    ViewNode(.gridRow(alignment: nil, children: [ViewNode(.empty)])),
                    ViewNode(.gridRow(alignment: .custom("row"), children: [])),
                ]),
            .lazyGrid(LazyGridValue(axis: .vertical, items: [GridItem()]), children: []),
            .lazyGrid(
                LazyGridValue(
                    axis: .horizontal,
                    items: [
                        GridItem(.fixed(0)), GridItem(.flexible(minimum: 0, maximum: 12.5), spacing: -4, alignment: .bottomLeading),
                        GridItem(.adaptive(minimum: 40), spacing: nil),
                        GridItem(.adaptive(minimum: 1, maximum: 2), spacing: 0, alignment: .center),
                        GridItem(
                            .flexible(minimum: 10, maximum: .infinity),
                            alignment: Alignment(horizontal: .custom("h"), vertical: .lastTextBaseline)),
                    ], alignment: Alignment(horizontal: .center, vertical: .custom("row")), spacing: 3), children: [ViewNode(.empty)]),
            .lazyGrid(LazyGridValue(axis: .vertical, items: [GridItem(.fixed(70))], alignment: .leading, spacing: nil), children: []),
        ]
        return kinds.enumerated().map { index, kind in
            LayoutProblem(proposal: .unspecified, root: ViewNode(.shape(.color), id: "v", modifiers: [Modifier(kind, id: "m\(index)")]))
        } + contents.map { LayoutProblem(proposal: .zero, root: ViewNode($0, modifiers: [Modifier(.padding(.defaultAmount))])) }
    }()

    @Test(arguments: formProblems.indices)
    func everyFormRoundTrips(index: Int) {
        expectRoundTrip(Self.formProblems[index])
    }

    @Test func metadataAndUnusualNumbersRoundTrip() {
        expectRoundTrip(
            LayoutProblem(
                name: "ünïcode name", description: "line 1\nline 2\t\"quoted\"",
                proposal: ProposedViewSize(width: 0.1 + 0.2, height: 1e-7),
                environment: ModelEnvironment(displayScale: 2.5),
                root: ViewNode(.fixed(width: 1e20, height: 123_456_789.125), id: "big"),
                expect: ["big": ExpectedFrame(x: -0.0, y: -1e-9, width: .infinity, height: 5)],
                tolerance: 0,
                disabled: ""))
    }

    @Test func partialFramesAndExpectationsByStrategyRoundTrip() {
        expectRoundTrip(
            LayoutProblem(
                proposal: ProposedViewSize(width: 240, height: 20),
                root: HStack {
                    Color().frame(maxWidth: 100).id("a")
                    Color().frame(minWidth: 95, maxWidth: 200).id("b")
                    Color().id("c")
                }.node,
                expect: [
                    "a": ExpectedFrame(width: 80), "b": ExpectedFrame(x: 80, width: 95),
                    "c": ExpectedFrame(x: 175, y: 0, width: 65, height: 20),
                ],
                expectByStrategy: [
                    "lex-fair": ["a": ExpectedFrame(width: 72.5), "c": ExpectedFrame(x: 167.5, width: .infinity)],
                    "min-deviation": ["b": ExpectedFrame(height: -0.0)],
                    "weighted": [:],
                ]))
    }

    /// Every model of the package's corpus (Models/**/*.json) reads, writes and
    /// reads back to the same problem. Skipped while the corpus is empty.
    @Test(.enabled(if: !RoundTripTests.corpusFiles.isEmpty, "Models/ holds no .json files yet"))
    func corpusModelsRoundTrip() throws {
        for path in Self.corpusFiles {
            do {
                let problem = try ModelFile.load(path: path)
                expectRoundTrip(problem)
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// The .json files under the package's Models/ directory, found from this file's path.
    static let corpusFiles: [String] = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let models = packageRoot.appendingPathComponent("Models")
        guard let enumerator = FileManager.default.enumerator(at: models, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".json") }.sorted()
    }()
}
