import LayoutExperiments
import LayoutModel
import Testing

@Suite struct ExperimentProposalsTests {
    /// A:B:STEP gives A + i·STEP up to B inclusive.
    @Test func rangesIncludeBothEnds() throws {
        #expect(try ExperimentProposals.range("100:300:50", option: "--width") == [100, 150, 200, 250, 300])
        #expect(try ExperimentProposals.range("0:1:0.1", option: "--width").count == 11)
        #expect(try ExperimentProposals.range("5:5:1", option: "--width") == [5])
        #expect(throws: ExperimentInputError.self) { try ExperimentProposals.range("10:5:1", option: "--width") }
        #expect(throws: ExperimentInputError.self) { try ExperimentProposals.range("1:5:0", option: "--width") }
        #expect(throws: ExperimentInputError.self) { try ExperimentProposals.range("1:5", option: "--width") }
    }

    @Test func sizesTakeNilAndInfinity() throws {
        #expect(try ExperimentProposals.size("300x20") == ProposedViewSize(width: 300, height: 20))
        #expect(try ExperimentProposals.size("nilxinf") == ProposedViewSize(width: nil, height: .infinity))
        #expect(throws: ExperimentInputError.self) { try ExperimentProposals.size("300") }
        #expect(throws: ExperimentInputError.self) { try ExperimentProposals.size("-1x20") }
        #expect(ExperimentProposals.label(ProposedViewSize(width: 72.5, height: nil)) == "72.5xnil")
    }

    /// A width range keeps the model's height; explicit sizes follow the grid, each once.
    @Test func gridKeepsTheOtherAxisAndExplicitSizesFollow() {
        let own = ProposedViewSize(width: 300, height: 20)
        #expect(ExperimentProposals().proposals(own: own) == [own])
        let grid = ExperimentProposals(
            widths: [100, 300], explicit: [ProposedViewSize(width: 300, height: 20), ProposedViewSize(width: 50, height: 50)])
        #expect(grid.proposals(own: own) == [ProposedViewSize(width: 100, height: 20), own, ProposedViewSize(width: 50, height: 50)])
        #expect(
            ExperimentProposals(explicit: [ProposedViewSize(width: 1, height: 2)]).proposals(own: own) == [
                ProposedViewSize(width: 1, height: 2)
            ])
    }

    /// Unit u belongs to shard u mod N + 1: every unit to exactly one shard.
    @Test func shardsSplitUnitsRoundRobin() throws {
        let shards = try (1...3).map { try ExperimentShard("\($0)/3") }
        for unit in 0..<10 { #expect(shards.filter { $0.contains(unit: unit) }.count == 1) }
        #expect((0..<7).filter { shards[1].contains(unit: $0) } == [1, 4])
        #expect(throws: ExperimentInputError.self) { try ExperimentShard("0/3") }
        #expect(throws: ExperimentInputError.self) { try ExperimentShard("4/3") }
        #expect(throws: ExperimentInputError.self) { try ExperimentShard("1") }
    }

    @Test func fuzzRangesAreSeedFirstLast() throws {
        let parsed = try ExperimentModelFinder.parseFuzz("7:2..4")
        #expect(parsed.seed == 7 && parsed.indices == 2...4)
        #expect(throws: ExperimentInputError.self) { try ExperimentModelFinder.parseFuzz("7:4..2") }
        #expect(throws: ExperimentInputError.self) { try ExperimentModelFinder.parseFuzz("7") }
    }
}
