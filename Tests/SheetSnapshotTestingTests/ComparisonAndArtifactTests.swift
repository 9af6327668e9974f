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
        // Composite: expected | difference | actual, 8 px margins and gaps, each under a 22 px title strip and
        // in a column as wide as its title; the red pixel sits in the middle panel.
        let composite = try Image(contentsOfPNGFile: box.artifact("composite.png").path)
        let font = try Font.inter(.semibold, size: 13)
        let columns = try ["expected", "difference", "actual"].map { max(10, Int(try font.advance(of: $0).rounded(.up))) }
        #expect(composite.width == 8 + columns.reduce(0) { $0 + $1 + 8 } && composite.height == 8 + 22 + 10 + 8)
        let top = 8 + 22, diffLeft = 8 + columns[0] + 8, actualLeft = diffLeft + columns[1] + 8
        let red = composite[diffLeft + 7, top + 4]
        #expect(red.r == 255 && red.g == 0 && red.b == 0)
        #expect(composite[8 + 7, top + 4].r == 200 && composite[actualLeft + 7, top + 4].r == 0)
        // The titles are drawn (white text over the grey strip).
        #expect((0..<columns[0]).contains { composite[8 + $0, 8 + 10].r > 200 })
        #expect(composite[8 + 7, 4].r == 128)
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

    /// One command accepts every failure the report lists; the report names it, and each failure's test.
    @Test func acceptAllAcceptsEveryFailure() throws {
        let box = SnapshotSandbox()
        try recorded(box)
        try image.writePNG(to: box.reference("sample.b.png").path)
        let bad = craftedImage(width: 10, height: 10, changes: [(1, 1, 0)])
        #expect(box.verify(bad, as: .image, named: "a", record: .never) != nil)
        #expect(box.verify(bad, as: .image, named: "b", record: .never) != nil)
        #expect(box.verify("new text\n", as: .text, named: "c", record: .never) != nil)      // no reference at all
        let script = SnapshotReport.acceptAllPath(in: box.artifacts)
        let html = try String(contentsOf: SnapshotReport.path(in: box.artifacts), encoding: .utf8)
        #expect(html.contains("sh \(script.path)") && html.contains("test sample()") && html.contains("reference \(box.reference().path)"))
        #expect(try run("sh \(script.path)") == 0)
        for name in ["a", "b"] { #expect(box.verify(bad, as: .image, named: name, record: .never) == nil) }
        #expect(box.verify("new text\n", as: .text, named: "c", record: .never) == nil)
        // Nothing left to accept: the report and the script are gone.
        #expect(!box.exists(script) && !box.exists(SnapshotReport.path(in: box.artifacts)))
    }

    /// Artifacts belong to the package holding the test file, never to a folder every package shares.
    @Test func artifactsArePerPackage() throws {
        let box = SnapshotSandbox()
        let fm = FileManager.default
        for package in ["one", "two"] {
            try fm.createDirectory(at: box.root.appendingPathComponent("\(package)/Tests/ATests"), withIntermediateDirectories: true)
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: box.root.appendingPathComponent("\(package)/Package.swift"))
        }
        let one = SnapshotLocation(filePath: box.root.appendingPathComponent("one/Tests/ATests/ATests.swift").path, testName: "t()",
                                   name: "1", pathExtension: "png", environment: [:])
        #expect(one.artifactsRoot.path == box.root.appendingPathComponent("one/.build/sheetshot-snapshot-artifacts").standardizedFileURL.path)
        let two = SnapshotLocation(filePath: box.root.appendingPathComponent("two/Tests/ATests/ATests.swift").path, testName: "t()",
                                   name: "1", pathExtension: "png", environment: [:])
        #expect(two.artifactsRoot.path == box.root.appendingPathComponent("two/.build/sheetshot-snapshot-artifacts").standardizedFileURL.path)
        // This package's own tests: under its .build.
        let here = SnapshotLocation(filePath: #filePath, testName: "t()", name: "1", pathExtension: "png", environment: [:])
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(here.artifactsRoot.path == package.appendingPathComponent(".build/sheetshot-snapshot-artifacts").standardizedFileURL.path)
        // Outside any package: a temporary folder named for the place, different for different places.
        let loose = SnapshotLocation(filePath: "/nowhere/a/ATests.swift", testName: "t()", name: "1", pathExtension: "png", environment: [:])
        let other = SnapshotLocation(filePath: "/nowhere/b/ATests.swift", testName: "t()", name: "1", pathExtension: "png", environment: [:])
        #expect(loose.artifactsRoot.lastPathComponent.hasPrefix("sheetshot-snapshot-artifacts-") && loose.artifactsRoot != other.artifactsRoot)
        // A folder the configuration names wins over SNAPSHOT_ARTIFACTS, which wins over the package's.
        let named = SnapshotLocation(filePath: #filePath, testName: "t()", name: "1", pathExtension: "png",
                                     artifactsDirectory: box.artifacts, environment: ["SNAPSHOT_ARTIFACTS": "/elsewhere"])
        #expect(named.artifactsRoot.path == box.artifacts.path)
        let environment = SnapshotLocation(filePath: #filePath, testName: "t()", name: "1", pathExtension: "png",
                                           environment: ["SNAPSHOT_ARTIFACTS": "/elsewhere"])
        #expect(environment.artifactsRoot.path == "/elsewhere")
    }

    /// A diffing of one's own takes the same record / compare / fail path as the built-in ones.
    @Test func aCustomDiffingUsesTheSamePath() throws {
        let box = SnapshotSandbox()
        // Numbers kept as text, equal within 0.01.
        let numbers = SnapshotDiffing<Double>(pathExtension: "number", writeReference: { value, url in
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(String(value).utf8).write(to: url)
        }, compare: { url, actual, _ in
            let expected = Double(try String(contentsOf: url, encoding: .utf8)) ?? .nan
            if abs(expected - actual) <= 0.01 { return nil }
            return SnapshotMismatch(summary: ["\(actual) is not \(expected)"]) { location in
                try Data(String(actual).utf8).write(to: location.artifact("actual.number"))
                return ["actual": location.artifact("actual.number").path]
            }
        }, writeActual: { value, location in
            try Data(String(value).utf8).write(to: location.artifact("actual.number"))
            return ["actual": location.artifact("actual.number").path]
        })
        let strategy = SnapshotStrategy<Double>(diffing: numbers) { $0 * 2 }
        #expect(box.verify(1.5, as: strategy, record: .missing)?.hasPrefix("Recorded snapshot SampleTests/sample.a") == true)
        #expect(box.verify(1.502, as: strategy, record: .never) == nil)
        let message = try #require(box.verify(2, as: strategy, record: .never))
        #expect(message.contains("4.0 is not 3.0") && message.contains("cp \(box.artifact("actual.number").path) \(box.reference("sample.a.number").path)"), "\(message)")
        #expect(try String(contentsOf: SnapshotReport.path(in: box.artifacts), encoding: .utf8).contains("4.0 is not 3.0"))
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
}

