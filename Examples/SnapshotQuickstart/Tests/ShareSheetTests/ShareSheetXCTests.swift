import SheetSnapshotTesting
import SheetWidget
import ShareSheet
import XCTest

/// The same assertion from XCTest.
final class ShareSheetXCTests: XCTestCase {
    func testExpanded() {
        assertSnapshot(of: ShareSheet.scene(state: .expanded), as: .image(scale: 1))
    }
}
