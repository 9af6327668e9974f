import Canvas
import Foundation

/// A folder of galleries, one per subfolder (a package's modules' preview galleries), with an
/// `index.html` that links each with its first picture, title and size.
public enum GalleryIndex {
    /// The subfolders of `folder` that hold a gallery (a `gallery.json` file), sorted by name; links are
    /// not followed (a link among them is not a gallery).
    public static func galleries(in folder: String) -> [String] {
        guard let root = try? ConfinedFolder(folder), let entries = try? root.list() else { return [] }
        return entries.filter { name, entry in
            guard entry == .folder, !name.hasPrefix("."), let page = try? RelativePath(components: [name, "gallery.json"]),
                  case .file = root.entry(page) else { return false }
            return true
        }.map(\.name)
    }

    /// Writes `folder`'s `index.html`, linking every gallery in its subfolders (one whose page cannot be read
    /// is listed with the reason); returns how many it links. Processes writing galleries into one folder side
    /// by side (test processes run in parallel) take turns under a lock, so the last index lists every gallery.
    /// - Throws: `FileError` when the folder, its lock or the page cannot be written.
    @discardableResult
    public static func write(in folder: String) throws -> Int {
        try OutputFolder.create(folder)
        return try FileLock.withExclusiveLock(at: lockPath(for: folder)) { try writeLocked(in: folder) }
    }

    /// The title of the index's page (by which an index written before the generator mark is known).
    static let title = "Galleries"

    /// The lock for a gallery folder: in the temporary folder, named by an FNV-1a hash of the folder's absolute
    /// path, so that no lock file lands among the pictures a project commits.
    static func lockPath(for folder: String) -> String {
        let hash = StableHash.fnv1a64(URL(fileURLWithPath: folder).standardizedFileURL.path)
        return FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-gallery-\(String(hash, radix: 16)).lock").path
    }

    private static func writeLocked(in folder: String) throws -> Int {
        let e = GalleryPage.escape
        let root = try ConfinedFolder(folder)
        try GalleryPage.checkReplaceable(index: root, legacyTitle: title)
        let names = galleries(in: folder)
        var out = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        \(GalleryPage.generatorMark)
        <title>\(title)</title>
        <style>
        body { font: 14px -apple-system, Inter, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        h1 { font-size: 24px; margin: 0 0 16px; }
        .galleries { display: flex; flex-wrap: wrap; gap: 20px; }
        a.gallery, div.gallery { display: block; width: 220px; background: #fff; border-radius: 12px; padding: 12px; color: inherit;
                    text-decoration: none; box-shadow: 0 1px 4px rgba(0,0,0,.18); }
        a.gallery img { display: block; max-width: 196px; max-height: 300px; border-radius: 8px; margin-bottom: 8px; }
        .gallery h2 { font-size: 16px; margin: 0 0 4px; color: #007aff; }
        .gallery p { font-size: 12px; color: #3c3c43; margin: 0; overflow-wrap: anywhere; }
        </style></head><body>
        <h1>\(names.count) galler\(names.count == 1 ? "y" : "ies")</h1>
        <div class="galleries">

        """
        for name in names {
            let page: GalleryPage
            do { page = try GalleryPage.read(from: "\(folder)/\(name)") } catch {
                out += "<div class=\"gallery\"><h2>\(e(name))</h2><p>\(e("\(error)"))</p></div>\n"
                continue
            }
            let first = page.sections.lazy.flatMap(\.rows).flatMap(\.pictures).first
            let base = RelativePath.percentEncoded(name)
            out += "<a class=\"gallery\" href=\"\(base)/index.html\">"
            if let first, let thumbnail = GalleryPage.link(first.thumbnail) {
                out += "<img src=\"\(base)/\(thumbnail)\" alt=\"\(e(first.caption))\" loading=\"lazy\">"
            }
            let rows = page.sections.reduce(0) { $0 + $1.rows.count }
            out += "<h2>\(e(page.title))</h2><p>\(rows) row\(rows == 1 ? "" : "s"), \(page.pictureCount) picture\(page.pictureCount == 1 ? "" : "s")</p></a>\n"
        }
        try root.write(Array((out + "</div>\n</body></html>\n").utf8), to: RelativePath("index.html"))
        return names.count
    }

    /// Joins folders of galleries (each shard's, as ``write(in:)`` indexes them) into `output`: the
    /// galleries of one name are joined with ``GalleryPage/merge(_:into:)``, then the index is written.
    /// A folder given twice is read once. Returns the joined pages by name.
    /// - Throws: `GalleryError` when a folder does not exist or holds no gallery, or as `merge` does;
    ///   `FileError` for an output that is not empty or overlaps an input.
    @discardableResult
    public static func merge(_ folders: [String], into output: String) throws -> [String: GalleryPage] {
        var sources: [String: [String]] = [:]
        for folder in try GalleryPage.distinct(folders) {
            let names = galleries(in: folder)
            guard !names.isEmpty else { throw GalleryError("\(folder) holds no gallery: neither a gallery.json nor subfolders with one") }
            for name in names { sources[name, default: []].append("\(folder)/\(name)") }
        }
        try OutputFolder.checkApart(output, from: folders, what: "the galleries being joined")
        try OutputFolder.createEmpty(output)
        let out = try ConfinedFolder(output)
        var pages: [String: GalleryPage] = [:]
        for (name, parts) in sources.sorted(by: { $0.key < $1.key }) {
            let folder = try RelativePath(components: [name])
            try out.makeFolder(folder)
            pages[name] = try GalleryPage.merge(try parts.map { try GalleryPage.read(from: $0) }, from: parts, into: ConfinedFolder(out.display(folder)))
        }
        try write(in: output)
        return pages
    }
}
