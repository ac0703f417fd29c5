/// Where an Image with a baseline (an SF Symbol) has its text baselines once
/// sized: the same fraction of its height as at its natural height
/// (docs/greedy-semantics.md, "Alignment guides", **Choice**).
public enum ImageBaseline {
    /// `baseline / naturalHeight`; an image of natural height 0 keeps its
    /// baseline at its bottom (fraction 1), as a view without one has it.
    public static func fraction(_ baseline: Double, naturalHeight: Double) -> Double {
        naturalHeight > 0 ? baseline / naturalHeight : 1
    }
}
