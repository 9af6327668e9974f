import SheetSnapshotTesting
import SheetWidget
import ShareSheet
import Testing

/// Snapshot tests as a user writes them: references in __Snapshots__/ShareSheetTests/ beside this file.
@Suite struct ShareSheetTests {
    @Test func collapsed() {
        assertSnapshot(of: ShareSheet.scene(state: .collapsed), as: .image(scale: 1))
    }

    @Test func expandedDark() {
        assertSnapshot(of: ShareSheet.scene(colorScheme: .dark, state: .expanded), as: .image(scale: 1))
    }

    @Test func expandedLayout() {
        assertSnapshot(of: ShareSheet.scene(state: .expanded), as: .layout)
    }
}
