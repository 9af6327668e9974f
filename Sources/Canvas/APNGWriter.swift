import CPNGCodec
import Foundation

// Animated PNG: frames encoded by libpng, re-wrapped in APNG's chunks by hand (Debian's libpng has no
// APNG support). After IHDR comes acTL (frame count, plays); each frame is an fcTL (sequence number,
// size, offset, delay, dispose, blend) followed by the first frame's IDATs or, for later frames, fdATs
// (sequence number + the IDAT data). Sequence numbers run over fcTL and fdAT together; CRCs are zlib's.

/// Why an APNG cannot be written.
public enum APNGError: Error, Equatable, CustomStringConvertible {
    case frameCount(Int)
    case zeroDelayDenominator
    case frameSize(index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    case tooManyFrames(announced: Int)
    case missingFrames(announced: Int, appended: Int)

    public var description: String {
        switch self {
        case .frameCount(let n): return "APNG frame count \(n) is outside 1…\(APNGWriter.maximumFrames)"
        case .zeroDelayDenominator: return "APNG frame delay denominator must not be 0"
        case .frameSize(let i, let w, let h, let ew, let eh): return "APNG frame \(i) is \(w)×\(h), the file is \(ew)×\(eh)"
        case .tooManyFrames(let n): return "APNG has room for \(n) frames"
        case .missingFrames(let n, let k): return "APNG announced \(n) frames but \(k) were appended"
        }
    }
}

/// Writes an APNG file frame by frame, holding only the frame being written: memory stays bounded
/// however long the clip. The file appears (atomically) when `finish()` succeeds.
public final class APNGWriter {
    public let path: String
    public let width: Int, height: Int
    /// Frames announced in acTL; `finish()` checks that exactly this many were appended.
    public let frameCount: Int
    private let delayNumerator: UInt16, delayDenominator: UInt16
    private let options: PNGEncodingOptions
    /// The file replaced on `finish()` (the path, or the file a symbolic link there points to).
    private let target: String
    private let temporary: String
    private let fd: Int32
    private var sequence: UInt32 = 0
    private var written = 0
    private var alpha: Bool?
    private var firstHeader: [UInt8]?
    /// Whether frames after the first store only the rectangle that changed.
    public let storesChangedRegionsOnly: Bool
    private var previous: Image?
    private var finished = false

    /// Starts a file of `frameCount` frames of `width × height`, each shown `delay` seconds as the
    /// fraction numerator/denominator (1/30 for 30 fps), played `plays` times (0 = forever); with
    /// `storesChangedRegionsOnly`, frames appended as images keep only what changed from the previous one.
    /// - Throws: `CanvasError` for bad sizes, `APNGError` for bad counts, `FileError` when the file cannot be
    ///   created (checked here, before any frame is rendered).
    public init(path: String, width: Int, height: Int, frameCount: Int, delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 30,
                plays: UInt32 = 0, options: PNGEncodingOptions = .fast, storesChangedRegionsOnly: Bool = false) throws {
        try CanvasError.checkSize(width, height)
        guard frameCount > 0, frameCount <= APNGWriter.maximumFrames else {
            throw APNGError.frameCount(frameCount)
        }
        guard delayDenominator > 0 else { throw APNGError.zeroDelayDenominator }
        self.path = path; self.width = width; self.height = height; self.frameCount = frameCount
        self.delayNumerator = delayNumerator; self.delayDenominator = delayDenominator; self.options = options
        self.storesChangedRegionsOnly = storesChangedRegionsOnly
        target = try AtomicFile.writableTarget(path)
        (fd, temporary) = try AtomicFile.create(beside: target, reportingAs: path)
        self.plays = plays
    }

    private let plays: UInt32

    /// The most frames one file takes.
    public static let maximumFrames = 100_000

    deinit {
        if !finished {
            close(fd)
            TemporaryFiles.discard(temporary)
        }
    }

    /// Appends the next frame. With `storesChangedRegionsOnly`, only the rectangle that differs from the
    /// previous frame is stored (a 1×1 region when nothing changed), replacing that part of the canvas:
    /// players show the same pictures, and clips that settle or move a small part cost far less.
    /// - Throws: `APNGError` for a frame of another size or one too many, `PNGError` for an encoding or
    ///   write failure.
    public func append(_ image: Image) throws {
        guard image.width == width, image.height == height else {
            throw APNGError.frameSize(index: written, width: image.width, height: image.height, expectedWidth: width, expectedHeight: height)
        }
        guard written < frameCount else { throw APNGError.tooManyFrames(announced: frameCount) }
        if alpha == nil { alpha = !image.isOpaque }
        guard storesChangedRegionsOnly, let previous else {
            try append(pngData: try image.pngData(options: options, alpha: alpha))
            if storesChangedRegionsOnly { self.previous = image }
            return
        }
        let region = Self.changedRegion(from: previous, to: image) ?? (x: 0, y: 0, width: 1, height: 1)
        var pixels = [UInt8](repeating: 0, count: region.width * region.height * 4)
        for row in 0..<region.height {
            let from = 4 * ((region.y + row) * width + region.x)
            pixels.replaceSubrange((4 * row * region.width)..<(4 * (row + 1) * region.width), with: image.pixels[from..<(from + 4 * region.width)])
        }
        let part = Image(uncheckedWidth: region.width, height: region.height, pixels: pixels)
        try appendFrame(png: try part.pngData(options: options, alpha: alpha), x: region.x, y: region.y)
        self.previous = image
    }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    static func changedRegion(from a: Image, to b: Image) -> (x: Int, y: Int, width: Int, height: Int)? {
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in changedRegion(pa, pb, width: a.width, height: a.height) }
        }
    }

    /// The smallest rectangle holding every pixel (one 32-bit word) that differs between two `width` ×
    /// `height` buffers, or nil when none does. Whole rows and the columns outside the rectangle found so far
    /// are compared with `memcmp`; words are looked at one by one only where a difference is known to be.
    static func changedRegion(_ pa: UnsafeRawBufferPointer, _ pb: UnsafeRawBufferPointer, width w: Int, height: Int)
        -> (x: Int, y: Int, width: Int, height: Int)? {
        guard w > 0, height > 0, let a = pa.baseAddress, let b = pb.baseAddress,
              pa.count >= 4 * w * height, pb.count >= 4 * w * height else { return nil }
        let rowBytes = 4 * w
        /// Whether pixels x0..<x1 of row y are the same in both.
        func same(_ y: Int, _ x0: Int, _ x1: Int) -> Bool {
            x1 <= x0 || memcmp(a + y * rowBytes + 4 * x0, b + y * rowBytes + 4 * x0, 4 * (x1 - x0)) == 0
        }
        func differs(_ y: Int, _ x: Int) -> Bool {
            a.loadUnaligned(fromByteOffset: y * rowBytes + 4 * x, as: UInt32.self)
                != b.loadUnaligned(fromByteOffset: y * rowBytes + 4 * x, as: UInt32.self)
        }
        var top = 0
        while top < height && same(top, 0, w) { top += 1 }
        guard top < height else { return nil }
        var bottom = height - 1
        while same(bottom, 0, w) { bottom -= 1 }
        var minX = w, maxX = -1
        for y in top...bottom {
            // Only a difference left of minX or right of maxX can widen the rectangle.
            if !same(y, 0, minX) {
                var x = 0
                while !differs(y, x) { x += 1 }
                minX = x
            }
            let from = Swift.max(maxX + 1, minX)
            if !same(y, from, w) {
                var x = w - 1
                while !differs(y, x) { x -= 1 }
                maxX = x
            }
        }
        return (minX, top, maxX - minX + 1, bottom - top + 1)
    }

    /// Appends the next frame from PNG data already encoded (every frame must have the same IHDR: size and
    /// colour type — encode them with `pngData(options:alpha:)` and one `alpha` for the whole clip).
    public func append(pngData png: [UInt8]) throws {
        try appendFrame(png: png, x: 0, y: 0, requireFullSize: true)
    }

    /// Appends the next frame as the PNG of the region at (`x`, `y`) that changed since the previous frame
    /// (its colour type and bit depth the first frame's; the first frame must cover the whole canvas): players
    /// draw it over the previous picture, replacing those pixels. Encoders that find the region themselves
    /// (`Canvas.changedRegion(from:)`, `Canvas.opaquePNGData(region:options:)`) use this on their own threads.
    /// - Throws: `APNGError.frameSize` for a region outside the canvas (or a first frame that is not whole).
    public func append(pngData png: [UInt8], x: Int, y: Int) throws {
        try appendFrame(png: png, x: x, y: y)
    }

    /// Appends a frame whose PNG covers the region at (x, y); the first frame must cover the whole canvas.
    private func appendFrame(png: [UInt8], x: Int, y: Int, requireFullSize: Bool = false) throws {
        guard written < frameCount else { throw APNGError.tooManyFrames(announced: frameCount) }
        let chunks = try PNGChunk.chunks(of: png)
        guard let header = chunks.first(where: { $0.type == "IHDR" }), header.data.count == 13 else { throw PNGError.corrupt("frame has no IHDR") }
        let w = Int(PNGChunk.u32(header.data, 0)), h = Int(PNGChunk.u32(header.data, 4))
        if requireFullSize || written == 0 {
            guard w == width, h == height else {
                throw APNGError.frameSize(index: written, width: w, height: h, expectedWidth: width, expectedHeight: height)
            }
        }
        guard x >= 0, y >= 0, x + w <= width, y + h <= height else {
            throw APNGError.frameSize(index: written, width: w, height: h, expectedWidth: width, expectedHeight: height)
        }
        if let first = firstHeader, first[8...] != header.data[8...] {
            throw PNGError.corrupt("frame \(written)'s IHDR differs from the first frame's (colour type?)")
        }
        if firstHeader == nil { firstHeader = header.data }
        var out = Data()
        if written == 0 {
            out.append(contentsOf: PNGChunk.signature)
            PNGChunk(type: "IHDR", data: header.data).append(to: &out)
            PNGChunk(type: "acTL", data: PNGChunk.be32(UInt32(frameCount)) + PNGChunk.be32(plays)).append(to: &out)
            for c in chunks where c.type != "IHDR" && c.type != "IDAT" && c.type != "IEND" { c.append(to: &out) }
        }
        // fcTL: sequence, width, height, x, y, delay num/den, dispose (none), blend (source: replace).
        var fctl = PNGChunk.be32(sequence) + PNGChunk.be32(UInt32(w)) + PNGChunk.be32(UInt32(h)) + PNGChunk.be32(UInt32(x)) + PNGChunk.be32(UInt32(y))
        fctl += PNGChunk.be16(delayNumerator) + PNGChunk.be16(delayDenominator) + [0, 0]
        PNGChunk(type: "fcTL", data: fctl).append(to: &out)
        sequence += 1
        for c in chunks where c.type == "IDAT" {
            if written == 0 {
                PNGChunk(type: "IDAT", data: c.data).append(to: &out)
            } else {
                PNGChunk(type: "fdAT", data: PNGChunk.be32(sequence) + c.data).append(to: &out)
                sequence += 1
            }
        }
        try AtomicFile.writeAll([UInt8](out), to: fd, path: path)
        written += 1
    }

    /// Writes IEND and moves the file into place (renamed over the target: never half a file).
    public func finish() throws {
        guard written == frameCount else {
            throw APNGError.missingFrames(announced: frameCount, appended: written)
        }
        var out = Data()
        PNGChunk(type: "IEND", data: []).append(to: &out)
        try AtomicFile.writeAll([UInt8](out), to: fd, path: path)
        finished = true   // the file descriptor is closed by commit, whatever happens
        defer { TemporaryFiles.release(temporary) }
        try AtomicFile.commit(fd: fd, temporary: temporary, to: target, reportingAs: path)
    }
}
