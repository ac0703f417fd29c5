import LayoutModel

/// How a stack shares a finite offer along its axis: the one thing a
/// declarative strategy reads differently from the greedy rules
/// (docs/strategies.md, "What every declarative strategy shares"; a
/// reading of your own: docs/research.md, "A stack rule of your own").
///
/// ``SharingStrategy`` turns a reading into a ``LayoutStrategy``: the shared
/// walk encodes everything else (frames, padding, Text, alignment, safe
/// areas, ...) by the greedy rules, and at every HStack or VStack with two
/// or more present children and a finite offer along its axis it asks the
/// reading, in two steps:
///
/// 1. ``proposals(for:)``: each child's proposal along the axis, a
///    ``Quantity`` between 0 and the offer (expressions of the offer, or
///    variables the reading makes with ``SharedStack/variable(_:lower:upper:)``);
/// 2. the walk encodes each child's answer to its proposal by the child's
///    own rules and writes the stack's sum row,
///    `Σ answers + spacing + unused − overflow = offer` (unused and
///    overflow ≥ 0), with overflow least first, outer stacks first;
/// 3. ``share(_:answers:)``: the reading's own rows and objectives on the
///    answers (``SharedStack/constrain(_:_:_:)``,
///    ``SharedStack/minimize(_:rank:)``).
///
/// What the reading's rows and objectives leave open is decided by the
/// tie-break every declarative strategy shares (the least
/// Σ (answer − ideal)², unless ``SharedStack/answersAreFixed`` says there is
/// nothing to break), then by the least proposals, so the answer is unique.
public protocol StackSharing: Sendable {
    /// The strategy's name (`--engine NAME`, `lp/NAME`).
    var name: String { get }
    /// The reading's parameters and their values, for reports and
    /// provenance; empty when it has none (the default).
    var parameters: [String: String] { get }
    /// What each parameter ``setting(_:to:)`` takes accepts, in words
    /// (``LayoutStrategy/acceptedValues``); empty by default.
    var acceptedValues: [String: String] { get }
    /// This reading with `parameter` set to `value` (as written on the
    /// command line); nil when it has no such parameter (the default).
    func setting(_ parameter: String, to value: String) -> Self?
    /// Each child's proposal along the stack's axis, in the children's
    /// order: finite, between 0 and ``SharedStack/offer``.
    ///
    /// - Throws: ``LPLayoutError/unsupported(_:)`` for a stack the reading
    ///   cannot share (``SharedStack/unsupported(_:)`` names it).
    func proposals(for stack: SharedStack) throws(LPLayoutError) -> [Quantity]
    /// The reading's rows and objectives, once every child has answered its
    /// proposal (`answers`, in the children's order). The default writes
    /// nothing: the proposals alone decide.
    func share(_ stack: SharedStack, answers: [Quantity]) throws(LPLayoutError)
}

extension StackSharing {
    /// Default: no parameters.
    public var parameters: [String: String] { [:] }

    /// Default: nothing said (no parameters).
    public var acceptedValues: [String: String] { [:] }

    /// Default: no parameters, so nil.
    public func setting(_ parameter: String, to value: String) -> Self? { nil }

    /// Default: no rows and no objectives.
    public func share(_ stack: SharedStack, answers: [Quantity]) throws(LPLayoutError) {}
}
