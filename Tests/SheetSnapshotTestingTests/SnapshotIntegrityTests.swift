import Canvas
import Foundation
import Testing
@testable import SheetshotSnapshotCore

/// A wrong pass is the worst failure a snapshot tool can have: these are the known ways to get one, and
/// the ways a verdict or a report could depend on something other than the pictures.
@Suite struct SnapshotIntegrityTests {
    /// PNG chunks of `data`, reassembled after `edit`.
    func rechunk(_ data: [UInt8], _ edit: ([PNGChunk]) -> [PNGChunk]) throws -> [UInt8] {
        var d = Data(PNGChunk.signature)
        for c in edit(try PNGChunk.chunks(of: data)) { c.append(to: &d) }
        return [UInt8](d)
    }

    @Test func aReferenceWithoutItsImageDataNeverPasses() throws {
        let box = SnapshotSandbox()
        let image = craftedImage(width: 30, height: 20)
        #expect(box.verify(image, as: .image, record: .all) != nil)                 // recorded
        #expect(box.verify(image, as: .image, record: .never) == nil)               // passes by fingerprint
        let original = [UInt8](try Data(contentsOf: box.reference()))
        // Every IDAT removed: the fingerprint chunk is still there, with valid CRCs everywhere.
        try Data(try rechunk(original) { $0.filter { $0.type != "IDAT" } }).write(to: box.reference())
        let noData = try #require(box.verify(image, as: .image, record: .never))
        #expect(noData.contains("cannot be read"), "\(noData)")
        // Another picture's IDAT, valid CRCs, the old fingerprint kept.
        let other = craftedImage(width: 30, height: 20, gray: 90)          // gray too: the same IHDR
        let otherData = try PNGChunk.chunks(of: try other.pngData(options: .small)).filter { $0.type == "IDAT" }
        try Data(try rechunk(original) { chunks in chunks.filter { $0.type != "IDAT" && $0.type != "IEND" } + otherData + [PNGChunk(type: "IEND", data: [])] })
            .write(to: box.reference())
        let swapped = try #require(box.verify(image, as: .image, record: .never))
        #expect(swapped.contains("Does not match the reference: 600 of 600 pixels"), "\(swapped)")
    }

    @Test func namesMapToFilesOneToOne() {
        func file(_ name: String) -> String {
            SnapshotLocation(filePath: "/t/NameTests.swift", testName: "names()", name: name, pathExtension: "png").reference.lastPathComponent
        }
        #expect(file("a.b") == "names.a%2Eb.png" && file("a-b") == "names.a-b.png")
        #expect(file("日本") == "names.日本.png" && file("中国") == "names.中国.png")
        #expect(file("a b") == "names.a%20b.png" && file("a%20b") == "names.a%2520b.png")
        #expect(file("../x") == "names.%2E%2E%2Fx.png")
        #expect(file("caf\u{E9}") == file("cafe\u{301}"))                          // one name, typed two ways
        #expect(file("Menu") != file("menu"))
        let names = ["a.b", "a-b", "a_b", "a b", "a/b", "a%2Eb", "日本", "中国", "", "é", "e\u{301}x", "🙂", "1", "01"]
        #expect(Set(names.map(file)).count == names.count - 0)
    }

    @Test func namesThatWouldShareAFileAreRefused() throws {
        let box = SnapshotSandbox()
        let image = craftedImage()
        func verify(_ name: String?, test: String) -> String? {
            verifySnapshot(of: image, as: .image, named: name, record: .all, directory: box.references,
                           filePath: "/t/CollisionTests.swift", testName: test, environment: box.environment())
        }
        _ = verify("Menu", test: "collide()")
        let clash = try #require(verify("menu", test: "collide()"))
        #expect(clash == "Snapshot CollisionTests/collide.menu: 'Menu' and 'menu' in collide() would share the reference file "
                + "collide.menu.png (file names differing only in case are one file on macOS); give them distinct names.")
        // The same name again is the same snapshot (a repeated check), not a collision; its reference already
        // holds the picture, so recording again leaves the file as it was (no churn).
        #expect(verify("Menu", test: "collide()")?.contains("matches its reference exactly") == true)
        // A snapshot named "1" and the first unnamed one would share a file.
        _ = verify("1", test: "numbered()")
        #expect(verify(nil, test: "numbered()")?.contains("'1' and the unnamed snapshot 1 in numbered() would share the reference file numbered.1.png") == true)
        #expect(verify("", test: "empty()") == "Snapshot in empty(): the name is empty; leave it out to number the snapshot, or name it.")
    }

    /// A reference recorded under the old lossy name is pointed at, with the command that renames it.
    @Test func aReferenceUnderTheOldNameIsPointedAt() throws {
        let box = SnapshotSandbox()
        let image = craftedImage()
        try FileManager.default.createDirectory(at: box.references, withIntermediateDirectories: true)
        try Data(try image.pngData()).write(to: box.references.appendingPathComponent("sample.dark-mode.png"))
        let message = try #require(box.verify(image, as: .image, named: "dark mode", record: .never))
        #expect(message.contains("A reference under the name earlier versions gave this snapshot exists"))
        #expect(message.contains("mv \(box.references.path)/sample.dark-mode.png '\(box.references.path)/sample.dark%20mode.png'"))
    }

    /// A 6000×4 image: the composite no longer fits side by side, so it is stacked; the verdict
    /// and the report entry are there either way.
    @Test func theVerdictNeverDependsOnTheArtifacts() throws {
        let box = SnapshotSandbox()
        let wide = craftedImage(width: 6000, height: 4)
        _ = box.verify(wide, as: .image, record: .all)
        let changed = craftedImage(width: 6000, height: 4, changes: [(x: 5999, y: 3, value: 1)])
        let message = try #require(box.verify(changed, as: .image, record: .never))
        #expect(message.contains("Does not match the reference: 1 of 24000 pixels"), "\(message)")
        let composite = try Image(contentsOfPNGFile: box.artifact("composite.png").path)
        #expect(composite.width == 6016 && composite.height == 3 * (4 + SnapshotImageComparison.labelStrip) + 4 * 8)
        #expect(try String(contentsOf: SnapshotReport.path(in: box.artifacts), encoding: .utf8).contains("SampleTests/sample.a"))
        // Too large both ways: shown scaled down by the smallest whole factor that fits.
        let big = SnapshotImageComparison.compositeLayout(Array(repeating: (9000, 9000), count: 3))
        #expect(big.factor == 2 && big.horizontal && big.width == 3 * 4500 + 4 * 8 && big.height == 4500 + 2 * 8)
        let largest = SnapshotImageComparison.compositeLayout(Array(repeating: (16384, 16384), count: 3))
        #expect(largest.factor == 4 && largest.width <= Image.maximumSide && largest.height <= Image.maximumSide)
        let small = try craftedImage(width: 5, height: 3, gray: 100).reduced(by: 2)   // what a composite too large to show whole is scaled down with
        #expect(small.width == 3 && small.height == 2 && small[2, 1] == (100, 100, 100, 255))
    }

    /// Four processes failing into one artifacts folder at once: the report lists every failure, every
    /// time (before, 3 of 40 trials lost entries).
    @Test func processesFailingSideBySideKeepEveryReportEntry() throws {
        let helper = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("snapshot-report-writer").path
        for trial in 0..<6 {
            let box = SnapshotSandbox()
            let workers = (0..<4).map { w -> Process in
                let p = Process()
                p.executableURL = URL(fileURLWithPath: helper)
                p.arguments = [box.artifacts.path, box.references.path, "worker\(w)", "10"]
                p.standardError = Pipe()
                return p
            }
            for p in workers { try p.run() }
            for p in workers {
                p.waitUntilExit()
                #expect(p.terminationStatus == 0)
                // Each process ends with the run's summary: how many failed, the report, the one accept command.
                let said = String(decoding: (p.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                #expect(said.contains("10 snapshots failed in this run; report: \(SnapshotReport.path(in: box.artifacts).path)"), "\(said)")
                #expect(said.contains("  sh \(SnapshotReport.acceptAllPath(in: box.artifacts).path)"), "\(said)")
            }
            let page = try String(contentsOf: SnapshotReport.path(in: box.artifacts), encoding: .utf8)
            #expect(page.contains("<h1>40 snapshot failures</h1>"), "trial \(trial)")
            for w in 0..<4 { for k in 0..<10 { #expect(page.contains("ReportStressTests/worker\(w).failure\(k)"), "trial \(trial)") } }
            let script = try String(contentsOf: SnapshotReport.acceptAllPath(in: box.artifacts), encoding: .utf8)
            #expect(script.components(separatedBy: "\ncp ").count == 41 || script.components(separatedBy: "&& cp ").count == 41, "trial \(trial)")
        }
    }
}
