import Canvas
import Foundation
import SheetSnapshotTesting
import SheetWidget
import Testing
import Widgets
import XCTest

/// `assertSnapshot` fails the running test — a Swift Testing issue or an XCTest failure — at the caller's
/// line, and passes quietly on a match; the built-in subjects (scene, node, layout) render as promised.
@Suite struct AssertSnapshotTests {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-assert-\(UUID().uuidString)")

    @Test func aFailureIsAnIssueAtTheCallersLine() throws {
        defer { try? FileManager.default.removeItem(at: Self.folder) }
        // A deliberate failure: its artifacts go to a sandbox, not to this package's report.
        let box = SnapshotSandbox(), artifacts = box.artifacts.path
        let line = #line + 3
        withKnownIssue {
            withSnapshotConfiguration(artifactsDirectory: box.artifacts) {
                assertSnapshot(of: craftedImage(), named: "missing", record: .never, directory: Self.folder)
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
                && "\(issue)".contains("No reference at") && "\(issue)".contains(artifacts)
        }
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        try craftedImage().writePNG(to: Self.folder.appendingPathComponent("aFailureIsAnIssueAtTheCallersLine.present.png").path)
        assertSnapshot(of: craftedImage(), named: "present", record: .never, directory: Self.folder)   // passes: no issue
    }

    @Test(arguments: [1, 2])
    func aParameterizedTestMustNameItsSnapshots(_ k: Int) {
        withKnownIssue {
            assertSnapshot(of: craftedImage(), record: .never, directory: Self.folder)
        } matching: { "\($0)".contains("unnamed snapshot in a parameterized test") }
    }

    @Test func builtInSubjects() throws {
        let box = SnapshotSandbox()
        var scene = SheetScene(preset: .fluent, device: .iPhoneSE, position: .state(.partial))
        // A scene's image is what render() draws; .image(scale:) draws it at that scale.
        #expect(box.verify(scene, as: .image(scale: 0.5), record: .missing) != nil)
        let recorded = try Image(contentsOfPNGFile: box.reference().path)
        scene.displayScale = 0.5
        #expect(recorded == (try scene.render().makeImage()))
        #expect(recorded.width == Int((DevicePreset.iPhoneSE.size.width / 2).rounded()))
        // A scene's layout is text naming the parts.
        #expect(box.verify(scene, as: .layout, named: "layout", record: .missing) != nil)
        let layout = try String(contentsOf: box.reference("sample.layout.txt"), encoding: .utf8)
        #expect(layout.contains("panel (0, ") && layout.contains("dimming alpha") && layout.contains("header tree:"))
        // A widget tree on a device, as pixels and as a layout dump.
        let node = SampleHostScreen.make()
        #expect(box.verify(node, as: .image(on: .iPhoneSE, colorScheme: .dark, scale: 1), named: "node", record: .missing) != nil)
        #expect(try Image(contentsOfPNGFile: box.reference("sample.node.png").path).width == Int(DevicePreset.iPhoneSE.size.width))
        #expect(box.verify(node, as: .layout(on: .iPhoneSE), named: "tree", record: .missing) != nil)
        #expect(try String(contentsOf: box.reference("sample.tree.txt"), encoding: .utf8).contains("#row-2"))
    }
}

/// A test case that asserts a missing snapshot, run by hand below to count its failures (its method does
/// not start with "test", so the test runner does not run it on its own).
final class MissingSnapshotCase: XCTestCase {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-xctest-\(UUID().uuidString)")
    static let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-xctest-artifacts-\(UUID().uuidString)")
    nonisolated(unsafe) static var line = 0
    func assertMissing() {
        withSnapshotConfiguration(artifactsDirectory: Self.artifacts) {
            Self.line = #line + 1
            assertSnapshot(of: craftedImage(), named: "missing", record: .never, directory: Self.folder)
        }
    }
}

/// Collects where failures were reported.
final class FailureLocations: NSObject, XCTestObservation {
    var locations: [(file: String?, line: Int)] = []
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        locations.append((filePath, lineNumber))
    }
}

/// The same assertion inside an XCTest test case records an XCTest failure.
final class AssertSnapshotXCTests: XCTestCase {
    func testAFailureIsAnXCTestFailure() throws {
        let suite = XCTestSuite(name: "inner")
        suite.addTest(MissingSnapshotCase(name: "assertMissing", testClosure: { ($0 as! MissingSnapshotCase).assertMissing() }))
        let observer = FailureLocations()
        XCTestObservationCenter.shared.addTestObserver(observer)
        suite.run()
        XCTestObservationCenter.shared.removeTestObserver(observer)
        XCTAssertEqual(suite.testRun?.totalFailureCount, 1)
        // Reported at the assertion's line in this file.
        XCTAssertEqual(observer.locations.map(\.line), [MissingSnapshotCase.line])
        XCTAssertEqual(observer.locations.first?.file.map { URL(fileURLWithPath: $0).lastPathComponent }, "AssertSnapshotTests.swift")
        try? FileManager.default.removeItem(at: MissingSnapshotCase.folder)
        try? FileManager.default.removeItem(at: MissingSnapshotCase.artifacts)
    }
}
