import Canvas
import Foundation
import SheetshotFiles
import SheetshotUI

/// One of `count` parts of a module's previews, for a CI matrix that renders a large app in parallel:
/// each preview belongs to exactly one shard, chosen by a hash of its `snapshotName`, so adding or
/// reordering previews does not move the others between shards.
///
/// ```sh
/// SHEETSHOT_SHARD=2/4 swift test    # the second of four
/// ```
public struct PreviewShard: Hashable, Sendable, CustomStringConvertible {
    /// Which shard, from 1.
    public let index: Int
    /// How many shards.
    public let count: Int

    /// Shard `index` (from 1) of `count`; nil unless 1 ≤ index ≤ count ≤ 1000.
    public init?(index: Int, of count: Int) {
        guard count >= 1, count <= 1_000, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// A shard written as "i/n" ("2/4"); nil for anything else.
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, of: n)
    }

    /// The shard `SHEETSHOT_SHARD` names ("i/n"), nil when it is not set.
    /// - Throws: `PreviewShardError` when it is set to something that is not a shard.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PreviewShard? {
        guard let text = environment["SHEETSHOT_SHARD"], !text.isEmpty else { return nil }
        guard let shard = PreviewShard(text) else {
            throw PreviewShardError("SHEETSHOT_SHARD is \"\(text.prefix(40))\": write the shard as i/n, 1 ≤ i ≤ n ≤ 1000 (\"2/4\")")
        }
        return shard
    }

    /// Whether the preview named `snapshotName` is in this shard.
    public func includes(_ snapshotName: String) -> Bool {
        Int(StableHash.fnv1a64(snapshotName) % UInt64(count)) == index - 1
    }

    /// "i/n".
    public var description: String { "\(index)/\(count)" }
}

/// Why a shard cannot be used, in plain words.
public struct PreviewShardError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public let description: String
    init(_ description: String) { self.description = description }
}
