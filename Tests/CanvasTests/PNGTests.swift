import Foundation
import Testing
import TestSupport
@testable import Canvas

@Suite struct PNGTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func fixture(_ name: String) throws -> Image {
        try Image(contentsOfPNGFile: Self.fixtures.appendingPathComponent(name).path)
    }

    @Test(arguments: [1, 2, 3, 4])
    func encodeDecodeIsBitExactForRandomImages(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let w = Int.random(in: 1...97, using: &rng), h = Int.random(in: 1...61, using: &rng)
        var pixels = (0..<(w * h * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        if seed % 2 == 0 { for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 } }  // opaque → RGB file
        let image = try Image(width: w, height: h, pixels: pixels)
        for options in [PNGEncodingOptions.fast, .small, PNGEncodingOptions(filters: [.paeth], level: 0)] {
            #expect(try Image(pngData: try image.pngData(options: options)) == image)
        }
    }

    /// Opaque images with R = G = B are written as grayscale files; anything else keeps its colour type.
    @Test func opaqueGrayImagesBecomeGrayFilesAndRoundTrip() throws {
        var rng = SeededRandom(seed: 9)
        let w = 37, h = 23
        let grays = (0..<(w * h)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let gray = try Image(width: w, height: h, pixels: grays.flatMap { [$0, $0, $0, 255] })
        let data = try gray.pngData()
        #expect(data[25] == 0)  // IHDR colour type: grayscale
        #expect(try Image(pngData: data) == gray)
        // One tinted pixel, or one translucent one, and the file is RGB / RGBA again.
        var tinted = gray.pixels; tinted[4 * 100 + 2] ^= 1
        #expect(try Image(width: w, height: h, pixels: tinted).pngData()[25] == 2)
        var translucent = gray.pixels; translucent[4 * 200 + 3] = 254
        let rgba = try Image(width: w, height: h, pixels: translucent)
        #expect(try rgba.pngData()[25] == 6)
        #expect(try Image(pngData: try rgba.pngData()) == rgba)
    }

    @Test func truncatedAndCorruptDataThrowNamedErrors() throws {
        let image = try Image(width: 40, height: 30, color: .red)
        let png = try image.pngData()
        #expect(throws: PNGError.truncated) { try Image(pngData: Array(png.prefix(png.count / 2))) }
        #expect(throws: PNGError.truncated) { try Image(pngData: Array(png.prefix(40))) }
        #expect(throws: PNGError.notPNG) { try Image(pngData: Array("GIF89a....".utf8)) }
        #expect(throws: PNGError.notPNG) { try Image(pngData: []) }
        var corrupt = png
        corrupt[20] ^= 0xFF  // inside IHDR: its CRC no longer matches
        do { _ = try Image(pngData: corrupt); Issue.record("corrupt data decoded") } catch let e as PNGError {
            guard case .corrupt(let message) = e else { Issue.record("expected .corrupt, got \(e)"); return }
            #expect(!message.isEmpty)
        }
    }

    @Test func decodesEveryColourTypeAndDepth() throws {
        let gray = try fixture("gray8.png")
        #expect(gray[3, 2] == (98, 98, 98, 255))
        let bits = try fixture("gray1.png")
        #expect(bits[0, 0] == (0, 0, 0, 255) && bits[1, 0] == (255, 255, 255, 255))
        let ga = try fixture("gray-alpha8.png")
        #expect(ga[2, 3] == (64, 64, 64, 96))
        let rgb16 = try fixture("rgb16.png")
        #expect(rgb16[1, 7] == (32, 224, 255, 255))
        let rgba16 = try fixture("rgba16.png")
        #expect(rgba16[0, 4] == (255, 128, 0, 128))
        let palette = try fixture("palette4-trns.png")
        #expect(palette[0, 0] == (255, 0, 0, 255))
        #expect(palette[1, 0] == (0, 255, 0, 128))
        #expect(palette[2, 0] == (0, 0, 255, 0))
        #expect(palette[3, 0] == (255, 255, 255, 255))
        let interlaced = try fixture("rgb8-interlaced.png")
        for y in 0..<8 { for x in 0..<8 { #expect(interlaced[x, y] == (UInt8(x * 32), UInt8(y * 32), 7, 255)) } }
    }

    @Test func writingIsAtomicAndLeavesNoTemporaryFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.png").path
        let image = try Image(width: 3, height: 2, color: .white)
        try image.writePNG(to: path)
        #expect(try Image(contentsOfPNGFile: path) == image)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.png"])
        // A folder that does not exist: a clear error naming the path, and nothing written.
        let missing = dir.appendingPathComponent("no/such/dir/out.png").path
        #expect(throws: FileError(.write, missing, "the folder \(dir.path)/no does not exist")) { try image.writePNG(to: missing) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.png"])
        #expect(throws: FileError(.read, missing, "the folder \(dir.path)/no does not exist")) { try Image(contentsOfPNGFile: missing) }
    }
}
