import Foundation
import enum SheetshotFiles.FileName
import SheetshotSnapshotCore
import SheetshotUI
import func SheetshotUISnapshotTesting.checkPreviewSnapshots
import SnapshotTesting
import Widgets

// The preview route for swift-snapshot-testing's users: every #Preview of a module checked with one call,
// its references kept where swift-snapshot-testing keeps them (__Snapshots__/<TestFile>/ beside the test).

/// Asserts that every `#Preview` of `module` matches its references through swift-snapshot-testing: one
/// reference per preview per variant, named `<test>.<preview>_<variant>.png` from the preview's
/// `snapshotName` (its name, else its file and a hash of its source) and the variant's name.
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertPreviewSnapshots(in: "TipJar", variants: .standard.at(scale: 2))
/// }
/// ```
///
/// A preview's `.snapshotVariants` trait replaces `variants` for it; a preview that cannot be rendered fails
/// with the reason and the others are still checked; `shard` (default: `SHEETSHOT_SHARD`, "i/n") checks one
/// part of the previews. `record` is swift-snapshot-testing's. Call it on the main actor.
@MainActor @discardableResult
public func assertPreviewSnapshots(
    in module: String,
    variants: PreviewVariants = .standard,
    shard: PreviewShard? = nil,
    including include: (Preview) -> Bool = { _ in true },
    tolerance: SnapshotTolerance = .exact,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> PreviewSnapshotRun {
    checkPreviewSnapshots(of: module, variants: variants, shard: shard, including: include, check: { preview, configuration, name in
        // Rendered first: a preview that cannot be drawn fails with the reason, and swift-snapshot-testing never
        // sees it (it would record an empty reference for it).
        switch Result(catching: { try ViewRenderer.render(preview, in: configuration).makeImage() }) {
        case .failure(let error):
            return "Could not render: \(error)"
        case .success(let image):
            // swift-snapshot-testing names the file `<test>.<name>.png` itself: a long name (100 CJK characters
            // are 300 bytes) keeps its start and a hash, so that the file name stays within 255 bytes.
            return verifySnapshot(of: image, as: .image(tolerance: tolerance), named: FileName.shortened(name, maximumBytes: 180),
                                  record: record, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        }
    }, report: { recordSnapshotFailure($0, fileID: fileID, filePath: filePath, line: line, column: column) })
}
