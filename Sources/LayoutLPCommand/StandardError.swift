#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard error as a `TextOutputStream`, written with `write(2)` and any
/// failure ignored: a closed, full or broken standard error
/// (`2>/dev/full`) must not stop the command, whose exit code still says
/// what happened (Foundation's `FileHandle.write` traps there: issue 31).
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        Self.write(string)
    }

    /// Writes `text` to standard error, as much as it takes.
    static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(2, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    Darwin.write(2, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
