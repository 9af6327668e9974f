import Canvas
import Foundation
import SnapshotSupport
import Testing
import Widgets
@testable import SheetWidget

/// A short clip as per-frame references: the Fluent sheet presented from hidden to expanded at 30 fps,
/// on an iPhone 15 Pro drawn at half a pixel per point (small files that still show the motion: the
/// panel rising, the dimming deepening, the content fading in). Recorded with SHEETSHOT_RECORD=1 and
/// looked at as a contact sheet.
@Suite struct ClipReferenceTests {
    static let references = ReferenceImages(folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Snapshots/SheetWidget/present-expanded"))

    @Test func presentToExpandedFrameByFrame() throws {
        var scene = SheetScene(preset: .fluent, device: .iPhone15Pro, position: .state(.hidden))
        scene.displayScale = 0.5
        let motion = try SheetMotion(scene: scene, actions: [.move(to: .state(.expanded), at: 0)], style: .for(.fluent))
        let times = SheetMotion.frameTimes(fps: 30, duration: motion.endTime)
        #expect(times.count == Int((motion.endTime * 30).rounded(.up)) + 1)
        let backdrop = try scene.renderHost()
        var failures: [String] = []
        for (k, t) in times.enumerated() {
            scene.position = .extent(motion.extent(at: t))
            if let failure = try Self.references.check(try scene.render(over: backdrop).makeImage(), named: String(format: "frame-%02d", k)) {
                failures.append(failure)
            }
        }
        // One message for the clip, naming the first frame and time that differ.
        if let first = failures.first {
            Issue.record("\(failures.count) of \(times.count) frames: \(first)")
        }
    }
}
