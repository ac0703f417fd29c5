import LayoutMetrics
import LayoutModel
import Testing

/// Properties that follow from the definitions in docs/metrics.md, checked
/// on seeded random frames with integer coordinates, against an oracle that
/// counts unit cells (an independent way to measure covered area and length).
@Suite struct MetricPropertyTests {
    /// A linear congruential generator (Knuth's MMIX constants): the same cases every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func rect(in range: Int) -> Rect {
            let x = next(range) - 4, y = next(range) - 4
            return Rect(x: Double(x), y: Double(y), width: Double(next(12)), height: Double(next(12)))
        }
    }

    /// True when the unit cell whose lower corner is (x, y) lies in `rect`.
    func covers(_ rect: Rect, _ x: Int, _ y: Int) -> Bool {
        Double(x) >= rect.x && Double(x) + 1 <= rect.x + rect.width && Double(y) >= rect.y && Double(y) + 1 <= rect.y + rect.height
    }

    /// "Unused space": the container's cells that no child covers, counted
    /// one by one, equal the slab computation; so do the unused lengths
    /// (cells of the container's span on each axis that no child's span covers).
    @Test func unusedSpaceMatchesCountedCells() {
        var generator = Generator(state: 16)
        for _ in 0..<300 {
            let container = generator.rect(in: 12)
            let children = (0..<generator.next(5)).map { _ in generator.rect(in: 20) }
            let space = ContainerSpace(container: 0, children: children.indices.map { $0 + 1 }, frames: [container] + children)
            var cells = 0
            for x in -10..<40 {
                for y in -10..<40 where covers(container, x, y) && !children.contains(where: { covers($0, x, y) }) { cells += 1 }
            }
            #expect(space.unusedArea == Double(cells), "container \(container), children \(children)")
            for axis in Axis.allCases {
                let start = Int(container.origin[axis]), end = start + Int(container.size[axis])
                let uncovered = (start..<end).filter { cell in
                    !children.contains { Double(cell) >= $0.origin[axis] && Double(cell) + 1 <= $0.origin[axis] + $0.size[axis] }
                }.count
                #expect(space.unusedLength[axis] == Double(uncovered), "\(axis): container \(container), children \(children)")
            }
        }
    }

    /// "Intersection over union": symmetric, in 0…1, 1 for a frame with
    /// itself; the intersection, counted in cells, over the union, counted likewise.
    @Test func intersectionOverUnionMatchesCountedCells() {
        var generator = Generator(state: 2026)
        for _ in 0..<300 {
            let a = generator.rect(in: 10), b = generator.rect(in: 10)
            #expect(a.intersectionOverUnion(with: b) == b.intersectionOverUnion(with: a))
            #expect(a.intersectionOverUnion(with: a) == 1)
            var both = 0, either = 0
            for x in -10..<30 {
                for y in -10..<30 {
                    let inA = covers(a, x, y), inB = covers(b, x, y)
                    if inA && inB { both += 1 }
                    if inA || inB { either += 1 }
                }
            }
            // Zero-area pairs follow the equality rule instead (checked in FrameDeviationTests).
            guard either > 0 else { continue }
            #expect(abs(a.intersectionOverUnion(with: b) - Double(both) / Double(either)) < 1e-12, "\(a) and \(b)")
        }
    }

    /// "Fairness among siblings": Jain's index lies in 1/n…1 for values ≥ 0.
    @Test func jainIndexStaysBetweenOneOverNAndOne() throws {
        var generator = Generator(state: 7)
        for _ in 0..<300 {
            let values = (0..<(1 + generator.next(6))).map { _ in Double(generator.next(50)) }
            let index = try #require(try SiblingFairness(children: Array(values.indices), values: values).jainIndex)
            #expect(index >= 1 / Double(values.count) - 1e-12 && index <= 1 + 1e-12, "\(values)")
        }
    }
}
