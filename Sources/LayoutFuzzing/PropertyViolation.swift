/// A property of layout that did not hold on a fuzz case.
public struct PropertyViolation: Sendable, Hashable, CustomStringConvertible {
    /// A property checked on fuzz cases; the raw value is what reports print.
    public enum Property: String, Sendable, Hashable, CaseIterable {
        /// No frame component is NaN, and no size is negative unless negative
        /// insets or spacings inside the view can make it so.
        case validSizes = "valid sizes"
        /// Laying the same input out again gives bit-identical frames.
        case repeatable = "same frames on repeat"
        /// The right-to-left layout is the left-to-right one mirrored.
        case mirror = "right-to-left mirror"
        /// Exchanging the axes of the tree exchanges the axes of the frames.
        case transpose = "transposition"
        /// `lex-fair`: a stack whose children answer continuously leaves part
        /// of its proposal unused only when every child is proposed all of it.
        case fillsBeforeLeavingSpace = "no space left unused while a child could take it"
        /// A declarative strategy (symmetric in a stack's children): with
        /// the children of stacks of explicit spacing reordered, every view
        /// keeps its size (``ChildShuffle``).
        case permutation = "sizes kept when children are reordered"
        /// A declarative strategy: each child of a stack it shares is within
        /// its own minimum and maximum along the axis (``StackLimitsCheck``).
        case limitsHeld = "hard minima and maxima held"
        /// A declarative strategy: a stack it shares overflows its offer only
        /// when its children's minima and spacing do not fit (``StackLimitsCheck``).
        case overflowOnlyWhenMinimaDoNotFit = "overflow only when the minima do not fit"
    }

    /// The property that did not hold.
    public var property: Property
    /// The engine whose frames broke it.
    public var engine: String
    /// The first node where it broke and how.
    public var detail: String

    /// A violation of `property` by `engine`, with `detail` naming the node and how.
    public init(property: Property, engine: String, detail: String) {
        self.property = property
        self.engine = engine
        self.detail = detail
    }

    public var description: String { "\(property.rawValue) (\(engine)): \(detail)" }
}
