import Foundation
import Samples
import Testing
@testable import Canvas

/// The text sample against its reference image in Snapshots/Canvas/. References are recorded only on
/// purpose: `SHEETSHOT_RECORD=1 swift test --filter TextSampleReference` writes it and fails, so that the
/// new image is looked at before it is committed. (The general snapshot API is issue 7's; this is the
/// minimum the text work needs.)
@Suite struct TextSampleReferenceTests {
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Snapshots/Canvas/text-sample.png").standardized.path

    @Test func textSampleMatchesItsReference() throws {
        let actual = try TextSample.render().makeImage()
        if ProcessInfo.processInfo.environment["SHEETSHOT_RECORD"] == "1" {
            try actual.writePNG(to: Self.reference, options: .small)
            Issue.record("recorded \(Self.reference): look at it, then run the tests again without SHEETSHOT_RECORD")
            return
        }
        guard FileManager.default.fileExists(atPath: Self.reference) else {
            Issue.record("no reference at \(Self.reference); record it with SHEETSHOT_RECORD=1 and look at it")
            return
        }
        let expected = try Image(contentsOfPNGFile: Self.reference)
        let difference = try expected.difference(from: actual)
        guard !difference.isMatch else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-text-sample-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let actualPath = folder.appendingPathComponent("actual.png").path, diffPath = folder.appendingPathComponent("diff.png").path
        try actual.writePNG(to: actualPath)
        try expected.differenceImage(against: actual).writePNG(to: diffPath)
        Issue.record("text sample differs from \(Self.reference): \(difference); actual \(actualPath), diff \(diffPath)")
    }
}
