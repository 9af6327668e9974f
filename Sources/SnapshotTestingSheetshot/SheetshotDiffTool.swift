import Canvas
import Foundation
import SheetshotSnapshotCore
@_spi(Internals) import SnapshotTesting
import Synchronization
#if canImport(Testing)
import Testing
#endif

/// What a Sheetshot diffing found, handed to the diff tool that swift-snapshot-testing calls next on the
/// same thread (the diffing is not told where the reference is; the diff tool is).
final class PendingFailure {
    /// How the diff tool recognises the failed file swift-snapshot-testing wrote for this failure.
    enum Match { case fingerprint(PixelFingerprint), bytes([UInt8]) }

    let summary: [String]
    let matches: Match
    let writeArtifacts: (SnapshotLocation) throws -> [String: String]

    init(summary: [String], matches: Match, writeArtifacts: @escaping (SnapshotLocation) throws -> [String: String]) {
        self.summary = summary; self.matches = matches; self.writeArtifacts = writeArtifacts
    }

    private static let key = "sheetshot.pending-failure"

    static func put(_ failure: PendingFailure) { Thread.current.threadDictionary[key] = failure }

    /// The failure this thread's last diffing found, when the failed file is its actual result.
    static func take(failedFile path: String) -> PendingFailure? {
        guard let pending = Thread.current.threadDictionary[key] as? PendingFailure else { return nil }
        Thread.current.threadDictionary[key] = nil
        guard let bytes = try? InputFile.read(path, limit: Image.maximumPNGFileSize) else { return nil }
        switch pending.matches {
        case .fingerprint(let f): return PixelFingerprint.read(fromPNG: bytes) == f ? pending : nil
        case .bytes(let b): return bytes == b ? pending : nil
        }
    }
}

extension SnapshotTestingConfiguration.DiffTool {
    /// Sheetshot's failure report for swift-snapshot-testing: the reference, the expected, difference,
    /// actual and composite images in the package's artifacts folder (`.build/sheetshot-snapshot-artifacts`,
    /// or `SNAPSHOT_ARTIFACTS`, or a `SnapshotConfiguration` `artifactsDirectory`), the failure added to
    /// that folder's HTML report and accept-all script, and the command that accepts the actual result —
    /// the same as for Sheetshot's own `assertSnapshot`. Failures of other strategies (text, say) are
    /// reported and accepted the same way, with swift-snapshot-testing's own failed file as the actual.
    ///
    /// Installed as the default on Linux the first time a Sheetshot strategy is made (there, the default's
    /// hint names a macOS-only tool); a diff tool given with `withSnapshotTesting(diffTool:)` or the
    /// `.snapshots(diffTool:)` trait is used instead.
    public static let sheetshot = Self { reference, failed in SheetshotDiffTool.report(reference: reference, failed: failed) }
}

enum SheetshotDiffTool {
    private static let installed = Mutex(false)

    /// Makes `.sheetshot` the default diff tool, once (on Linux and other systems without the tools the
    /// default names).
    static func installAsDefault() {
        #if !os(macOS)
        installed.withLock { done in
            guard !done else { return }
            done = true
            __diffTool = .sheetshot
        }
        #endif
    }

    /// The test taking the snapshot, when known: Swift Testing's current test, else the name the
    /// reference file starts with (swift-snapshot-testing names it `<test>.<name>.<ext>`).
    static func testName(reference: URL) -> String? {
        #if canImport(Testing)
        if let test = Test.current { return test.name }
        #endif
        return reference.lastPathComponent.split(separator: ".").first.map(String.init)
    }

    static func report(reference path: String, failed: String) -> String {
        let reference = URL(fileURLWithPath: path)
        let group = reference.deletingLastPathComponent().lastPathComponent
        let displayName = group + "/" + reference.deletingPathExtension().lastPathComponent
        let location = SnapshotLocation(reference: reference, displayName: displayName,
                                        artifactsRoot: SnapshotConfiguration.current.artifactsDirectory)
        var summary: [String] = []
        var paths: [String: String] = [:]
        if let pending = PendingFailure.take(failedFile: failed) {
            summary = pending.summary
            do {
                try OutputFolder.create(location.artifactsBase.deletingLastPathComponent().path)
                paths = try pending.writeArtifacts(location)
            } catch {
                summary.append("(The failure images could not be written: \(error).)")
                paths = ["actual": failed]
            }
        } else {
            summary = ["Does not match the reference (swift-snapshot-testing's difference follows)."]
            paths = ["actual": failed]
        }
        let failure = SnapshotFailure(location: location, test: testName(reference: reference), summary: summary, paths: paths,
                                      isFolder: false)
        let problem = failure.record(message: failure.message)
        return (failure.detailLines + (problem.map { [$0] } ?? [])).joined(separator: "\n")
    }
}
