import SheetshotSnapshotCore
@_spi(Internals) import SnapshotTesting

/// Why a value could not be rendered, told to the running test when swift-snapshot-testing would not.
///
/// In record mode `.all` swift-snapshot-testing writes whatever the diffing makes of the value and never
/// compares, so a strategy's failure message (an unsupported modifier, a scene out of range) would be lost
/// behind "Record mode is on" and an empty reference. The strategies therefore fail the test with the reason
/// as soon as rendering fails in that mode; in the other modes the comparison reports it.
enum RenderFailureReport {
    /// Reports `problem` to the running test if the current record mode records without comparing.
    static func reportIfRecording(_ problem: String) {
        guard (SnapshotTestingConfiguration.current?.record ?? _record) == .all else { return }
        recordSnapshotFailure("The snapshot recorded now is empty: \(problem)", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }
}
