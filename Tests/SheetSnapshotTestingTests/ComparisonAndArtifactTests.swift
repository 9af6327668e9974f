import Canvas
import Foundation
import SheetSnapshotTesting
import Testing

/// Exact and tolerant comparison on crafted images; the failure artifacts (they exist, decode and show
/// the difference where it is); the accept command; stale artifacts; the HTML report.
@Suite struct ComparisonAndArtifactTests {
    let image = craftedImage(width: 10, height: 10)

    func recorded(_ box: SnapshotSandbox) throws {
        try FileManager.default.createDirectory(at: box.references, withIntermediateDirectories: true)
        try image.writePNG(to: box.reference().path)
    }

    @Test func exactByDefault() throws {
        let box = SnapshotSandbox()
        try recorded(box)
        let offByOne = craftedImage(width: 10, height: 10, changes: [(0, 0, 201)])
        let message = try #require(box.verify(offByOne, as: .image, record: .never))
        #expect(message.contains("1 of 100 pixels") && message.contains("max channel delta 1") && message.contains("tolerance: exact"))
    }

    @Test func tolerances() throws {
        let box = SnapshotSandbox()
        try recorded(box)
        // Three pixels off by 3, one by 40.
        let actual = craftedImage(width: 10, height: 10, changes: [(1, 1, 203), (2, 2, 203), (3, 3, 203), (9, 9, 160)])
        #expect(box.verify(actual, as: .image, record: .never, tolerance: .init(maximumChannelDelta: 3)) != nil)       // the 40 is still out
        #expect(box.verify(actual, as: .image, record: .never, tolerance: .init(maximumChannelDelta: 40)) == nil)
        #expect(box.verify(actual, as: .image, record: .never, tolerance: .init(maximumChannelDelta: 3, maximumDifferingPixels: 1)) == nil)
        #expect(box.verify(actual, as: .image, record: .never, tolerance: .init(maximumDifferingPixels: 3)) != nil)     // 4 differ
        #expect(box.verify(actual, as: .image, record: .never, tolerance: .init(maximumDifferingPixels: 4)) == nil)
        #expect(box.verify(actual, as: .image, record: .never, tolerance: .init(maximumDifferingRatio: 0.03)) != nil)
        #expect(box.verify(actual, as: .image, record: .never, tolerance: .init(maximumDifferingRatio: 0.04)) == nil)
        // Both limits given: both must hold.
        #expect(box.verify(actual, as: .image, record: .never, tolerance: .init(maximumDifferingPixels: 10, maximumDifferingRatio: 0.01)) != nil)
    }

    @Test func sizeMismatchIsItsOwnMessage() throws {
        let box = SnapshotSandbox()
        try recorded(box)
        let message = try #require(box.verify(craftedImage(width: 10, height: 11), as: .image, record: .never))
        #expect(message.contains("Size mismatch: the reference is 10×10 px, the actual image 10×11 px"))
        #expect(box.exists(box.artifact("composite.png")) && !box.exists(box.artifact("diff.png")))
    }

    @Test func artifactsShowTheDifferenceWhereItIs() throws {
        let box = SnapshotSandbox()
        try recorded(box)
        let actual = craftedImage(width: 10, height: 10, changes: [(7, 4, 0)])
        let message = try #require(box.verify(actual, as: .image, record: .never))
        for suffix in ["expected.png", "actual.png", "diff.png", "composite.png"] {
            #expect(message.contains(box.artifact(suffix).path), "message names \(suffix)")
        }
        #expect(try Image(contentsOfPNGFile: box.artifact("expected.png").path) == image)
        #expect(try Image(contentsOfPNGFile: box.artifact("actual.png").path) == actual)
        let diff = try Image(contentsOfPNGFile: box.artifact("diff.png").path)
        for y in 0..<10 { for x in 0..<10 {
            let p = diff[x, y]
            let red = p.r == 255 && p.g == 0 && p.b == 0
            #expect(red == (x == 7 && y == 4), "diff pixel (\(x), \(y))")
        } }
        // Composite: expected | diff | actual, 8 px margins and gaps; the red pixel sits in the middle panel.
        let composite = try Image(contentsOfPNGFile: box.artifact("composite.png").path)
        #expect(composite.width == 8 + 3 * (10 + 8) && composite.height == 10 + 16)
        let red = composite[8 + 10 + 8 + 7, 8 + 4]
        #expect(red.r == 255 && red.g == 0 && red.b == 0)
        #expect(composite[8 + 7, 8 + 4].r == 200 && composite[8 + 2 * 18 + 7, 8 + 4].r == 0)
    }

    @Test func theAcceptCommandAccepts() throws {
        let box = SnapshotSandbox()
        try recorded(box)
        let actual = craftedImage(width: 10, height: 10, changes: [(5, 5, 0)])
        let message = try #require(box.verify(actual, as: .image, record: .never))
        let lines = message.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("Accept the actual") })
        let command = lines[index + 1].trimmingCharacters(in: .whitespaces)
        #expect(try run(command) == 0)
        #expect(box.verify(actual, as: .image, record: .never) == nil)
    }

    @Test func staleArtifactsGoWhenTheSnapshotPasses() throws {
        let box = SnapshotSandbox()
        try recorded(box)
        #expect(box.verify(craftedImage(width: 10, height: 10, changes: [(1, 1, 0)]), as: .image, record: .never) != nil)
        #expect(box.exists(box.artifact("diff.png")) && box.exists(box.artifact("failure.json")))
        // A later failure of another kind leaves only its own artifacts (no diff from the earlier one).
        #expect(box.verify(craftedImage(width: 10, height: 12), as: .image, record: .never)?.contains("Size mismatch") == true)
        #expect(!box.exists(box.artifact("diff.png")) && box.exists(box.artifact("composite.png")))
        #expect(box.verify(image, as: .image, record: .never) == nil)
        for suffix in ["expected.png", "actual.png", "diff.png", "composite.png", "failure.json"] {
            #expect(!box.exists(box.artifact(suffix)), "\(suffix) removed")
        }
        #expect(!box.exists(box.artifacts.appendingPathComponent("index.html")))
    }

    @Test func theReportListsEveryFailure() throws {
        let box = SnapshotSandbox()
        try recorded(box)
        try image.writePNG(to: box.reference("sample.b.png").path)
        let bad = craftedImage(width: 10, height: 10, changes: [(1, 1, 0)])
        #expect(box.verify(bad, as: .image, named: "a", record: .never) != nil)
        #expect(box.verify(bad, as: .image, named: "b", record: .never) != nil)
        let report = box.artifacts.appendingPathComponent("index.html")
        var html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("2 snapshot failures") && html.contains("SampleTests/sample.a") && html.contains("SampleTests/sample.b"))
        #expect(html.contains("src=\"SampleTests/sample.a.diff.png\""))
        #expect(box.verify(image, as: .image, named: "a", record: .never) == nil)
        html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("1 snapshot failure") && !html.contains("SampleTests/sample.a"))
    }

    @Test func textSnapshotsShowTheChangedLines() throws {
        let box = SnapshotSandbox()
        #expect(box.verify("panel (0, 400)\nhandle (180, 405)\n", as: .text, record: .missing) != nil)
        #expect(box.exists(box.reference("sample.a.txt")))
        #expect(box.verify("panel (0, 400)\nhandle (180, 405)\n", as: .text, record: .never) == nil)
        let message = try #require(box.verify("panel (0, 380)\nhandle (180, 405)\n", as: .text, record: .never))
        #expect(message.contains("1 - panel (0, 400)") && message.contains("1 + panel (0, 380)"))
        #expect(try String(contentsOf: box.artifact("actual.txt"), encoding: .utf8) == "panel (0, 380)\nhandle (180, 405)\n")
    }

    @Test func anErrorMakingTheValueIsAFailureNotACrash() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "no such font: Helvetica" } }
        let box = SnapshotSandbox()
        let strategy = SnapshotStrategy<Int>.image { _ in throw Broken() }
        #expect(box.verify(1, as: strategy, record: .missing)?.contains("could not render: no such font: Helvetica") == true)
        #expect(!box.exists(box.reference()))
    }

    /// Runs `command` with /bin/sh; returns its exit status.
    func run(_ command: String) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command]
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }
}
