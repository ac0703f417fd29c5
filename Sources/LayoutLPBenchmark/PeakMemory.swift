import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's peak resident set size so far (getrusage's ru_maxrss), in
/// bytes: a benchmark run measures one model, so this is that model's peak.
enum PeakMemory {
    static var bytes: Int {
        var usage = rusage()
        #if canImport(Glibc)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
            return Int(usage.ru_maxrss)
        #else
            return Int(usage.ru_maxrss) * 1024
        #endif
    }

    static var description: String {
        String(format: "%.1f MB", Double(bytes) / 1e6)
    }
}
