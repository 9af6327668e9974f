import Foundation
import Samples
import Testing
@testable import Canvas

/// The shared samples against their reference images in Snapshots/Canvas/. References are recorded only
/// on purpose: `SHEETSHOT_RECORD=1 swift test --filter SampleReference` writes them and fails, so that each
/// new image is looked at before it is committed. (The general snapshot API is issue 7's; this is the
/// minimum the text work needs.)
@Suite struct SampleReferenceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Snapshots/Canvas").standardized

    /// Compares `actual` with Snapshots/Canvas/`name`.png exactly; on a mismatch writes the actual and a
    /// difference image to a temporary folder and names them in the failure.
    func expectMatchesReference(_ actual: Image, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = Self.folder.appendingPathComponent(name + ".png").path
        if ProcessInfo.processInfo.environment["SHEETSHOT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try actual.writePNG(to: path, options: .small)
            Issue.record("recorded \(path): look at it, then run the tests again without SHEETSHOT_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("no reference at \(path); record it with SHEETSHOT_RECORD=1 and look at it", sourceLocation: sourceLocation)
            return
        }
        let expected = try Image(contentsOfPNGFile: path)
        let difference = try expected.difference(from: actual)
        guard !difference.isMatch else { return }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let actualPath = out.appendingPathComponent("actual.png").path, diffPath = out.appendingPathComponent("diff.png").path
        try actual.writePNG(to: actualPath)
        try expected.differenceImage(against: actual).writePNG(to: diffPath)
        Issue.record("\(name) differs from \(path): \(difference); actual \(actualPath), diff \(diffPath)", sourceLocation: sourceLocation)
    }

    @Test func textSample() throws {
        try expectMatchesReference(try TextSample.render().makeImage(), "text-sample")
    }

    @Test func paragraphSample() throws {
        try expectMatchesReference(try ParagraphSample.render().makeImage(), "paragraphs")
    }
}
