import Foundation
import LayoutExperiments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a command's output file the way a Unix tool should (docs/cli.md,
/// "Output files"):
///
/// - a new path, or an existing regular file with one link, is replaced
///   atomically: the bytes go to a temporary file in the same folder, which
///   takes the old file's permissions (a new file: 0666 less the umask) and is
///   renamed over the path, so a reader never sees half a file;
/// - anything else is written in place, as a shell's `>` would: a symbolic
///   link is followed (its target is written, the link stays), a device or a
///   FIFO is opened and written (`/dev/null` stays a device), a file with
///   several hard links keeps them, and a file in a folder the user cannot
///   write but may write itself is overwritten;
/// - a directory, a missing folder, a loop of links or a full disk is an
///   `OutputFileError` that says so, with nothing left behind.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(OutputFileError) {
        try write(Array(text.utf8), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
        guard !path.isEmpty else { throw OutputFileError(path: path, reason: "the path is empty") }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            let code = errno
            guard code == ENOENT else { throw failure(path, code) }
            return try replace(path, with: bytes, keeping: nil)
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw OutputFileError(path: path, reason: "it is a directory; name a file")
        case S_IFREG where status.st_nlink <= 1:
            try replace(path, with: bytes, keeping: status)
        default:
            try writeInPlace(path, bytes)
        }
    }

    /// Creates `path` and any missing folders above it, as `mkdir -p`.
    ///
    /// - Throws: `OutputFileError` naming the first part that cannot be a folder.
    static func createFolder(_ path: String) throws(OutputFileError) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw OutputFileError(path: path, reason: "it exists and is not a folder") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try createFolder(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw failure(path, errno) }
    }

    /// Writes `bytes` to a temporary file beside `path` and renames it over
    /// `path`. Falls back to writing in place when the folder refuses a new
    /// file but `path` exists (and may be writable itself).
    private static func replace(_ path: String, with bytes: [UInt8], keeping old: stat?) throws(OutputFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary: TemporaryFile
        switch TemporaryFile.create(beside: path) {
        case .success(let file): temporary = file
        case .failure(let error):
            let code = error.code
            if old != nil, [EACCES, EPERM, EROFS].contains(code) { return try writeInPlace(path, bytes) }
            if code == ENOENT {
                // A folder that exists but refuses new files with ENOENT
                // (/proc, /sys) is not called missing (issue 31).
                let shown = folder.isEmpty ? "." : folder
                var status = stat()
                let exists = stat(shown, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
                throw OutputFileError(
                    path: path, reason: exists ? "its folder \(shown) does not take new files" : "its folder \(shown) does not exist")
            }
            throw failure(path, code)
        }
        let descriptor = temporary.descriptor
        var done = false
        defer { temporary.release(removing: !done) }
        if let old {
            _ = fchown(descriptor, old.st_uid, old.st_gid)  // as root; otherwise the file is ours already
            fchmod(descriptor, old.st_mode & 0o7777)
        } else {
            fchmod(descriptor, 0o666 & ~TemporaryFile.currentUmask())
        }
        if let code = TemporaryFile.writeAll(descriptor, bytes) { throw failure(path, code) }
        guard rename(temporary.path, path) == 0 else { throw failure(path, errno) }
        done = true
    }

    /// Opens `path` for writing (following links, creating a missing link
    /// target), truncates it when it is a regular file, and writes.
    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(OutputFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, ftruncate(descriptor, 0) != 0 {
            throw failure(path, errno)
        }
        if let code = TemporaryFile.writeAll(descriptor, bytes) { throw failure(path, code) }
    }

    /// An error that says in words what `code` means for an output path.
    static func failure(_ path: String, _ code: Int32) -> OutputFileError {
        OutputFileError(path: path, reason: reason(code))
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case EISDIR: "it is a directory; name a file"
        case ELOOP: "a loop of symbolic links"
        case ENOENT: "a folder on the path does not exist"
        case ENOTDIR: "a path through something that is not a folder"
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "no space left on the device"
        case EROFS: "the file system is read-only"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
