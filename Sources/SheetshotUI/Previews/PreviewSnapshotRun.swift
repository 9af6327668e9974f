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
    let all = Preview.all(inModule: module).filter(include)
    guard !all.isEmpty else {
        let known = Preview.modules
        report("No #Preview found in module \(module). " + (known.isEmpty
            ? "No previews are linked into this test at all: is \(module) a dependency of the test target?"
            : "Modules with previews linked into this test: \(known.joined(separator: ", ")). Is \(module) a dependency of the test target?"))
        return PreviewSnapshotRun(previews: 0, snapshots: 0, failures: 1)
    }
    let previews = all.filter { chosen?.includes($0.snapshotName) ?? true }
    var snapshots = 0, failures = 0
    for preview in previews {
        for configuration in (preview.variants ?? variants).configurations {
            snapshots += 1
            if let message = check(preview, configuration, "\(preview.snapshotName)_\(configuration.name)") {
                failures += 1
                report("Preview \(preview.displayName) (\(preview.fileID), line \(preview.line)) on \(configuration.name): \(message)")
            }
        }
    }
    // The same previews as a documentation gallery, when asked for.
    if let problem = writePreviewGalleryIfAsked(of: module, variants: variants, shard: chosen, including: include) { report(problem) }
    return PreviewSnapshotRun(previews: previews.count, snapshots: snapshots, failures: failures)
}
