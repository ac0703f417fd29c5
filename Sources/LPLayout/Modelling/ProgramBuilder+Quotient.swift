extension ProgramBuilder {
    /// `value / integer` for a whole-number quantity `integer ≥ 1` (from
    /// ``floor(_:step:family:)``), where the quotient is known to lie in
    /// `lower…upper` (lower ≤ upper, finite): a continuous q with
    /// `q · integer = value`. The product is written exactly with the
    /// integer's binary expansion `integer = low + Σ 2ᵇ·βᵇ` and one product
    /// `yᵇ = βᵇ·q` per bit (four rows each, tight since βᵇ is 0 or 1), so a
    /// count over R values costs ⌈log₂(R + 1)⌉ binaries
    /// (docs/lp-encoding.md, "Lazy grids"). A constant integer divides.
    func quotient(
        _ value: Quantity, by integer: Quantity, lower: Double, upper: Double,
        family: ConstraintFamily
    ) throws(LPLayoutError) -> Quantity {
        if let constant = integer.constantValue { return value / constant }
        let low = Swift.max(1, integer.lower.rounded(.up)), high = Swift.max(low, integer.upper.rounded(.down))
        let q = variable("quotient", lower: lower, upper: upper)
        var count = Quantity.constant(low)
        var product = q * low
        var weight = 1.0
        // A count beyond the numeric range was recorded where it was made
        // (``floor(_:step:family:)``), and the build is refused at its end;
        // no bits are written for it (an infinite range would never end).
        guard NumericRange.accepts(high) else { return q }
        while weight <= high - low {
            let bit = Quantity.indicator(.binary(binary("\(family.name).bit")))
            let y = variable("bit.product", lower: Swift.min(0, lower), upper: Swift.max(0, upper))
            constrain(y, .lessThanOrEqual, bit * upper, family: family)
            constrain(y, .greaterThanOrEqual, bit * lower, family: family)
            constrain(y, .lessThanOrEqual, q - .constant(lower) + bit * lower, family: family)
            constrain(y, .greaterThanOrEqual, q - .constant(upper) + bit * upper, family: family)
            count = count + bit * weight
            product = product + y * weight
            weight *= 2
        }
        constrain(integer, .equal, count, family: family)
        constrain(value, .equal, product, family: family)
        return q
    }
}
