import LayoutModel

/// What `SiblingFairness` compares among a stack's children.
public enum FairnessMeasure: Sendable, Hashable {
    /// Each child's length along the stack axis.
    case length
    /// Each child's kept share of its range (`LengthRange.keptShare(of:capacity:)`
    /// with the stack's length as capacity); children without a range in the
    /// dictionary, or with none to keep, are left out.
    case keptShare([Int: LengthRange])
}
