import Canvas
import Foundation

/// A static HTML page of pictures — a documentation gallery or a contact sheet — written with its
/// thumbnails beside it: sections of rows, each row a subject (a preview, a preset) with its pictures side
/// by side (its variants), each picture a thumbnail that links to the full-size file, and text such as what
/// VoiceOver reads. The page's model is kept as `gallery.json` beside `index.html`, so galleries written
/// in parts (a CI matrix's shards) are joined into one with `merge(_:into:)`.
public struct GalleryPage: Codable, Equatable, Sendable {
    /// One picture: the full-size file and its thumbnail (paths relative to the page), what it shows, and
    /// an animation of it (an APNG), if any.
    public struct Picture: Codable, Equatable, Sendable {
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
    public struct Row: Codable, Equatable, Sendable {
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
    public struct Section: Codable, Equatable, Sendable {
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
                    out += "<figure><a href=\"\(e(p.file))\"><img src=\"\(e(p.thumbnail))\" alt=\"\(e(p.caption))\" loading=\"lazy\"></a>"
                    out += "<figcaption>\(e(p.caption))</figcaption></figure>\n"
                    // An animation of it (an APNG, which browsers play) beside it.
                    if let animation = p.animation {
                        out += "<figure><a href=\"\(e(animation))\"><img src=\"\(e(animation))\" alt=\"\(e(p.caption)), animated\" loading=\"lazy\"></a>"
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

    /// `s` with the characters HTML gives meaning to escaped.
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Writes `index.html` and `gallery.json` into `folder` (the pictures are written by whoever made them).
    public func write(to folder: String) throws {
        try OutputFolder.create(folder)
        try AtomicFile.write(Array(html().utf8), to: (folder as NSString).appendingPathComponent("index.html"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(self)), to: (folder as NSString).appendingPathComponent("gallery.json"))
    }

    /// The page `folder`'s `gallery.json` holds.
    /// - Throws: `GalleryError` naming the file when it cannot be read or is not a gallery.
    public static func read(from folder: String) throws -> GalleryPage {
        let path = (folder as NSString).appendingPathComponent("gallery.json")
        guard let data = FileManager.default.contents(atPath: path) else { throw GalleryError("\(path) cannot be read: is \(folder) a gallery folder?") }
        do { return try JSONDecoder().decode(GalleryPage.self, from: data) } catch {
            throw GalleryError("\(path) is not a gallery's page: \(error)")
        }
    }

    /// Joins the galleries written in `folders` (shards of one gallery) into `output`: every picture they
    /// reference is copied, sections of the same title are joined, rows sorted by title; the first
    /// folder's title and introduction are kept. Returns the joined page.
    /// - Throws: `GalleryError` for a folder that is not a gallery or a picture it lists that is missing.
    @discardableResult
    public static func merge(_ folders: [String], into output: String) throws -> GalleryPage {
        guard !folders.isEmpty else { throw GalleryError("no galleries to join") }
        let pages = try folders.map { try read(from: $0) }
        var order: [String] = [], rows: [String: [Row]] = [:]
        for (folder, page) in zip(folders, pages) {
            for section in page.sections {
                if rows[section.title] == nil { order.append(section.title) }
                rows[section.title, default: []] += section.rows
                for picture in section.rows.flatMap(\.pictures) {
                    for file in [picture.file, picture.thumbnail] + (picture.animation.map { [$0] } ?? []) {
                        try copy(file, from: folder, to: output)
                    }
                }
            }
        }
        let joined = GalleryPage(title: pages[0].title, introduction: pages[0].introduction,
                                 sections: order.map { Section(title: $0, rows: rows[$0]!.sorted { $0.title < $1.title }) })
        try joined.write(to: output)
        return joined
    }

    /// Copies the picture at `relative` from one gallery folder to another (nothing when they are one).
    private static func copy(_ relative: String, from folder: String, to output: String) throws {
        guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else {
            throw GalleryError("a gallery's page names \(relative), outside its folder")
        }
        let source = (folder as NSString).appendingPathComponent(relative), target = (output as NSString).appendingPathComponent(relative)
        guard (source as NSString).standardizingPath != (target as NSString).standardizingPath else { return }
        guard let data = FileManager.default.contents(atPath: source) else { throw GalleryError("\(source), which \(folder)'s page shows, is missing") }
        try OutputFolder.create(FilePaths.parent(of: target))
        try AtomicFile.write(Array(data), to: target)
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
    /// - Throws: `FileError` or `PNGError` when a file cannot be written.
    public static func write(_ image: Image, file: String, thumbnail: String, caption: String, into folder: String,
                             thumbnailWidth: Int = 360, animation: String? = nil) throws -> GalleryPage.Picture {
        for (path, picture) in [(file, image), (thumbnail, try Thumbnail.make(from: image, maxWidth: thumbnailWidth))] {
            let target = (folder as NSString).appendingPathComponent(path)
            try OutputFolder.create(FilePaths.parent(of: target))
            try picture.writePNG(to: target)
        }
        return GalleryPage.Picture(caption: caption, file: file, thumbnail: thumbnail, animation: animation,
                                   width: image.width, height: image.height)
    }
}
