import Foundation
import LayoutModel
import Testing

@testable import LayoutModelFile

@Suite struct DecodeProblemTests {
    @Test func decodesTheContractsTopLevelExample() throws {
        let text = """
            {
              "format": "layoutlp/1",
              "name": "two-squares",
              "description": "optional free text",
              "proposal": { "width": 300, "height": 100 },
              "environment": { "layoutDirection": "leftToRight", "displayScale": 1 },
              "root": { "type": "HStack", "children": [
                { "type": "Color", "modifiers": [{ "frame": { "width": 50, "height": 50 }, "id": "a" }] },
                { "type": "Color", "id": "b", "modifiers": [{ "frame": { "width": 50, "height": 50 } }] }
              ] },
              "expect": { "a": { "x": 0, "y": 25, "width": 50, "height": 50 } },
              "tolerance": 0.001
            }
            """
        let problem = try ModelFile.decode(text, file: "Models/two-squares.json")
        let square = ModifierKind.frame(width: 50, height: 50, alignment: .center)
        #expect(
            problem
                == LayoutProblem(
                    name: "two-squares",
                    description: "optional free text",
                    proposal: ProposedViewSize(width: 300, height: 100),
                    environment: ModelEnvironment(layoutDirection: .leftToRight, displayScale: 1),
                    root: ViewNode(
                        .hStack(
                            alignment: .center, spacing: nil,
                            children: [
                                ViewNode(.shape(.color), modifiers: [Modifier(square, id: "a")]),
                                ViewNode(.shape(.color), id: "b", modifiers: [Modifier(square)]),
                            ])),
                    expect: ["a": ExpectedFrame(x: 0, y: 25, width: 50, height: 50)],
                    tolerance: 0.001))
    }

    @Test func theExampleInTheDocumentationDecodes() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/model-files.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let block = try #require(text.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let problem = try ModelFile.decode(block, file: "docs/model-files.md")
        #expect(problem.name == "two-squares")
        #expect(problem.expect == ["b": ExpectedFrame(x: 58, y: 0, width: 50, height: 50)])
    }

    @Test func missingProposalIsUnspecifiedOnBothAxes() throws {
        let problem = try ModelFile.decode(#"{ "format": "layoutlp/1", "root": { "type": "Color" } }"#)
        #expect(problem.proposal == .unspecified)
        #expect(problem.environment == ModelEnvironment())
        #expect(problem.expect.isEmpty)
        #expect(problem.tolerance == LayoutProblem.defaultTolerance)
        #expect(problem.name == nil && problem.description == nil && problem.disabled == nil)
    }

    @Test func proposalComponentsAreNumbersNullOrInfinity() throws {
        func proposal(_ json: String) throws -> ProposedViewSize {
            try ModelFile.decode(#"{ "format": "layoutlp/1", "proposal": \#(json), "root": { "type": "Color" } }"#).proposal
        }
        #expect(try proposal(#"{ "width": 0, "height": 12.5 }"#) == ProposedViewSize(width: 0, height: 12.5))
        #expect(try proposal(#"{ "width": null, "height": "infinity" }"#) == ProposedViewSize(width: nil, height: .infinity))
        #expect(try proposal(#"{ "height": 40 }"#) == ProposedViewSize(width: nil, height: 40))
        #expect(try proposal("{}") == .unspecified)
    }

    @Test func decodesEnvironmentWithSafeAreaInsets() throws {
        let problem = try decodeRoot(
            #"{ "type": "Color" }"#,
            extra: """
                , "environment": { "layoutDirection": "rightToLeft", "displayScale": 2, "safeArea": { "top": 47, "bottom": 34 } }
                """)
        #expect(
            problem.environment
                == ModelEnvironment(
                    layoutDirection: .rightToLeft, displayScale: 2, safeArea: EdgeInsets(top: 47, bottom: 34)))
        let uniform = try decodeRoot(#"{ "type": "Color" }"#, extra: #", "environment": { "safeArea": 10 }"#)
        #expect(uniform.environment.safeArea == EdgeInsets(10))
    }

    @Test func disabledExtensionKeyIsTheReason() throws {
        let problem = try decodeRoot(#"{ "type": "Color" }"#, extra: #", "disabled": "needs Text metrics""#)
        #expect(problem.disabled == "needs Text metrics")
    }

    @Test func expectAcceptsInfiniteLengthsAndIDsOfModifiers() throws {
        let problem = try decodeRoot(
            #"{ "type": "Color", "id": "c", "modifiers": [{ "padding": 8, "id": "p" }] }"#,
            extra:
                #", "expect": { "p": { "x": -1.5, "y": 0, "width": "infinity", "height": 20 }, "c": { "x": 8, "y": 8, "width": 0, "height": 4 } }"#
        )
        #expect(
            problem.expect == [
                "p": ExpectedFrame(x: -1.5, y: 0, width: .infinity, height: 20),
                "c": ExpectedFrame(x: 8, y: 8, width: 0, height: 4),
            ])
    }

    @Test func toleranceIsANonNegativeNumber() throws {
        #expect(try decodeRoot(#"{ "type": "Color" }"#, extra: #", "tolerance": 0.5"#).tolerance == 0.5)
        #expect(try decodeRoot(#"{ "type": "Color" }"#, extra: #", "tolerance": 0"#).tolerance == 0)
    }

    @Test func loadReadsAFileFromDisk() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-\(UUID().uuidString).json").path
        try modelText(root: #"{ "type": "Empty", "id": "e" }"#).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let problem = try ModelFile.load(path: path)
        #expect(problem.root == ViewNode(.empty, id: "e"))
    }

    @Test func loadingAMissingFileFailsAtTheRootPath() {
        do {
            _ = try ModelFile.load(path: "/nonexistent/model.json")
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.file == "/nonexistent/model.json")
            #expect(error.jsonPath == "$")
            #expect(error.expected == "a readable model file")
            #expect(error.found == "no such file")
            // No JSON path in the text: a file that cannot be read has none (issue 32).
            #expect(error.description == "/nonexistent/model.json: expected a readable model file; found no such file")
        }
    }

    @Test func errorDescriptionReadsLikeADiagnostic() {
        let text = """
            {
              "format": "layoutlp/1",
              "root": { "type": "HStack", "children": [
                { "type": "Color" },
                { "type": "Color", "modifiers": [
                  { "frame": { "minWidth": "abc" } }
                ] }
              ] }
            }
            """
        do {
            _ = try ModelFile.decode(text, file: "Models/a.json")
            Issue.record("decoded")
        } catch {
            #expect(error.line == 6)
            #expect(error.column == 32)
            #expect(
                error.description == """
                    Models/a.json:6:32: $.root.children[1].modifiers[0].frame.minWidth: expected a number, "infinity" \
                    or {"env": "nookContentInsets.<edge>"}; found "abc"
                    """)
        }
    }
}
