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
        try SnapshotReport.join([a.artifacts.path, b.artifacts.path], into: out.path, rebasing: [.init(from: a.references.path, to: "/local/__Snapshots__/refs")])
        func record(_ name: String) throws -> [String: String] {
            let data = try Data(contentsOf: out.appendingPathComponent("SampleTests/sample.\(name).failure.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        }
        let joinedA = try record("a")
        let composite = out.appendingPathComponent("SampleTests/sample.a.composite.png").path
        #expect(joinedA["composite"] == composite && joinedA["message"]?.contains("composite: \(composite)") == true)
        let accept = "mkdir -p /local/__Snapshots__/refs && rm -f /local/__Snapshots__/refs/sample.a.png && cp \(out.appendingPathComponent("SampleTests/sample.a.actual.png").path) /local/__Snapshots__/refs/sample.a.png"
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

    /// Paths are replaced once: a new path that holds an old one (a checkout at /app rebased to
    /// /Users/me/app) is not replaced again inside it, so the message's accept command is the record's.
    @Test func aPathIsNotReplacedInsideItsReplacement() throws {
        let (a, _, here) = try shards()
        let nested = here.root.path + "/__Snapshots__" + a.references.path    // holds A's reference folder's path
        let out = here.root.appendingPathComponent("joined")
        try SnapshotReport.join([a.artifacts.path], into: out.path, rebasing: [.init(from: a.references.path, to: nested)])
        let record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("SampleTests/sample.a.failure.json"))) as? [String: String])
        let accept = try #require(record["accept"])
        #expect(accept.hasSuffix(" " + nested + "/sample.a.png"))
        #expect(record["message"]?.hasSuffix("\n  " + accept) == true, "\(record["message"] ?? "")")
        #expect(record["message"]?.contains("reference: " + nested + "/sample.a.png") == true)
    }

    /// A download folder holding the shards is not a place to join them into (its own records would be read
    /// back); a record's name cannot put a command into accept-all.sh; a failure whose actual result did not
    /// come along has no accept command in its message, and a later copy that brought it wins.
    @Test func foldersRecordsAndCopiesFromOtherMachinesAreHandledSafely() throws {
        let (a, b, here) = try shards()
        do {
            try SnapshotReport.join([a.artifacts.path], into: a.root.path)
            Issue.record("joining into a folder that holds an input was allowed")
        } catch {
            #expect("\(error)".contains("holds") && "\(error)".contains("write into a folder of its own"))
        }
        // A name with a line break, as a hostile record might hold.
        let recordURL = a.artifacts.appendingPathComponent("SampleTests/sample.a.failure.json")
        var record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: recordURL)) as? [String: String])
        record["name"] = "SampleTests/sample.a\ntouch \(here.root.path)/pwned"
        try JSONSerialization.data(withJSONObject: record).write(to: recordURL)
        // Shard A lost its actual result for "shared"; B has it.
        try FileManager.default.removeItem(at: a.artifact("actual.png", name: "sample.shared"))
        let out = here.root.appendingPathComponent("joined")
        // The shards ran on this machine: their references are inside the checkout (the temporary folder here).
        let checkout = a.root.deletingLastPathComponent().path
        try SnapshotReport.join([a.artifacts.path, b.artifacts.path], into: out.path, checkout: checkout)
        let script = try String(contentsOf: SnapshotReport.acceptAllPath(in: out), encoding: .utf8)
        #expect(script.contains("# SampleTests/sample.a touch "))
        #expect(!script.contains("\ntouch "))
        let shared = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("SampleTests/sample.shared.failure.json"))) as? [String: String])
        #expect(shared["accept"]?.contains("cp " + out.appendingPathComponent("SampleTests/sample.shared.actual.png").path) == true)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("SampleTests/sample.shared.actual.png").path))
        // Only A had "t" (text) — drop its actual: its message then has no accept lines, and says why.
        try FileManager.default.removeItem(at: a.artifact("actual.txt", name: "sample.t"))
        let out2 = here.root.appendingPathComponent("joined2")
        try SnapshotReport.join([a.artifacts.path], into: out2.path, checkout: checkout)
        let t = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out2.appendingPathComponent("SampleTests/sample.t.failure.json"))) as? [String: String])
        #expect(t["accept"] == "" && t["message"]?.contains("Accept the actual") == false && t["message"]?.contains("cp ") == false)
        #expect(t["message"]?.hasSuffix("nothing to accept here.)") == true)
    }
}
