import CPNGCodec
import Foundation

/// One chunk of a PNG stream (length, type, data, CRC on disk): the unit that APNG writing and reading,
/// and the pixel fingerprint of snapshot references, take apart and put together. libpng reads and
/// writes whole images; these few lines handle the chunks it has no API for (acTL, fcTL, fdAT, shPX).
public struct PNGChunk: Equatable, Sendable {
    /// The four-letter type ("IHDR", "IDAT", "fcTL", …).
    public let type: String
    /// The chunk's data (without length, type or CRC).
    public let data: [UInt8]

    /// A chunk of `type` holding `data`.
    public init(type: String, data: [UInt8]) { self.type = type; self.data = data }

    /// The PNG signature every stream starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of PNG data, CRCs checked.
    /// - Throws: `PNGError` for a bad signature, a truncated chunk or a wrong CRC.
    public static func chunks(of png: [UInt8]) throws -> [PNGChunk] {
        guard png.count >= 8, Array(png[0..<8]) == signature else { throw PNGError.notPNG }
        var result: [PNGChunk] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(u32(png, i))
            guard i + 12 + length <= png.count else { throw PNGError.truncated }
            let typeBytes = Array(png[(i + 4)..<(i + 8)])
            let data = Array(png[(i + 8)..<(i + 8 + length)])
            guard crc(typeBytes + data) == u32(png, i + 8 + length) else {
                throw PNGError.corrupt("bad CRC in chunk \(String(decoding: typeBytes, as: UTF8.self))")
            }
            result.append(PNGChunk(type: String(decoding: typeBytes, as: UTF8.self), data: data))
            i += 12 + length
        }
        return result
    }

    /// Appends this chunk (length, type, data, CRC) to `out`.
    public func append(to out: inout Data) {
        let typeBytes = Array(type.utf8)
        out.append(contentsOf: Self.be32(UInt32(data.count)))
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: data)
        out.append(contentsOf: Self.be32(Self.crc(typeBytes + data)))
    }

    /// zlib's CRC-32 of `bytes`.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { sspng_crc32(0, $0.baseAddress, $0.count) }
    }

    /// Big-endian bytes of `v`.
    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    /// Big-endian bytes of `v`.
    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
    /// The big-endian 32-bit number at `i`.
    static func u32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
}
