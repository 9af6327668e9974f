import CPixelKernels
import Foundation

/// An image's size and a 64-bit hash (XXH64) of its straight-alpha RGBA pixels: two images with the
/// same fingerprint are, for testing purposes, the same picture.
///
/// Snapshot references carry it in a private ancillary PNG chunk, `shPX` (written after IHDR; its last
/// letter is upper case, "not safe to copy", so an editor that changes the image drops it). Checking a
/// matching snapshot then costs a hash of the actual pixels and a read of the file's chunks, not a PNG
/// decode (37 ms for a 1170×2532 frame); a fingerprint that differs, or a file without one, is decoded
/// and compared pixel by pixel as before.
///
/// The chunk also holds a hash of the file's own image data — IHDR, PLTE, tRNS and every IDAT, the only
/// chunks the pixels are decoded from — and is believed only when that hash matches the file as read: a
/// file whose image data was removed, replaced (with valid CRCs) or re-encoded by a tool that kept the
/// chunk is decoded and compared, never passed on the strength of a chunk that no longer describes it.
/// (Version 1 chunks, without that hash, are never believed.)
public struct PixelFingerprint: Hashable, Sendable, CustomStringConvertible {
    /// The image's size in pixels.
    public let width: Int, height: Int
    /// XXH64 (seed 0) of the RGBA bytes, row by row.
    public let hash: UInt64

    /// The chunk type that carries a fingerprint.
    public static let chunkType = "shPX"
    private static let version: UInt8 = 2
    /// The chunks the decoded pixels depend on (gamma and colour-space chunks are not applied).
    static let imageDataChunkTypes: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT"]

    /// The fingerprint of `image`.
    public init(of image: Image) {
        width = image.width; height = image.height
        hash = image.pixels.withUnsafeBytes { ss_xxh64($0.baseAddress, $0.count, 0) }
    }

    public var description: String { "\(width)×\(height) xxh64 \(String(hash, radix: 16))" }

    /// XXH64 of the image-data chunks' types and data, in file order.
    static func imageDataHash(_ chunks: [PNGChunk]) -> UInt64 {
        var bytes: [UInt8] = []
        for c in chunks where imageDataChunkTypes.contains(c.type) {
            bytes += Array(c.type.utf8)
            bytes += c.data
        }
        return bytes.withUnsafeBytes { ss_xxh64($0.baseAddress, $0.count, 0) }
    }

    /// The chunk's data: version 2, width and height (big-endian 32-bit), pixel hash and image-data hash
    /// (big-endian 64-bit each).
    func chunkData(imageDataHash: UInt64) -> [UInt8] {
        func be64(_ v: UInt64) -> [UInt8] { PNGChunk.be32(UInt32(v >> 32)) + PNGChunk.be32(UInt32(v & 0xFFFF_FFFF)) }
        return [Self.version] + PNGChunk.be32(UInt32(width)) + PNGChunk.be32(UInt32(height)) + be64(hash) + be64(imageDataHash)
    }

    /// `png` with this fingerprint's chunk inserted right after IHDR (any earlier fingerprint removed),
    /// bound to `png`'s image data.
    /// - Throws: `PNGError` when `png` is not a well-formed PNG stream.
    public func embedded(in png: [UInt8]) throws -> [UInt8] {
        let chunks = try PNGChunk.chunks(of: png)
        guard chunks.first?.type == "IHDR" else { throw PNGError.corrupt("IHDR is not the first chunk") }
        let data = chunkData(imageDataHash: Self.imageDataHash(chunks))
        var out = Data(png[0..<8])
        for (i, c) in chunks.enumerated() where c.type != Self.chunkType {
            c.append(to: &out)
            if i == 0 { PNGChunk(type: Self.chunkType, data: data).append(to: &out) }
        }
        return [UInt8](out)
    }

    /// The fingerprint a PNG stream carries, or nil when it has none, when the file is damaged (every
    /// chunk's CRC is checked), or when the chunk does not describe this file's image data.
    public static func read(fromPNG png: [UInt8]) -> PixelFingerprint? {
        guard let chunks = try? PNGChunk.chunks(of: png), chunks.last?.type == "IEND",
              let c = chunks.first(where: { $0.type == chunkType }), c.data.count == 25, c.data[0] == version,
              let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13,
              chunks.contains(where: { $0.type == "IDAT" }) else { return nil }
        func u64(_ i: Int) -> UInt64 { UInt64(PNGChunk.u32(c.data, i)) << 32 | UInt64(PNGChunk.u32(c.data, i + 4)) }
        let w = Int(PNGChunk.u32(c.data, 1)), h = Int(PNGChunk.u32(c.data, 5))
        // The fingerprint must describe the image the file holds: its size, and its very data.
        guard w == Int(PNGChunk.u32(ihdr.data, 0)), h == Int(PNGChunk.u32(ihdr.data, 4)),
              u64(17) == imageDataHash(chunks) else { return nil }
        return PixelFingerprint(width: w, height: h, hash: u64(9))
    }

    private init(width: Int, height: Int, hash: UInt64) { self.width = width; self.height = height; self.hash = hash }
}
