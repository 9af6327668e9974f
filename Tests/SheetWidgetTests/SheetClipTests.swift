import Canvas
import Foundation
import Synchronization
import Testing
import Widgets
@testable import SheetWidget

/// A user's own sheet written as a clip with one call: numbered PNGs, an APNG, a contact sheet and the
/// event log, the same bytes for any number of workers.
@Suite struct SheetClipTests {
    /// A scene of the user's own: a custom header and content, a configuration with detents, an iOS style
    /// with its own tint, the Drawer's motion.
    static func myScene() -> SheetScene {
        var c = SheetConfiguration()
        c.headerContentHeight = 40
        c.detents = [.fraction(0.3, id: "peek"), .fraction(0.8, id: "tall")]
        var style = SheetStyle.iOS()
        style.handleColor = Color(r: 255, g: 59, b: 48)
        var s = SheetScene(header: Text("My header", size: 17, weight: .semibold).frame(maxWidth: .infinity),
                           content: VStack(spacing: 8) { Text("Row one", size: 15); Text("Row two", size: 15) }.padding(16),
                           configuration: c, style: style, device: .iPhoneSE, position: .detent("peek"))
        s.displayScale = 0.5
        s.motionStyle = .drawer
        return s
    }

    func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-clip-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aUsersOwnSceneIsWrittenWithOneCall() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let motion = try SheetMotion(scene: Self.myScene(), actions: [.move(to: .detent("tall"), at: 0)])
        let clip = try SheetClip(scene: Self.myScene, motion: motion, fps: 20)
        let written = try clip.write(SheetClipOutput(folder: dir + "/frames", apng: dir + "/clip.png", contactSheet: dir + "/sheet.png",
                                                     events: dir + "/events.json"))
        #expect(written.frames == clip.frameCount && written.width == 188 && written.height == 334)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
        #expect(names == (0..<clip.frameCount).map(SheetClip.frameName))
        // The APNG holds the same pictures as the numbered frames; the last one is the tall detent.
        let apng = try APNGReader(contentsOfFile: dir + "/clip.png").allFrames()
        #expect(apng.count == clip.frameCount)
        for (k, f) in apng.enumerated() { #expect(f.image == (try Image(contentsOfPNGFile: dir + "/frames/" + SheetClip.frameName(k)))) }
        var last = Self.myScene()
        last.position = .detent("tall")
        #expect(apng.last?.image == (try last.render().makeImage()))
        #expect(try String(contentsOfFile: dir + "/events.json", encoding: .utf8).contains("\"did-move\""))
        #expect(FileManager.default.fileExists(atPath: dir + "/sheet.png"))
    }

    /// By default the APNG stores only what changed from frame to frame: the same pictures as the whole-frame
    /// form, in fewer bytes.
    @Test func theAPNGStoresChangedRegions() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let motion = try SheetMotion(scene: Self.myScene(), actions: [.move(to: .detent("tall"), at: 0)])
        let clip = try SheetClip(scene: Self.myScene, motion: motion, fps: 20, duration: motion.endTime + 0.5)
        try clip.write(SheetClipOutput(apng: dir + "/regions.png"))
        try clip.write(SheetClipOutput(apng: dir + "/whole.png", apngStoresChangedRegions: false))
        let regions = try APNGReader(contentsOfFile: dir + "/regions.png"), whole = try APNGReader(contentsOfFile: dir + "/whole.png")
        let a = try regions.allFrames(), b = try whole.allFrames()
        #expect(a.count == clip.frameCount && b.count == clip.frameCount)
        for k in 0..<a.count { #expect(a[k].image == b[k].image, "frame \(k)") }
        let sizes = [dir + "/regions.png", dir + "/whole.png"].map { (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0 }
        // The settled half second stores 1×1 frames; moving frames store the panel's band and the dimming above.
        #expect(sizes[0] < sizes[1] * 3 / 4, "\(sizes)")
    }

    /// Numbered frames and a changed-region APNG written together: a frame whose changed region is its top
    /// rows (Fluent's dimming fading above the panel) gets both files from one encoding. The APNG is byte for
    /// byte the one written alone (regions encoded on their own), its frames are the numbered files, and such
    /// regions do occur in this clip.
    @Test func framesAndTopRegionsShareTheirEncoding() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func scene() -> SheetScene { var s = SheetScene(preset: .fluent, position: .state(.collapsed)); s.displayScale = 0.5; return s }
        let motion = try SheetMotion(scene: scene(), actions: [.move(to: .state(.expanded), at: 0)])
        let clip = try SheetClip(scene: scene, motion: motion, fps: 30)
        try clip.write(SheetClipOutput(folder: dir + "/frames", apng: dir + "/both.png"))
        try clip.write(SheetClipOutput(apng: dir + "/alone.png"))
        let both = try #require(FileManager.default.contents(atPath: dir + "/both.png"))
        #expect(both == FileManager.default.contents(atPath: dir + "/alone.png"))
        let frames = try APNGReader(pngData: [UInt8](both)).allFrames()
        for (k, f) in frames.enumerated() { #expect(f.image == (try Image(contentsOfPNGFile: dir + "/frames/" + SheetClip.frameName(k))), "frame \(k)") }
        // The frame controls (fcTL: sequence, width, height, x, y): some frame stores only the top rows.
        var regions: [(width: Int, height: Int, x: Int, y: Int)] = []
        var at = 8
        let bytes = [UInt8](both)
        func word(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        while at + 8 <= bytes.count {
            let length = word(at)
            if bytes[(at + 4)..<(at + 8)].elementsEqual("fcTL".utf8) { regions.append((word(at + 12), word(at + 16), word(at + 20), word(at + 24))) }
            at += 12 + length
        }
        #expect(regions.count == clip.frameCount)
        let (w, h) = (regions[0].width, regions[0].height)
        #expect(regions.dropFirst().contains { $0.x == 0 && $0.y == 0 && $0.width == w && $0.height > 1 && $0.height < h })
    }

    @Test func workersNeverChangeTheBytes() throws {
        let dirs = try (0..<2).map { _ in try folder() }
        defer { for d in dirs { try? FileManager.default.removeItem(atPath: d) } }
        let motion = try SheetMotion(scene: Self.myScene(), actions: [.move(to: .detent("tall"), at: 0)])
        let clip = try SheetClip(scene: Self.myScene, motion: motion, fps: 15)
        try clip.write(SheetClipOutput(apng: dirs[0] + "/clip.png"), workers: 1)
        try clip.write(SheetClipOutput(apng: dirs[1] + "/clip.png"), workers: 3)
        #expect(FileManager.default.contents(atPath: dirs[0] + "/clip.png") == FileManager.default.contents(atPath: dirs[1] + "/clip.png"))
        // A clip of one scene value (shared nodes) renders on one thread, to the same bytes.
        let single = try SheetClip(scene: Self.myScene(), motion: motion, fps: 15)
        var hashes: [Int] = []
        try single.render(workers: 4, transform: { _, canvas in canvas.makeImage().pixels.hashValue }, deliver: { _, h in hashes.append(h) })
        var again: [Int] = []
        try clip.render(transform: { _, canvas in canvas.makeImage().pixels.hashValue }, deliver: { _, h in again.append(h) })
        #expect(hashes == again && hashes.count == clip.frameCount)
    }

    /// Frames are delivered in order while the workers go on; a failing frame or a failing delivery stops
    /// the workers and is thrown once they have stopped; the workers never run far ahead of delivery.
    @Test func deliveryIsInOrderBoundedAndStopsOnTheFirstError() throws {
        struct Failure: Error, Equatable { let frame: Int }
        let motion = try SheetMotion(scene: Self.myScene(), actions: [.move(to: .detent("tall"), at: 0)])
        let clip = try SheetClip(scene: Self.myScene, motion: motion, fps: 60, duration: 1)
        let transformed = Mutex(0)
        var delivered: [Int] = [], ahead = 0
        try clip.render(workers: 3, transform: { k, _ in transformed.withLock { $0 += 1 }; return k }, deliver: { k, v in
            #expect(k == v)
            delivered.append(k)
            ahead = max(ahead, transformed.withLock { $0 } - delivered.count)
            if k % 10 == 0 { usleep(20_000) }  // a slow writer: the workers must wait, not pile frames up
        })
        #expect(delivered == Array(0..<clip.frameCount))
        #expect(ahead <= 16, "the workers ran \(ahead) frames ahead")
        for workers in [1, 3] {
            var got: [Int] = []
            #expect(throws: Failure(frame: 7)) {
                try clip.render(workers: workers, transform: { k, _ in if k == 7 { throw Failure(frame: 7) }; return k }, deliver: { k, _ in got.append(k) })
            }
            #expect(got == Array(0..<7))
            got = []
            #expect(throws: Failure(frame: 4)) {
                try clip.render(workers: workers, transform: { k, _ in k }, deliver: { k, _ in got.append(k); if k == 4 { throw Failure(frame: 4) } })
            }
            #expect(got == Array(0..<5))
        }
        // The changed-region path (runs of consecutive frames, each with the frame before) fails the same way.
        #expect(throws: Failure(frame: 9)) {
            try clip.render(workers: 2, withPrevious: true, transform: { (k: Int, _: Canvas, previous: Canvas?, _: Int?) in
                #expect((previous == nil) == (k == 0))
                if k == 9 { throw Failure(frame: 9) }
                return k
            }, deliver: { _, _ in })
        }
    }

    @Test func limitsAndOutputsAreCheckedFirst() throws {
        let motion = try SheetMotion(scene: Self.myScene(), actions: [.move(to: .detent("tall"), at: 0)])
        #expect(throws: SheetClip.LimitError.self) { try SheetClip(scene: Self.myScene, motion: motion, fps: 241) }
        #expect(throws: SheetClip.LimitError("100.00 s at 240 fps is 24001 frames, more than the limit of 10000")) {
            try SheetClip(scene: Self.myScene, motion: motion, fps: 240, duration: 100)
        }
        #expect(throws: SheetClip.LimitError.self) { try SheetClip(scene: Self.myScene, motion: motion, fps: 30, duration: .infinity) }
        let clip = try SheetClip(scene: Self.myScene, motion: motion, fps: 10)
        #expect(throws: SheetClipOutput.Problem("nothing to write: name a frames folder or a file")) { try clip.write(SheetClipOutput()) }
        #expect(throws: SheetClipOutput.Problem.self) { try clip.write(SheetClipOutput(apng: "/no/such/folder/clip.png")) }
    }
}
