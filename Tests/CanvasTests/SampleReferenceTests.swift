import Foundation
import Samples
import SheetSnapshotTesting
import Testing
@testable import Canvas

/// The shared samples against their reference images in Snapshots/Canvas/. References are recorded only
/// on purpose (`SNAPSHOT_TESTING_RECORD=missing swift test --filter SampleReference`), and looked at
/// before they are committed.
@Suite struct SampleReferenceTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Snapshots/Canvas")

    @Test func textSample() throws {
        assertSnapshot(of: try TextSample.render(), named: "sizes-scales-schemes", record: .requested(orElse: .never), directory: Self.snapshots)
    }

    @Test func paragraphSample() throws {
        assertSnapshot(of: try ParagraphSample.render(), named: "wrapping-alignment-truncation", record: .requested(orElse: .never), directory: Self.snapshots)
    }
}
