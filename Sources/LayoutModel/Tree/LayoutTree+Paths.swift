extension LayoutTree {
    /// `parent/index`: the path of a container's child. Written byte by byte
    /// into the new string (flattening makes one per view; concatenating
    /// three strings and formatting the index cost more than the rest of a
    /// leaf's flattening).
    static func path(_ parent: String, index: Int) -> String {
        joined(parent, "", number: index)
    }

    /// `parent/name`, or `parent/name.n` for the n-th modifier of one key in
    /// a chain from the second on (n = `occurrence`).
    static func path(_ parent: String, modifier name: String, occurrence: Int) -> String {
        joined(parent, name, number: occurrence > 1 ? occurrence : nil)
    }

    /// `parent/component`, then `.number` after a non-empty component or
    /// `number` alone after an empty one; `number` ≥ 0.
    private static func joined(_ parent: String, _ component: String, number: Int?) -> String {
        var parent = parent, component = component
        var digits = 0
        if let number {
            digits = 1
            var rest = number / 10
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            if !component.isEmpty { digits += 1 }
        }
        return parent.withUTF8 { head in
            component.withUTF8 { middle in
                String(unsafeUninitializedCapacity: head.count + 1 + middle.count + digits) { buffer in
                    // Byte loops: the parts are a few bytes long, shorter than a call to memmove pays for.
                    var end = buffer.baseAddress!
                    for byte in head {
                        end.pointee = byte
                        end += 1
                    }
                    end.pointee = UInt8(ascii: "/")
                    end += 1
                    for byte in middle {
                        end.pointee = byte
                        end += 1
                    }
                    if var number {
                        if !middle.isEmpty {
                            end.pointee = UInt8(ascii: ".")
                            end += 1
                            digits -= 1
                        }
                        for place in stride(from: digits - 1, through: 0, by: -1) {
                            end[place] = UInt8(ascii: "0") + UInt8(number % 10)
                            number /= 10
                        }
                        end += digits
                    }
                    return end - buffer.baseAddress!
                }
            }
        }
    }
}
