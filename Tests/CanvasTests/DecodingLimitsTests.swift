import Foundation
import Testing
@testable import Canvas

/// A PNG stream assembled chunk by chunk (CRCs computed), for files no encoder would write.
struct CraftedPNG {
    var bytes: [UInt8] = PNGChunk.signature
    mutating func add(_ type: String, _ data: [UInt8]) {
        var d = Data(); PNGChunk(type: type, data: data).append(to: &d); bytes += [UInt8](d)
    }
    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    /// IHDR data: 8-bit RGBA.
    static func ihdr(_ w: UInt32, _ h: UInt32) -> [UInt8] { be(w) + be(h) + [8, 6, 0, 0, 0] }
    static func fctl(_ seq: UInt32, _ w: UInt32, _ h: UInt32, x: UInt32 = 0, y: UInt32 = 0, dispose: UInt8 = 0, blend: UInt8 = 0) -> [UInt8] {
        be(seq) + be(w) + be(h) + be(x) + be(y) + [0, 1, 0, 10, dispose, blend]
    }
}

/// The IDAT data of a w×h RGBA image.
func idat(_ w: Int, _ h: Int, _ value: UInt8 = 200) throws -> [UInt8] {
    let png = try Image(width: w, height: h, pixels: [UInt8](repeating: value, count: w * h * 4)).pngData(options: .fast, alpha: true)
    return try PNGChunk.chunks(of: png).filter { $0.type == "IDAT" }.flatMap(\.data)
}

/// An APNG of `frames` whole-canvas frames (the default image first), with `edit` applied to frame
/// controls before they are written.
func craftedAPNG(_ w: UInt32 = 4, _ h: UInt32 = 3, frames: Int = 2, control: (Int, inout [UInt8]) -> Void = { _, _ in }) throws -> [UInt8] {
    var p = CraftedPNG()
    p.add("IHDR", CraftedPNG.ihdr(w, h))
    p.add("acTL", CraftedPNG.be(UInt32(frames)) + CraftedPNG.be(0))
    var seq: UInt32 = 0
    let data = try idat(Int(w), Int(h))
    for k in 0..<frames {
        var c = CraftedPNG.fctl(seq, w, h); seq += 1
        control(k, &c)
        p.add("fcTL", c)
        if k == 0 { p.add("IDAT", data) } else { p.add("fdAT", CraftedPNG.be(seq) + data); seq += 1 }
    }
    p.add("IEND", [])
    return p.bytes
}

@Suite struct DecodingLimitsTests {
    /// A PNG claiming 100000×100000 gets the size-limit error, not libpng's "Invalid IHDR data"; a small
    /// file claiming the largest allowed side fails on the pixel budget before anything is allocated.
    @Test func claimedSizesAreCheckedBeforeDecoding() throws {
        var huge = CraftedPNG(); huge.add("IHDR", CraftedPNG.ihdr(100_000, 100_000)); huge.add("IDAT", [0]); huge.add("IEND", [])
        #expect(throws: PNGError.tooLarge("100000×100000 is larger than 16384 pixels a side")) { try Image(pngData: huge.bytes) }
        var big = CraftedPNG(); big.add("IHDR", CraftedPNG.ihdr(16384, 16384)); big.add("IDAT", try idat(1, 1)); big.add("IEND", [])
        #expect(throws: PNGError.tooLarge("16384×16384 is 268435456 pixels, more than the budget of 67108864 (pass a larger maximumPixels: to decode it)")) {
            try Image(pngData: big.bytes)
        }
        #expect(throws: PNGError.tooLarge("40×30 is 1200 pixels, more than the budget of 1000 (pass a larger maximumPixels: to decode it)")) {
            try Image(pngData: try Image(width: 40, height: 30, color: .red).pngData(), maximumPixels: 1000)
        }
        var zero = CraftedPNG(); zero.add("IHDR", CraftedPNG.ihdr(0, 5)); zero.add("IEND", [])
        #expect(throws: PNGError.corrupt("IHDR gives a size of 0×5")) { try Image(pngData: zero.bytes) }
        var first = CraftedPNG(); first.add("IDAT", [1, 2, 3]); first.add("IHDR", CraftedPNG.ihdr(1, 1)); first.add("IEND", [])
        #expect(throws: PNGError.corrupt("the first chunk is 'IDAT', not IHDR")) { try Image(pngData: first.bytes) }
        #expect(try Image.pngSize(of: try Image(width: 40, height: 30, color: .red).pngData()) == (40, 30))
    }

    /// The APNG reader accepts only what the specification allows and names the frame and field.
    @Test func frameControlsAreChecked() throws {
        _ = try APNGReader(pngData: try craftedAPNG()).allFrames()
        #expect(throws: PNGError.corrupt("frame 1 has dispose operation 7 (expected 0 none, 1 background or 2 previous)")) {
            try APNGReader(pngData: try craftedAPNG { k, c in if k == 1 { c[24] = 7 } })
        }
        #expect(throws: PNGError.corrupt("frame 1 has blend operation 9 (expected 0 source or 1 over)")) {
            try APNGReader(pngData: try craftedAPNG { k, c in if k == 1 { c[25] = 9 } })
        }
        #expect(throws: PNGError.corrupt("frame 0 is the default image but its region 3×3 at (0, 0) is not the whole 4×3 canvas")) {
            try APNGReader(pngData: try craftedAPNG { k, c in if k == 0 { c[7] = 3 } })
        }
        #expect(throws: PNGError.corrupt("frame 1's region 4×3 at (1, 0) is outside the 4×3 canvas")) {
            try APNGReader(pngData: try craftedAPNG { k, c in if k == 1 { c[15] = 1 } })
        }
        #expect(throws: PNGError.corrupt("frame 1's region 4294967295×3 at (0, 0) is outside the 4×3 canvas")) {
            try APNGReader(pngData: try craftedAPNG { k, c in if k == 1 { c[4] = 255; c[5] = 255; c[6] = 255; c[7] = 255 } })
        }
        // A 2-byte fdAT is named as what it is.
        var p = CraftedPNG()
        p.add("IHDR", CraftedPNG.ihdr(4, 3)); p.add("acTL", CraftedPNG.be(2) + CraftedPNG.be(0))
        p.add("fcTL", CraftedPNG.fctl(0, 4, 3)); p.add("IDAT", try idat(4, 3))
        p.add("fcTL", CraftedPNG.fctl(1, 4, 3)); p.add("fdAT", [0, 2]); p.add("IEND", [])
        #expect(throws: PNGError.corrupt("an fdAT is 2 bytes, shorter than its 4-byte sequence number")) { try APNGReader(pngData: p.bytes) }
        var zero = CraftedPNG()
        zero.add("IHDR", CraftedPNG.ihdr(4, 3)); zero.add("acTL", CraftedPNG.be(0) + CraftedPNG.be(0)); zero.add("IDAT", try idat(4, 3)); zero.add("IEND", [])
        #expect(throws: PNGError.corrupt("acTL announces 0 frames")) { try APNGReader(pngData: zero.bytes) }
        var late = CraftedPNG()
        late.add("IHDR", CraftedPNG.ihdr(4, 3)); late.add("IDAT", try idat(4, 3)); late.add("acTL", CraftedPNG.be(1) + CraftedPNG.be(0)); late.add("IEND", [])
        #expect(throws: PNGError.corrupt("acTL comes after the image data (it must come before IDAT)")) { try APNGReader(pngData: late.bytes) }
    }

    /// A 1 MB APNG of one-pixel frames on a 16384² canvas fails on the budget at once, and
    /// `allFrames` refuses a clip whose frames together pass it (iterating streams them instead).
    @Test func canvasesAndWholeClipsAreBudgeted() throws {
        var p = CraftedPNG()
        p.add("IHDR", CraftedPNG.ihdr(16384, 16384)); p.add("acTL", CraftedPNG.be(1) + CraftedPNG.be(0))
        p.add("fcTL", CraftedPNG.fctl(0, 16384, 16384)); p.add("IDAT", try idat(1, 1)); p.add("IEND", [])
        #expect(throws: PNGError.tooLarge("16384×16384 is 268435456 pixels, more than the budget of 67108864 (pass a larger maximumPixels: to decode it)")) {
            try APNGReader(pngData: p.bytes)
        }
        let reader = try APNGReader(pngData: try craftedAPNG(4, 3, frames: 5))
        #expect(throws: PNGError.tooLarge("5 frames of 4×3 is more than the budget of 50 pixels (iterate the reader to stream them)")) {
            try reader.allFrames(maximumPixels: 50)
        }
        #expect(try reader.allFrames(maximumPixels: 60).count == 5)
        var streamed = 0
        for frame in reader { streamed += frame.image.width * frame.image.height }
        #expect(streamed == 60)
    }
}
