/// The identity of one ``Program``, carried by each of its variables so that
/// a variable created by another program is detected instead of being read as
/// whichever variable happens to have the same index.
///
/// Copies of a program share its identity (a copy is the same program that
/// may then grow apart); two programs created separately never do.
public struct ProgramID: Hashable, Sendable {
    /// An object whose address is the identity. Every variable keeps its
    /// token alive, so the address cannot be reused by another program while
    /// a variable that could be confused with it exists.
    final class Token: Sendable {}

    let token: Token

    /// A new identity, different from every other live one.
    init() {
        token = Token()
    }

    /// Whether both identities belong to the same program (or copies of it).
    public static func == (lhs: ProgramID, rhs: ProgramID) -> Bool {
        lhs.token === rhs.token
    }

    /// Hashes the identity (the token's address).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(token))
    }
}
