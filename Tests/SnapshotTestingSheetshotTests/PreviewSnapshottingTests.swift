import Foundation
import SheetshotSnapshotCore
import SheetshotUI
import SnapshotTesting
import SnapshotTestingSheetshotUI
import Synchronization
import Testing

#Preview("Cannot be drawn") { UndrawableTitle() }
#Preview("Can be drawn") { Text("Drawn").padding() }

/// Through swift-snapshot-testing, a preview that cannot render fails with the reason and is never
/// recorded as an empty reference (issue 44, W1); the others are still recorded.
@MainActor @Suite(.serialized) struct PreviewSnapshottingTests {
    /// swift-snapshot-testing keeps references beside the file the call names: a fixed folder in the
    /// temporary folder, emptied before and after.
    static let folder = "/tmp/sheetshot-preview-snapshotting-tests"

    @Test func aPreviewThatCannotRenderIsNeverAnEmptyReference() throws {
        try? FileManager.default.removeItem(atPath: Self.folder)
        defer { try? FileManager.default.removeItem(atPath: Self.folder) }
        let seen = Mutex<[String]>([])
        withKnownIssue {
            let run = assertPreviewSnapshots(in: "SnapshotTestingSheetshotTests", variants: .device(.iPhoneSE, scale: 0.25),
                                             including: { $0.fileID.hasSuffix("/PreviewSnapshottingTests.swift") }, record: .missing,
                                             file: "/tmp/sheetshot-preview-snapshotting-tests/PreviewTests.swift")
            #expect(run == PreviewSnapshotRun(previews: 2, snapshots: 2, failures: 2))
        } matching: { issue in seen.withLock { $0.append("\(issue)") }; return true }
        let messages = seen.withLock { $0 }
        #expect(messages.contains { $0.contains("Cannot be drawn") && $0.contains("Could not render") && $0.contains("navigationDestination") }, "\(messages)")
        let references = FileManager.default.enumerator(atPath: Self.folder + "/__Snapshots__")?.allObjects as? [String] ?? []
        let files = references.filter { $0.hasSuffix(".png") }
        #expect(files.count == 1 && files[0].contains("Can-be-drawn"), "\(references)")
        for file in files {
            let size = try FileManager.default.attributesOfItem(atPath: Self.folder + "/__Snapshots__/" + file)[.size] as? Int
            #expect((size ?? 0) > 0)
        }
    }
}
