import Foundation

/// A folder whose contents are read and written only by relative paths, without ever following a symbolic
/// link: every component is opened from the folder's own descriptor with `O_NOFOLLOW`, so a link inside —
/// to a home folder, to `/etc`, to a key — is refused (never read through, copied or written through),
/// and nothing outside the folder is reached, whatever the path and whatever is renamed meanwhile.
///
/// ## The rule for data from outside
/// Sheetshot takes files from other machines and other people: shards' failure reports and galleries from
/// CI, galleries and references from a repository, names of previews, devices and locales from a user's
/// code. Everything built from such data follows one rule:
/// - a name from outside becomes one escaped component (`FileName.component(_:maximumBytes:)`); a path
///   read from a file is checked to be plain components (`RelativePath`) — never absolute, never `..`;
/// - such paths are opened under a folder the tool owns or was given, through a `ConfinedFolder`, so no
///   link is followed or copied on a read or a write that crosses the trust boundary (and a reference that
///   is a link is refused, not written through);
/// - reads are bounded before they start (`limit`), and only regular files are read;
/// - nothing is deleted that the tool did not create in this run: a folder that joins others must be new
///   or empty (`OutputFolder.createEmpty(_:)`), and may neither hold an input nor sit inside one
///   (`OutputFolder.checkApart(_:from:)`).
public final class ConfinedFolder: @unchecked Sendable {
    /// The folder's path as it was given (for messages, and for paths shown to people).
    public let path: String
    private let fd: Int32

    /// What is at a path in the folder, seen without following a link.
    public enum Entry: Equatable, Sendable {
        /// A regular file of this many bytes.
        case file(size: Int)
        /// A folder.
        case folder
        /// A symbolic link (never followed).
        case link
        /// Anything else: a device, a named pipe, a socket (described for messages).
        case other(String)
    }

    /// Opens the folder at `path`. The path itself is the caller's (a command line's argument, a
    /// configured folder) and may go through links; nothing inside it will.
    /// - Throws: `FileError` when it does not exist or is not a folder.
    public init(_ path: String) throws(FileError) {
        let descriptor = open(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            var st = stat()
            if code == ENOTDIR || (stat(path, &st) == 0 && st.st_mode & S_IFMT != S_IFDIR) {
                throw FileError(.read, path, "it is \(FileError.kindName(st.st_mode)), not a folder")
            }
            throw FileError(.read, path, code == ENOENT ? "no such folder" : FileError.reason(errno: code, path: path))
        }
        self.path = path
        fd = descriptor
    }

    deinit { close(fd) }

    /// `relative` shown under the folder's path, for messages and records.
    public func display(_ relative: RelativePath) -> String {
        path.isEmpty || path == "." ? relative.description : (path.hasSuffix("/") ? path : path + "/") + relative.description
    }

    // MARK: Reading

    /// What is at `relative`, without following links (nil when nothing is, or a folder above it is not
    /// one: a link or a file on the way is reported as `.link`/`.other` for the first such component).
    public func entry(_ relative: RelativePath) -> Entry? {
        guard let (parent, name) = try? openParent(of: relative, creating: false) else { return nil }
        defer { if parent != fd { close(parent) } }
        var st = stat()
        guard fstatat(parent, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Self.entry(st)
    }

    private static func entry(_ st: stat) -> Entry {
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file(size: Int(st.st_size))
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other(FileError.kindName(st.st_mode))
        }
    }

    /// The names in the folder at `relative` (the folder itself when nil) and what each is, sorted by name.
    /// - Throws: `FileError` when it cannot be listed (a link or a file on the way is named).
    public func list(_ relative: RelativePath? = nil) throws(FileError) -> [(name: String, entry: Entry)] {
        let dir: Int32
        if let relative {
            let (parent, name) = try openParent(of: relative, creating: false)
            defer { if parent != fd { close(parent) } }
            dir = try openFolder(name, in: parent, shownAs: relative.description, creating: false)
        } else {
            // A new open of the folder (a dup would share the read position of every earlier listing).
            dir = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard dir >= 0 else { throw FileError.from(errno: errno, .read, path) }
        }
        guard let stream = fdopendir(dir) else {
            let code = errno
            close(dir)
            throw FileError.from(errno: code, .read, relative.map(display) ?? path)
        }
        defer { closedir(stream) }
        var out: [(name: String, entry: Entry)] = []
        while let item = readdir(stream) {
            let raw = withUnsafeBytes(of: item.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            if raw == [0x2E] || raw == [0x2E, 0x2E] { continue }
            // A name that is not UTF-8 would be opened as another name (its bytes replaced): refused.
            guard let name = String(validating: raw, as: UTF8.self) else {
                throw FileError(.read, (relative.map(display) ?? path) + "/" + String(decoding: raw, as: UTF8.self), "its name is not UTF-8")
            }
            var st = stat()
            guard fstatat(dirfd(stream), name, &st, AT_SYMLINK_NOFOLLOW) == 0 else {
                throw FileError.from(errno: errno, .read, (relative.map(display) ?? path) + "/" + FileName.visible(name))
            }
            out.append((name, Self.entry(st)))
            if out.count > 1_000_000 { throw FileError(.read, relative.map(display) ?? path, "it holds more than 1000000 entries") }
        }
        return out.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
    }

    /// Every regular file under the folder, as relative paths, sorted; folders are entered, nothing else is.
    /// - Parameters:
    ///   - limit: the most files listed before the walk stops with an error (a folder of millions); at most
    ///     100,000 folders are entered, none deeper than `RelativePath.maximumDepth`.
    /// - Throws: `FileError` naming a symbolic link, a device or a pipe found inside (a folder that comes
    ///   from outside holds none of them), a name that is not a plain file name or not UTF-8, or a folder
    ///   past the limits.
    public func regularFiles(limit: Int = 1_000_000) throws(FileError) -> [RelativePath] {
        var out: [RelativePath] = []
        var pending: [RelativePath?] = [nil]
        var folders = 0
        while let folder = pending.popLast() {
            folders += 1
            if folders > 100_000 { throw FileError(.read, path, "it holds more than 100000 folders") }
            for (name, entry) in try list(folder) {
                let relative: RelativePath
                do throws(PathError) {
                    if let folder { relative = try folder.appending(name) } else { relative = try RelativePath(components: [name]) }
                } catch {
                    throw FileError(.read, (folder.map(display) ?? path) + "/" + FileName.visible(name), error.reason)
                }
                switch entry {
                case .file:
                    out.append(relative)
                    if out.count > limit { throw FileError(.read, path, "it holds more than \(limit) files") }
                case .folder: pending.append(relative)
                case .link: throw FileError(.read, display(relative), "it is a symbolic link; links in a folder from outside are not followed")
                case .other(let kind): throw FileError(.read, display(relative), "it is \(kind), not a regular file")
                }
            }
        }
        return out.sorted()
    }

    /// The bytes of the regular file at `relative`, at most `limit` of them (checked before reading).
    /// - Throws: `FileError` for a link anywhere on the path, a folder, a device, a pipe, a missing file
    ///   or one past the limit, naming it.
    public func read(_ relative: RelativePath, limit: Int) throws(FileError) -> [UInt8] {
        let file = try openFile(relative)
        defer { close(file) }
        return try InputFile.read(descriptor: file, path: display(relative), limit: limit)
    }

    /// The first `count` bytes (fewer for a shorter file) of the regular file at `relative`: a header,
    /// looked at without reading the file.
    /// - Throws: `FileError` as `read(_:limit:)` does.
    public func readStart(_ relative: RelativePath, count: Int) throws(FileError) -> [UInt8] {
        let file = try openFile(relative)
        defer { close(file) }
        return try InputFile.readStart(descriptor: file, path: display(relative), count: count)
    }

    /// Opens the regular file at `relative` for reading (the caller closes it).
    fileprivate func openFile(_ relative: RelativePath) throws(FileError) -> Int32 {
        let (parent, name) = try openParent(of: relative, creating: false)
        defer { if parent != fd { close(parent) } }
        let file = openat(parent, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { throw describe(errno, at: name, in: parent, shownAs: display(relative), .read) }
        return file
    }

    // MARK: Writing

    /// Writes `bytes` as the file at `relative`, whole or not at all (a temporary beside it, renamed into
    /// place), making the folders on the way. A folder on the way that is a link, or a file, is refused;
    /// an existing file is replaced (never written through: a link there is replaced by the file).
    /// - Throws: `FileError` naming what could not be written and why.
    public func write(_ bytes: [UInt8], to relative: RelativePath) throws(FileError) {
        try write(to: relative) { (fd: Int32) throws(FileError) in try AtomicFile.writeAll(bytes, to: fd, path: display(relative)) }
    }

    /// Writes the file at `relative` with what `fill` writes to the open temporary, renamed into place when
    /// it returns (removed when it throws).
    private func write(to relative: RelativePath, _ fill: (Int32) throws(FileError) -> Void) throws(FileError) {
        let (parent, name) = try openParent(of: relative, creating: true)
        defer { if parent != fd { close(parent) } }
        var st = stat()
        if fstatat(parent, name, &st, AT_SYMLINK_NOFOLLOW) == 0, st.st_mode & S_IFMT == S_IFDIR {
            throw FileError(.write, display(relative), "it is a folder, not a regular file (only regular files are replaced)")
        }
        let tempName = TemporaryFiles.name(beside: name)
        let tracked = displayPath((relative.parent.map { $0.description + "/" } ?? "") + tempName)
        guard TemporaryFiles.track(tracked) else { throw FileError(.write, display(relative), "the program is ending (interrupted)") }
        defer { TemporaryFiles.release(tracked) }
        let file = openat(parent, tempName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw FileError.from(errno: errno, .write, display(relative)) }
        do throws(FileError) {
            try fill(file)
        } catch {
            close(file)
            unlinkat(parent, tempName, 0)
            throw error
        }
        if close(file) != 0 || renameat(parent, tempName, parent, name) != 0 {
            let code = errno
            unlinkat(parent, tempName, 0)
            throw FileError.from(errno: code, .write, display(relative))
        }
    }

    /// Makes the folder at `relative` and the folders on the way (nothing when it is one already).
    /// - Throws: `FileError` when something on the way is a link or a file.
    public func makeFolder(_ relative: RelativePath) throws(FileError) {
        let (parent, name) = try openParent(of: relative, creating: true)
        defer { if parent != fd { close(parent) } }
        let dir = try openFolder(name, in: parent, shownAs: relative.description, creating: true)
        close(dir)
    }

    /// Copies the regular file at `relative` in `source` to `target` here, at most `limit` bytes (checked
    /// before reading), never through a link on either side, a megabyte at a time (a large picture is never
    /// held whole), whole or not at all.
    /// - Throws: `FileError` naming the file that could not be read or written.
    public func copy(_ relative: RelativePath, from source: ConfinedFolder, to target: RelativePath, limit: Int) throws(FileError) {
        let input = try source.openFile(relative)
        defer { close(input) }
        var st = stat()
        guard fstat(input, &st) == 0 else { throw FileError.from(errno: errno, .read, source.display(relative)) }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw FileError(.read, source.display(relative), "it is \(FileError.kindName(st.st_mode)), not a regular file")
        }
        guard Int(st.st_size) <= limit else {
            throw FileError(.read, source.display(relative), "it is \(st.st_size) bytes, more than the limit of \(limit)")
        }
        try write(to: target) { (out: Int32) throws(FileError) in
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            var total = 0
            while true {
                let n = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress!, $0.count) }
                if n < 0 { if errno == EINTR { continue }; throw FileError.from(errno: errno, .read, source.display(relative)) }
                if n == 0 { break }
                total += n
                guard total <= limit else { throw FileError(.read, source.display(relative), "it grew past the limit of \(limit) bytes while being read") }
                try AtomicFile.writeAll(Array(chunk[0..<n]), to: out, path: display(target))
            }
        }
    }

    /// Removes the file at `relative` (a file this run wrote and replaces); nothing when it is not there.
    public func removeFile(_ relative: RelativePath) {
        guard let (parent, name) = try? openParent(of: relative, creating: false) else { return }
        defer { if parent != fd { close(parent) } }
        unlinkat(parent, name, 0)
    }

    // MARK: Walking

    /// Opens every folder on the way to `relative`'s last component (made when `creating`), never through a
    /// link; returns the innermost folder's descriptor (the caller closes it unless it is the folder's own)
    /// and the last component.
    private func openParent(of relative: RelativePath, creating: Bool) throws(FileError) -> (Int32, String) {
        var current = fd
        var shown: [String] = []
        for component in relative.components.dropLast() {
            shown.append(component)
            let next: Int32
            do throws(FileError) {
                next = try openFolder(component, in: current, shownAs: shown.joined(separator: "/"), creating: creating)
            } catch {
                if current != fd { close(current) }
                throw error
            }
            if current != fd { close(current) }
            current = next
        }
        return (current, relative.name)
    }

    /// Opens the folder `name` in `parent` without following a link, making it first when `creating`.
    private func openFolder(_ name: String, in parent: Int32, shownAs shown: String, creating: Bool) throws(FileError) -> Int32 {
        var dir = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if dir < 0 && errno == ENOENT && creating {
            if mkdirat(parent, name, 0o755) != 0 && errno != EEXIST { throw FileError.from(errno: errno, .createFolder, displayPath(shown)) }
            dir = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard dir >= 0 else { throw describe(errno, at: name, in: parent, shownAs: displayPath(shown), creating ? .createFolder : .read) }
        return dir
    }

    private func displayPath(_ shown: String) -> String {
        path.isEmpty || path == "." ? shown : (path.hasSuffix("/") ? path : path + "/") + shown
    }

    /// An error for a failed open of `name` in `parent`, saying so plainly when it is a link or not a folder.
    private func describe(_ code: Int32, at name: String, in parent: Int32, shownAs shown: String, _ operation: FileError.Operation) -> FileError {
        var st = stat()
        if fstatat(parent, name, &st, AT_SYMLINK_NOFOLLOW) == 0 {
            switch st.st_mode & S_IFMT {
            case S_IFLNK: return FileError(operation, shown, "it is a symbolic link; links in a folder from outside are not followed")
            case S_IFDIR where operation == .read && code == EISDIR: return FileError(operation, shown, "it is a folder, not a file")
            case S_IFDIR: break
            default:
                if code == ENOTDIR { return FileError(operation, shown, "it is \(FileError.kindName(st.st_mode)), not a folder") }
            }
        }
        if code == ENOENT { return FileError(operation, shown, "no such file or folder") }
        return FileError(operation, shown, FileError.reason(errno: code, path: shown))
    }
}
