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
