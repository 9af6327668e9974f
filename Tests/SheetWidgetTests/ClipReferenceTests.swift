import Canvas
import Foundation
import SheetSnapshotTesting
import Testing
import Widgets
@testable import SheetWidget

/// A short clip as per-frame references: the Fluent sheet presented from hidden to expanded at 30 fps,
/// on an iPhone 15 Pro drawn at half a pixel per point (small files that still show the motion: the
/// panel rising, the dimming deepening, the content fading in). Recorded with
/// SNAPSHOT_TESTING_RECORD=missing and looked at as a contact sheet. Kept as one APNG: the settled
/// frames at the end repeat, which a folder of PNGs would store again and again.
@Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetWidget"))
struct ClipReferenceTests {
    @Test func presentToExpandedFrameByFrame() throws {
        var scene = SheetScene(preset: .fluent, device: .iPhone15Pro, position: .state(.hidden))
        scene.displayScale = 0.5
        let motion = try SheetMotion(scene: scene, actions: [.move(to: .state(.expanded), at: 0)])
        let frames = try FrameSequence(scene: scene, motion: motion, fps: 30)
        #expect(frames.count == Int((motion.endTime * 30).rounded(.up)) + 1)
        assertSnapshot(of: frames, as: .apng, named: "fluent-30fps")
    }
}
