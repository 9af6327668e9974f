import Canvas
import Foundation

/// Checks a value against its reference, records references as the record mode says, and writes the
/// failure artifacts. Returns nil when the snapshot passes, else the message to fail with.
///
/// This is what `assertSnapshot` calls; call it directly to fail some other way (a custom assertion, a
/// swift-snapshot-testing adapter, a script).
/// - Parameters:
///   - value: what to snapshot (evaluated once; an error it throws becomes the failure message).
///   - strategy: how it becomes a picture, a text or a frame sequence.
///   - name: the snapshot's name in its test; unnamed snapshots are numbered 1, 2, 3… in call order.
///   - record: the record mode for this call (else `SnapshotConfiguration.current`'s, else
///     `SNAPSHOT_TESTING_RECORD`, else `never` under CI, else `missing`).
///   - tolerance: how far images may differ (else the configuration's, else exact; not used for text).
///   - directory: the folder holding this test's references (else the configuration's, else
///     `__Snapshots__/<TestFile>` beside the test file).
///   - filePath: the test file's path (`#filePath`), beside which references are kept.
///   - testName: the test's name (`#function`), which names its references.
///   - environment: the variables read (`SNAPSHOT_TESTING_RECORD`, `CI`, `SNAPSHOT_ARTIFACTS`).
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: SnapshotTolerance? = nil,
    directory: URL? = nil,
    filePath: String = #filePath,
    testName: String = #function,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> String? {
    let configuration = SnapshotConfiguration.current
    let record = record ?? configuration.record, directory = directory ?? configuration.directory
    let tolerance = tolerance ?? configuration.tolerance ?? .exact
    if let name, name.isEmpty { return "Snapshot in \(testName): the name is empty; leave it out to number the snapshot, or name it." }
    let snapshotName = name ?? String(SnapshotCounter.shared.next(file: filePath, test: testName))
    let location = SnapshotLocation(filePath: filePath, testName: testName, name: snapshotName,
                                    pathExtension: strategy.pathExtension, directory: directory,
                                    artifactsDirectory: configuration.artifactsDirectory, environment: environment)
    let label = name.map { "'\($0)'" } ?? "the unnamed snapshot \(snapshotName)"
    if let other = SnapshotNameRegistry.shared.claim(file: filePath, test: testName, name: label, reference: location.reference) {
        return "Snapshot \(location.displayName): \(other) and \(label) in \(testName) would share the reference "
            + "file \(location.reference.lastPathComponent) (file names differing only in case are one file on macOS); give them distinct names."
    }
    // Whatever an earlier run left for this snapshot goes first: the artifacts are always this run's.
    SnapshotArtifacts.removeStale(at: location)
    do {
        let mode = try record ?? SnapshotRecordMode.fromEnvironment(environment)
        let verifier = SnapshotVerifier(location: location, mode: mode,
                                        modeSource: SnapshotRecordMode.describeSource(explicit: record, environment: environment),
                                        tolerance: tolerance, testName: testName)
        let subject: Value
        do { subject = try value() } catch { return "Snapshot \(location.displayName): could not make the value to snapshot: \(error)" }
        return try strategy.verify(subject, verifier, location.displayName)
    } catch {
        return "Snapshot \(location.displayName): \(error)"
    }
}

/// The one record / compare / fail path of every snapshot: records as the record mode says, compares
/// with the diffing, and on a failure writes the artifacts, the report entry and the message.
public struct SnapshotVerifier {
    /// Where this snapshot's reference and artifacts are.
    public let location: SnapshotLocation
    let mode: SnapshotRecordMode
    let modeSource: String
    let tolerance: SnapshotTolerance
    /// The test taking the snapshot, for the report.
    let testName: String
    private var fm: FileManager { .default }
    private var reference: URL { location.reference }

    /// Whether this check writes the reference instead of comparing: always in mode `all`, and for a
    /// missing reference in every mode but `never`.
    private func records(referenceExists exists: Bool) -> Bool { mode == .all || (!exists && mode != .never) }

    /// The first line of a failure under `never` when there is no reference.
    private var noReference: String { "No reference at \(reference.path); record mode never (\(modeSource)) writes none." }
    private static let recordHint = "or run the tests with SNAPSHOT_TESTING_RECORD=missing"

    /// Checks `actual` against the reference with `diffing`: nil when it passes (or nothing to compare
    /// was expected), else the failure message.
    func verify<Format>(_ actual: Format, with diffing: SnapshotDiffing<Format>) throws -> String? {
        // A reference (or a folder on its way) that is a link is neither compared nor replaced.
        if let problem = location.linkProblem { return "Snapshot \(location.displayName): \(problem)" }
        let exists = fm.fileExists(atPath: reference.path)
        let isFolder = diffing.pathExtension == nil
        if records(referenceExists: exists) {
            // A reference the result matches exactly is left as it is: recording again changes no file
            // (no churn in the repository's history).
            if exists, case .some(.none) = try? diffing.compare(reference, actual, .exact) {
                return unchanged()
            }
            try writeReference(actual, with: diffing)
            return recorded(exists ? "record mode all" : "there was no reference")
        }
        guard exists else {
            let (paths, problem) = writeArtifacts { try diffing.writeActual(actual, location) }
            return try fail([noReference] + legacyHint + problem, paths: paths, isFolder: isFolder, hint: Self.recordHint)
        }
        guard let mismatch = try diffing.compare(reference, actual, tolerance) else { return nil }
        let (paths, problem) = writeArtifacts { try mismatch.writeArtifacts(location) }
        var lines = mismatch.summary + problem
        if mode == .failed {
            try writeReference(actual, with: diffing)
            lines.append("Recorded the actual result as the new reference (record mode failed, \(modeSource)): look at it before committing.")
        }
        return try fail(lines, paths: paths, isFolder: isFolder)
    }

    /// Writes the reference through `diffing`, its folder made first (a diffing of your own need not).
    private func writeReference<Format>(_ actual: Format, with diffing: SnapshotDiffing<Format>) throws {
        try OutputFolder.create(reference.deletingLastPathComponent().path)
        try diffing.writeReference(actual, reference)
    }

    /// Writes failure artifacts; when that fails (a full disk, an image past the limits) the verdict
    /// stands and the message says what could not be written.
    private func writeArtifacts(_ write: () throws -> [String: String]) -> (paths: [String: String], problem: [String]) {
        do {
            try OutputFolder.create(location.artifactsBase.deletingLastPathComponent().path)
            return (try write(), [])
        } catch {
            return ([:], ["(The failure images could not be written: \(error).)"])
        }
    }

    /// A line pointing at a reference recorded under the name an earlier version gave, when there is one.
    private var legacyHint: [String] {
        guard let old = location.legacyReference, fm.fileExists(atPath: old.path), !fm.fileExists(atPath: reference.path) else { return [] }
        return ["A reference under the name earlier versions gave this snapshot exists (names now map to files one to one); rename it:",
                "  mv \(SnapshotArtifacts.shellQuote(old.path)) \(SnapshotArtifacts.shellQuote(reference.path))"]
    }

    // MARK: Messages

    /// The message for a snapshot recorded again whose reference already held the result.
    private func unchanged() -> String {
        "Snapshot \(location.displayName) matches its reference exactly; record mode \(mode) (\(modeSource)) left \(reference.path) as it was. "
            + "Turn recording off to make this test pass."
    }

    private func recorded(_ why: String) -> String {
        (["Recorded snapshot \(location.displayName) (\(why); record mode \(mode), \(modeSource)) at \(reference.path). " +
            "Look at it, then run the test again."] + (why == "there was no reference" ? legacyHint : [])).joined(separator: "\n")
    }

    /// The failure message (what differs, the artifact paths, the report, the accept command), with the
    /// failure added to the report.
    private func fail(_ summary: [String], paths: [String: String], isFolder: Bool, hint: String? = nil) throws -> String {
        let failure = SnapshotFailure(location: location, test: testName, summary: summary, paths: paths, isFolder: isFolder, acceptHint: hint)
        let message = failure.message
        return failure.record(message: message).map { message + "\n" + $0 } ?? message
    }
}
