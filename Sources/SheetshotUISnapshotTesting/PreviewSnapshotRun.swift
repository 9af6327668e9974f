import Canvas
import Foundation
import SheetshotFiles
import SheetshotUI

/// What `assertPreviewSnapshots(in:variants:)` checked.
public struct PreviewSnapshotRun: Equatable, Sendable {
    /// The previews of the module in this shard, and the snapshots taken of them (one per variant).
    public let previews: Int, snapshots: Int
    /// The snapshots whose check failed (a difference, a missing reference, a preview that cannot render).
    public let failures: Int

    /// A run's counts (to compare with one).
    public init(previews: Int, snapshots: Int, failures: Int) {
        self.previews = previews
        self.snapshots = snapshots
        self.failures = failures
    }
}

/// What both snapshot libraries' `assertPreviewSnapshots` do around their own check: find the module's
/// previews in the shard (`SHEETSHOT_SHARD` when none is given), check each on each of its variants under its
/// reference name (`<snapshotName>_<variant name>`), report each failure with the preview's name and place,
/// and write the gallery `SHEETSHOT_GALLERY` asks for. `check` returns a failure's message, or nil.
///
/// Previews whose reference names coincide — the same name twice, names equal once sanitised
/// (`Punct!`, `Punct?`), equal in their first 100 characters, or differing only in case (one file on macOS,
/// and in swift-snapshot-testing's names) — would share references: one would fail for ever, or both pass.
/// They are not checked; each such group fails once, naming every preview in it with its file and line.
/// The module's previews are compared whole, shards aside, so every shard finds the same groups.
@MainActor
public func checkPreviewSnapshots(of module: String, variants: PreviewVariants, shard: PreviewShard?,
                                  including include: (Preview) -> Bool,
                                  check: (_ preview: Preview, _ configuration: ScreenConfiguration, _ name: String) -> String?,
                                  report: (String) -> Void) -> PreviewSnapshotRun {
    let chosen: PreviewShard?
    do { chosen = try shard ?? PreviewShard.fromEnvironment() } catch {
        report("\(error)")
        return PreviewSnapshotRun(previews: 0, snapshots: 0, failures: 1)
    }
    let inModule = Preview.all(inModule: module)
    let all = inModule.filter(include)
    guard !all.isEmpty else {
        if !inModule.isEmpty {
            report("None of the \(inModule.count) #Preview\(inModule.count == 1 ? "" : "s") in module \(FileName.visible(module)) is kept by the "
                   + "including: filter given to assertPreviewSnapshots; nothing was checked.")
            return PreviewSnapshotRun(previews: 0, snapshots: 0, failures: 1)
        }
        let known = Preview.modules
        report("No #Preview found in module \(FileName.visible(module)). " + (known.isEmpty
            ? "No previews are linked into this test at all: is \(FileName.visible(module)) a dependency of the test target?"
            : "Modules with previews linked into this test: \(known.joined(separator: ", ")). Is \(FileName.visible(module)) a dependency of the test target?"))
        return PreviewSnapshotRun(previews: 0, snapshots: 0, failures: 1)
    }
    // Previews that would share a reference are reported, not checked.
    let groups = Dictionary(grouping: inModule, by: { $0.snapshotName.lowercased() }).values.filter { $0.count > 1 }
    let sharing = Set(groups.flatMap { $0.map(\.place) })
    var failures = 0
    for group in groups.sorted(by: { $0[0].place < $1[0].place }) where group.contains(where: { p in all.contains { $0.place == p.place } }) {
        guard group.contains(where: { chosen?.includes($0.snapshotName) ?? true }) else { continue }
        failures += 1
        report("Previews " + group.map { "\(FileName.visible($0.displayName)) (\($0.fileID), line \($0.line))" }.joined(separator: " and ")
               + " would share the reference name \(group[0].snapshotName) (names are reduced to letters, digits, - and _, cut to 100 "
               + "characters, and compared without case): give them names that differ. None of them was checked.")
    }
    let previews = all.filter { chosen?.includes($0.snapshotName) ?? true }
    var snapshots = 0
    // A trap in a preview ends the process: the note names the preview it happened in (PreviewCrashNote).
    PreviewCrashNote.whileChecking {
        for preview in previews where !sharing.contains(preview.place) {
            for configuration in (preview.variants ?? variants).configurations {
                snapshots += 1
                PreviewCrashNote.note(preview, variant: configuration.name)
                if let message = check(preview, configuration, "\(preview.snapshotName)_\(configuration.name)") {
                    failures += 1
                    report("Preview \(FileName.visible(preview.displayName)) (\(preview.fileID), line \(preview.line)) on "
                           + "\(FileName.visible(configuration.name)): \(message)")
                }
            }
        }
        PreviewCrashNote.note(nil, variant: "")
    }
    // The same previews as a documentation gallery, when asked for.
    if let problem = writePreviewGalleryIfAsked(of: module, variants: variants, shard: chosen, including: include) { report(problem) }
    return PreviewSnapshotRun(previews: previews.count, snapshots: snapshots, failures: failures)
}

extension Preview {
    /// Where the preview is written: its file and line (what tells two previews apart).
    var place: String { "\(fileID)\u{0}\(String(format: "%09d", line))" }
}
