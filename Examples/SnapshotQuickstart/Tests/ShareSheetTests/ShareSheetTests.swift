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

/// An animation checked frame by frame: the sheet presented from hidden to expanded, at 10 fps and half a
/// pixel per point, kept as one APNG.
@Suite struct ShareSheetMotionTests {
    @Test func present() throws {
        var scene = ShareSheet.scene(state: .hidden)
        scene.displayScale = 0.5
        let motion = try SheetMotion(scene: scene, actions: [.move(to: .state(.expanded), at: 0)])
        assertSnapshot(of: try FrameSequence(scene: scene, motion: motion, fps: 10), as: .apng)
    }
}
