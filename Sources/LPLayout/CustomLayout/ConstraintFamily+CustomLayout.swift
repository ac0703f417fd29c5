extension ConstraintFamily {
    /// The rows a custom layout's linear description writes (its minima,
    /// maxima, comparisons and choices), and its frame's placement rows.
    public static let customLayout = ConstraintFamily("custom-layout")
}
