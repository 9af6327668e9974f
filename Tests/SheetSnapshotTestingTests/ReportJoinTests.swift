import Canvas
import Foundation
import SheetSnapshotTesting
import Testing

/// Shards' reports joined into one (issue 34): the images come along, the accept commands point at this
/// machine's references, a failure two shards both had is listed once, and accept-all accepts them all.
@Suite struct ReportJoinTests {
    let image = craftedImage(width: 10, height: 10)
    let bad = craftedImage(width: 10, height: 10, changes: [(3, 3, 0)])

    /// Two CI machines' checkouts (each with its references and its artifacts folder), and this one's.
    func shards() throws -> (a: SnapshotSandbox, b: SnapshotSandbox, here: SnapshotSandbox) {
        let a = SnapshotSandbox(), b = SnapshotSandbox(), here = SnapshotSandbox()
        for box in [a, b, here] {
            try FileManager.default.createDirectory(at: box.references, withIntermediateDirectories: true)
            for name in ["a", "b", "shared"] { try image.writePNG(to: box.reference("sample.\(name).png").path) }
            try Data("old text\n".utf8).write(to: box.reference("sample.t.txt"))
        }
        // Shard A: an image and a text failure; shard B: another image; both: "shared" (a test every shard ran).
        #expect(a.verify(bad, as: .image, named: "a", record: .never) != nil)
        #expect(a.verify("new text\n", as: .text, named: "t", record: .never) != nil)
        #expect(a.verify(bad, as: .image, named: "shared", record: .never) != nil)
        #expect(b.verify(bad, as: .image, named: "b", record: .never) != nil)
        #expect(b.verify(bad, as: .image, named: "shared", record: .never) != nil)
        return (a, b, here)
    }

    @Test func shardsJoinIntoOneReportWhoseAcceptCommandsWorkHere() throws {
        let (a, b, here) = try shards()
        let out = here.root.appendingPathComponent("joined")
        let result = try SnapshotReport.join([a.artifacts.path, b.artifacts.path], into: out.path, rebasing: [
            .init(from: a.references.path, to: here.references.path), .init(from: b.references.path + "/", to: here.references.path),
        ])
        #expect(result == .init(failures: 4, duplicates: 1, rebased: 4))
        let html = try String(contentsOf: SnapshotReport.path(in: out), encoding: .utf8)
        #expect(html.contains("4 snapshot failures"))
        // Pictures are linked inside the joined folder, and are there.
        for name in ["a", "b", "shared"] {
            #expect(html.contains("href=\"SampleTests/sample.\(name).actual.png\""), "\(name)")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("SampleTests/sample.\(name).diff.png").path))
        }
        // Nothing names the shards' folders any more: not the page, not the script.
        let script = try String(contentsOf: SnapshotReport.acceptAllPath(in: out), encoding: .utf8)
        for text in [html, script] {
            #expect(!text.contains(a.root.path) && !text.contains(b.root.path))
        }
        #expect(html.contains("reference \(here.reference("sample.a.png").path)"))
        // The shards' artifacts may go (a CI download folder removed): accepting reads only the joined folder.
        try FileManager.default.removeItem(at: a.root); try FileManager.default.removeItem(at: b.root)
        #expect(try run("sh \(SnapshotReport.acceptAllPath(in: out).path)") == 0)
        for name in ["a", "b", "shared"] { #expect(here.verify(bad, as: .image, named: name, record: .never) == nil, "\(name)") }
        #expect(here.verify("new text\n", as: .text, named: "t", record: .never) == nil)
        #expect(!FileManager.default.fileExists(atPath: SnapshotReport.path(in: out).path))
    }

    @Test func eachFailuresMessageAndAcceptCommandNameItsCopies() throws {
        let (a, b, here) = try shards()
        let out = here.root.appendingPathComponent("joined")
        try SnapshotReport.join([a.artifacts.path, b.artifacts.path], into: out.path, rebasing: [.init(from: a.references.path, to: "/local/refs")])
        func record(_ name: String) throws -> [String: String] {
            let data = try Data(contentsOf: out.appendingPathComponent("SampleTests/sample.\(name).failure.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        }
        let joinedA = try record("a")
        let composite = out.appendingPathComponent("SampleTests/sample.a.composite.png").path
        #expect(joinedA["composite"] == composite && joinedA["message"]?.contains("composite: \(composite)") == true)
        let accept = "mkdir -p /local/refs && cp \(out.appendingPathComponent("SampleTests/sample.a.actual.png").path) /local/refs/sample.a.png"
        #expect(joinedA["accept"] == accept && joinedA["message"]?.hasSuffix("\n  " + accept) == true)
        #expect(joinedA["message"]?.contains("report:    \(out.appendingPathComponent("index.html").path)") == true)
        #expect(!joinedA.values.contains { $0.contains(a.root.path) })
        // B's reference paths were not rebased: they stay what B wrote.
        #expect(try record("b")["reference"] == b.reference("sample.b.png").path)
        // A failure accepted here since is left out of a report joined again.
        try FileManager.default.removeItem(at: here.reference("sample.b.png"))
        try FileManager.default.copyItem(at: out.appendingPathComponent("SampleTests/sample.b.actual.png"), to: here.reference("sample.b.png"))
        let again = try SnapshotReport.join([a.artifacts.path, b.artifacts.path], into: here.root.appendingPathComponent("again").path,
                                            rebasing: [.init(from: b.references.path, to: here.references.path)])
        #expect(again == .init(failures: 3, duplicates: 1, rebased: 1))   // B's "shared" was left out as A's duplicate
    }

    @Test func badFoldersAreErrorsNamingThem() throws {
        let (a, _, here) = try shards()
        #expect(throws: FileError.self) { try SnapshotReport.join([here.root.appendingPathComponent("nowhere").path], into: here.root.appendingPathComponent("o").path) }
        do {
            try SnapshotReport.join([a.artifacts.path], into: a.artifacts.appendingPathComponent("inside").path)
            Issue.record("joining into one of the inputs was allowed")
        } catch {
            #expect("\(error)".contains("one of the reports being joined"))
        }
        // A damaged record is named.
        try Data("{".utf8).write(to: a.artifacts.appendingPathComponent("SampleTests/sample.a.failure.json"))
        do {
            try SnapshotReport.join([a.artifacts.path], into: here.root.appendingPathComponent("o2").path)
            Issue.record("a damaged record was read")
        } catch {
            #expect("\(error)".contains("sample.a.failure.json is not a snapshot failure record"))
        }
        #expect(SnapshotReport.Rebase("a=b") == .init(from: "a", to: "b"))
        #expect(SnapshotReport.Rebase("=b") == nil && SnapshotReport.Rebase("a=") == nil && SnapshotReport.Rebase("ab") == nil)
        // Prefixes match whole components: /ci/app does not rebase /ci/application.
        #expect(SnapshotReport.Rebase(from: "/ci/app", to: "/here").apply(to: "/ci/application/x.png") == nil)
    }
}
