import Foundation

/// An exclusive advisory lock on a file (`flock`), for processes that rebuild one file from a folder side by
/// side — test processes writing one snapshot report, or one gallery index.
public enum FileLock {
    /// Runs `body` while holding an exclusive lock on `path` (created if missing), released when it returns
    /// or throws.
    /// - Throws: `FileError` when the lock file cannot be opened or locked; what `body` throws.
    public static func withExclusiveLock<T>(at path: String, _ body: () throws -> T) throws -> T {
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)   // never through a link (it may be in a shared folder)
        guard fd >= 0 else { throw FileError.from(errno: errno, .write, path) }
        defer { close(fd) }   // (closing releases the lock)
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileError(.write, path, "cannot lock: \(String(cString: strerror(errno)))") }
        }
        return try body()
    }
}
