import Foundation

/// Why a file or folder could not be read or written, in plain words: the operation, the path, the reason.
///
/// ```
/// cannot read scenes/: it is a folder, not a file
/// cannot write /dev/null: it is a character device, not a regular file (only regular files are replaced)
/// cannot write out/frame.png: the folder out does not exist
/// ```
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done.
    public enum Operation: String, Sendable {
        case read, write
        case createFolder = "create the folder"
    }

    /// What was being done.
    public let operation: Operation
    /// The path as the caller gave it.
    public let path: String
    /// What went wrong.
    public let reason: String

    /// An error for `operation` on `path`, for `reason`.
    public init(_ operation: Operation, _ path: String, _ reason: String) {
        self.operation = operation; self.path = path; self.reason = reason
    }

    /// "cannot <operation> <path>: <reason>".
    public var description: String { "cannot \(operation.rawValue) \(path): \(reason)" }

    /// An error for `errno` value `code` while doing `operation` on `path`, in words (naming the folder
    /// that is missing or is not a folder, where that is the cause).
    public static func from(errno code: Int32, _ operation: Operation, _ path: String) -> FileError {
        FileError(operation, path, reason(errno: code, path: path))
    }

    static func reason(errno code: Int32, path: String) -> String {
        switch code {
        case ENOENT:
            if let missing = firstMissingFolder(of: path) { return "the folder \(missing) does not exist" }
            return "no such file"
        case ENOTDIR:
            if let notFolder = firstNonFolder(in: path) { return "\(notFolder) is not a folder" }
            return "a part of the path is not a folder"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a folder, not a file"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the file system is read-only"
        case EFBIG: return "the file is larger than this process may write"
        case ENAMETOOLONG: return "the name is too long"
        case ELOOP: return "too many symbolic links"
        case EMFILE, ENFILE: return "too many open files"
        case EIO: return "an input/output error"
        default: return String(cString: strerror(code))
        }
    }

    /// "a character device", "a folder", … for a `stat` mode (for messages).
    public static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a file"
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// The first ancestor folder of `path` that does not exist (when its parent does), if any.
    private static func firstMissingFolder(of path: String) -> String? {
        var dir = FilePaths.parent(of: path)
        var missing: String? = nil
        while !dir.isEmpty && dir != "/" {
            var st = stat()
            if stat(dir, &st) == 0 { break }
            missing = dir
            dir = FilePaths.parent(of: dir)
        }
        return missing
    }

    /// The first component of `path` that exists but is not a folder while more of the path follows.
    private static func firstNonFolder(in path: String) -> String? {
        let parts = (path as NSString).pathComponents
        var current = ""
        for (k, p) in parts.enumerated() where k < parts.count - 1 {
            current = current.isEmpty ? p : (current as NSString).appendingPathComponent(p)
            var st = stat()
            if stat(current, &st) == 0, st.st_mode & S_IFMT != S_IFDIR { return current }
        }
        return nil
    }
}
