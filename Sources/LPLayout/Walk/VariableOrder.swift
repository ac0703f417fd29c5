import LayoutModel
import LinearProgram

/// A stack's priority group whose fitting order depends on the proposal's
/// numbers (a child's flexibility is a variable): the solver chooses the
/// order (docs/lp-encoding.md, "Stack order").
///
/// - `first[i][j]`: child i is served before child j (a binary from the
///   flexibility comparison, or a constant where the tree decides);
/// - each child's offer is a variable `o_i` in `0...A.upper + R`, R what the
///   group's children of negative length can give back
///   (`NegativeLengthReach`); its subtree is encoded once with that proposal;
/// - the space left when i is served: `A_i = A − Σ_j first[j][i] · len_j`
///   (each product a `choice` with one binary already there);
/// - i's rank `Σ_j first[j][i]` picks, through one-hot binaries `rank`, the
///   divisor of the greedy rule: `o_i = max(A_i / (n − rank_i), 0)`.
struct VariableOrder {
    let stack: StackEncoding
    let group: [Int]
    let traits: [StackEncoding.Traits]
    private static let family = ConstraintFamily.stackOrder

    func offer(
        children: [Int], cross: Quantity?, available: inout Quantity,
        proposals: inout [SymbolicProposal], sizes: inout [SymbolicSize], in session: ExactSession
    ) throws(LPLayoutError) {
        // An infinite remainder offers every child infinity (or, −∞, zero)
        // whatever the order: the declaration order is as good as any.
        if available.isInfinite {
            try stack.offerInOrder(
                group, children: children, cross: cross, available: &available,
                proposals: &proposals, sizes: &sizes, in: session)
            return
        }
        let builder = session.builder
        let count = group.count
        var first = [[Condition]](repeating: [Condition](repeating: .no, count: count), count: count)
        for i in 0..<count {
            for j in 0..<count where i < j {
                let condition = try stack.comesFirst(traits[group[i]], before: traits[group[j]], in: builder)
                first[i][j] = condition
                first[j][i] = builder.negate(condition)
            }
        }
        let start = available
        // The space left when a child is served is at most the space at the
        // start plus what children of negative length served before it give
        // back (`NegativeLengthReach`, a fact of the tree).
        let giveBack = group.reduce(0.0) { $0 + session.negativeReach.depth(of: children[$1], along: stack.axis) }
        let offers = (0..<count).map { _ in builder.variable("offer", lower: 0, upper: Swift.max(0, start.upper + giveBack)) }
        var lengths: [Quantity] = []
        for (position, index) in group.enumerated() {
            let proposal = SymbolicProposal(stack.axis, main: offers[position], cross: cross)
            let size = try session.size(children[index], proposal)
            proposals[index] = proposal
            sizes[index] = size
            lengths.append(try builder.finite(size[stack.axis], "a stack child's length"))
        }
        for i in 0..<count {
            var left = start
            var rank = LinearExpression.zero
            for j in 0..<count where j != i {
                left = left - (try builder.select(first[j][i], lengths[j], .zero, family: Self.family))
                rank = rank + indicator(first[j][i])
            }
            let offer = try offerByRank(left: left, rank: rank, count: count, in: builder)
            builder.constrain(offers[i], .equal, offer, family: .stackOffer)
        }
        for length in lengths { available = available - length }
    }

    /// `max(left / (count − rank), 0)` for a rank known only to the solver:
    /// one binary per possible rank.
    private func offerByRank(left: Quantity, rank: LinearExpression, count: Int, in builder: ProgramBuilder) throws(LPLayoutError)
        -> Quantity
    {
        if rank.terms.isEmpty {
            return try builder.maximum(left / (Double(count) - rank.constant), .zero, family: .stackOffer)
        }
        var choices: [Variable] = []
        var sum = LinearExpression.zero, weighted = LinearExpression.zero
        for value in 0..<count {
            let choice = builder.binary("rank")
            choices.append(choice)
            sum = sum + LinearExpression(choice)
            weighted = weighted + Double(value) * LinearExpression(choice)
        }
        builder.constrain(sum, .equal, 1, family: Self.family)
        builder.constrain(weighted - rank, .equal, 0, family: Self.family)
        var offer = try builder.maximum(left / Double(count - (count - 1)), .zero, family: .stackOffer)
        for value in (0..<(count - 1)).reversed() {
            let share = try builder.maximum(left / Double(count - value), .zero, family: .stackOffer)
            offer = try builder.select(.binary(choices[value]), share, offer, family: .stackOffer)
        }
        return offer
    }

    private func indicator(_ condition: Condition) -> LinearExpression {
        switch condition {
        case .constant(let value): LinearExpression(constant: value ? 1 : 0)
        case .binary(let variable): LinearExpression(variable)
        }
    }
}
