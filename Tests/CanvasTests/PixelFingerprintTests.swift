import CPixelKernels
import Foundation
import Testing
@testable import Canvas

/// XXH64 against the published test values, and fingerprints carried in PNG files.
@Suite struct PixelFingerprintTests {
    func xxh64(_ s: String, seed: UInt64 = 0) -> UInt64 {
        Array(s.utf8).withUnsafeBytes { ss_xxh64($0.baseAddress, $0.count, seed) }
    }

    @Test func xxh64MatchesThePublishedValues() {
        #expect(xxh64("") == 0xEF46DB3751D8E999)
        #expect(xxh64("abc") == 0x44BC2CF5AD770999)
        #expect(xxh64("Nobody inspects the spammish repetition") == 0xFBCEA83C8A378BF1)
        #expect(xxh64("xxhash", seed: 20141025) == 0xB559B98D844E0635)
    }

    func image(_ changed: Bool = false) throws -> Image {
        var pixels = [UInt8](repeating: 0, count: 37 * 11 * 4)
        for i in pixels.indices { pixels[i] = UInt8(truncatingIfNeeded: i &* 7) }
        if changed { pixels[4 * 200] ^= 1 }
        return try Image(width: 37, height: 11, pixels: pixels)
    }

    @Test func carriedInThePNGAndIgnoredByDecoders() throws {
        let a = try image(), b = try image(true)
        #expect(PixelFingerprint(of: a) != PixelFingerprint(of: b))
        let png = try PixelFingerprint(of: a).embedded(in: try a.pngData(options: .small))
        #expect(PixelFingerprint.read(fromPNG: png) == PixelFingerprint(of: a))
        #expect(try PNGChunk.chunks(of: png).map(\.type).prefix(2) == ["IHDR", "shPX"])
        #expect(try Image(pngData: png) == a)                                   // decoders skip the chunk
        // Embedding again replaces the old one.
        let again = try PixelFingerprint(of: b).embedded(in: png)
        #expect(try PNGChunk.chunks(of: again).filter { $0.type == "shPX" }.count == 1)
        #expect(PixelFingerprint.read(fromPNG: again) == PixelFingerprint(of: b))
        // No chunk, or a damaged file: no fingerprint (the file is then decoded and compared).
        #expect(PixelFingerprint.read(fromPNG: try a.pngData()) == nil)
        var damaged = png
        damaged[damaged.count - 30] ^= 0xFF
        #expect(PixelFingerprint.read(fromPNG: damaged) == nil)
    }

    /// Wrong passes once possible: a reference with its IDAT removed, or holding another image's IDAT with
    /// valid CRCs, still carried a matching chunk and passed. The chunk is now bound to the image data.
    @Test func aChunkThatNoLongerDescribesTheFileIsNotBelieved() throws {
        let a = try image(), b = try image(true)
        let png = try PixelFingerprint(of: a).embedded(in: try a.pngData(options: .small))
        let chunks = try PNGChunk.chunks(of: png)
        func assemble(_ list: [PNGChunk]) -> [UInt8] {
            var d = Data(PNGChunk.signature)
            for c in list { c.append(to: &d) }
            return [UInt8](d)
        }
        // Every IDAT removed.
        #expect(PixelFingerprint.read(fromPNG: assemble(chunks.filter { $0.type != "IDAT" })) == nil)
        // Another image's IDAT, CRCs valid, the old chunk kept.
        let other = try PNGChunk.chunks(of: try b.pngData(options: .small)).filter { $0.type == "IDAT" }
        let swapped = assemble(chunks.filter { $0.type != "IDAT" && $0.type != "IEND" } + other + [PNGChunk(type: "IEND", data: [])])
        #expect(PixelFingerprint.read(fromPNG: swapped) == nil)
        #expect(try Image(pngData: swapped) == b)
        // Re-encoded by a tool that kept the chunk (same pixels, other compression): decoded, not believed.
        let reencoded = try PNGChunk.chunks(of: try a.pngData(options: .fast)).filter { $0.type == "IDAT" }
        let kept = assemble(chunks.filter { $0.type != "IDAT" && $0.type != "IEND" } + reencoded + [PNGChunk(type: "IEND", data: [])])
        #expect(PixelFingerprint.read(fromPNG: kept) == nil)
        // A palette or transparency chunk slipped in changes what decodes: not believed either.
        let withPalette = assemble([chunks[0], chunks[1], PNGChunk(type: "tRNS", data: [0, 0, 0, 0, 0, 0])] + chunks.dropFirst(2))
        #expect(PixelFingerprint.read(fromPNG: withPalette) == nil)
        // A version 1 chunk (no image-data hash) is never believed.
        var v1 = [UInt8(1)] + PNGChunk.be32(37) + PNGChunk.be32(11)
        let h = PixelFingerprint(of: a).hash
        v1 += PNGChunk.be32(UInt32(h >> 32)) + PNGChunk.be32(UInt32(h & 0xFFFF_FFFF))
        let old = assemble([chunks[0], PNGChunk(type: "shPX", data: v1)] + chunks.dropFirst(2))
        #expect(PixelFingerprint.read(fromPNG: old) == nil)
        #expect(PixelFingerprint.read(fromPNG: png) == PixelFingerprint(of: a))
    }
}
