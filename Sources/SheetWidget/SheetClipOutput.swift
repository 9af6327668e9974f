import Canvas
import Foundation

/// Where `SheetClip.write` puts a clip: numbered PNGs in a folder, one APNG, a contact sheet, the motion's
/// event log — any of them. `validate(frameCount:)` checks them all before the first frame.
public struct SheetClipOutput: Sendable {
    /// The folder for `frame-0000.png` … (created; an earlier clip's numbered frames there are replaced).
    public var folder: String?
    /// One APNG file of the whole clip.
    public var apng: String?
    /// A contact sheet of every n-th frame.
    public var contactSheet: String?
    /// Every how many frames the contact sheet takes one (default: fps / 6).
    public var contactSheetEvery: Int?
    /// The event log (will-move, did-move, offsets, …) as JSON.
    public var events: String?
    /// Whether the APNG's frames after the first store only the rectangle that changed (the default; the
    /// same pictures in any player) — false stores every frame whole.
    public var apngStoresChangedRegions: Bool

    /// Outputs, each optional.
    public init(folder: String? = nil, apng: String? = nil, contactSheet: String? = nil, contactSheetEvery: Int? = nil, events: String? = nil,
                apngStoresChangedRegions: Bool = true) {
        self.folder = folder; self.apng = apng; self.contactSheet = contactSheet
        self.contactSheetEvery = contactSheetEvery; self.events = events
        self.apngStoresChangedRegions = apngStoresChangedRegions
    }

    /// Why a clip's outputs cannot be written as given.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, in plain words.
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// Checks every output before anything is rendered: the folder is a folder or can be made one, each
    /// file can be written (its folder exists — or is the frames folder — and it is not a folder or a
    /// device), no two outputs are one file, none is one of the frames, and there is something to write.
    /// - Throws: `Problem` naming the output and what is wrong.
    public func validate(frameCount: Int) throws {
        guard folder != nil || apng != nil || contactSheet != nil || events != nil else { throw Problem("nothing to write: name a frames folder or a file") }
        if let every = contactSheetEvery, every < 1 { throw Problem("the contact sheet's every-n-th frame must be at least 1, not \(every)") }
        var folderURL: URL? = nil
        if let folder {
            guard !folder.isEmpty else { throw Problem("the frames folder is an empty path") }
            var st = stat()
            if stat(folder, &st) == 0 {
                guard st.st_mode & S_IFMT == S_IFDIR else { throw Problem("the frames folder \(folder) is \(FileError.kindName(st.st_mode)), not a folder") }
            } else if let blocking = Self.firstNonFolder(above: folder) {
                throw Problem("the frames folder \(folder): \(blocking) is not a folder")
            }
            folderURL = URL(fileURLWithPath: folder).standardizedFileURL
        }
        var seen: [String: String] = [:]
        for (what, path) in [("the APNG", apng), ("the contact sheet", contactSheet), ("the event log", events)] {
            guard let path else { continue }
            guard !path.isEmpty else { throw Problem("\(what) is an empty path") }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            if let other = seen[url.path] { throw Problem("\(what) \(path) is the same file as \(other)") }
            seen[url.path] = "\(what) \(path)"
            let parent = url.deletingLastPathComponent()
            if let folderURL {
                if url.path == folderURL.path { throw Problem("\(what) \(path) is the frames folder") }
                if parent.path == folderURL.path, let n = SheetClip.frameNumber(url.lastPathComponent), n < frameCount {
                    throw Problem("\(what) \(path) would be overwritten by frame \(n) of the clip")
                }
            }
            if parent.path != folderURL?.path {
                var fs = stat()
                guard stat(parent.path, &fs) == 0 else { throw Problem("\(what) \(path): the folder \(parent.path) does not exist") }
                guard fs.st_mode & S_IFMT == S_IFDIR else { throw Problem("\(what) \(path): \(parent.path) is not a folder") }
                guard access(parent.path, W_OK) == 0 else { throw Problem("\(what) \(path): the folder \(parent.path) is not writable") }
            }
            do { try AtomicFile.checkWritable(path) } catch { throw Problem("\(what): \(error)") }
        }
    }

    /// The first existing ancestor of `path` that is not a folder (which would stop `mkdir -p`).
    static func firstNonFolder(above path: String) -> String? {
        var dir = FilePaths.parent(of: path)
        while !dir.isEmpty && dir != "/" {
            var st = stat()
            if stat(dir, &st) == 0 { return st.st_mode & S_IFMT == S_IFDIR ? nil : dir }
            dir = FilePaths.parent(of: dir)
        }
        return nil
    }
}
