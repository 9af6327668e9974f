import Foundation
import Samples
import SheetshotSnapshotCore
import Testing
@testable import Canvas

/// The shared samples against their reference images in Snapshots/Canvas/. References are recorded only
/// on purpose (`SNAPSHOT_TESTING_RECORD=missing swift test --filter SampleReference`), and looked at
/// before they are committed.
@Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/Canvas"))
struct SampleReferenceTests {
    @Test func textSample() throws {
        assertSnapshot(of: try TextSample.render(), named: "sizes-scales-schemes")
    }

    @Test func paragraphSample() throws {
        assertSnapshot(of: try ParagraphSample.render(), named: "wrapping-alignment-truncation")
    }
}
