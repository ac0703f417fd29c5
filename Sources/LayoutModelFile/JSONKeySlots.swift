/// Where each allowed key of an object is, recorded by the one pass that
/// checks the object's keys (`ModelReader.fields(_:allowed:what:)`): slot
/// `i` holds the tape index of the member whose key is the `i`th allowed
/// key, counted from the object's own entry (so 0, the object itself, means
/// absent). Fixed-size storage: recording allocates nothing.
struct JSONKeySlots {
    /// The most allowed keys a record has room for; longer lists are not
    /// recorded (their objects are searched member by member).
    static let capacity = 32

    private var storage:
        (
            UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
            UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
            UInt32, UInt32
        ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// The member's distance from the object's entry, 0 when absent.
    /// - Precondition: `slot < capacity`.
    subscript(slot: Int) -> UInt32 {
        get {
            precondition(slot >= 0 && slot < Self.capacity)
            return withUnsafeBytes(of: storage) { $0.load(fromByteOffset: slot * 4, as: UInt32.self) }
        }
        set {
            precondition(slot >= 0 && slot < Self.capacity)
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: newValue, toByteOffset: slot * 4, as: UInt32.self) }
        }
    }
}
