import Foundation
import SheetshotSnapshotCore
import SheetshotUI
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
            if let message = verifySnapshot(of: preview, as: .image(in: configuration, tolerance: tolerance),
                                            named: "\(preview.snapshotName)_\(configuration.name)", record: record,
                                            fileID: fileID, file: filePath, testName: testName, line: line, column: column) {
                failures += 1
                recordSnapshotFailure("Preview \(preview.displayName) (\(preview.fileID), line \(preview.line)) on \(configuration.name): \(message)",
                                      fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
    }
    // The same previews as a documentation gallery, when SHEETSHOT_GALLERY asks for one.
    if let problem = writePreviewGalleryIfAsked(of: module, variants: variants, shard: chosen, including: include) {
        recordSnapshotFailure(problem, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return PreviewSnapshotRun(previews: previews.count, snapshots: snapshots, failures: failures)
}
