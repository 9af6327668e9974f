import Foundation

/// Writes files whole or not at all: the bytes go to a temporary beside the target (see `TemporaryFiles`),
/// which is renamed over the target only when every byte is written — so a reader never sees half a file,
/// and a failure (a full disk, a signal) leaves the old file and no temporary behind.
///
/// Only regular files are replaced: a target that is a folder, a device (`/dev/null`), a pipe or a socket
/// is refused. A target that is a symbolic link is followed on purpose — the file it points to is replaced
/// and the link stays, as `cp` would do — unless `followingLinks` is false, as for a file that came from
/// outside (a reference in a repository): then a link is refused, never written through. An existing file
/// keeps its permission bits.
public enum AtomicFile {
    /// Writes `bytes` to `path`.
    /// - Parameters:
    ///   - bytes: the file's whole content.
    ///   - path: the file to write (its folder must exist).
    ///   - followingLinks: false to refuse a `path` that is a symbolic link instead of replacing the file
    ///     it points to.
    /// - Throws: `FileError` (operation `.write`) naming the path and the reason.
    public static func write(_ bytes: [UInt8], to path: String, followingLinks: Bool = true) throws(FileError) {
        let target = try writableTarget(path, followingLinks: followingLinks)
        let temp = try create(beside: target, reportingAs: path)
        defer { TemporaryFiles.release(temp.path) }
        do throws(FileError) {
            try writeAll(bytes, to: temp.fd, path: path)
        } catch {
            close(temp.fd)
            unlink(temp.path)
            throw error
        }
        try commit(fd: temp.fd, temporary: temp.path, to: target, reportingAs: path)
    }

    /// Checks, without writing, that `write(_:to:)` may replace `path` (nothing there, a regular file, or
    /// a link to one) and returns the file it would replace; for checking every output before any work.
    /// - Throws: `FileError` when it exists and is not a regular file, or is a link to nothing.
    @discardableResult
    public static func checkWritable(_ path: String, followingLinks: Bool = true) throws(FileError) -> String {
        try writableTarget(path, followingLinks: followingLinks)
    }

    /// The path to replace for `path`: itself, or the file a symbolic link points to.
    /// - Throws: when it exists and is not a regular file, or is a link to nothing (or a link at all,
    ///   unless `followingLinks`).
    package static func writableTarget(_ path: String, followingLinks: Bool = true) throws(FileError) -> String {
        guard !path.isEmpty else { throw FileError(.write, path, "the path is empty") }
        var st = stat()
        guard lstat(path, &st) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return path }   // new file: its folder is checked on creation
            throw FileError.from(errno: errno, .write, path)
        }
        if st.st_mode & S_IFMT == S_IFLNK {
            guard followingLinks else { throw FileError(.write, path, "it is a symbolic link (not written through)") }
            guard let resolved = realpath(path, nil) else {
                throw FileError(.write, path, "it is a symbolic link to a file that does not exist")
            }
            defer { free(resolved) }
            let real = String(cString: resolved)
            guard stat(real, &st) == 0 else { throw FileError.from(errno: errno, .write, path) }
            guard st.st_mode & S_IFMT == S_IFREG else {
                throw FileError(.write, path, "it links to \(FileError.kindName(st.st_mode)), not a regular file (only regular files are replaced)")
            }
            return real
        }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw FileError(.write, path, "it is \(FileError.kindName(st.st_mode)), not a regular file (only regular files are replaced)")
        }
        return path
    }

    /// Creates and opens a tracked temporary beside `target` (stale temporaries in its folder go first).
    package static func create(beside target: String, reportingAs path: String) throws(FileError) -> (fd: Int32, path: String) {
        let folder = FilePaths.parent(of: target)
        TemporaryFiles.removeStale(in: folder)
        let temp = TemporaryFiles.path(beside: target)
        guard TemporaryFiles.track(temp) else { throw FileError(.write, path, "the program is ending (interrupted)") }
        var st = stat()
        let mode: mode_t = stat(target, &st) == 0 ? st.st_mode & 0o7777 : 0o644
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else {
            let code = errno
            TemporaryFiles.release(temp)
            var e = FileError.from(errno: code, .write, path)
            if code == EACCES { e = FileError(.write, path, "permission denied (cannot create a file in \(folder.isEmpty ? "." : folder))") }
            throw e
        }
        if mode != 0o644 { fchmod(fd, mode) }   // open() applied the umask; an existing file keeps its bits
        return (fd, temp)
    }

    /// Writes every byte to `fd`, retrying short writes.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileError) {
        var done = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            while done < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                done += n
            }
        }
        if failure != 0 { throw FileError.from(errno: failure, .write, path) }
    }

    /// Closes a finished temporary and renames it over `target`; on failure removes it.
    package static func commit(fd: Int32, temporary: String, to target: String, reportingAs path: String) throws(FileError) {
        if close(fd) != 0 {
            let code = errno
            unlink(temporary)
            throw FileError.from(errno: code, .write, path)
        }
        if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            throw FileError.from(errno: code, .write, path)
        }
    }
}
