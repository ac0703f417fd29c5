import LinearProgram

/// What the refinement of a least-squares stage (``LayoutProgram/squares``)
/// reached: the answer is within ``radius`` points (Euclidean, over the
/// terms) of the exact minimiser of the sum of squares over the optimal set
/// of the earlier objectives (``SquaresGrid``, "Certificate").
public struct SquaresCertificate: Sendable, Hashable {
    /// Terms that can vary (a piecewise square each).
    public var terms: Int
    /// Solves made, the first on the coarse grid.
    public var iterations: Int
    /// The certified distance from the exact least-squares answer.
    public var radius: Double
    /// The sum of squares at the answer.
    public var value: Double
}
