import Foundation
import Synchronization

/// The line a failing test run ends with: how many snapshots failed, where their report is and the one
/// command that accepts them all, printed to standard error when the process exits (after the test
/// framework's own summary), once per artifacts folder that still holds a report.
enum SnapshotRunSummary {
    private struct State { var failures: [String: Int] = [:]; var registered = false }
    private static let state = Mutex(State())

    /// Notes a failure whose artifacts are under `artifactsRoot`.
    static func noteFailure(in artifactsRoot: URL) {
        let register = state.withLock { s -> Bool in
            s.failures[artifactsRoot.path, default: 0] += 1
            defer { s.registered = true }
            return !s.registered
        }
        if register { atexit { SnapshotRunSummary.printSummary() } }
    }

    /// The summary lines for the failures noted so far (folders whose report is gone, as a test's own
    /// sandbox removes it, are left out).
    static func lines() -> [String] {
        let failures = state.withLock { $0.failures }
        var out: [String] = []
        for (root, count) in failures.sorted(by: { $0.key < $1.key }) {
            let folder = URL(fileURLWithPath: root)
            let script = SnapshotReport.acceptAllPath(in: folder)
            guard FileManager.default.fileExists(atPath: script.path) else { continue }
            out.append("\(count) snapshot\(count == 1 ? "" : "s") failed in this run; report: \(SnapshotReport.path(in: folder).path)")
            out.append("Accept every failure in the report as the new references (look at them first):")
            out.append("  sh \(SnapshotArtifacts.shellQuote(script.path))")
        }
        return out
    }

    private static func printSummary() {
        let text = lines()
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(("\n" + text.joined(separator: "\n") + "\n").utf8))
    }
}
