import CPNGCodec
import Foundation

/// Settings for PNG encoding: Sheetshot's frame encoder, or libpng with the row filters it may choose from
/// and zlib's level and strategy.
///
/// Measured on 1170×2532 UI frames (BENCHMARKS.md): the frame encoder (`.fast`, the default) writes the
/// shared geometry frame in 1–1.5 ms (about 2 ms on one thread) at 1.1× Cairo's file size, faster than fpng;
/// `.small` (libpng, every filter, level 9) trades many times that for the smallest file — what snapshot
/// references are written with. libpng's own default (all filters, level 6) spends most of its time choosing
/// filters.
public struct PNGEncodingOptions: Hashable, Sendable {
    /// Which encoder writes the file.
    public enum Encoder: Hashable, Sendable {
        /// Sheetshot's frame encoder: every row Paeth-filtered straight from the pixels (vectorised), then
        /// deflated as runs of a repeated byte with Huffman codes from each band of rows' own histogram.
        /// Ignores `filters`, `level` and `strategy`.
        case frame
        /// libpng and zlib, with `filters`, `level` and `strategy`.
        case libpng
    }
    /// A row filter PNG allows.
    public enum Filter: Int, Sendable, CaseIterable {
        case none = 0x08, sub = 0x10, up = 0x20, average = 0x40, paeth = 0x80
    }
    /// The filters libpng may choose between, row by row (one filter = no search).
    public var filters: Set<Filter>
    /// zlib level 0…9.
    public var level: Int
    /// zlib strategy: 0 default, 1 filtered, 2 Huffman only, 3 RLE.
    public var strategy: Int
    /// The encoder; `filters`, `level` and `strategy` apply to `.libpng` only.
    public var encoder: Encoder
    /// Threads the frame encoder may use for one image, the caller's included; nil: one per core (at most
    /// 8) for images of a million pixels or more, one for smaller ones. The bytes never depend on it. Set 1
    /// where images are already encoded in parallel (an animation's workers do).
    public var threads: Int?

    /// libpng options; the level is clamped to 0…9.
    public init(filters: Set<Filter>, level: Int, strategy: Int = 0) {
        self.filters = filters.isEmpty ? [.none] : filters
        self.level = min(9, max(0, level)); self.strategy = min(3, max(0, strategy))
        encoder = .libpng
        threads = nil
    }

    /// Options for `encoder` (for `.libpng`, the filters, level and strategy `.libpngFast` uses).
    public init(encoder: Encoder) {
        self.init(filters: [.sub], level: 1, strategy: 3)
        self.encoder = encoder
    }

    /// The default for rendered frames: Sheetshot's frame encoder — on the 1170×2532 bench frames faster than
    /// fpng, at 1.1–1.3× Cairo's file size (BENCHMARKS.md).
    public static let fast = PNGEncodingOptions(encoder: .frame)
    /// What `.fast` was before the frame encoder: libpng with the Sub filter and zlib's run-length strategy
    /// at level 1.
    public static let libpngFast = PNGEncodingOptions(filters: [.sub], level: 1, strategy: 3)
    /// A smaller file at several times the cost: adaptive filters, level 9.
    public static let small = PNGEncodingOptions(filters: Set(Filter.allCases), level: 9, strategy: 0)
    /// libpng's own defaults (adaptive filters, level 6), for comparison.
    public static let libpngDefault = PNGEncodingOptions(filters: Set(Filter.allCases), level: 6, strategy: 0)

    var mask: Int32 { Int32(filters.reduce(0) { $0 | $1.rawValue }) }
}

/// Why PNG data could not be read or written.
public enum PNGError: Error, CustomStringConvertible, Equatable {
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data ends before the image does.
    case truncated
    /// libpng rejected the data (bad CRC, bad chunk, bad compressed stream…): its message.
    case corrupt(String)
    /// A side above `Image.maximumSide`.
    case tooLarge(String)
    /// libpng failed while encoding.
    case encodingFailed(String)
    /// A file could not be read or written: the path and the reason.
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .notPNG: return "not a PNG file (bad signature)"
        case .truncated: return "PNG data is truncated"
        case .corrupt(let m): return "corrupt PNG data: \(m)"
        case .tooLarge(let m): return "PNG image too large: \(m)"
        case .encodingFailed(let m): return "PNG encoding failed: \(m)"
        case .io(let path, let reason): return "\(path): \(reason)"
        }
    }
}

extension PNGEncodingOptions {
    /// The frame encoder's thread count for an image of `pixels` pixels.
    func encoderThreads(pixels: Int) -> Int32 {
        if let threads { return Int32(max(1, min(64, threads))) }
        return pixels >= 1 << 20 ? Int32(max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))) : 1
    }
}

/// Encodes straight-alpha RGBA8 rows (`stride` bytes apart) as RGBA, or as RGB with alpha dropped when
/// `alpha` is false. With the frame encoder and `alpha` false, returns nil at a pixel that is not opaque
/// (checked as the rows are encoded; with libpng the caller checks first).
func encodePNG(rgba: UnsafeRawPointer, width: Int, height: Int, stride: Int, alpha: Bool, options: PNGEncodingOptions) throws -> [UInt8]? {
    if options.encoder == .frame {
        return try frameEncode(rgba, width: width, height: height, stride: stride, format: alpha ? SSFE_RGBA : SSFE_RGB_IF_OPAQUE,
                               threads: options.encoderThreads(pixels: width * height))
    }
    var buffer = sspng_buffer(bytes: nil, count: 0, capacity: 0)
    var message = [CChar](repeating: 0, count: 256)
    let opts = sspng_encode_options(filters: options.mask, level: Int32(options.level), strategy: Int32(options.strategy))
    let status = sspng_encode(rgba, UInt32(width), UInt32(height), stride, Int32(alpha ? SSPNG_RGBA : SSPNG_RGB), opts,
                              &buffer, &message, message.count)
    defer { sspng_free(&buffer) }
    guard status == 0 else { throw PNGError.encodingFailed(cMessage(message)) }
    return Array(UnsafeBufferPointer(start: buffer.bytes, count: buffer.count))
}

/// Rows encoded by the frame encoder (`ssfe_encode_with_top`) in one of its formats (`SSFE_…`), and with
/// `topRows` (1…height) their top rows as a file of their own from the same bands; nil when
/// `SSFE_RGB_IF_OPAQUE` met a pixel that is not opaque. The one place that holds the encoder's buffers,
/// status and message.
func frameEncode(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, format: Int, threads: Int32,
                 topRows: Int) throws -> (whole: [UInt8], top: [UInt8])? {
    var buffer = sspng_buffer(bytes: nil, count: 0, capacity: 0), top = sspng_buffer(bytes: nil, count: 0, capacity: 0)
    var message = [CChar](repeating: 0, count: 256)
    defer { sspng_free(&buffer); sspng_free(&top) }
    let status = ssfe_encode_with_top(pixels, UInt32(width), UInt32(height), stride, Int32(format), threads, &buffer,
                                      UInt32(topRows), &top, &message, message.count)
    if status == Int32(SSFE_NOT_OPAQUE) { return nil }
    guard status == 0 else { throw PNGError.encodingFailed(cMessage(message)) }
    return (Array(UnsafeBufferPointer(start: buffer.bytes, count: buffer.count)), Array(UnsafeBufferPointer(start: top.bytes, count: top.count)))
}

/// Rows encoded by the frame encoder in one of its formats (`SSFE_…`); nil when `SSFE_RGB_IF_OPAQUE` met a
/// pixel that is not opaque.
func frameEncode(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, format: Int, threads: Int32) throws -> [UInt8]? {
    try frameEncode(pixels, width: width, height: height, stride: stride, format: format, threads: threads, topRows: 0)?.whole
}

extension Image {
    /// Encodes the image as PNG (gray when every pixel is opaque and R = G = B, RGB when every pixel is
    /// opaque, else RGBA), marked sRGB.
    public func pngData(options: PNGEncodingOptions = .fast) throws -> [UInt8] {
        try pngData(options: options, alpha: nil)
    }

    /// Encodes with a fixed colour type: RGBA when `alpha` is true, RGB (alpha dropped: the caller knows
    /// every pixel is opaque) when false, chosen from the pixels when nil. Frames of one animation share a
    /// colour type, so that they can go into one APNG.
    public func pngData(options: PNGEncodingOptions, alpha: Bool?) throws -> [UInt8] {
        if options.encoder == .frame { return try framePNGData(alpha: alpha, threads: options.encoderThreads(pixels: width * height)) }
        var buffer = sspng_buffer(bytes: nil, count: 0, capacity: 0)
        var message = [CChar](repeating: 0, count: 256)
        let opts = sspng_encode_options(filters: options.mask, level: Int32(options.level), strategy: Int32(options.strategy))
        let status: Int32
        if alpha == nil, let gray = opaqueGrayBytes() {
            // Every pixel opaque with R = G = B (a monochrome UI, a text sample): a grayscale file, a third
            // of the data to filter and compress.
            status = gray.withUnsafeBufferPointer { p in
                sspng_encode(p.baseAddress, UInt32(width), UInt32(height), width, Int32(SSPNG_GRAY), opts,
                             &buffer, &message, message.count)
            }
        } else {
            let keepAlpha = alpha ?? !isOpaque
            status = pixels.withUnsafeBufferPointer { p in
                sspng_encode(p.baseAddress, UInt32(width), UInt32(height), width * 4,
                             Int32(keepAlpha ? SSPNG_RGBA : SSPNG_RGB), opts, &buffer, &message, message.count)
            }
        }
        defer { sspng_free(&buffer) }
        guard status == 0 else { throw PNGError.encodingFailed(cMessage(message)) }
        return Array(UnsafeBufferPointer(start: buffer.bytes, count: buffer.count))
    }

    /// `pngData(options: .fast, alpha:)`: the frame encoder, with the colour type chosen as there.
    private func framePNGData(alpha: Bool?, threads: Int32) throws -> [UInt8] {
        if alpha == nil, let gray = opaqueGrayBytes() {
            return try gray.withUnsafeBytes { p in
                try frameEncode(p.baseAddress!, width: width, height: height, stride: width, format: SSFE_GRAY, threads: threads)!
            }
        }
        // alpha: false drops alpha as libpng's path does (the caller knows); nil keeps it only when some
        // pixel is translucent, which the encoder finds out as it goes.
        return try pixels.withUnsafeBytes { p in
            let rgba = p.baseAddress!
            let format = alpha == true ? SSFE_RGBA : alpha == false ? SSFE_RGB : SSFE_RGB_IF_OPAQUE
            if let data = try frameEncode(rgba, width: width, height: height, stride: width * 4, format: format, threads: threads) { return data }
            return try frameEncode(rgba, width: width, height: height, stride: width * 4, format: SSFE_RGBA, threads: threads)!
        }
    }

    /// The image as one gray byte a pixel, when every pixel is opaque and R = G = B (stops at the first
    /// pixel that is not, which in a coloured frame is usually the first).
    func opaqueGrayBytes() -> [UInt8]? {
        pixels.withUnsafeBufferPointer { p -> [UInt8]? in
            let raw = UnsafeRawPointer(p.baseAddress!)
            let n = width * height
            for i in 0..<n {
                let v = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
                let r = v & 0xFF
                if v >> 24 != 0xFF || (v >> 8) & 0xFF != r || (v >> 16) & 0xFF != r { return nil }
            }
            return [UInt8](unsafeUninitializedCapacity: n) { out, count in
                for i in 0..<n { out[i] = p[4 * i] }
                count = n
            }
        }
    }

    /// The most pixels a PNG is decoded into unless the caller allows more: 64 Mi pixels (256 MiB of RGBA;
    /// a 1290×2796 phone screenshot is 3.6 Mi). A file claiming more fails at once, before anything is
    /// allocated, with the sizes in the message.
    public static let defaultMaximumPixels = 1 << 26

    /// The width and height a PNG's IHDR gives, read without decoding (the signature and IHDR's place
    /// and length are checked).
    /// - Throws: `PNGError.notPNG`, `.truncated` or `.corrupt`.
    public static func pngSize(of data: [UInt8]) throws -> (width: Int, height: Int) {
        guard data.count >= 8, Array(data[0..<8]) == PNGChunk.signature else { throw PNGError.notPNG }
        guard data.count >= 8 + 8 + 13 + 4 else { throw PNGError.truncated }
        let type = String(decoding: data[12..<16], as: UTF8.self)
        guard type == "IHDR" else { throw PNGError.corrupt("the first chunk is '\(type)', not IHDR") }
        guard PNGChunk.u32(data, 8) == 13 else { throw PNGError.corrupt("IHDR is \(PNGChunk.u32(data, 8)) bytes long, not 13") }
        guard PNGChunk.crc(Array(data[12..<29])) == PNGChunk.u32(data, 29) else { throw PNGError.corrupt("bad CRC in chunk IHDR") }
        let w = Int(PNGChunk.u32(data, 16)), h = Int(PNGChunk.u32(data, 20))
        guard w > 0, h > 0 else { throw PNGError.corrupt("IHDR gives a size of \(w)×\(h)") }
        return (w, h)
    }

    /// Checks a PNG's size against the side limit and a pixel budget, before anything is allocated.
    static func checkDecodable(width w: Int, height h: Int, maximumPixels: Int) throws {
        guard w <= maximumSide, h <= maximumSide else {
            throw PNGError.tooLarge("\(w)×\(h) is larger than \(maximumSide) pixels a side")
        }
        guard w * h <= maximumPixels else {
            throw PNGError.tooLarge("\(w)×\(h) is \(w * h) pixels, more than the budget of \(maximumPixels) (pass a larger maximumPixels: to decode it)")
        }
    }

    /// Decodes PNG data of any bit depth and colour type (gray, palette, RGB, with or without alpha,
    /// 8- or 16-bit, interlaced) to 8-bit straight RGBA, into one buffer (the image's own).
    /// - Parameters:
    ///   - data: the PNG file's bytes.
    ///   - maximumPixels: the largest width × height accepted; checked from IHDR before any allocation, so
    ///     a small file claiming a huge image costs nothing.
    /// - Throws: `PNGError` — `.notPNG`, `.truncated`, `.corrupt(libpng's message)`, `.tooLarge`.
    public init(pngData data: [UInt8], maximumPixels: Int = Image.defaultMaximumPixels) throws {
        let (w, h) = try Self.pngSize(of: data)
        try Self.checkDecodable(width: w, height: h, maximumPixels: maximumPixels)
        var message = [CChar](repeating: 0, count: 256)
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            status = data.withUnsafeBufferPointer { p in
                sspng_decode_into(p.baseAddress, p.count, UInt32(w), UInt32(h), buffer.baseAddress, &message, message.count)
            }
            count = status == 0 ? w * h * 4 : 0
        }
        guard status == 0 else {
            let text = cMessage(message)
            if text.hasPrefix("not a PNG") { throw PNGError.notPNG }
            if text.contains("truncated") || text.contains("Not enough image data") { throw PNGError.truncated }
            if text.contains("exceeds user limit") || text.contains("too large") { throw PNGError.tooLarge(text) }
            throw PNGError.corrupt(text)
        }
        self.init(uncheckedWidth: w, height: h, pixels: pixels)
    }

    /// The largest PNG file read from disk: 1 GiB (a 16384² RGBA image stored uncompressed fits).
    public static let maximumPNGFileSize = 1 << 30

    /// Reads and decodes a PNG file.
    /// - Throws: `FileError` when it cannot be read, `PNGError` when it is not a good PNG.
    public init(contentsOfPNGFile path: String, maximumPixels: Int = Image.defaultMaximumPixels) throws {
        try self.init(pngData: try InputFile.read(path, limit: Image.maximumPNGFileSize), maximumPixels: maximumPixels)
    }

    /// Encodes and writes the image to `path` atomically (see `AtomicFile`): a temporary file beside it,
    /// then a rename, so a reader never sees a half-written file and a failure leaves any existing file
    /// untouched. Throws `FileError` when the file cannot be written.
    public func writePNG(to path: String, options: PNGEncodingOptions = .fast) throws {
        try AtomicFile.write(try pngData(options: options), to: path)
    }
}

/// The text in a NUL-terminated C message buffer (UTF-8; what follows the first NUL is ignored).
func cMessage(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
