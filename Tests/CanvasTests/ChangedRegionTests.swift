import Foundation
import Testing
@testable import Canvas

/// Frames that store only what changed (issue 16's APNG item): the region found between two canvases, its
/// PNG encoded straight from the canvas, and an APNG of such frames read back as the whole pictures.
@Suite struct ChangedRegionTests {
    func frame(_ y: Double) throws -> Canvas {
        let c = try Canvas(width: 40, height: 30, background: .white)
        c.fill(Path(roundedRect: Rect(x: 6, y: y, width: 20, height: 8), cornerRadius: 3), with: .solid(Color(rgb: 0x3366CC)))
        return c
    }

    @Test func theRegionHoldsEveryChangedPixelAndNoMore() throws {
        let a = try frame(4), b = try frame(9.5)
        let r = try #require(try b.changedRegion(from: a))
        let pa = a.makeImage(), pb = b.makeImage()
        for y in 0..<30 { for x in 0..<40 {
            let i = 4 * (y * 40 + x)
            let changed = pa.pixels[i..<(i + 4)] != pb.pixels[i..<(i + 4)]
            let inside = x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height
            if changed { #expect(inside, "(\(x), \(y)) changed outside \(r)") }
        } }
        // Tight: each edge of the region has a changed pixel.
        #expect(r.y == 4 && r.height == 14 - 4 + 4 && r.x == 6 && r.width == 20, "\(r)")
        #expect(try a.changedRegion(from: try frame(4)) == nil)
        #expect(throws: CanvasError.self) { try a.changedRegion(from: try Canvas(width: 41, height: 30)) }
    }

    @Test func theRegionIsTheBoundingBoxOfEveryDifference() throws {
        // Random sizes, random scattered differences (one byte of a pixel, at the edges, in single rows):
        // the memcmp-based search against the bounding box counted pixel by pixel.
        var rng = SplitMix(seed: 16)
        for trial in 0..<400 {
            let w = 1 + Int(rng.next() % 70), h = 1 + Int(rng.next() % 40)
            let a = (0..<(4 * w * h)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            var b = a
            let changes = trial % 5 == 0 ? 0 : 1 + Int(rng.next() % 6)
            for _ in 0..<changes {
                let x = trial % 7 == 0 ? [0, w - 1][Int(rng.next() % 2)] : Int(rng.next() % UInt64(w))
                let y = Int(rng.next() % UInt64(h)), c = Int(rng.next() % 4)
                b[4 * (y * w + x) + c] &+= 1 + UInt8(rng.next() % 255)
            }
            var box: (x: Int, y: Int, width: Int, height: Int)? = nil
            var x0 = w, x1 = -1, y0 = h, y1 = -1
            for y in 0..<h { for x in 0..<w where a[(4 * (y * w + x))..<(4 * (y * w + x) + 4)] != b[(4 * (y * w + x))..<(4 * (y * w + x) + 4)] {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            } }
            if x1 >= 0 { box = (x0, y0, x1 - x0 + 1, y1 - y0 + 1) }
            let found = a.withUnsafeBytes { pa in b.withUnsafeBytes { pb in APNGWriter.changedRegion(pa, pb, width: w, height: h) } }
            #expect(found.map { [$0.x, $0.y, $0.width, $0.height] } == box.map { [$0.x, $0.y, $0.width, $0.height] }, "trial \(trial): \(w)×\(h)")
        }
    }

    @Test func aRegionEncodesAsTheCroppedCanvasWould() throws {
        let b = try frame(9.5)
        let r = (x: 5, y: 8, width: 23, height: 12)
        let crop = try Canvas(width: r.width, height: r.height)
        crop.drawImage(b.makeImage(), in: Rect(x: Double(-r.x), y: Double(-r.y), width: 40, height: 30))
        #expect(try b.opaquePNGData(region: r) == crop.opaquePNGData())
        // Regions outside the canvas or empty: nothing; translucent pixels: nothing (the caller stores the whole frame).
        for bad in [(x: -1, y: 0, width: 5, height: 5), (x: 36, y: 0, width: 5, height: 5), (x: 0, y: 0, width: 0, height: 5),
                    (x: Int.max, y: 0, width: 2, height: 2), (x: 0, y: 29, width: 1, height: Int.max)] {
            #expect(try b.opaquePNGData(region: bad) == nil, "\(bad)")
        }
        let clear = try Canvas(width: 4, height: 4)
        #expect(try clear.opaquePNGData(region: (0, 0, 2, 2)) == nil)
    }

    @Test func anAPNGOfRegionsReadsBackAsTheWholeFrames() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("regions-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frames = try [2.0, 5.5, 9.25, 9.25].map(frame)
        let w = try APNGWriter(path: path, width: 40, height: 30, frameCount: frames.count)
        try w.append(pngData: try #require(try frames[0].opaquePNGData()))
        for k in 1..<frames.count {
            let r = try frames[k].changedRegion(from: frames[k - 1]) ?? (x: 0, y: 0, width: 1, height: 1)
            try w.append(pngData: try #require(try frames[k].opaquePNGData(region: r)), x: r.x, y: r.y)
        }
        // A region reaching past the canvas is refused before anything is written for it.
        #expect(throws: APNGError.self) {
            try APNGWriter(path: path + ".bad", width: 40, height: 30, frameCount: 2).append(pngData: try #require(try frames[0].opaquePNGData(region: (0, 0, 40, 30))), x: 5, y: 0)
        }
        try w.finish()
        let read = try APNGReader(contentsOfFile: path).allFrames()
        #expect(read.count == frames.count)
        for (k, f) in read.enumerated() { #expect(f.image == frames[k].makeImage(), "frame \(k)") }
    }
}
