import Foundation

/// A snapshot that failed: what differs, where its artifacts are, and how to accept it. `record()` adds
/// it to the HTML report of its artifacts folder (with the accept-all script and the end-of-run summary)
/// and gives the message; every failure takes this path — `verifySnapshot`'s and, through
/// SnapshotTestingSheetshot, swift-snapshot-testing's — so all say the same things the same way.
public struct SnapshotFailure {
    /// Where the reference and the artifacts are.
    public var location: SnapshotLocation
    /// The test that took the snapshot, as its framework names it (nil when unknown).
    public var test: String?
    /// What differs, in plain words.
    public var summary: [String]
    /// The artifacts by kind: "actual" (what accepting copies over the reference), and where they apply
    /// "expected", "diff", "composite", "actualImage" (the picture shown as actual when "actual" is not one
    /// PNG, as a frame sequence's first differing frame).
    public var paths: [String: String]
    /// Whether the reference is a folder (of frames).
    public var isFolder: Bool
    /// A note for the accept line ("or run the tests with …").
    public var acceptHint: String?

    /// A failure to report.
    public init(location: SnapshotLocation, test: String?, summary: [String], paths: [String: String], isFolder: Bool = false,
                acceptHint: String? = nil) {
        self.location = location; self.test = test; self.summary = summary; self.paths = paths
        self.isFolder = isFolder; self.acceptHint = acceptHint
    }

    /// The shell command that accepts the actual result (nil when none was written).
    public var acceptCommand: String? {
        paths["actual"].map { SnapshotArtifacts.acceptCommand(actual: URL(fileURLWithPath: $0), reference: location.reference, isFolder: isFolder) }
    }

    /// The lines after the summary: the reference, the artifacts, the report and the accept command.
    public var detailLines: [String] {
        var lines = ["  reference: \(location.reference.path)"]
        for (key, label) in [("expected", "expected"), ("actual", "actual"), ("actualImage", "frame"), ("diff", "diff"), ("composite", "composite")] {
            if let p = paths[key] { lines.append("  \(label):\(String(repeating: " ", count: 10 - label.count))\(p)") }
        }
        lines.append("  report:    \(SnapshotReport.path(in: location.artifactsRoot).path)")
        if let accept = acceptCommand {
            lines.append("Accept the actual \(isFolder ? "frames" : "result") as the new reference\(acceptHint.map { " (\($0))" } ?? ""):")
            lines.append("  \(accept)")
        } else {
            lines.append("The actual result was not written, so there is nothing to accept; record it with record: .all "
                         + "(or SNAPSHOT_TESTING_RECORD=all) once the problem above is solved.")
        }
        return lines
    }

    /// The whole message: the first line naming the snapshot, the summary, the details.
    public var message: String { (["Snapshot \(location.displayName) failed."] + summary + detailLines).joined(separator: "\n") }

    /// Adds this failure to its folder's report (rebuilding `index.html` and `accept-all.sh`) and to the
    /// summary printed when the process ends. Returns nil, or what could not be written (the verdict
    /// stands either way).
    @discardableResult
    public func record(message: String? = nil) -> String? {
        let formatter = ISO8601DateFormatter()
        do {
            try SnapshotArtifacts.writeFailureRecord(SnapshotFailureRecord(
                name: location.displayName, test: test, message: message ?? self.message, reference: location.reference.path,
                actual: paths["actual"], expected: paths["expected"], diff: paths["diff"], composite: paths["composite"],
                actualImage: paths["actualImage"], accept: acceptCommand ?? "", date: formatter.string(from: Date())), at: location)
            SnapshotRunSummary.noteFailure(in: location.artifactsRoot)
            return nil
        } catch {
            return "(The HTML report could not be updated: \(error).)"
        }
    }
}
