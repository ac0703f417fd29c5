import LayoutImport
import LayoutModel
import Testing

/// `--variants` (docs/import.md, "Variants"): one model per combination of
/// the branches of every choice on state, the first with every first branch.
@Suite struct ImportVariantsTests {
    static func variants(_ source: String, limit: Int = SwiftUIImporter.defaultVariantLimit) throws -> ImportVariants {
        var importer = SwiftUIImporter()
        try importer.add(file: "Snippet.swift", text: source)
        return try importer.importVariants(limit: limit)
    }

    /// The children of the root VStack of a variant, by content.
    static func children(_ result: ImportResult) -> [ViewContent] {
        guard case .vStack(_, _, let children) = result.problem.root.content else { return [] }
        return children.map(\.content)
    }

    /// An `if` without `else` (2 branches: its body, or no view) and a
    /// `switch` of 3 cases: 2 × 3 = 6 variants, in order of the earliest
    /// choice that differs: (if 1, case 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3).
    @Test func everyCombinationOfTwoChoicesIsAVariant() throws {
        let found = try Self.variants(
            """
            struct Screen: View {
                var body: some View {
                    VStack {
                        if isEditing {
                            Rectangle()
                        }
                        switch mode {
                        case .a: Circle()
                        case .b: Capsule()
                        default: Spacer()
                        }
                    }
                }
            }
            """)
        #expect(found.complete)
        #expect(found.variants.count == 6)
        let expected: [[ViewContent]] = [
            [.shape(.rectangle), .shape(.circle)], [.shape(.rectangle), .shape(.capsule)], [.shape(.rectangle), .spacer(minLength: nil)],
            [.shape(.circle)], [.shape(.capsule)], [.spacer(minLength: nil)],
        ]
        #expect(found.variants.map(Self.children) == expected)
        #expect(found.variants[4].branches.map(\.description) == ["Snippet.swift:4:13 if 2/2", "Snippet.swift:7:13 switch 2/3"])
        let problem = found.problem(at: 4)
        #expect(problem.name == "Screen-v5")
        #expect(
            problem.description?.hasPrefix("Variant 5 of 6, branches: Snippet.swift:4:13 if 2/2, Snippet.swift:7:13 switch 2/3.") == true)
    }

    /// A choice inside a branch exists only where that branch is taken:
    /// `if a { if b { X } else { Y } } else { Z }` has 3 variants, X, Y, Z,
    /// not 2 × 2; `else if` chains are one choice.
    @Test func aChoiceInsideABranchCountsOnlyWhereItIsTaken() throws {
        let found = try Self.variants(
            """
            struct Screen: View {
                var body: some View {
                    VStack {
                        if a {
                            if b { Rectangle() } else { Circle() }
                        } else if c {
                            Capsule()
                        } else {
                            Ellipse()
                        }
                    }
                }
            }
            """)
        #expect(found.variants.map(Self.children) == [[.shape(.rectangle)], [.shape(.circle)], [.shape(.capsule)], [.shape(.ellipse)]])
        #expect(found.variants[3].branches.map(\.description) == ["Snippet.swift:4:13 if 3/3"])
    }

    /// A ternary in an argument is a choice of two values: spacing 8 or 16.
    @Test func aTernaryIsAChoiceOfTwoValues() throws {
        let found = try Self.variants(
            """
            struct Screen: View {
                var body: some View {
                    HStack(spacing: compact ? 8 : 16) { Color.red; Color.blue }
                }
            }
            """)
        let spacings = found.variants.map { result -> Double?? in
            guard case .hStack(_, let spacing, _) = result.problem.root.content else { return nil }
            return spacing
        }
        #expect(spacings == [8, 16])
    }

    /// Ten independent `if`s make 1,024 combinations: the limit writes the
    /// first 5 and says the enumeration is not complete.
    @Test func theLimitStopsTheEnumerationAndSaysSo() throws {
        let ifs = (0..<10).map { "if f\($0) { Rectangle() }" }.joined(separator: "\n")
        let found = try Self.variants("struct Screen: View {\n var body: some View {\n VStack {\n\(ifs)\n }\n }\n}", limit: 5)
        #expect(found.variants.count == 5)
        #expect(!found.complete)
        #expect(found.problem(at: 0).description?.hasPrefix("Variant 1 of 5 written (more exist)") == true)
    }

    /// A view without a choice on state is one variant, the plain import.
    @Test func aViewWithoutChoicesIsOneVariant() throws {
        let found = try Self.variants("struct Screen: View { var body: some View { Color.red } }")
        #expect(found.variants.count == 1 && found.complete)
        #expect(found.variants[0].branches.isEmpty)
    }
}
