/// The order in which a stack (or a Grid's tracks) offers its children
/// space (docs/greedy-semantics.md, "Distribution", step 2): priority
/// descending, then flexibility ascending, then, between two infinitely
/// flexible children, the larger minimum first; remaining ties keep
/// declaration order.
///
/// Flexibilities (and those minimums) that differ by rounding alone are
/// equal: values within ``tolerance`` of the smallest of their run, relative
/// to its magnitude (at least 1), rank the same. Two children whose
/// flexibilities are the same number in exact arithmetic can come out an
/// ulp apart in binary (a container length `(C + 8) / 3 · 2 − 4` added to 72
/// and to 132 and subtracted gives 60 at C = 10 but 59.99999999999999 at
/// C = 11), and which of them is served first would then follow the
/// rounding; the LP engine, which computes the same lengths symbolically for
/// every proposal, could not reproduce it (fuzz seed 8944974767642936932,
/// case 1281; `Models/fuzz/fitting-order-ties-within-rounding.json`). Both
/// engines order children by this one function.
public enum FittingOrder {
    /// The relative difference below which two flexibilities (or minimums) are one.
    public static let tolerance = 1e-9

    /// The indices of the children in fitting order.
    ///
    /// - Parameters:
    ///   - priorities: each child's layout priority (nil: all equal).
    ///   - flexibilities: each child's maximum minus its minimum along the axis.
    ///   - minimums: each child's minimum, read only between infinitely flexible children.
    public static func order(priorities: [Double]? = nil, flexibilities: [Double], minimums: [Double]) -> [Int] {
        let flexibility = ranks(flexibilities)
        let minimum = ranks(minimums)
        return flexibilities.indices.sorted { a, b in
            if let priorities, priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            if flexibilities[a] == .infinity, minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
            return a < b
        }
    }

    /// Each value's rank among `values`: equal for values within the
    /// tolerance of the smallest value of their run (infinities of one sign
    /// rank together), ascending otherwise; NaN ranks after everything.
    public static func ranks(_ values: [Double]) -> [Int] {
        var ranks = [Int](repeating: 0, count: values.count)
        let sorted = values.indices.filter { !values[$0].isNaN }.sorted { values[$0] < values[$1] }
        var rank = -1
        var anchor = Double.nan
        for index in sorted {
            let value = values[index]
            if rank < 0 || !same(anchor, value) {
                rank += 1
                anchor = value
            }
            ranks[index] = rank
        }
        for index in values.indices where values[index].isNaN { ranks[index] = rank + 1 }
        return ranks
    }

    /// Whether `value` (at least `anchor`) is `anchor` up to rounding.
    static func same(_ anchor: Double, _ value: Double) -> Bool {
        if anchor == value { return true }
        guard anchor.isFinite, value.isFinite else { return false }
        return value - anchor <= tolerance * Swift.max(1, abs(anchor), abs(value))
    }
}
