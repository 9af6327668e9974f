import Foundation
import SheetshotSnapshotCore
import SnapshotTesting

/// Why a value could not be rendered, told to the running test exactly once, whichever path
/// swift-snapshot-testing takes with it.
///
/// swift-snapshot-testing keeps whatever a strategy gives. When it compares (a reference exists), the
/// comparison returns the reason as the failure. When it does not — record mode `all`, or no reference yet
/// (where it records one in mode `missing`, its default, and only says so in mode `never`) — it asks the
/// diffing for the value's bytes, and that is when the reason is reported: a strategy's failure message (an
/// unsupported modifier, a scene out of range) is never lost behind "Automatically recorded snapshot". The
/// empty file swift-snapshot-testing then writes cannot be prevented from a strategy; the report says so,
/// and a later comparison names it (see `Diffing.sheetshotImage(tolerance:)`). `assertPreviewSnapshots`
/// renders each preview before swift-snapshot-testing sees it, so it never writes one.
final class RenderFailureReport: @unchecked Sendable {
    /// Why the value could not be made.
    let problem: String
    private let lock = NSLock()
    private var told = false

    init(_ problem: String) { self.problem = problem }

    /// The problem, as the comparison's failure (and nothing more to report).
    func asComparisonFailure() -> String {
        lock.withLock { told = true }
        return problem
    }

    /// Reports the problem to the running test unless the comparison already gave it: swift-snapshot-testing
    /// is recording (or would record) the value without comparing.
    func reportIfUntold() {
        let first = lock.withLock { () -> Bool in
            defer { told = true }
            return !told
        }
        guard first else { return }
        recordSnapshotFailure("The snapshot recorded now is empty: \(problem)\n(swift-snapshot-testing keeps what a strategy gives: where it "
                              + "recorded this snapshot, the file is empty, not a picture. It fails until it is recorded again once the view renders.)",
                              fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }
}
