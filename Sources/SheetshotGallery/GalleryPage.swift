import Canvas
import Foundation

/// A static HTML page of pictures — a documentation gallery or a contact sheet — written with its
/// thumbnails beside it: sections of rows, each row a subject (a preview, a preset) with its pictures side
/// by side (its variants), each picture a thumbnail that links to the full-size file, and text such as what
/// VoiceOver reads. The page's model is kept as `gallery.json` beside `index.html`, so galleries written
/// in parts (a CI matrix's shards) are joined into one with `merge(_:into:)`.
public struct GalleryPage: Codable, Hashable, Sendable {
    /// One picture: the full-size file and its thumbnail (paths relative to the page), what it shows, and
    /// an animation of it (an APNG), if any.
    public struct Picture: Codable, Hashable, Sendable {
        /// What it shows (a variant's name, a state).
        public var caption: String
        /// The full-size PNG, relative to the page.
        public var file: String
        /// The thumbnail the page shows, relative to the page.
        public var thumbnail: String
        /// An animation of it (an APNG) shown beside it, relative to the page.
        public var animation: String?
        /// The picture's size in pixels.
        public var width: Int, height: Int

        /// A picture whose files are already written.
        public init(caption: String, file: String, thumbnail: String, animation: String? = nil, width: Int, height: Int) {
            self.caption = caption; self.file = file; self.thumbnail = thumbnail; self.animation = animation
            self.width = width; self.height = height
        }
    }

    /// One subject and its pictures, side by side.
    public struct Row: Codable, Hashable, Sendable {
        /// The subject's name.
        public var title: String
        /// Where it comes from (a file and line), shown small under the title.
        public var detail: String?
        /// Its pictures, side by side.
        public var pictures: [Picture]
        /// Text shown with the row, folded under `textTitle` (what VoiceOver reads on the first picture).
        public var text: String?
        /// What the text is ("What VoiceOver reads" when nil).
        public var textTitle: String?
        /// Why the row's subject could not be drawn, shown unfolded (nil when it was).
        public var problem: String?

        /// A row of `pictures` under `title`.
        public init(title: String, detail: String? = nil, pictures: [Picture], text: String? = nil, textTitle: String? = nil,
                    problem: String? = nil) {
            self.title = title; self.detail = detail; self.pictures = pictures; self.text = text
            self.textTitle = textTitle; self.problem = problem
        }
    }

    /// A titled group of rows.
    public struct Section: Codable, Hashable, Sendable {
        /// The group's heading (a source file, a preset).
        public var title: String
        /// Its rows, in order.
        public var rows: [Row]
        /// A section of `rows` under `title`.
        public init(title: String, rows: [Row]) { self.title = title; self.rows = rows }
    }

    /// The page's heading.
    public var title: String
    /// The paragraph under the heading.
    public var introduction: String
    /// Its sections, in order.
    public var sections: [Section]

    /// A page of `sections`.
    public init(title: String, introduction: String, sections: [Section]) {
        self.title = title; self.introduction = introduction; self.sections = sections
    }

    /// How many pictures the page shows.
    public var pictureCount: Int { sections.reduce(0) { $0 + $1.rows.reduce(0) { $0 + $1.pictures.count } } }

    /// The page as HTML: thumbnails only, loaded lazily; each links to its full-size picture.
    public func html() -> String {
        let e = Self.escape
        var out = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        \(Self.generatorMark)
        <title>\(e(title))</title>
        <style>
        body { font: 14px -apple-system, Inter, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        h1 { font-size: 24px; margin: 0 0 4px; }
        h2 { margin: 36px 0 8px; font-size: 19px; border-bottom: 1px solid #d1d1d6; padding-bottom: 4px; }
        .row { margin: 18px 0 26px; }
        .row h3 { margin: 0; font-size: 15px; }
        .detail { color: #8e8e93; font-size: 12px; margin: 2px 0 8px; }
        .pictures { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
        figure { margin: 0; width: 180px; }
        figure img { display: block; max-width: 180px; max-height: 390px; border-radius: 10px; background: #fff;
                     box-shadow: 0 1px 4px rgba(0,0,0,.22); }
        figcaption { margin-top: 6px; font-size: 12px; color: #3c3c43; overflow-wrap: anywhere; }
        figcaption a { color: #007aff; text-decoration: none; }
        details { margin-top: 8px; max-width: 960px; }
        summary { cursor: pointer; color: #3c3c43; font-size: 12px; }
        pre { background: #fff; padding: 8px 10px; border-radius: 8px; font-size: 11px; white-space: pre-wrap; }
        .problem { background: #fff2f2; color: #a40e0e; border: 1px solid #f3b6b6; max-width: 960px; }
        </style></head><body>
        <h1>\(e(title))</h1>
        <p>\(e(introduction))</p>

        """
        for section in sections {
            out += "<h2>\(e(section.title))</h2>\n"
            for row in section.rows {
                out += "<div class=\"row\"><h3>\(e(row.title))</h3>"
                if let detail = row.detail { out += "<div class=\"detail\">\(e(detail))</div>" }
                out += "\n<div class=\"pictures\">\n"
                for p in row.pictures {
                    // Paths are links inside the page's folder, each component percent-encoded (a `#` or a
                    // `javascript:` in a name is a file name, nothing else); one that is not such a path is not linked.
                    guard let file = Self.link(p.file), let thumbnail = Self.link(p.thumbnail) else {
                        out += "<figure><figcaption>\(e(p.caption)) (not shown: its path is not inside the gallery)</figcaption></figure>\n"
                        continue
                    }
                    out += "<figure><a href=\"\(file)\"><img src=\"\(thumbnail)\" alt=\"\(e(p.caption))\" loading=\"lazy\"></a>"
                    out += "<figcaption>\(e(p.caption))</figcaption></figure>\n"
                    // An animation of it (an APNG, which browsers play) beside it.
                    if let animation = p.animation.flatMap(Self.link) {
                        out += "<figure><a href=\"\(animation)\"><img src=\"\(animation)\" alt=\"\(e(p.caption)), animated\" loading=\"lazy\"></a>"
                        out += "<figcaption>\(e(p.caption)) · played</figcaption></figure>\n"
                    }
                }
                out += "</div>"
                if let problem = row.problem { out += "\n<pre class=\"problem\">\(e(problem))</pre>" }
                if let text = row.text, !text.isEmpty {
                    out += "\n<details><summary>\(e(row.textTitle ?? "What VoiceOver reads"))</summary><pre>\(e(text))</pre></details>"
                }
                out += "</div>\n"
            }
        }
        return out + "</body></html>\n"
    }

    /// The line every page and index the gallery writes carries, by which it knows a page it may replace
    /// (a hand-written `index.html` in the folder is never replaced).
    static let generatorMark = #"<meta name="generator" content="Sheetshot gallery">"#

    /// A path from the page's model as a link: percent-encoded components, nil when it is not a plain path
    /// inside the folder.
    static func link(_ path: String) -> String? { (try? RelativePath(path))?.urlEncoded }

    /// Checks that `folder`'s `index.html`, if there is one, is a page the gallery wrote — it carries
    /// `generatorMark`, or is an earlier version's (a `gallery.json` beside it, or the index's title) — so
    /// that writing a gallery never replaces a hand-written page (`docs/index.html`).
    /// - Throws: `GalleryError` naming the page when it is not the gallery's.
    static func checkReplaceable(index folder: ConfinedFolder, legacyTitle: String?) throws {
        let index = try RelativePath("index.html")
        guard let entry = folder.entry(index) else { return }
        let shown = folder.display(index)
        guard case .file = entry else {
            throw GalleryError("\(shown) is \(entry == .folder ? "a folder" : entry == .link ? "a symbolic link" : "not a regular file"): "
                               + "the gallery writes its index.html only where there is none or one it wrote")
        }
        let text = String(decoding: (try? folder.read(index, limit: 64 << 20)) ?? [], as: UTF8.self)
        if text.contains(generatorMark) { return }
        // Written before the mark: a page has its gallery.json beside it; the index of galleries has its title.
        if text.hasPrefix("<!doctype html>"), folder.entry(try RelativePath("gallery.json")) != nil { return }
        if let legacyTitle, text.hasPrefix("<!doctype html>"), text.contains("<title>\(legacyTitle)</title>") { return }
        throw GalleryError("\(shown) was not written by the gallery: it is left as it is. Write the gallery into a folder of its own "
                           + "(SHEETSHOT_GALLERY, --output), or remove that page")
    }

    /// `s` with the characters HTML gives meaning to escaped.
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Writes `index.html` and `gallery.json` into `folder` (the pictures are written by whoever made them),
    /// never through a link there.
    /// - Throws: `GalleryError` when the folder's `index.html` was not written by the gallery (a
    ///   hand-written page is never replaced); `FileError` when a file cannot be written.
    public func write(to folder: String) throws {
        try OutputFolder.create(folder)
        let out = try ConfinedFolder(folder)
        try Self.checkReplaceable(index: out, legacyTitle: nil)
        try out.write(Array(html().utf8), to: RelativePath("index.html"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try out.write(Array(try encoder.encode(self)), to: RelativePath("gallery.json"))
    }

    /// The largest `gallery.json` read: 64 MiB, far more than a page of thousands of pictures takes.
    public static let maximumPageBytes = 64 << 20
    /// The most pictures a page read from a folder may show.
    public static let maximumPictures = 200_000

    /// The page `folder`'s `gallery.json` holds, read without following a link, with every picture's paths
    /// checked to be plain paths inside the folder.
    /// - Throws: `GalleryError` naming the file when it cannot be read, is not a gallery, or names a file
    ///   outside its folder.
    public static func read(from folder: String) throws -> GalleryPage {
        let path = (folder as NSString).appendingPathComponent("gallery.json")
        let bytes: [UInt8]
        do { bytes = try ConfinedFolder(folder).read(RelativePath("gallery.json"), limit: maximumPageBytes) } catch let error as FileError {
            throw GalleryError("\(path) cannot be read: \(error.reason)")
        }
        let page: GalleryPage
        do { page = try JSONDecoder().decode(GalleryPage.self, from: Data(bytes)) } catch {
            throw GalleryError("\(path) is not a gallery's page: \(error)")
        }
        let pictures = page.sections.flatMap(\.rows).flatMap(\.pictures)
        guard pictures.count <= maximumPictures else { throw GalleryError("\(path) shows more than \(maximumPictures) pictures") }
        for picture in pictures {
            for file in [picture.file, picture.thumbnail] + (picture.animation.map { [$0] } ?? []) {
                do { _ = try RelativePath(file) } catch { throw GalleryError("\(path) names a picture outside its folder: \(error)") }
                // Pictures only: a page from elsewhere cannot bring an HTML page or an SVG (a script) along.
                guard file.utf8.count > 4, file.hasSuffix(".png") || file.hasSuffix(".apng") else {
                    throw GalleryError("\(path) names \(FileName.visible(file)) as a picture: a gallery's pictures are .png or .apng files")
                }
            }
        }
        return page
    }

    /// Joins the galleries written in `folders` (shards of one gallery) into `output`: every picture they
    /// reference is copied, sections of the same title are joined, rows sorted by title, a row that two
    /// folders both hold (a folder given twice, a shard uploaded twice) listed once; the first folder's
    /// title and introduction are kept. Returns the joined page.
    ///
    /// The folders may come from other machines: pictures are read without following a link, at most
    /// `Image.maximumPNGFileSize` bytes each, and only by the plain relative paths their pages give;
    /// `output` must be new or empty and apart from every input (nothing there is replaced).
    /// - Throws: `GalleryError` for a folder that is not a gallery or a picture it lists that is missing or
    ///   not a regular file; `FileError` for an output that is not empty or overlaps an input.
    @discardableResult
    public static func merge(_ folders: [String], into output: String) throws -> GalleryPage {
        guard !folders.isEmpty else { throw GalleryError("no galleries to join") }
        let sources = try distinct(folders)
        let pages = try sources.map { try read(from: $0) }
        try OutputFolder.checkApart(output, from: folders, what: "the galleries being joined")
        try OutputFolder.createEmpty(output)
        return try merge(pages, from: sources, into: ConfinedFolder(output))
    }

    /// `merge(_:into:)` of pages already read, into an output folder already checked and opened; returns the
    /// joined page it wrote.
    @discardableResult
    static func merge(_ pages: [GalleryPage], from folders: [String], into out: ConfinedFolder) throws -> GalleryPage {
        var order: [String] = [], rows: [String: [Row]] = [:], seen: [String: Set<Row>] = [:]
        var copied: Set<RelativePath> = []
        for (folder, page) in zip(folders, pages) {
            let input = try ConfinedFolder(folder)
            for section in page.sections {
                if rows[section.title] == nil { order.append(section.title) }
                for row in section.rows where seen[section.title, default: []].insert(row).inserted {
                    rows[section.title, default: []].append(row)
                    for picture in row.pictures {
                        for file in [picture.file, picture.thumbnail] + (picture.animation.map { [$0] } ?? []) {
                            let relative = try RelativePath(file)
                            guard copied.insert(relative).inserted else { continue }
                            do {
                                // A PNG (or APNG) by its signature, whatever its name says.
                                guard try input.readStart(relative, count: 8) == PNGChunk.signature else {
                                    throw GalleryError("\(input.display(relative)), which \(folder)'s page shows, is not a PNG file")
                                }
                                try out.copy(relative, from: input, to: relative, limit: Image.maximumPNGFileSize)
                            } catch let error as FileError {
                                throw GalleryError("\(input.display(relative)), which \(folder)'s page shows, cannot be copied: "
                                                   + (error.reason == "no such file or folder" ? "it is missing" : error.reason))
                            }
                        }
                    }
                }
            }
        }
        let joined = GalleryPage(title: pages[0].title, introduction: pages[0].introduction,
                                 sections: order.map { Section(title: $0, rows: rows[$0]!.sorted { $0.title < $1.title }) })
        try joined.write(to: out.path)
        return joined
    }

    /// `folders` without repeats (the same folder twice, or through a link), in order.
    /// - Throws: `GalleryError` for a folder that does not exist or is not one.
    static func distinct(_ folders: [String]) throws -> [String] {
        var seen: Set<String> = [], out: [String] = []
        for folder in folders {
            do { _ = try ConfinedFolder(folder) } catch { throw GalleryError("\(folder): \(error.reason)") }
            if seen.insert(OutputFolder.resolvedPath(folder)).inserted { out.append(folder) }
        }
        return out
    }
}

/// Why a gallery cannot be read or joined, in plain words.
public struct GalleryError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public let description: String
    /// An error that says `description`.
    public init(_ description: String) { self.description = description }
}

extension GalleryPage.Picture {
    /// Writes `image` as the PNG at `file` and its thumbnail, `thumbnailWidth` pixels wide at most, at
    /// `thumbnail` (both relative to the page's `folder`, their folders made), and returns the picture that
    /// shows them.
    /// - Throws: `FileError` or `PNGError` when a file cannot be written (never through a link), `PathError`
    ///   when `file` or `thumbnail` is not a plain path inside the folder.
    public static func write(_ image: Image, file: String, thumbnail: String, caption: String, into folder: String,
                             thumbnailWidth: Int = 360, animation: String? = nil) throws -> GalleryPage.Picture {
        try OutputFolder.create(folder)
        let out = try ConfinedFolder(folder)
        for (path, picture) in [(file, image), (thumbnail, try Thumbnail.make(from: image, maxWidth: thumbnailWidth))] {
            try out.write(try picture.pngData(), to: RelativePath(path))
        }
        return GalleryPage.Picture(caption: caption, file: file, thumbnail: thumbnail, animation: animation,
                                   width: image.width, height: image.height)
    }
}
