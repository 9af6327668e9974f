import Canvas
import Foundation
import Testing
import Widgets
@testable import SheetWidget

@Suite struct SheetMotionTests {
    let scene = SheetScene(preset: .fluent, device: .iPhone15Pro, position: .state(.collapsed))

    @Test func programmaticMoveSettlesOnTheTargetWithEvents() throws {
        let m = try SheetMotion(scene: scene, actions: [.move(to: .state(.expanded), at: 0)], style: .fluent(allowsSwipeToHide: false))
        #expect(m.extent(at: 0) == 98)
        #expect(abs(m.extent(at: m.endTime) - 768) < 0.5 && m.extent(at: m.endTime + 5) == 768 + (m.extent(at: m.endTime + 5) - 768))
        // Critically damped: it rises monotonically and never passes expanded.
        var previous = 98.0, t = 0.0
        while t < m.endTime + 0.5 {
            let e = m.extent(at: t)
            #expect(e >= previous - 1e-9 && e <= 768 + 1e-9)
            previous = e; t += 1.0 / 120
        }
        #expect(m.events.map(\.kind) == [.willMove, .didMove])
        #expect(m.events[1].target == "expanded" && m.events[1].interaction == .noUserAction && m.events[1].time == m.endTime)
        #expect(try m.eventsJSON().contains("\"did-move\""))
        // Offset changes, one per frame while the sheet moves, merged into the log by time.
        let offsets = m.offsetEvents(fps: 30, duration: m.endTime)
        #expect(offsets.count == SheetMotion.frameTimes(fps: 30, duration: m.endTime).count)
        #expect(offsets.first?.extent == 98 && offsets.allSatisfy { $0.kind == .offset })
        #expect(try m.eventsJSON(fps: 30, duration: m.endTime).components(separatedBy: "\"offset\"").count - 1 == offsets.count)
    }

    @Test func aNewTargetRetargetsFromThePresentPositionAndVelocity() throws {
        let m = try SheetMotion(scene: scene, actions: [.move(to: .state(.expanded), at: 0), .move(to: .state(.collapsed), at: 0.1)],
                                style: .fluent(allowsSwipeToHide: false))
        let before = m.extent(at: 0.1 - 1e-6), after = m.extent(at: 0.1 + 1e-6)
        #expect(abs(before - after) < 0.01)                                   // no jump
        #expect(m.extent(at: 0.12) > m.extent(at: 0.1))                       // still rising for a moment (velocity kept)
        #expect(abs(m.extent(at: m.endTime) - 98) < 0.5)
    }

    @Test func aFlickUpExpandsThroughFluentsRule() throws {
        // A finger moving up 150 pt in 0.1 s (1500 pt/s) from collapsed: opening below partial → partial.
        let samples = stride(from: 0.0, through: 0.1, by: 0.02).map { (time: $0, translation: -1500 * $0) }
        let m = try SheetMotion(scene: scene, actions: [.pan(samples)], style: .fluent(allowsSwipeToHide: false))
        #expect(m.events.map(\.kind) == [.startedPan, .released, .willMove, .didMove])
        #expect(abs(m.extent(at: 0.1) - (98 + 150)) < 1e-9)
        #expect(m.events.last?.target == "partial" && m.events.last?.interaction == .swipe)
        // Dragged down past collapsed, Fluent resists and stops 20 pt past.
        let down = stride(from: 0.0, through: 1.0, by: 0.05).map { (time: $0, translation: 300 * $0) }
        let d = try SheetMotion(scene: scene, actions: [.pan(down)], style: .fluent(allowsSwipeToHide: false))
        #expect(d.extent(at: 1.0) >= 78 && d.extent(at: 1.0) < 98)
    }

    /// With the projected-end rule and a sheet that may be swiped away, hidden is one of the resting places:
    /// a release projected (position + 0.2 s × velocity) below half the smallest size hides it; one above
    /// returns. Without swipe-to-hide the same flick stays at the smallest size.
    @Test func aProjectedReleaseHidesOnlyASwipeableSheet() throws {
        var swipeable = SheetScene(preset: .fluent, device: .iPhone15Pro, position: .state(.collapsed))
        swipeable.configuration.allowsSwipeToHide = true
        let collapsed = try swipeable.layout().extent
        // 60 pt down in 0.1 s: 600 pt/s, projected 60 + 120 pt below collapsed.
        let flick = stride(from: 0.0, through: 0.1, by: 0.02).map { (time: $0, translation: 600 * $0) }
        let away = try SheetMotion(scene: swipeable, actions: [.pan(flick)], style: .drawer)
        #expect(away.events.last?.target == "hidden")
        #expect(abs(away.extent(at: away.endTime)) < 0.5)
        // The rest is typed: off the screen is `.hidden`, a detent its identifier; the JSON log names them.
        #expect(away.events.last?.rest == .hidden && away.events.first { $0.kind == .startedPan }?.rest == nil)
        let log = try JSONEncoder().encode(away.events)
        #expect(String(decoding: log, as: UTF8.self).contains("\"target\":\"hidden\""))
        #expect(try JSONDecoder().decode([SheetEvent].self, from: log) == away.events)
        // 10 pt down, slowly: projected above half of collapsed, it returns.
        let nudge = stride(from: 0.0, through: 1.0, by: 0.1).map { (time: $0, translation: 10 * $0) }
        #expect(try SheetMotion(scene: swipeable, actions: [.pan(nudge)], style: .drawer).events.last?.rest == .detent("collapsed"))
        // The same flick on a sheet that may not be swiped away stays.
        #expect(try SheetMotion(scene: scene, actions: [.pan(flick)], style: .drawer).events.last?.target == "collapsed")
        #expect(collapsed / 2 > collapsed - 60 - 120)
    }

    @Test func tapsOnTheHandleCycleAndOnTheDimmingCollapse() throws {
        let handle = Point(196, 754 + 10)
        let m = try SheetMotion(scene: scene, actions: [.tap(handle, at: 0)], style: .fluent(allowsSwipeToHide: false))
        #expect(m.events.last?.target == "partial" && m.events.last?.interaction == .resizingHandleTap)
        var expanded = scene
        expanded.position = .state(.expanded)
        let dim = try SheetMotion(scene: expanded, actions: [.tap(Point(100, 40), at: 0)], style: .fluent(allowsSwipeToHide: false))
        #expect(dim.events.last?.target == "collapsed" && dim.events.last?.interaction == .dimmingViewTap)
    }

    @Test func fullScreenSheetsCannotBeDraggedDownFromFullScreen() throws {
        let full = SheetScene(preset: .fullScreen, device: .iPhone15Pro, position: .detent("full"))
        let down = stride(from: 0.0, through: 0.3, by: 0.05).map { (time: $0, translation: 600 * $0) }
        let m = try SheetMotion(scene: full, actions: [.pan(down)])
        #expect(m.extent(at: 0.3) == 852 && m.extent(at: 2) == 852)
    }

    @Test func frameCountIsDurationTimesFpsPlusOne() {
        #expect(SheetMotion.frameTimes(fps: 60, duration: 1).count == 61)
        #expect(SheetMotion.frameTimes(fps: 30, duration: 0.5).count == 16)
        #expect(SheetMotion.frameTimes(fps: 60, duration: 0.8).last! >= 0.8 && SheetMotion.frameTimes(fps: 60, duration: 0).count == 1)
    }

    @Test func framesOverAReusedHostMatchFullRenders() throws {
        var s = SheetScene(preset: .fluent, device: .iPhoneSE, position: .offset(300))
        s.displayScale = 1
        let backdrop = try s.renderHost()
        #expect(try s.render(over: backdrop).makeImage() == (try s.render().makeImage()))
    }
}

@Suite struct APNGTests {
    @Test func chunksSequenceNumbersCRCsFramesAndDelaysReadBack() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("clip.png").path
        let writer = try APNGWriter(path: path, width: 8, height: 4, frameCount: 3, delayNumerator: 1, delayDenominator: 30)
        for k in 0..<3 {
            let c = try Canvas(width: 8, height: 4, background: .white)
            c.fill(Rect(x: Double(k * 2), y: 0, width: 2, height: 4), with: .solid(.black))
            try writer.append(c.makeImage())
        }
        try writer.finish()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let chunks = try PNGChunk.chunks(of: bytes)  // CRCs checked
        let types = chunks.map(\.type).filter { $0 != "sRGB" }
        #expect(types == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        func be32(_ d: [UInt8], _ at: Int) -> UInt32 { UInt32(d[at]) << 24 | UInt32(d[at + 1]) << 16 | UInt32(d[at + 2]) << 8 | UInt32(d[at + 3]) }
        let actl = chunks.first { $0.type == "acTL" }!
        #expect(be32(actl.data, 0) == 3 && be32(actl.data, 4) == 0)
        // Sequence numbers run over fcTL and fdAT together: 0, 1, 2, 3, 4.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { be32($0.data, 0) }
        #expect(sequence == [0, 1, 2, 3, 4])
        for f in chunks where f.type == "fcTL" {
            #expect(be32(f.data, 4) == 8 && be32(f.data, 8) == 4 && f.data[20] == 0 && f.data[21] == 1 && f.data[22] == 0 && f.data[23] == 30)
        }
        // The first frame is an ordinary PNG to any decoder.
        #expect(try Image(pngData: bytes).width == 8)
        // Debian's apngdis extracts all three frames beside the file (installed by .ci/run and the README's
        // set-up), each with its delay in a text file.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/apngdis")
        process.arguments = [path, "frame"]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let extracted = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("frame") && $0.hasSuffix(".png") }
        #expect(extracted.count == 3, "\(extracted)")
        let delays = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("frame") && $0.hasSuffix(".txt") }
        #expect(try delays.allSatisfy { try String(contentsOfFile: dir.appendingPathComponent($0).path, encoding: .utf8).contains("delay=1/30") })
        #expect(throws: APNGError.tooManyFrames(announced: 1)) {
            let w = try APNGWriter(path: dir.appendingPathComponent("x.png").path, width: 2, height: 2, frameCount: 1)
            let img = try Canvas(width: 2, height: 2, background: .white).makeImage()
            try w.append(img); try w.append(img)
        }
    }
}

@Suite struct FrameFastPathTests {
    @Test func opaqueEncodingAndReusedCanvasesGiveTheSameBytes() throws {
        var s = SheetScene(preset: .fluent, device: .iPhoneSE, position: .offset(300))
        s.displayScale = 1
        let backdrop = try s.renderHost()
        let reused = backdrop.copy()
        let a = try s.render(over: backdrop, reusing: reused)
        #expect(a === reused)
        let b = try s.render()
        #expect(a.makeImage() == b.makeImage())
        #expect(try a.opaquePNGData() == (try a.makeImage().pngData(options: .fast, alpha: false)))
        let clear = try Canvas(width: 4, height: 4)
        #expect(try clear.opaquePNGData() == nil)
        #expect(throws: CanvasError.self) { try clear.copyPixels(from: backdrop) }
    }

    @Test func shadowsAreBlurredOncePerShapeAndOccludersChangeNothing() throws {
        let cache = ShadowCache()
        let shadow = Shadow(color: Color.black.withAlpha(0.3), offset: Point(0, 6), blur: 20)
        let panel = Path(roundedRect: Rect(x: 20, y: 40, width: 120, height: 80), cornerRadius: 12)
        func frame(_ dy: Double, cached: ShadowCache?, occluded: Bool) throws -> Image {
            let c = try Canvas(width: 160, height: 200, background: .white)
            let moved = panel.applying(.translation(0, dy))
            c.drawShadow(of: moved, shadow, cache: cached, occludedBy: occluded ? moved.bounds.insetBy(12) : nil)
            c.fill(moved, with: .solid(.white))
            return c.makeImage()
        }
        for dy in [0.0, 7, 23] {
            let plain = try frame(dy, cached: nil, occluded: false)
            #expect(try frame(dy, cached: cache, occluded: false) == plain)
            #expect(try frame(dy, cached: cache, occluded: true) == plain)
        }
        #expect(cache.hits == 5)  // three shapes at whole-pixel offsets: one blur, then hits
    }

    @Test func shadowsOfShapesARoundingErrorApartShareOneMask() throws {
        // A sheet's edge computed from a spring lands a rounding error either side of a whole pixel; the
        // 60-frame clip blurred its large shadows three times each before the region was snapped.
        let cache = ShadowCache()
        let shadow = Shadow(color: Color.black.withAlpha(0.3), offset: Point(0, 6), blur: 20)
        func frame(_ dy: Double, cached: ShadowCache?) throws -> Image {
            let c = try Canvas(width: 160, height: 200, background: .white)
            c.drawShadow(of: Path(roundedRect: Rect(x: 20, y: 40 + dy, width: 120, height: 80), cornerRadius: 12), shadow, cache: cached)
            return c.makeImage()
        }
        for dy in [7.0, 7 - 1e-9, 7 + 1e-9, 7.0.nextDown, 7.0.nextUp] {
            #expect(try frame(dy, cached: cache) == (try frame(dy, cached: nil)))
        }
        #expect(cache.hits == 4)
    }
}
