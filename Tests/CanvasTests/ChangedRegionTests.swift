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
