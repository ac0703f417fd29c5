extension LazyGridValue {
    /// Refuses the arguments no rule can lay out (docs/greedy-semantics.md
    /// "Lazy grids"): no items, a length that is not a finite number ≥ 0
    /// (a maximum may be infinite), a maximum below its minimum, a spacing
    /// that is not finite, and an adaptive item whose minimum plus spacing
    /// is not positive (it would fit infinitely many tracks).
    func check(path: String) throws(LayoutTreeError) {
        let list = axis == .vertical ? "columns" : "rows"
        guard !items.isEmpty else {
            throw .invalidValue(path: path, what: list, expected: "at least one GridItem", found: "none")
        }
        if let spacing { try NumberRequirement.finite.check(spacing, path: path, what: "spacing") }
        for (index, item) in items.enumerated() {
            let what = "\(list)[\(index)]"
            if let spacing = item.spacing { try NumberRequirement.finite.check(spacing, path: path, what: "\(what).spacing") }
            switch item.size {
            case .fixed(let length):
                try NumberRequirement.nonNegative.check(length, path: path, what: "\(what).fixed")
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                try NumberRequirement.nonNegative.check(minimum, path: path, what: "\(what).minimum")
                if maximum.isNaN { throw .notANumber(path: path, what: "\(what).maximum") }
                guard maximum >= minimum else {
                    throw .outOfRange(
                        path: path, what: "\(what).maximum", value: maximum,
                        expected: "a number >= the minimum (\(minimum)), or infinity")
                }
                if case .adaptive = item.size, !(minimum + item.gap > 0) {
                    throw .invalidValue(
                        path: path, what: "\(what) (adaptive)", expected: "minimum + spacing > 0",
                        found: "minimum \(minimum), spacing \(item.gap)")
                }
            }
        }
    }
}
