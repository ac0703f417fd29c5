import Foundation
import LayoutLPTemporaryFiles

/// A hidden file beside the path it will replace (`.NAME.layoutlp-XXXXXX`),
/// registered so that SIGINT, SIGTERM or SIGHUP removes it
/// (`LayoutLPTemporaryFiles`): an interrupted write leaves nothing behind.
/// Every command writes its files through one (``ExperimentReport/write(to:)``,
/// `export`, `render`).
public struct TemporaryFile: Sendable {
    /// The file's path.
    public let path: String
    /// Its open descriptor, for writing; closed by ``release(removing:)``.
    public let descriptor: Int32
    /// Its registration.
    private let slot: Int32

    /// Creates the file beside `target`, or returns the `errno` of the failure
    /// (`ENOENT` when the folder is missing).
    public static func create(beside target: String) -> Result<TemporaryFile, TemporaryFileError> {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).layoutlp-XXXXXX").utf8CString)
        var slot: Int32 = -1
        let descriptor = template.withUnsafeMutableBufferPointer { layoutlp_temporary_create($0.baseAddress!, &slot) }
        guard descriptor >= 0 else { return .failure(TemporaryFileError(code: errno)) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .success(TemporaryFile(path: path, descriptor: descriptor, slot: slot))
    }

    /// A temporary file beside `target` holding `text` (UTF-8), with the
    /// permissions a new file gets (0666 less the umask), ready to be
    /// renamed over `target`; nothing is left behind when it fails.
    public static func holding(_ text: String, beside target: String) -> Result<TemporaryFile, TemporaryFileError> {
        let file: TemporaryFile
        switch create(beside: target) {
        case .success(let created): file = created
        case .failure(let error): return .failure(error)
        }
        if let code = writeAll(file.descriptor, Array(text.utf8)) {
            file.release(removing: true)
            return .failure(TemporaryFileError(code: code))
        }
        fchmod(file.descriptor, 0o666 & ~currentUmask())
        return .success(file)
    }

    /// Closes the file and forgets it, removing it unless it was renamed into place.
    public func release(removing: Bool) {
        close(descriptor)
        layoutlp_temporary_release(slot, removing ? 1 : 0)
    }
}

extension TemporaryFile {
    /// Writes every byte, retrying short writes and interruptions; the
    /// `errno` of a failure, or nil.
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// The process's file-creation mask (read by setting and restoring it).
    public static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

/// Why a ``TemporaryFile`` could not be created: the `errno`.
public struct TemporaryFileError: Error, Sendable {
    /// The `errno` value.
    public var code: Int32
}
