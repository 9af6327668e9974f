import CPNGCodec
import Foundation
import Testing
import TestSupport
@testable import Canvas

/// Sheetshot's fast PNG decoder (`PNGDecoder.c`): on every file it reads — any row filters in any order,
/// every colour type it takes, any size — the same pixels as libpng, from its vector and its scalar loops;
/// and every file with something wrong is left to libpng, which reports it.
@Suite(.serialized) struct PNGDecoderTests {
    /// A zlib stream of stored (uncompressed) deflate blocks: the filtered rows exactly as given, so a test
    /// picks every row's filter byte itself.
    static func zlibStored(_ raw: [UInt8], trailing: [UInt8] = []) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var at = 0
        repeat {
            let n = min(65535, raw.count - at)
            out.append(at + n == raw.count ? 1 : 0)
            out += [UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8((~n >> 8) & 255)]
            out += raw[at..<(at + n)]
            at += n
        } while at < raw.count
        var s1: UInt32 = 1, s2: UInt32 = 0
        for byte in raw { s1 = (s1 + UInt32(byte)) % 65521; s2 = (s2 + s1) % 65521 }
        return out + CraftedPNG.be(s2 << 16 | s1) + trailing
    }

    /// A PNG of 8-bit `colorType` whose rows are `raw` (filter byte, then the filtered samples), with
    /// `before` chunks ahead of the image data and the image data split into `parts` chunks.
    static func file(width: Int, height: Int, colorType: UInt8, raw: [UInt8], before: [PNGChunk] = [],
                     parts: Int = 1, trailing: [UInt8] = [], interlace: UInt8 = 0, depth: UInt8 = 8) -> [UInt8] {
        var p = CraftedPNG()
        p.add("IHDR", CraftedPNG.be(UInt32(width)) + CraftedPNG.be(UInt32(height)) + [depth, colorType, 0, 0, interlace])
        for chunk in before { p.add(chunk.type, chunk.data) }
        let stream = zlibStored(raw, trailing: trailing)
        let size = (stream.count + parts - 1) / parts
        for k in 0..<parts {
            p.add("IDAT", Array(stream[min(stream.count, k * size)..<min(stream.count, (k + 1) * size)]))
        }
        p.add("IEND", [])
        return p.bytes
    }

    /// Random filtered rows: half the rows Paeth (so runs of four, the wavefront's, happen anywhere), the
    /// rest any filter, every sample random — any bytes are a valid filtered image.
    static func randomRows(width: Int, height: Int, bpp: Int, rng: inout SeededRandom) -> [UInt8] {
        var raw: [UInt8] = []
        for _ in 0..<height {
            raw.append(Bool.random(using: &rng) ? 4 : UInt8.random(in: 0...4, using: &rng))
            for _ in 0..<(width * bpp) { raw.append(UInt8.random(in: 0...255, using: &rng)) }
        }
        return raw
    }

    /// Decodes with Sheetshot's decoder only (vector loops on or off); nil when it declines.
    static func fast(_ png: [UInt8], _ w: Int, _ h: Int, vector: Bool = true) -> [UInt8]? {
        ssfe_use_vector_paths(vector ? 1 : 0)
        defer { ssfe_use_vector_paths(1) }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let result = sspd_decode(png, png.count, UInt32(w), UInt32(h), &pixels)
        return result == Int32(SSPD_DECODED) ? pixels : nil
    }

    /// Decodes with libpng alone; nil when it fails.
    static func libpng(_ png: [UInt8], _ w: Int, _ h: Int) -> [UInt8]? {
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        var message = [CChar](repeating: 0, count: 256)
        return sspng_decode_with_libpng_into(png, png.count, UInt32(w), UInt32(h), &pixels, &message, message.count) == 0 ? pixels : nil
    }

    @Test("every filter in every order, every colour type and many sizes: libpng's pixels, vector and scalar")
    func matchesLibpng() throws {
        var rng = SeededRandom(seed: 16)
        var files = 0
        for (colorType, bpp) in [(UInt8(0), 1), (4, 2), (2, 3), (6, 4)] {
            for width in [1, 2, 3, 4, 5, 7, 16, 33, 100] {
                for height in [1, 3, 4, 5, 8, 9, 13] {
                    let raw = Self.randomRows(width: width, height: height, bpp: bpp, rng: &rng)
                    let png = Self.file(width: width, height: height, colorType: colorType, raw: raw)
                    let expected = try #require(Self.libpng(png, width, height), "libpng could not read \(width)×\(height) type \(colorType)")
                    let where_ = "\(width)×\(height), colour type \(colorType)"
                    #expect(Self.fast(png, width, height) == expected, "vector loops, \(where_)")
                    #expect(Self.fast(png, width, height, vector: false) == expected, "scalar loops, \(where_)")
                    #expect(try Image(pngData: png).pixels == expected, "Image(pngData:), \(where_)")
                    files += 1
                }
            }
        }
        #expect(files == 4 * 9 * 7)
    }

    @Test("all rows Paeth, the wavefront's case, at a frame's width, and the files both encoders write")
    func paethFramesAndEncoderOutput() throws {
        var rng = SeededRandom(seed: 4)
        for (colorType, bpp) in [(UInt8(2), 3), (6, 4)] {
            let (w, h) = (1170, 11)
            var raw: [UInt8] = []
            for _ in 0..<h { raw.append(4); for _ in 0..<(w * bpp) { raw.append(UInt8.random(in: 0...255, using: &rng)) } }
            let png = Self.file(width: w, height: h, colorType: colorType, raw: raw)
            let expected = try #require(Self.libpng(png, w, h))
            #expect(Self.fast(png, w, h) == expected)
            #expect(Self.fast(png, w, h, vector: false) == expected)
        }
        // What Sheetshot writes: .fast (every row Paeth, one IDAT) and .small (libpng's adaptive filters,
        // 8 KiB IDATs), opaque and translucent, read back exactly by the fast decoder.
        var pixels = [UInt8](repeating: 0, count: 301 * 67 * 4)
        for i in 0..<(301 * 67) {
            let x = i % 301, y = i / 301
            let a: UInt8 = (x / 50 + y / 20) % 3 == 0 ? 255 : UInt8((x * 7 + y) % 256)
            pixels[4 * i] = UInt8((x * 3) % 256); pixels[4 * i + 1] = UInt8((y * 5) % 256); pixels[4 * i + 2] = UInt8((x ^ y) % 256); pixels[4 * i + 3] = a
        }
        let translucent = try Image(width: 301, height: 67, pixels: pixels)
        var opaquePixels = pixels
        for i in stride(from: 3, to: opaquePixels.count, by: 4) { opaquePixels[i] = 255 }
        let opaque = try Image(width: 301, height: 67, pixels: opaquePixels)
        for image in [translucent, opaque] {
            for options in [PNGEncodingOptions.fast, .small, .libpngFast] {
                let png = try image.pngData(options: options)
                #expect(Self.fast(png, 301, 67) == image.pixels, "\(options.encoder) \(options.level)")
                #expect(Self.fast(png, 301, 67, vector: false) == image.pixels)
            }
        }
    }

    @Test("image data in several chunks, and chunks it ignores as libpng does")
    func splitDataAndAncillaryChunks() throws {
        var rng = SeededRandom(seed: 9)
        let raw = Self.randomRows(width: 9, height: 6, bpp: 3, rng: &rng)
        let png = Self.file(width: 9, height: 6, colorType: 2, raw: raw,
                            before: [PNGChunk(type: "sRGB", data: [0]), PNGChunk(type: "tEXt", data: Array("Software\u{0}test".utf8))], parts: 4)
        let expected = try #require(Self.libpng(png, 9, 6))
        #expect(Self.fast(png, 9, 6) == expected)
    }

    @Test("files it leaves to libpng: transparency chunk, palette, 16-bit, interlaced, data after the stream")
    func declines() throws {
        var rng = SeededRandom(seed: 3)
        let raw = Self.randomRows(width: 4, height: 3, bpp: 3, rng: &rng)
        // tRNS: libpng turns the named colour transparent — the fast decoder must not ignore it
        let keyed = Self.file(width: 4, height: 3, colorType: 2, raw: raw, before: [PNGChunk(type: "tRNS", data: [0, 1, 0, 2, 0, 3])])
        #expect(Self.fast(keyed, 4, 3) == nil)
        #expect(try Image(pngData: keyed).pixels == Self.libpng(keyed, 4, 3))
        let interlaced = Self.file(width: 4, height: 3, colorType: 2, raw: raw, interlace: 1)
        #expect(Self.fast(interlaced, 4, 3) == nil)
        let wide = Self.file(width: 2, height: 3, colorType: 2, raw: raw, depth: 16)
        #expect(Self.fast(wide, 2, 3) == nil)
        #expect(try Image(pngData: wide).width == 2)
        // bytes after the stream's end inside the image data: libpng warns and reads the image
        let trailing = Self.file(width: 4, height: 3, colorType: 2, raw: raw, trailing: [1, 2, 3])
        #expect(Self.fast(trailing, 4, 3) == nil)
        #expect(try Image(pngData: trailing).pixels == Self.libpng(trailing, 4, 3))
    }

    @Test("a damaged file is never read as an image: wrong CRC, wrong checksum, bad filter, missing end")
    func damagedFilesFail() throws {
        var rng = SeededRandom(seed: 5)
        let raw = Self.randomRows(width: 6, height: 5, bpp: 4, rng: &rng)
        let good = Self.file(width: 6, height: 5, colorType: 6, raw: raw)
        #expect(Self.fast(good, 6, 5) != nil)
        let idatData = PNGChunk.signature.count + 25 + 8
        // a flipped sample: the IDAT's CRC no longer matches
        var flipped = good
        flipped[idatData + 20] ^= 1
        #expect(Self.fast(flipped, 6, 5) == nil)
        #expect(throws: PNGError.self) { try Image(pngData: flipped) }
        // the same sample flipped with the chunk's CRC made right again: the stream's Adler-32 catches it
        var resealed = flipped
        let idatEnd = idatData + Self.zlibStored(raw).count
        resealed.replaceSubrange(idatEnd..<(idatEnd + 4), with: CraftedPNG.be(PNGChunk.crc(Array(resealed[(idatData - 4)..<idatEnd]))))
        #expect(try PNGChunk.chunks(of: resealed).count == 3, "every chunk's CRC is right")
        #expect(Self.fast(resealed, 6, 5) == nil)
        #expect(throws: PNGError.self) { try Image(pngData: resealed) }
        // a filter byte PNG does not have
        var badFilter = raw
        badFilter[0] = 5
        let filterFile = Self.file(width: 6, height: 5, colorType: 6, raw: badFilter)
        #expect(Self.fast(filterFile, 6, 5) == nil)
        #expect(throws: PNGError.self) { try Image(pngData: filterFile) }
        // no IEND: the file was cut after its image data
        let cut = Array(good.dropLast(12))
        #expect(Self.fast(cut, 6, 5) == nil)
        #expect(throws: PNGError.self) { try Image(pngData: cut) }
        // too few rows in the stream
        let short = Self.file(width: 6, height: 5, colorType: 6, raw: Array(raw.dropLast(25)))
        #expect(Self.fast(short, 6, 5) == nil)
        #expect(throws: PNGError.self) { try Image(pngData: short) }
    }
}
