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
