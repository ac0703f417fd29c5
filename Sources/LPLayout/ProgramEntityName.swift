/// A layout program's variable or row name read back: `kind[path]#n`, where
/// `kind` is a variable's kind (`w`, `flex-frame.min-first`, `view-that-fits.at-most`) or a row's constraint
/// family (`flex-frame`, `stack-offer`), `path` the node it was written for
/// and `n` its number among the same kind at that node (0 when absent)
/// (`ProgramBuilder`'s names; docs/lp-encoding.md).
public struct ProgramEntityName: Hashable, Sendable {
    /// The variable's kind or the row's family.
    public var kind: String
    /// The node path.
    public var path: String
    /// The number after `#`, 0 when absent.
    public var ordinal: Int

    /// The parts of `name`; nil for a name not of that form.
    public init?(_ name: String) {
        guard let open = name.firstIndex(of: "["), let close = name.lastIndex(of: "]"), open < close else { return nil }
        kind = String(name[..<open])
        path = String(name[name.index(after: open)..<close])
        let rest = name[name.index(after: close)...]
        if rest.isEmpty {
            ordinal = 0
        } else if rest.first == "#", let number = Int(rest.dropFirst()) {
            ordinal = number
        } else {
            return nil
        }
        if kind.isEmpty { return nil }
    }
}
