import Canvas
import Foundation
import SheetshotGallery
import Testing

/// Gallery pages: thumbnails, the page's HTML, and galleries written in shards joined into one.
@Suite struct GalleryPageTests {
    func folder() -> String { FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-gallery-\(UUID().uuidString)").path }

    @Test func aThumbnailAveragesWhatItCoversAndKeepsTheAspect() throws {
        // 4×2: a red and a blue half on the left column pair, white on the right; a transparent pixel
        // whose colour must not bleed in.
        var pixels: [UInt8] = []
        for y in 0..<2 {
            for x in 0..<4 {
                switch (x, y) {
                case (0, _): pixels += [255, 0, 0, 255]
                case (1, 0): pixels += [0, 0, 255, 255]
                case (1, 1): pixels += [0, 255, 0, 0]        // transparent green
                default: pixels += [255, 255, 255, 255]
                }
            }
        }
        let image = try Image(width: 4, height: 2, pixels: pixels)
        let small = try Thumbnail.make(from: image, maxWidth: 2)
        #expect(small.width == 2 && small.height == 1)
        // Left: red, red, blue over 3 opaque pixels and one transparent one (no green).
        #expect(Array(small.pixels[0..<4]) == [170, 0, 85, 191])
        #expect(Array(small.pixels[4..<8]) == [255, 255, 255, 255])
        // Narrow enough already: the same image.
        #expect(try Thumbnail.make(from: image, maxWidth: 8) == image)
        // A tall screen keeps its aspect.
        let screen = try Image(width: 1179, height: 2556, pixels: [UInt8](repeating: 200, count: 1179 * 2556 * 4))
        let thumb = try Thumbnail.make(from: screen, maxWidth: 360)
        #expect(thumb.width == 360 && thumb.height == 780)
    }

    func page(_ title: String, _ rows: [String]) -> GalleryPage {
        GalleryPage(title: "Gallery", introduction: "Pictures <and> \"quotes\"", sections: [
            GalleryPage.Section(title: title, rows: rows.map { name in
                GalleryPage.Row(title: name, detail: "File.swift, line 1", pictures: [
                    GalleryPage.Picture(caption: "light", file: "previews/\(name).png", thumbnail: "thumbs/\(name).png", width: 4, height: 2),
                ], text: "static text \"\(name)\"")
            })
        ])
    }

    func writePictures(of page: GalleryPage, in folder: String) throws {
        let image = try Image(width: 4, height: 2, pixels: [UInt8](repeating: 255, count: 32))
        for p in page.sections.flatMap(\.rows).flatMap(\.pictures) {
            for file in [p.file, p.thumbnail] {
                try OutputFolder.create(((folder as NSString).appendingPathComponent(file) as NSString).deletingLastPathComponent)
                try image.writePNG(to: (folder as NSString).appendingPathComponent(file))
            }
        }
    }

    @Test func thePageShowsThumbnailsLinkedToFullSizePictures() throws {
        let html = page("Cards.swift", ["Receipt"]).html()
        #expect(html.contains(#"<a href="previews/Receipt.png"><img src="thumbs/Receipt.png" alt="light" loading="lazy"></a>"#))
        #expect(html.contains("Pictures &lt;and&gt; &quot;quotes&quot;"))
        #expect(html.contains("<summary>What VoiceOver reads</summary><pre>static text &quot;Receipt&quot;</pre>"))
        #expect(!html.contains(#"<img src="previews/"#))
    }

    @Test func shardsAreJoinedIntoOneGallery() throws {
        let a = folder(), b = folder(), out = folder()
        defer { for f in [a, b, out] { try? FileManager.default.removeItem(atPath: f) } }
        let first = page("Cards.swift", ["Receipt"]), second = page("Cards.swift", ["Badge"])
        for (f, p) in [(a, first), (b, second)] { try writePictures(of: p, in: f); try p.write(to: f) }
        let joined = try GalleryPage.merge([a, b], into: out)
        #expect(joined.sections.count == 1 && joined.sections[0].rows.map(\.title) == ["Badge", "Receipt"])
        #expect(try GalleryPage.read(from: out) == joined)
        for file in ["index.html", "gallery.json", "previews/Receipt.png", "thumbs/Badge.png"] {
            #expect(FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent(file)), "\(file)")
        }
        // A folder that is not a gallery, and a page that names a file outside its folder, are refused.
        #expect(throws: GalleryError.self) { try GalleryPage.merge([a, folder()], into: out) }
        var hostile = page("Cards.swift", ["x"])
        hostile.sections[0].rows[0].pictures[0].file = "../../etc/passwd"
        let c = folder()
        defer { try? FileManager.default.removeItem(atPath: c) }
        try hostile.write(to: c)
        #expect(throws: GalleryError.self) { try GalleryPage.merge([c], into: out) }
    }

    /// A folder of galleries, one per module: its index links each; shards' folders join module by module.
    @Test func aFolderOfGalleriesIsIndexedAndJoined() throws {
        let a = folder(), b = folder(), out = folder()
        defer { for f in [a, b, out] { try? FileManager.default.removeItem(atPath: f) } }
        for (root, module, row) in [(a, "Orders", "Receipt"), (a, "Profile", "Avatar"), (b, "Orders", "Badge")] {
            var p = page("Cards.swift", [row]); p.title = "\(module) previews"
            try writePictures(of: p, in: root + "/" + module); try p.write(to: root + "/" + module)
        }
        #expect(GalleryIndex.galleries(in: a) == ["Orders", "Profile"])
        #expect(try GalleryIndex.write(in: a) == 2)
        let html = try String(contentsOfFile: a + "/index.html", encoding: .utf8)
        #expect(html.contains(#"<a class="gallery" href="Orders/index.html"><img src="Orders/thumbs/Receipt.png""#))
        #expect(html.contains("<h2>Profile previews</h2><p>1 row, 1 picture</p>"))
        let joined = try GalleryIndex.merge([a, b], into: out)
        #expect(joined["Orders"]?.sections.flatMap(\.rows).map(\.title) == ["Badge", "Receipt"])
        #expect(joined["Profile"]?.pictureCount == 1)
        #expect(FileManager.default.fileExists(atPath: out + "/Orders/thumbs/Badge.png"))
        #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8).contains("<h1>2 galleries</h1>"))
        // A gallery whose page cannot be read is listed with the reason; the others still are.
        try OutputFolder.create(a + "/Broken")
        try Data("{".utf8).write(to: URL(fileURLWithPath: a + "/Broken/gallery.json"))
        #expect(try GalleryIndex.write(in: a) == 3)
        let listed = try String(contentsOfFile: a + "/index.html", encoding: .utf8)
        #expect(listed.contains("<h2>Broken</h2><p>") && listed.contains("is not a gallery") && listed.contains("Orders/index.html"))
        #expect(!FileManager.default.fileExists(atPath: a + "/.gallery.lock"))
        // A folder with no gallery in it is named.
        let empty = folder()
        try OutputFolder.create(empty)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        do { try GalleryIndex.merge([b, empty], into: out); Issue.record("an empty folder was joined") } catch {
            #expect("\(error)".contains("\(empty) holds no gallery"))
        }
    }
}
