import Foundation
import SheetshotUI
import Widgets

/// Asserts that every `#Preview` of `module` matches its references: one reference per preview per
/// variant, with no test written per view.
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertPreviewSnapshots(in: "OrderFeature")                      // .standard: light, dark, AX3, RTL
///     assertPreviewSnapshots(in: "OrderFeature", variants: .devices)  // SE, Pro Max, iPad both ways
/// }
/// ```
///
/// Each reference is named from the preview's `snapshotName` — its name, else its file and a hash of its
/// source — and the variant's name: `previews.Receipt_iphone15pro-dark.png`. Adding or reordering previews
/// leaves the others' references as they are. A preview's `.snapshotVariants` trait replaces `variants` for
/// it. A preview that cannot be rendered (an API SheetshotUI does not draw) fails with the reason; the
/// others are still checked. With `shard` (default: `SHEETSHOT_SHARD`, "i/n"), only the previews of that
/// shard are checked, so a CI matrix can split a large app; `including` narrows the previews further.
///
/// With `SHEETSHOT_GALLERY` set to a folder (the `sheetshot-gallery` command plugin sets it), it also writes
/// the previews' documentation gallery into the module's subfolder there (see
/// `writePreviewGallery(of:variants:shard:including:to:thumbnailWidth:)`).
///
/// Works from Swift Testing and XCTest, as `assertSnapshot` does; `record`, `tolerance` and `directory`
/// are `assertSnapshot`'s. Call it on the main actor, where views are made.
@MainActor @discardableResult
public func assertPreviewSnapshots(
    in module: String,
    variants: PreviewVariants = .standard,
    shard: PreviewShard? = nil,
    including include: (Preview) -> Bool = { _ in true },
    record: SnapshotRecordMode? = nil,
    tolerance: SnapshotTolerance? = nil,
    directory: URL? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> PreviewSnapshotRun {
    checkPreviewSnapshots(of: module, variants: variants, shard: shard, including: include, check: { preview, configuration, name in
        verifySnapshot(of: preview, as: .image(in: configuration), named: name, record: record, tolerance: tolerance, directory: directory,
                       filePath: "\(filePath)", testName: testName)
    }, report: { recordSnapshotFailure($0, fileID: fileID, filePath: filePath, line: line, column: column) })
}
