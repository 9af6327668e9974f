import Foundation
#if canImport(Testing)
import Testing
#endif

/// Defaults for the snapshot assertions made inside a scope: a record mode, a folder of references, a
/// tolerance. A call's own arguments win over these; these win over the environment.
///
///     @Suite(.snapshots(record: .requested(orElse: .never), directory: referencesFolder))
///     struct SheetTests { … }
///
///     withSnapshotConfiguration(tolerance: .init(maximumChannelDelta: 2)) { … }
public struct SnapshotConfiguration: Sendable {
    /// The record mode (nil: the environment's).
    public var record: SnapshotRecordMode?
    /// The folder holding the references (nil: `__Snapshots__/<TestFile>` beside the test file).
    public var directory: URL?
    /// How far images may differ (nil: exact).
    public var tolerance: SnapshotTolerance?
    /// Where failure artifacts and the HTML report go (nil: `SNAPSHOT_ARTIFACTS`, else the package's
    /// `.build/sheetshot-snapshot-artifacts`).
    public var artifactsDirectory: URL?

    /// A configuration; nil leaves a setting to the enclosing scope.
    public init(record: SnapshotRecordMode? = nil, directory: URL? = nil, tolerance: SnapshotTolerance? = nil,
                artifactsDirectory: URL? = nil) {
        self.record = record; self.directory = directory; self.tolerance = tolerance; self.artifactsDirectory = artifactsDirectory
    }

    /// The configuration in force here (the innermost scope's settings over the outer ones').
    @TaskLocal public static var current = SnapshotConfiguration()

    /// This configuration with `inner`'s settings where it has them.
    func merged(with inner: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(record: inner.record ?? record, directory: inner.directory ?? directory,
                              tolerance: inner.tolerance ?? tolerance, artifactsDirectory: inner.artifactsDirectory ?? artifactsDirectory)
    }
}

/// Runs `body` with these snapshot defaults (nested scopes override outer ones setting by setting).
public func withSnapshotConfiguration<R>(record: SnapshotRecordMode? = nil, directory: URL? = nil, tolerance: SnapshotTolerance? = nil,
                                         artifactsDirectory: URL? = nil, _ body: () throws -> R) rethrows -> R {
    try SnapshotConfiguration.$current.withValue(
        SnapshotConfiguration.current.merged(with: SnapshotConfiguration(record: record, directory: directory, tolerance: tolerance,
                                                                                 artifactsDirectory: artifactsDirectory)), operation: body)
}

/// Runs `body` with these snapshot defaults (nested scopes override outer ones setting by setting).
public func withSnapshotConfiguration<R>(record: SnapshotRecordMode? = nil, directory: URL? = nil, tolerance: SnapshotTolerance? = nil,
                                         artifactsDirectory: URL? = nil, isolation: isolated (any Actor)? = #isolation,
                                         _ body: () async throws -> R) async rethrows -> R {
    try await SnapshotConfiguration.$current.withValue(
        SnapshotConfiguration.current.merged(with: SnapshotConfiguration(record: record, directory: directory, tolerance: tolerance,
                                                                                 artifactsDirectory: artifactsDirectory)),
        operation: body, isolation: isolation)
}

#if canImport(Testing)
/// A Swift Testing trait that sets snapshot defaults for a test or every test of a suite.
public struct SnapshotTrait: SuiteTrait, TestTrait, TestScoping {
    /// The defaults it sets.
    public let configuration: SnapshotConfiguration
    /// Set on a suite, it applies to every test inside, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs the test (or suite) with these defaults merged over the enclosing ones.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merged(with: configuration)) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot defaults for this test or suite: `@Suite(.snapshots(record: .never, directory: folder))`.
    /// `artifactsDirectory` names where this package's failure artifacts and report go.
    public static func snapshots(record: SnapshotRecordMode? = nil, directory: URL? = nil, tolerance: SnapshotTolerance? = nil,
                                 artifactsDirectory: URL? = nil) -> SnapshotTrait {
        SnapshotTrait(configuration: SnapshotConfiguration(record: record, directory: directory, tolerance: tolerance,
                                                           artifactsDirectory: artifactsDirectory))
    }

    /// Snapshot defaults with the references in `directory`, a path relative to the folder of the test
    /// file: `@Suite(.snapshots(directory: "../../Snapshots/SheetWidget"))`.
    public static func snapshots(record: SnapshotRecordMode? = nil, directory: String, tolerance: SnapshotTolerance? = nil,
                                 filePath: String = #filePath) -> SnapshotTrait {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(directory).standardizedFileURL
        return SnapshotTrait(configuration: SnapshotConfiguration(record: record, directory: folder, tolerance: tolerance))
    }
}
#endif
