import Canvas
import Foundation
import SheetshotGallery
import Testing

/// Galleries from other machines and from repositories (issue 44: S4, S6, S9, W4, H4, D1, M4): every
/// hostile folder is built in a temporary directory.
@Suite struct HostileGalleryTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-hostile-gallery-\(UUID().uuidString)").path
    init() throws { try OutputFolder.create(root) }

    func page(_ rows: [(title: String, file: String)]) -> GalleryPage {
        GalleryPage(title: "Gallery", introduction: "", sections: [GalleryPage.Section(title: "S", rows: rows.map {
            GalleryPage.Row(title: $0.title, pictures: [GalleryPage.Picture(caption: "c", file: $0.file, thumbnail: $0.file, width: 2, height: 2)])
        })])
    }

    /// A gallery folder holding `page` with its pictures.
    func gallery(_ name: String, _ page: GalleryPage) throws -> String {
        let folder = root + "/" + name
        for p in page.sections.flatMap(\.rows).flatMap(\.pictures) {
            try OutputFolder.create(FilePaths.parent(of: folder + "/" + p.file))
            try Image(width: 2, height: 2, color: .white).writePNG(to: folder + "/" + p.file)
        }
        try page.write(to: folder)
        return folder
    }

    /// S4: a name that is a scheme, a fragment or a query is a file name in every link.
    @Test func namesAreFileNamesInLinks() throws {
        let folder = try gallery("g", page([("x", "javascript:alert(document.domain)"), ("y", "previews/#1.png")]))
        let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(!html.contains("\"javascript:"), "\(html)")
        #expect(html.contains(#"href="javascript%3Aalert%28document.domain%29""#))
        #expect(html.contains(#"src="previews/%231.png""#))
        // A page naming a path outside its folder is refused when read, and not linked when shown.
        var hostile = page([("z", "../../etc/passwd")])
        #expect(hostile.html().contains("not shown") && !hostile.html().contains("etc/passwd\""))
        hostile.sections[0].rows[0].pictures[0].file = "/etc/passwd"
        try OutputFolder.create(root + "/h")
        try Data(try JSONEncoder().encode(hostile)).write(to: URL(fileURLWithPath: root + "/h/gallery.json"))
        #expect(throws: GalleryError.self) { try GalleryPage.read(from: root + "/h") }
    }

    /// S6: pictures and folders that are links are not read (a key, /etc); H4: a picture past the size limit
    /// is refused before it is read.
    @Test func linksAndHugeFilesAreNotRead() throws {
        let secret = root + "/id_rsa"
        try Data("key".utf8).write(to: URL(fileURLWithPath: secret))
        let a = try gallery("a", page([("x", "previews/a.png")]))
        try FileManager.default.removeItem(atPath: a + "/previews/a.png")
        #expect(symlink(secret, a + "/previews/a.png") == 0)
        do { try GalleryPage.merge([a], into: root + "/out"); Issue.record("a linked picture was read") } catch {
            #expect("\(error)".contains("symbolic link"), "\(error)")
        }
        let b = try gallery("b", page([("x", "previews/a.png")]))
        try FileManager.default.removeItem(atPath: b + "/previews")
        #expect(symlink("/etc", b + "/previews") == 0)
        #expect(throws: GalleryError.self) { try GalleryPage.merge([b], into: root + "/out2") }
        // The page itself as a link.
        let c = try gallery("c", page([("x", "p.png")]))
        try FileManager.default.removeItem(atPath: c + "/gallery.json")
        #expect(symlink(secret, c + "/gallery.json") == 0)
        #expect(throws: GalleryError.self) { try GalleryPage.read(from: c) }
        // A sparse file one byte past the limit: refused from its size, nothing allocated.
        let d = try gallery("d", page([("x", "big.png")]))
        #expect(truncate(d + "/big.png", off_t(Image.maximumPNGFileSize) + 1) == 0)
        do { try GalleryPage.merge([d], into: root + "/out3"); Issue.record("a picture past the limit was read") } catch {
            #expect("\(error)".contains("more than the limit"), "\(error)")
        }
        // Nothing of the secret reached any output.
        for out in ["out", "out2", "out3"] {
            let files = FileManager.default.enumerator(atPath: root + "/" + out)?.allObjects as? [String] ?? []
            for f in files { #expect(!((try? String(contentsOfFile: root + "/" + out + "/" + f, encoding: .utf8)) ?? "").contains("key")) }
        }
    }

    /// S9, W4, M4: the output is apart from the inputs (through links too), a folder given twice counts once,
    /// and a folder that does not exist is named as such.
    @Test func theOutputIsApartAndInputsCountOnce() throws {
        let a = try gallery("a", page([("x", "x.png")])), b = try gallery("b", page([("y", "y.png")]))
        #expect(throws: FileError.self) { try GalleryPage.merge([a, b], into: a) }
        #expect(throws: FileError.self) { try GalleryPage.merge([a, b], into: a + "/joined") }
        #expect(symlink(a, root + "/alias") == 0)
        #expect(throws: FileError.self) { try GalleryPage.merge([a, b], into: root + "/alias/new") }
        #expect(!FileManager.default.fileExists(atPath: a + "/new"))
        let joined = try GalleryPage.merge([a, b, a, root + "/alias"], into: root + "/out")
        #expect(joined.sections[0].rows.map(\.title) == ["x", "y"])
        do { try GalleryIndex.merge([root + "/nowhere"], into: root + "/out2"); Issue.record("a missing folder was joined") } catch {
            #expect("\(error)".contains("nowhere") && "\(error)".contains("no such folder"), "\(error)")
        }
        // The joined output holds only the gallery's own files.
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: root + "/out")) == ["index.html", "gallery.json", "x.png", "y.png"])
    }

    /// D1: a hand-written index.html is never replaced; a page the gallery wrote (now, or before the mark) is.
    @Test func aHandWrittenIndexIsLeftAlone() throws {
        let docs = root + "/docs"
        try OutputFolder.create(docs)
        try Data("<html>my docs</html>".utf8).write(to: URL(fileURLWithPath: docs + "/index.html"))
        do { try GalleryIndex.write(in: docs); Issue.record("a hand-written index was replaced") } catch {
            #expect("\(error)".contains("was not written by the gallery"), "\(error)")
        }
        #expect(throws: GalleryError.self) { try page([("x", "x.png")]).write(to: docs) }
        #expect(try String(contentsOfFile: docs + "/index.html", encoding: .utf8) == "<html>my docs</html>")
        // Its own pages are replaced: written now, or by an earlier version (its title, its gallery.json).
        let folder = try gallery("g", page([("x", "x.png")]))
        try page([("y", "x.png")]).write(to: folder)
        try OutputFolder.create(root + "/old")
        try Data("<!doctype html>\n<html><head><title>Galleries</title></head></html>".utf8).write(to: URL(fileURLWithPath: root + "/old/index.html"))
        #expect(try GalleryIndex.write(in: root + "/old") == 0)
        // An index.html that is a link is not the gallery's either.
        try FileManager.default.removeItem(atPath: folder + "/index.html")
        #expect(symlink(docs + "/index.html", folder + "/index.html") == 0)
        #expect(throws: GalleryError.self) { try page([("x", "x.png")]).write(to: folder) }
        #expect(try String(contentsOfFile: docs + "/index.html", encoding: .utf8) == "<html>my docs</html>")
    }

    /// Second read: a page from elsewhere brings pictures only — no HTML page or SVG under a picture's name,
    /// and a ".png" that is not a PNG is not copied; a name that is not UTF-8 is refused.
    @Test func onlyPicturesAreCopied() throws {
        let a = try gallery("a", page([("x", "x.png")]))
        var html = page([("x", "evil.html")])
        try Data(try JSONEncoder().encode(html)).write(to: URL(fileURLWithPath: a + "/gallery.json"))
        do { _ = try GalleryPage.read(from: a); Issue.record("an HTML picture was read") } catch {
            #expect("\(error)".contains(".png or .apng"), "\(error)")
        }
        html = page([("x", "fake.png")])
        try Data(try JSONEncoder().encode(html)).write(to: URL(fileURLWithPath: a + "/gallery.json"))
        try Data("<svg onload=alert(1)>".utf8).write(to: URL(fileURLWithPath: a + "/fake.png"))
        do { try GalleryPage.merge([a], into: root + "/out"); Issue.record("a file that is not a PNG was copied") } catch {
            #expect("\(error)".contains("is not a PNG file"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/out/fake.png"))
        // A name that is not UTF-8 in a folder from outside.
        let b = root + "/b"
        try OutputFolder.create(b)
        let bad = b + "/\u{FFFD}"
        _ = bad
        let fd = open(b + "/" + String(decoding: [0x61], as: UTF8.self), O_CREAT | O_WRONLY, 0o644); close(fd)
        let raw: [CChar] = Array((b + "/").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
        #expect(creat(raw, 0o644) >= 0)
        #expect(throws: FileError.self) { try ConfinedFolder(b).list() }
    }
}
