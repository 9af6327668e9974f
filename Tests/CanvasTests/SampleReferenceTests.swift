import Foundation
import Samples
import SnapshotSupport
import Testing
@testable import Canvas

/// The shared samples against their reference images in Snapshots/Canvas/. References are recorded only
/// on purpose: `SHEETSHOT_RECORD=1 swift test --filter SampleReference` writes them and fails, so that each
/// new image is looked at before it is committed.
@Suite struct SampleReferenceTests {
    static let references = ReferenceImages(folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Snapshots/Canvas"))

    @Test func textSample() throws {
        if let failure = try Self.references.check(try TextSample.render().makeImage(), named: "text-sample") { Issue.record("\(failure)") }
    }

    @Test func paragraphSample() throws {
        if let failure = try Self.references.check(try ParagraphSample.render().makeImage(), named: "paragraphs") { Issue.record("\(failure)") }
    }
}

@Suite struct ReferenceImagesTests {
    @Test func missingMatchingDifferingAndResized() throws {
        guard !ReferenceImages.isRecording else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-refs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = ReferenceImages(folder: folder)
        let image = try Image(width: 4, height: 3, pixels: [UInt8](repeating: 200, count: 48))
        #expect(try references.check(image, named: "a")?.contains("no reference") == true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try image.writePNG(to: folder.appendingPathComponent("a.png").path)
        #expect(try references.check(image, named: "a") == nil)
        var changed = image.pixels; changed[4 * 5] = 0
        let message = try references.check(try Image(width: 4, height: 3, pixels: changed), named: "a")
        #expect(message?.contains("1 of 12 pixels") == true, "\(message ?? "")")
        let paths = message.map { m in m.split(separator: " ").filter { $0.hasSuffix(".png,") || $0.hasSuffix(".png") }.map { String($0.trimmingCharacters(in: CharacterSet(charactersIn: ","))) } } ?? []
        #expect(paths.filter { $0.contains("sheetshot-a-") }.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(try references.check(try Image(width: 3, height: 3, pixels: [UInt8](repeating: 200, count: 36)), named: "a")?.contains("size") == true)
    }
}
