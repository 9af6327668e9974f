import Canvas
import Foundation
import SheetSnapshotTesting
import SheetWidget
import Testing
import Widgets

/// The sheet strategies: options render what the scene with those settings renders, without changing the
/// scene; a scene's motion and a clip snapshot as frame sequences, rendered by the clip's own renderer.
@Suite struct SheetStrategyTests {
    func scene() -> SheetScene { SheetScene(preset: .fluent, device: .iPhoneSE, position: .state(.partial)) }

    @Test func optionsRenderTheSceneSoSetAndLeaveItAlone() throws {
        let box = SnapshotSandbox()
        let original = scene()
        let before = try original.render().makeImage()
        #expect(box.verify(original, as: .image(scale: 0.5, colorScheme: .dark, fontScale: 1.5, layoutDirection: .rightToLeft), record: .missing) != nil)
        var changed = scene()
        changed.displayScale = 0.5; changed.colorScheme = .dark; changed.fontScale = 1.5; changed.layoutDirection = .rightToLeft
        #expect(try Image(contentsOfPNGFile: box.reference().path) == (try changed.render().makeImage()))
        // The snapshot rendered a copy under other settings: the scene renders as before.
        #expect(try original.render().makeImage() == before)
        #expect(box.verify(original, as: .layout(fontScale: 1.5), named: "layout", record: .missing) != nil)
        var large = scene()
        large.fontScale = 1.5
        #expect(try String(contentsOf: box.reference("sample.layout.txt"), encoding: .utf8) == (try large.layoutDump()))
        #expect(try large.layoutDump() != (try original.layoutDump()))
    }

    @Test func aClipsFramesInOrderAreItsFramesAlone() throws {
        let motion = try SheetMotion(scene: scene(), actions: [.move(to: .state(.expanded), at: 0)])
        let makeScene = { () -> SheetScene in var s = SheetScene(preset: .fluent, device: .iPhoneSE, position: .state(.partial)); s.displayScale = 0.25; return s }
        let clip = try SheetClip(scene: makeScene, motion: motion, fps: 20, duration: 0.6)
        let sequence = try FrameSequence(clip: clip)
        #expect(sequence.count == 13 && sequence.fps == 20)
        var inOrder: [Image] = []
        try sequence.forEachFrame { _, image in inOrder.append(image); return true }
        #expect(inOrder.count == 13)
        for k in 0..<13 { #expect(inOrder[k] == (try sequence.frame(k)), "frame \(k)") }
        // Stopping early stops (the clip renders a batch at a time).
        var taken = 0
        try sequence.forEachFrame { k, _ in taken += 1; return k < 2 }
        #expect(taken == 3)
        #expect(FrameSequence.maximumFrames == SheetClip.maximumFrames)
    }

    @Test func motionsAndClipsSnapshotAsFrames() throws {
        let box = SnapshotSandbox()
        var small = scene()
        small.displayScale = 0.25
        let motion = try SheetMotion(scene: small, actions: [.move(to: .state(.collapsed), at: 0)])
        #expect(box.verify(small, as: .frames(motion: motion, fps: 10, duration: 0.4), record: .missing) != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.reference("sample.a").path).count == 5)
        let clip = try SheetClip(scene: small, motion: motion, fps: 10, duration: 0.4)
        // The clip strategy (and assertSnapshot's default for a clip) matches the same reference.
        #expect(box.verify(clip, as: .frames, record: .never) == nil)
        #expect(box.verify(clip, as: SheetClip.defaultSnapshotStrategy, record: .never) == nil)
        #expect(box.verify(clip, as: .apng, named: "apng", record: .missing) != nil)
        #expect(try APNGReader(contentsOfFile: box.reference("sample.apng.apng").path).frameCount == 5)
    }
}
