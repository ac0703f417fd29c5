/// Breakpoints for each term of a ``SquaresStage``: the convex
/// piecewise-linear function through (b, b²) at every breakpoint b stands
/// for the term's square (its secant on each segment, so it is never below
/// the square and equal to it at the breakpoints; convexity lets a linear
/// program fill the pieces in order without binaries).
///
/// **Certificate.** Let d̂ minimise the piecewise sum and d* the exact sum of
/// squares over the same feasible set. Since the secant exceeds x² by at
/// most h²/4 on a segment of width h, and the sum of squares grows at least
/// by ‖d − d*‖² away from its minimiser over a convex set,
/// ‖d̂ − d*‖² ≤ Σᵢ hᵢ²/4 where hᵢ is the width of the segment of term i in
/// which d*ᵢ lies. A grid whose segments are at most hᵢ wide on a window
/// known to hold d*ᵢ therefore certifies ‖d̂ − d*‖ ≤ ``radius``. Refining
/// windows of that radius around d̂ keeps the premise true, and each
/// refinement divides the radius by segments/√n.
public struct SquaresGrid: Sendable, Hashable {
    /// Per term, the breakpoints in increasing order (at least two), or
    /// empty for a term that is a constant or cannot vary.
    public var breakpoints: [[Double]]
    /// Per term, the widest segment of its window (0 for none).
    public var windowWidths: [Double]
    /// Per term, the answer the window was refined around (nil on the
    /// first grid): the program's pieces start from the breakpoint nearest
    /// it, so the simplex starts next to the previous answer.
    public var centres: [Double?] = []

    /// The certified distance (Euclidean, over the terms) of the piecewise
    /// optimum from the exact one, given every exact term lies in its window.
    public var radius: Double {
        var total = 0.0
        for width in windowWidths { total += width * width / 4 }
        return total.squareRoot()
    }

    /// The narrowest window segment of any term (infinity for none).
    public var finestWindow: Double {
        windowWidths.filter { $0 > 0 }.min() ?? .infinity
    }

    /// Segments per window for `count` varying terms: the radius falls by
    /// at least 16 per refinement (segments/√n), at most 512 segments.
    /// Fewer pieces make each solve cheaper (a 100-child stack: 160 pieces
    /// a term instead of 320) at the cost of more refinements; coarser
    /// first grids are safe because the branch check's window holds the
    /// exact answer (`LPLayoutEngine`). With 8 per √n, the ±1 pt branch
    /// check's pieces were too coarse to see a branch 0.1 to 0.3 pt better
    /// (fixture cases flat-0510, nested-0177). A linear program
    /// (`branching` false) has no branch to tell apart, and its answers are
    /// finished by the optimality conditions, which need only the active
    /// set: 4 per √n (a 100-child stack: 0.67 s instead of 4.1 s).
    public static func segments(forTerms count: Int, branching: Bool = true) -> Int {
        var root = 1
        while root * root < count { root += 1 }
        return Swift.min(512, (branching ? 16 : 4) * root)
    }

    /// The first grid: `segments` equal segments over each term's whole
    /// range (`ranges`, from the program's bounds), with 0 added as a
    /// breakpoint where it lies inside (a term that can vanish does so
    /// exactly).
    public static func covering(_ ranges: [ClosedRange<Double>?], segments: Int) -> SquaresGrid {
        var grid = SquaresGrid(breakpoints: [], windowWidths: [])
        for range in ranges {
            guard let range, range.upperBound > range.lowerBound else {
                grid.breakpoints.append([])
                grid.windowWidths.append(0)
                continue
            }
            let points = uniform(range.lowerBound, range.upperBound, segments, adding: [0])
            grid.breakpoints.append(points)
            grid.windowWidths.append(widest(points))
        }
        return grid
    }

    /// The next grid: per term, `segments` equal segments on the window
    /// `[dᵢ − radius, dᵢ + radius] ∩ range` (split at 0 where it lies
    /// inside), plus one segment from each end of the range to the window
    /// (so the whole range stays feasible), padded with pieces of width 0 to
    /// `segments + 3` pieces.
    public func refined(around values: [Double], radius: Double, ranges: [ClosedRange<Double>?], segments: Int) -> SquaresGrid {
        var grid = SquaresGrid(breakpoints: [], windowWidths: [])
        grid.centres = values.map { $0 }
        for (index, range) in ranges.enumerated() {
            guard let range, range.upperBound > range.lowerBound, !breakpoints[index].isEmpty else {
                grid.breakpoints.append([])
                grid.windowWidths.append(0)
                continue
            }
            let low = Swift.max(range.lowerBound, Self.snapped(values[index] - radius, .down))
            let high = Swift.min(range.upperBound, Self.snapped(values[index] + radius, .up))
            var points =
                high > low
                ? Self.uniform(low, high, segments, adding: [0]) : [Swift.min(Swift.max(values[index], range.lowerBound), range.upperBound)]
            let window = high > low ? Self.widest(points) : 0
            points.insert(range.lowerBound, at: 0)
            points.append(range.upperBound)
            // Always `segments + 3` pieces (repeated points are pieces of
            // width 0), so that every refined grid gives a program of one
            // structure, which a solver session re-solves from its basis.
            while points.count < segments + 4 { points.append(range.upperBound) }
            grid.breakpoints.append(points)
            grid.windowWidths.append(window)
        }
        return grid
    }

    /// `low`, `high` and the points between that cut `low...high` into
    /// `count` equal segments, with `extra` points inside inserted in order.
    private static func uniform(_ low: Double, _ high: Double, _ count: Int, adding extra: [Double]) -> [Double] {
        var points = (0...count).map { index -> Double in
            if index == 0 { return low }
            if index == count { return high }
            return snapped(low + (high - low) * Double(index) / Double(count), .toNearestOrEven)
        }
        for point in extra where point > low && point < high && !points.contains(point) {
            points.append(point)
        }
        points.sort()
        return points
    }

    /// Window ends and inner points lie on multiples of 2⁻³⁶ (about
    /// 1.5e-11), so that an exact-arithmetic simplex reads short binary
    /// fractions.
    private static func snapped(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double {
        let quantum = 1.0 / 68_719_476_736
        return (value / quantum).rounded(rule) * quantum
    }

    private static func widest(_ points: [Double]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { Swift.max($0, $1.1 - $1.0) }
    }
}

extension Program {
    /// The least and greatest value `expression` can take within the
    /// variables' bounds (interval arithmetic; the rows are not read), or nil
    /// where either end is infinite.
    public func range(of expression: LinearExpression) -> ClosedRange<Double>? {
        var low = expression.constant, high = expression.constant
        for term in expression.simplified().terms {
            guard let definition = definition(of: term.variable) else { return nil }
            let a = term.coefficient * definition.lowerBound, b = term.coefficient * definition.upperBound
            low += Swift.min(a, b)
            high += Swift.max(a, b)
        }
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        return low...high
    }

    /// This program with `stage` written on `grid`: per term with
    /// breakpoints b₀ < … < bₘ and a start bₖ (the breakpoint nearest the
    /// grid's centre, b₀ without one), pieces `sⱼ ∈ [0, bⱼ₊₁ − bⱼ]` with
    /// `term = bₖ + Σ_{j≥k} sⱼ − Σ_{j<k} sⱼ` (a row), each costing the
    /// secant slope `bⱼ + bⱼ₊₁` of x² above bₖ and its negation below; the
    /// objective `Σ bₖ² + Σ cost·s` follows the first `position`
    /// objectives, and those after it are dropped. Convexity fills the
    /// pieces outward from bₖ in order; starting at the previous answer,
    /// the simplex needs few pivots.
    public func addingSquares(_ stage: SquaresStage, on grid: SquaresGrid) -> Program {
        var program = self
        var cost = LinearExpression.zero
        for (index, term) in stage.terms.enumerated() {
            let points = grid.breakpoints[index]
            guard points.count >= 2 else { continue }
            var start = 0
            if grid.centres.indices.contains(index), let centre = grid.centres[index] {
                start = points.indices.min { abs(points[$0] - centre) < abs(points[$1] - centre) } ?? 0
            }
            let simplified = term.simplified()
            var row = LinearExpression(constant: 0)
            for (j, (left, right)) in zip(points, points.dropFirst()).enumerated() {
                let piece = program.addVariable("\(stage.name).piece#\(index).\(j)", lowerBound: 0, upperBound: right - left)
                let sign = j >= start ? 1.0 : -1.0
                row.terms.append(Term(piece, coefficient: sign))
                cost.terms.append(Term(piece, coefficient: sign * (left + right)))
            }
            cost.constant += points[start] * points[start]
            for term in simplified.terms { row.terms.append(Term(term.variable, coefficient: -term.coefficient)) }
            program.addConstraint(row, .equal, simplified.constant - points[start], name: "\(stage.name)#\(index)")
        }
        // The stage is the last: any objective after it would be solved with
        // the sum of squares held only within a tolerance relative to its
        // value, which lets the terms drift by its square root.
        program.replaceObjectives(with: Array(program.objectives.prefix(stage.position)) + [.minimize(cost, name: stage.name)])
        return program
    }
}
