import Canvas
import Foundation
@testable import SheetshotSnapshotCore
import SheetSnapshotTesting
import Testing

/// Shards' reports from other machines are joined without touching anything outside the output folder
/// (issue 44, S1, S2, S7, S8, W6): each hostile folder is built in a temporary directory.
@Suite struct HostileJoinTests {
    let box = SnapshotSandbox()
    var root: String { box.root.path }

    func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: FilePaths.parent(of: path), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func record(reference: String, actual: String, name: String = "x") -> String {
        #"{"name":"\#(name)","test":"t","message":"m","reference":"\#(reference)","actual":"\#(actual)","accept":"x","date":"d"}"#
    }

    /// What is under `folder`, as relative paths (links shown as such), to compare before and after.
    func listing(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    /// S1: `..failure.json` whose actual ends in `/..` once made the join remove the output's parent.
    @Test func aRecordCannotNameTheFolderAbove() throws {
        let checkout = root + "/checkout"
        try write("x\n", checkout + "/Sources/a.swift")
        try write(record(reference: "/ci/x.png", actual: "/ci/art/.."), root + "/downloads/shard-1/..failure.json")
        let before = listing(checkout)
        #expect(throws: SnapshotReportError.self) {
            try SnapshotReport.join([root + "/downloads/shard-1"], into: checkout + "/report", checkout: checkout)
        }
        #expect(listing(checkout) == before + ["report"] || listing(checkout) == before)
        #expect(FileManager.default.fileExists(atPath: checkout + "/Sources/a.swift"))
        // A record that is well named but whose artifacts claim "..": nothing is copied, nothing removed.
        try FileManager.default.removeItem(atPath: root + "/downloads/shard-1/..failure.json")
        try write(record(reference: "/ci/x.png", actual: "/ci/art/.."), root + "/downloads/shard-1/T/test.x.failure.json")
        try SnapshotReport.join([root + "/downloads/shard-1"], into: root + "/joined", checkout: checkout)
        #expect(FileManager.default.fileExists(atPath: checkout + "/Sources/a.swift"))
        let joined = try String(contentsOfFile: root + "/joined/T/test.x.failure.json", encoding: .utf8)
        #expect(!joined.contains("\"actual\""), "\(joined)")
    }

    /// S2: one shard ships a link to a folder outside, the next writes through it.
    @Test func aShardsLinkIsNeverCopiedOrWrittenThrough() throws {
        let home = root + "/home"
        try write("rc\n", home + "/.bashrc")
        try FileManager.default.createDirectory(atPath: root + "/s1", withIntermediateDirectories: true)
        #expect(symlink(home, root + "/s1/a.d") == 0)
        try write(record(reference: "/ci/refs/.bashrc", actual: "/ci/art/a.d/.bashrc"), root + "/s2/a.d/.failure.json")
        do {
            try SnapshotReport.join([root + "/s1", root + "/s2"], into: root + "/out")
            Issue.record("a shard holding a link was joined")
        } catch {
            #expect("\(error)".contains("s1/a.d: it is a symbolic link"), "\(error)")
        }
        #expect(try String(contentsOfFile: home + "/.bashrc", encoding: .utf8) == "rc\n")
        // An artifact that is a link (to a key) is not copied either: the join stops, naming it.
        try FileManager.default.removeItem(atPath: root + "/s1/a.d")
        try write("key\n", home + "/id_rsa")
        try write(record(reference: "/ci/refs/T/test.k.png", actual: "/ci/art/T/test.k.actual.png"), root + "/s3/T/test.k.failure.json")
        #expect(symlink(home + "/id_rsa", root + "/s3/T/test.k.actual.png") == 0)
        #expect(throws: FileError.self) { try SnapshotReport.join([root + "/s3"], into: root + "/out3") }
        // Nothing in a joined folder is a link.
        try FileManager.default.removeItem(atPath: root + "/s3/T/test.k.actual.png")
        try craftedImage().writePNG(to: root + "/s3/T/test.k.actual.png")
        try SnapshotReport.join([root + "/s3"], into: root + "/out4")
        for path in listing(root + "/out4") {
            var st = stat()
            #expect(lstat(root + "/out4/" + path, &st) == 0 && st.st_mode & S_IFMT != S_IFLNK, "\(path)")
        }
    }

    /// S8: a record's reference decides what the accept script replaces; only this checkout's references,
    /// named as the snapshot's, are accepted, and a folder is never removed whole.
    @Test func acceptCommandsOnlyReplaceThisCheckoutsReferences() throws {
        let checkout = root + "/checkout"
        try write("x\n", checkout + "/Sources/a.swift")
        try write("// package\n", checkout + "/Package.swift")
        let shard = root + "/shard"
        let cases: [(name: String, reference: String)] = [
            ("test.abs", "/etc/test.abs.png"),                                  // outside the checkout
            ("test.dots", checkout + "/refs/../../outside/test.dots.png"),      // `..` on the way
            ("test.other", checkout + "/Package.swift"),                        // not named as its reference
            ("Sources", checkout + "/Sources"),                                  // a folder of the checkout
            ("test.good", checkout + "/Tests/__Snapshots__/T/test.good.png"),
            ("CMakeLists", checkout + "/CMakeLists.png"),                       // neither in __Snapshots__ nor beside a reference
        ]
        for c in cases {
            try write(record(reference: c.reference, actual: "/ci/art/T/\(c.name).actual.png", name: c.name), shard + "/T/\(c.name).failure.json")
            try craftedImage(gray: 10).writePNG(to: shard + "/T/\(c.name).actual.png")
        }
        // The folder case: an actual folder of "frames".
        try FileManager.default.removeItem(atPath: shard + "/T/Sources.actual.png")
        try write(record(reference: checkout + "/Sources", actual: "/ci/art/T/Sources.actual", name: "Sources"), shard + "/T/Sources.failure.json")
        try FileManager.default.createDirectory(atPath: shard + "/T/Sources.actual", withIntermediateDirectories: true)
        try craftedImage(gray: 10).writePNG(to: shard + "/T/Sources.actual/frame-0000.png")
        try SnapshotReport.join([shard], into: root + "/joined", checkout: checkout)
        func joined(_ name: String) throws -> [String: String] {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/joined/T/\(name).failure.json"))) as? [String: String])
        }
        for name in ["test.abs", "test.dots", "test.other", "CMakeLists"] {
            let r = try joined(name)
            #expect(r["accept"] == "" && r["message"]?.contains("Not accepted here:") == true, "\(name): \(r)")
        }
        #expect(try joined("test.abs")["message"]?.contains("outside this checkout") == true)
        // A folder of the checkout is not where references are kept.
        #expect(try joined("Sources")["accept"] == "")
        #expect(try joined("test.good")["accept"]?.contains("rm -f \(checkout)/Tests/__Snapshots__/T/test.good.png && cp ") == true)
        #expect(try joined("CMakeLists")["message"]?.contains("neither under a __Snapshots__ folder nor beside another reference picture") == true)
        // Accepting everything accepts the good one alone.
        #expect(try run("sh \(root)/joined/accept-all.sh 2>/dev/null") == 0)
        #expect(try String(contentsOfFile: checkout + "/Sources/a.swift", encoding: .utf8) == "x\n")
        #expect(try String(contentsOfFile: checkout + "/Package.swift", encoding: .utf8) == "// package\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/outside"))
        #expect(FileManager.default.fileExists(atPath: checkout + "/Tests/__Snapshots__/T/test.good.png"))
        #expect(FileManager.default.fileExists(atPath: root + "/joined/T/Sources.failure.json"))
        #expect(!FileManager.default.fileExists(atPath: checkout + "/CMakeLists.png"))
    }

    /// W6 and the output's own rules: an output through a link to an input, an output that already holds
    /// files, and an input given twice.
    @Test func theOutputIsNewAndApart() throws {
        let shard = root + "/shard"
        try write(record(reference: "/ci/refs/T/test.a.png", actual: "/ci/art/T/test.a.actual.png"), shard + "/T/test.a.failure.json")
        #expect(symlink(shard, root + "/alias") == 0)
        do { try SnapshotReport.join([shard], into: root + "/alias/new/report"); Issue.record("joined into an input through a link") } catch {
            #expect("\(error)".contains("one of the reports being joined"), "\(error)")
        }
        try write("mine\n", root + "/busy/notes.txt")
        do { try SnapshotReport.join([shard], into: root + "/busy"); Issue.record("joined into a folder that holds files") } catch {
            #expect("\(error)".contains("already holds 1 item (notes.txt)"), "\(error)")
        }
        #expect(try String(contentsOfFile: root + "/busy/notes.txt", encoding: .utf8) == "mine\n")
        let result = try SnapshotReport.join([shard, shard, root + "/alias"], into: root + "/once")
        #expect(result.failures == 1 && result.duplicates == 0)
    }

    /// A name from another machine cannot become a scheme in the report's links.
    @Test func aJoinedReportLinksOnlyIntoItsFolder() throws {
        let shard = root + "/shard"
        let name = "javascript:alert(document.domain)"
        try write(record(reference: "/ci/refs/\(name).png", actual: "/ci/art/\(name).actual.png", name: name), shard + "/\(name).failure.json")
        try craftedImage().writePNG(to: shard + "/\(name).actual.png")
        try SnapshotReport.join([shard], into: root + "/joined")
        let html = try String(contentsOfFile: root + "/joined/index.html", encoding: .utf8)
        #expect(!html.contains("href=\"javascript:") && !html.contains("src=\"javascript:"))
        #expect(html.contains("href=\"javascript%3Aalert%28document.domain%29.actual.png\""), "\(html)")
    }

    /// A folder of frames in __Snapshots__ that holds more than frames is not removed by accepting.
    @Test func acceptingFramesNeverRemovesAFolderWhole() throws {
        let checkout = root + "/checkout", shard = root + "/shard"
        let reference = checkout + "/Tests/__Snapshots__/T/test.f"
        try write("keep\n", reference + "/notes.txt")
        try write(record(reference: reference, actual: "/ci/art/T/test.f.actual", name: "test.f"), shard + "/T/test.f.failure.json")
        try FileManager.default.createDirectory(atPath: shard + "/T/test.f.actual", withIntermediateDirectories: true)
        try craftedImage().writePNG(to: shard + "/T/test.f.actual/frame-0000.png")
        try SnapshotReport.join([shard], into: root + "/joined", checkout: checkout)
        let accept = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/joined/T/test.f.failure.json"))) as? [String: String])["accept"]
        #expect(accept?.contains("rmdir") == true && accept?.contains("rm -rf") == false)
        #expect(try run("sh \(root)/joined/accept-all.sh 2>/dev/null") != 0)
        #expect(try String(contentsOfFile: reference + "/notes.txt", encoding: .utf8) == "keep\n")
    }

    /// Second read: a record hidden in another's folder of frames, with its own accept command, never
    /// reaches accept-all.sh; a frames folder holds only frame files.
    @Test func aRecordHiddenAmongFramesCannotInjectACommand() throws {
        let shard = root + "/shard"
        try write(#"{"name":"a","message":"","reference":"/ci/a.png","actual":"/ci/art/a.actual","accept":"","date":""}"#, shard + "/a.failure.json")
        try FileManager.default.createDirectory(atPath: shard + "/a.actual", withIntermediateDirectories: true)
        try craftedImage().writePNG(to: shard + "/a.actual/frame-0000.png")
        try write(#"{"name":"x","message":"","reference":"/n","accept":"touch \#(root)/pwned","date":""}"#, shard + "/a.actual/x.failure.json")
        #expect(throws: (any Error).self) { try SnapshotReport.join([shard], into: root + "/joined") }
        if let script = try? String(contentsOfFile: root + "/joined/accept-all.sh", encoding: .utf8) { #expect(!script.contains("pwned")) }
        _ = try? run("sh \(root)/joined/accept-all.sh 2>/dev/null")
        #expect(!FileManager.default.fileExists(atPath: root + "/pwned"))
    }

    /// Second read: a letter joined to a shell character in one grapheme cluster is quoted; a `'` joined to a
    /// combining mark is escaped; a `/` inside a cluster is still a separator.
    @Test func namesAreCheckedOnTheirBytes() throws {
        for hostile in ["x\u{D4E};id", "a'\u{301}; id; '", "日本;id", "x\u{D4E}>/tmp/y"] {
            let quoted = SnapshotArtifacts.shellQuote("/ck/" + hostile + "/R.png")
            #expect(quoted.hasPrefix("'"), "\(quoted)")
            let echoed = Process()
            echoed.executableURL = URL(fileURLWithPath: "/bin/sh")
            echoed.arguments = ["-c", "printf %s " + quoted]
            let out = Pipe()
            echoed.standardOutput = out
            try echoed.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            echoed.waitUntilExit()
            #expect(text == "/ck/" + hostile + "/R.png", "\(quoted) → \(text)")
        }
        #expect(FileName.problem(with: "L\u{D4E}/environ") != nil)
        #expect(throws: PathError.self) { try RelativePath("a/L\u{D4E}/../../x") }
        #expect(SnapshotReport.referenceProblem("/ck/a\u{D4E}/../b/test.x.png", base: "test.x", isFolder: false, checkout: "/ck") != nil)
    }

    /// Second read: records from outside are bounded (a message of megabytes, a path longer than a path).
    @Test func recordsAreBounded() throws {
        let shard = root + "/shard"
        let long = String(repeating: "a", count: 300_000)
        try write(#"{"name":"a","message":"\#(long)","reference":"/ci/a.png","actual":"/ci/art/a.actual.png","accept":"","date":""}"#,
                  shard + "/test.a.failure.json")
        #expect(throws: SnapshotReportError.self) { try SnapshotReport.join([shard], into: root + "/joined") }
    }
}
