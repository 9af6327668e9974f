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
/// With `SHEETSHOT_GALLERY` set to a folder, it also writes the previews' documentation gallery there (see
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
    func fail(_ message: String) -> PreviewSnapshotRun {
        recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
        return PreviewSnapshotRun(previews: 0, snapshots: 0, failures: 1)
    }
    let chosen: PreviewShard?
    do { chosen = try shard ?? PreviewShard.fromEnvironment() } catch { return fail("\(error)") }
    let all = Preview.all(inModule: module).filter(include)
    guard !all.isEmpty else {
        let known = Preview.modules
        return fail("No #Preview found in module \(module). " + (known.isEmpty
            ? "No previews are linked into this test at all: is \(module) a dependency of the test target?"
            : "Modules with previews linked into this test: \(known.joined(separator: ", ")). Is \(module) a dependency of the test target?"))
    }
    let previews = all.filter { chosen?.includes($0.snapshotName) ?? true }
    var snapshots = 0, failures = 0
    for preview in previews {
        for configuration in (preview.variants ?? variants).configurations {
            snapshots += 1
            if let message = verifySnapshot(of: preview, as: .image(in: configuration), named: "\(preview.snapshotName)_\(configuration.name)",
                                            record: record, tolerance: tolerance, directory: directory,
                                            filePath: "\(filePath)", testName: testName) {
                failures += 1
                recordSnapshotFailure("Preview \(preview.displayName) (\(preview.fileID), line \(preview.line)) on \(configuration.name): \(message)",
                                      fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
    }
    // The same previews as a documentation gallery, when asked for.
    if let problem = writePreviewGalleryIfAsked(of: module, variants: variants, shard: chosen, including: include) {
        recordSnapshotFailure(problem, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return PreviewSnapshotRun(previews: previews.count, snapshots: snapshots, failures: failures)
}
