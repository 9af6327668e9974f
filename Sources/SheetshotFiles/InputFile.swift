import Foundation

/// Reading a whole input file (a scene, a scenario, a PNG) with a size limit checked before the read, and
/// errors in plain words: a folder, a device such as /dev/zero, a named pipe, a missing file or a file past
/// the limit are each refused with a message that says so, never read forever or into memory unbounded.
public enum InputFile {
    /// The bytes of the regular file at `path`, at most `limit` of them.
    /// - Parameters:
    ///   - path: the file to read.
    ///   - limit: the most bytes read; a larger file is refused from its size, before it is read.
    ///   - followingLinks: false to refuse a path whose last component is a symbolic link (a file that
    ///     came from outside, such as a reference in a repository, is not read through a link).
    /// - Throws: `FileError` (operation `.read`) naming the path and the reason.
    public static func read(_ path: String, limit: Int, followingLinks: Bool = true) throws(FileError) -> [UInt8] {
        let fd = try open(path, followingLinks: followingLinks)
        defer { close(fd) }
        return try read(descriptor: fd, path: path, limit: limit)
    }

    /// Opens `path` for reading: without waiting on a named pipe (it is refused once looked at), and, unless
    /// `followingLinks`, refusing a last component that is a symbolic link in words.
    private static func open(_ path: String, followingLinks: Bool) throws(FileError) -> Int32 {
        let fd = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            let code = errno
            var st = stat()
            if !followingLinks, code == ELOOP, lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK {
                throw FileError(.read, path, "it is a symbolic link (not followed)")
            }
            throw FileError.from(errno: code, .read, path)
        }
        return fd
    }

    /// The first `count` bytes (or fewer, for a shorter file) of the regular file at `path`, never through a
    /// link: for looking at a file's header without reading it all.
    /// - Throws: `FileError` (operation `.read`) for a link, a folder, a device, a pipe, a missing file.
    public static func readStart(_ path: String, count: Int) throws(FileError) -> [UInt8] {
        let fd = try open(path, followingLinks: false)
        defer { close(fd) }
        return try readStart(descriptor: fd, path: path, count: count)
    }

    /// The first `count` bytes (fewer for a shorter file) of the regular file open as `fd` (`path` names it
    /// in errors).
    /// - Throws: `FileError` (operation `.read`) for a folder, a device or a pipe.
    public static func readStart(descriptor fd: Int32, path: String, count: Int) throws(FileError) -> [UInt8] {
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError.from(errno: errno, .read, path) }
        guard st.st_mode & S_IFMT == S_IFREG else { throw FileError(.read, path, "it is \(FileError.kindName(st.st_mode)), not a regular file") }
        var out = [UInt8](repeating: 0, count: max(0, count))
        var filled = 0
        while filled < out.count {
            let n = out.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 { if errno == EINTR { continue }; throw FileError.from(errno: errno, .read, path) }
            if n == 0 { break }
            filled += n
        }
        return Array(out.prefix(filled))
    }

    /// The bytes of the regular file open as `fd` (`path` names it in errors), at most `limit` of them,
    /// the size checked before anything is read.
    /// - Throws: `FileError` (operation `.read`) for a folder, a device, a pipe or a file past the limit.
    public static func read(descriptor fd: Int32, path: String, limit: Int) throws(FileError) -> [UInt8] {
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError.from(errno: errno, .read, path) }
        if st.st_mode & S_IFMT == S_IFDIR { throw FileError(.read, path, "it is a folder, not a file") }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw FileError(.read, path, "it is \(FileError.kindName(st.st_mode)), not a regular file")
        }
        let size = Int(st.st_size)
        guard size <= limit else { throw FileError(.read, path, "it is \(size) bytes, more than the limit of \(limit)") }
        // Read to the end (a file may grow while it is read), never past the limit.
        var out = [UInt8](repeating: 0, count: size)
        var filled = 0
        while true {
            if filled == out.count {
                guard out.count < limit else {
                    var probe: UInt8 = 0
                    if Foundation.read(fd, &probe, 1) > 0 { throw FileError(.read, path, "it grew past the limit of \(limit) bytes while being read") }
                    break
                }
                out.append(contentsOf: repeatElement(0, count: min(limit - out.count, max(4096, out.count))))
            }
            let n = out.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError.from(errno: errno, .read, path)
            }
            if n == 0 { break }
            filled += n
        }
        out.removeLast(out.count - filled)
        return out
    }
}
