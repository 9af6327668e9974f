import Foundation

/// Making the folders outputs go into, with `FileError`s in plain words (`cannot create the folder
/// out/frames: out is not a folder`) instead of Foundation's.
public enum OutputFolder {
    /// Creates `path` and any missing folders above it (`mkdir -p`); nothing to do when it is a folder.
    /// - Throws: `FileError` (operation `.createFolder`) when a part of the path is not a folder, or a
    ///   folder cannot be made there.
    public static func create(_ path: String) throws(FileError) {
        guard !path.isEmpty else { return }
        var st = stat()
        if stat(path, &st) == 0 {
            guard st.st_mode & S_IFMT == S_IFDIR else { throw FileError(.createFolder, path, "it is \(FileError.kindName(st.st_mode)), not a folder") }
            return
        }
        let parent = FilePaths.parent(of: path)
        if !parent.isEmpty && parent != path { try create(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw FileError.from(errno: errno, .createFolder, path) }
    }
}

extension OutputFolder {
    /// Creates `path` (`mkdir -p`) for output that joins or copies others' files, and checks that it is
    /// empty: such output never replaces or deletes what was already there (hidden files count too).
    /// - Throws: `FileError` when it holds anything, or cannot be made.
    public static func createEmpty(_ path: String) throws(FileError) {
        try create(path)
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path.isEmpty ? "." : path) } catch {
            throw FileError(.write, path, "its contents cannot be listed, so it cannot be known to be empty")
        }
        guard names.isEmpty else {
            let shown = names.sorted().prefix(3).map { FileName.visible($0) }.joined(separator: ", ")
            throw FileError(.write, path, "it already holds \(names.count) item\(names.count == 1 ? "" : "s") (\(shown)\(names.count > 3 ? ", …" : "")); "
                            + "write into a new or empty folder (nothing there is replaced or deleted)")
        }
    }

    /// Checks that the output folder `output` is neither one of `inputs`, nor inside one, nor holding one,
    /// with symbolic links resolved on both sides — also for an output that does not exist yet, whose
    /// nearest existing folder is resolved (`out -> input`, then `out/new`, is inside the input).
    /// - Parameters:
    ///   - output: the output folder (it need not exist yet).
    ///   - inputs: the folders read.
    ///   - what: what the inputs are, for the message ("the reports being joined").
    /// - Throws: `FileError` (operation `.write`) naming the output and the input it overlaps.
    public static func checkApart(_ output: String, from inputs: [String], what: String) throws(FileError) {
        // On the UTF-8 bytes, as the file system compares paths.
        func inside(_ a: [UInt8], _ b: [UInt8]) -> Bool { a.starts(with: b == [0x2F] ? b : b + [0x2F]) }
        let out = Array(resolvedPath(output).utf8)
        for input in inputs {
            let folder = Array(resolvedPath(input).utf8)
            if out == folder || inside(out, folder) {
                throw FileError(.write, output, "it is \(out == folder ? "" : "inside ")\(input), one of \(what)")
            }
            if inside(folder, out) {
                throw FileError(.write, output, "it holds \(input), one of \(what): write into a folder of its own")
            }
        }
    }

    /// `path` made absolute with every link resolved: the nearest existing folder's real path, then the
    /// rest of the components as written (`.` dropped, `..` taken lexically).
    public static func resolvedPath(_ path: String) -> String {
        let absolute = path.utf8.first == 0x2F ? path : FileManager.default.currentDirectoryPath + "/" + path
        // Split on the UTF-8 bytes (a "/" joined to a combining mark is still a separator).
        func components(_ s: String) -> [String] { s.utf8.split(separator: 0x2F).map { String(decoding: $0, as: UTF8.self) } }
        var parts = components(absolute)
        var rest: [String] = []
        while true {
            let candidate = "/" + parts.joined(separator: "/")
            if let real = realpath(candidate, nil) {
                defer { free(real) }
                var base = components(String(cString: real))
                for part in rest.reversed() {
                    if part == "." || part.isEmpty { continue }
                    if part == ".." { if !base.isEmpty { base.removeLast() } } else { base.append(part) }
                }
                return "/" + base.joined(separator: "/")
            }
            guard let last = parts.popLast() else { return "/" + rest.reversed().joined(separator: "/") }
            rest.append(last)
        }
    }
}
