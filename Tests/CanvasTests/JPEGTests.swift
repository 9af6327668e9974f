import Canvas
import Foundation
import Testing

/// JPEG pictures (an app's photos), decoded by libjpeg-turbo with every limit checked before the work.
@Suite struct JPEGTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: fixtures.appendingPathComponent(name))) }

    /// The fixture: 30×20, its left half orange (255, 128, 0), its right half blue (0, 64, 255).
    func expectHalves(_ image: Image) {
        #expect(image.width == 30 && image.height == 20)
        let left = image[4, 10], right = image[25, 10]
        #expect(abs(Int(left.r) - 255) <= 4 && abs(Int(left.g) - 128) <= 4 && left.b <= 4 && left.a == 255, "\(left)")
        #expect(right.r <= 4 && abs(Int(right.g) - 64) <= 4 && abs(Int(right.b) - 255) <= 4 && right.a == 255, "\(right)")
    }

    @Test func baselineAndProgressiveFilesDecode() throws {
        expectHalves(try Image(jpegData: try Self.bytes("halves-30x20.jpg")))
        expectHalves(try Image(contentsOfJPEGFile: Self.fixtures.appendingPathComponent("halves-progressive-420.jpg").path))
        // A picture file is read as its first bytes say: JPEG or PNG, whatever its name.
        expectHalves(try Image(contentsOfPictureFile: Self.fixtures.appendingPathComponent("halves-30x20.jpg").path))
        #expect(try Image(contentsOfPictureFile: Self.fixtures.appendingPathComponent("rgb8-interlaced.png").path).width > 0)
    }

    @Test func theSameBytesGiveTheSamePixels() throws {
        let data = try Self.bytes("halves-progressive-420.jpg")
        #expect(try Image(jpegData: data).pixels == Image(jpegData: data).pixels)
    }

    @Test func whatIsNotAGoodJPEGIsAnErrorNamingWhy() throws {
        let good = try Self.bytes("halves-30x20.jpg")
        #expect(throws: JPEGError.notJPEG) { try Image(jpegData: [0x89, 0x50, 0x4E, 0x47]) }
        #expect(throws: JPEGError.notJPEG) { try Image(jpegData: []) }
        // Cut short in the entropy-coded data: an error, not a half-grey picture.
        #expect(throws: JPEGError.truncated) { try Image(jpegData: Array(good.prefix(good.count - 200))) }
        // Cut short in the header.
        #expect(throws: (any Error).self) { try Image(jpegData: Array(good.prefix(40))) }
    }

    /// A header claiming 60000×60000 pixels is refused before anything is allocated or decoded.
    @Test func aHugeHeaderIsRefusedBeforeTheWork() throws {
        var data = try Self.bytes("halves-30x20.jpg")
        let sof = try #require((0..<data.count - 1).first { data[$0] == 0xFF && data[$0 + 1] == 0xC0 })
        data[sof + 5] = 0xEA; data[sof + 6] = 0x60; data[sof + 7] = 0xEA; data[sof + 8] = 0x60
        #expect {
            try Image(jpegData: data)
        } throws: { error in
            guard case JPEGError.tooLarge(let message) = error else { return false }
            return message.contains("60000×60000")
        }
    }

    /// Encoding: a picture written as JPEG reads back as itself (within JPEG's loss), a transparent pixel
    /// as black, the same bytes every time; hostile qualities are clamped.
    @Test func aPictureEncodesAndReadsBack() throws {
        var pixels: [UInt8] = []
        for y in 0..<16 { for x in 0..<16 { pixels += x < 8 ? [230, 40, 30, 255] : (y < 8 ? [20, 90, 220, 255] : [255, 255, 255, 0]) } }
        let picture = try Image(width: 16, height: 16, pixels: pixels)
        let data = try #require(picture.jpegData(quality: 0.9))
        #expect(data.prefix(3) == [0xFF, 0xD8, 0xFF])
        #expect(picture.jpegData(quality: 0.9) == data, "deterministic")
        let back = try Image(jpegData: data)
        #expect(back.width == 16 && back.height == 16)
        let red = back[2, 2], blue = back[13, 2], clear = back[13, 13]
        #expect(abs(Int(red.r) - 230) < 12 && red.g < 60 && red.b < 60, "\(red)")
        #expect(blue.b > 200 && blue.r < 40, "\(blue)")
        #expect(clear.r < 12 && clear.g < 12 && clear.b < 12, "transparent drawn over black: \(clear)")
        for quality in [Double.nan, -5, 1e308, .infinity] { #expect(picture.jpegData(quality: quality) != nil) }
        #expect(try #require(picture.jpegData(quality: 0.1)).count < data.count)
    }
}
