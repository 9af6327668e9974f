import Foundation

// Reading an animated PNG back into frames: each frame's fcTL gives its region, delay, dispose and blend
// operations; its IDAT/fdAT data (fdAT minus the sequence number) becomes a standalone PNG stream with the
// file's IHDR resized to the region, decoded by libpng, then composited onto the output canvas the way
// the APNG specification says (blend source = replace, over = straight-alpha source-over; dispose none,
// background = clear the region, previous = restore it). A default image that is not part of the
// animation (IDAT before any fcTL) is skipped.

/// One frame of an APNG: its full-canvas picture and how long it shows.
public struct APNGFrame: Sendable {
    /// The whole canvas after this frame was composited.
    public let image: Image
    /// How long the frame shows, in seconds (a zero denominator means 1/100 s, per the specification).
    public let delay: Double
}

/// Reads an APNG (or a plain PNG, as one frame) frame by frame.
public struct APNGReader: Sequence {
    /// Canvas width and height.
    public let width: Int, height: Int
    /// Frames announced by acTL (1 for a plain PNG).
    public let frameCount: Int
    /// Times the animation plays (0 = forever).
    public let plays: Int
    private let header: [UInt8]
    private let shared: [PNGChunk]          // PLTE, tRNS and other chunks every frame needs
    private let frames: [(control: FrameControl, data: [[UInt8]])]

    /// One frame's fcTL, checked against the specification and the canvas when the file is read.
    struct FrameControl {
        let width: Int, height: Int, x: Int, y: Int
        let delayNumerator: Int, delayDenominator: Int
        /// 0 none, 1 background, 2 previous.
        let dispose: UInt8
        /// 0 source, 1 over.
        let blend: UInt8

        init(_ d: [UInt8], index k: Int, canvasWidth: Int, canvasHeight: Int) throws {
            width = Int(PNGChunk.u32(d, 4)); height = Int(PNGChunk.u32(d, 8)); x = Int(PNGChunk.u32(d, 12)); y = Int(PNGChunk.u32(d, 16))
            delayNumerator = Int(d[20]) << 8 | Int(d[21]); delayDenominator = Int(d[22]) << 8 | Int(d[23])
            dispose = d[24]; blend = d[25]
            guard width > 0, height > 0, x + width <= canvasWidth, y + height <= canvasHeight else {
                throw PNGError.corrupt("frame \(k)'s region \(width)×\(height) at (\(x), \(y)) is outside the \(canvasWidth)×\(canvasHeight) canvas")
            }
            guard dispose <= 2 else { throw PNGError.corrupt("frame \(k) has dispose operation \(dispose) (expected 0 none, 1 background or 2 previous)") }
            guard blend <= 1 else { throw PNGError.corrupt("frame \(k) has blend operation \(blend) (expected 0 source or 1 over)") }
        }

        /// The whole canvas, for a plain PNG.
        init(wholeCanvas w: Int, _ h: Int) {
            width = w; height = h; x = 0; y = 0; delayNumerator = 0; delayDenominator = 0; dispose = 0; blend = 0
        }
    }

    /// Parses `png`'s chunks (CRCs checked) and splits them into frames, checking every frame control
    /// against the APNG specification: sequence numbers, regions inside the canvas, dispose 0…2, blend
    /// 0…1, a first frame that is the default image covering the whole canvas, acTL before the image data.
    /// - Parameters:
    ///   - png: the file's bytes.
    ///   - maximumPixels: the largest canvas (width × height) accepted, checked before anything is
    ///     allocated.
    /// - Throws: `PNGError` for a damaged file, an APNG whose frames do not match its acTL or IHDR, or a
    ///   canvas past `maximumPixels`.
    public init(pngData png: [UInt8], maximumPixels: Int = Image.defaultMaximumPixels) throws {
        let (w, h) = try Image.pngSize(of: png)
        try Image.checkDecodable(width: w, height: h, maximumPixels: maximumPixels)
        let chunks = try PNGChunk.chunks(of: png)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else { throw PNGError.corrupt("IHDR is not the first chunk") }
        header = ihdr.data
        width = w; height = h
        shared = chunks.filter { ["PLTE", "tRNS", "gAMA", "sRGB", "cHRM", "iCCP", "sBIT"].contains($0.type) }
        var frames: [(control: FrameControl, data: [[UInt8]])] = []
        var announced: Int? = nil, plays = 0
        var expectedSequence: UInt32 = 0
        var seenImageData = false
        var defaultImageIsAFrame = false
        for c in chunks {
            switch c.type {
            case "acTL":
                guard announced == nil else { throw PNGError.corrupt("acTL appears twice") }
                guard !seenImageData else { throw PNGError.corrupt("acTL comes after the image data (it must come before IDAT)") }
                guard c.data.count == 8 else { throw PNGError.corrupt("acTL is \(c.data.count) bytes, not 8") }
                announced = Int(PNGChunk.u32(c.data, 0)); plays = Int(PNGChunk.u32(c.data, 4))
                guard announced! >= 1 else { throw PNGError.corrupt("acTL announces 0 frames") }
            case "fcTL":
                guard c.data.count == 26 else { throw PNGError.corrupt("fcTL \(frames.count) is \(c.data.count) bytes, not 26") }
                guard PNGChunk.u32(c.data, 0) == expectedSequence else { throw PNGError.corrupt("fcTL \(frames.count) has sequence number \(PNGChunk.u32(c.data, 0)), expected \(expectedSequence)") }
                expectedSequence += 1
                let control = try FrameControl(c.data, index: frames.count, canvasWidth: w, canvasHeight: h)
                if frames.isEmpty && !seenImageData {
                    // The default image is the first frame: it must cover the canvas exactly.
                    defaultImageIsAFrame = true
                    guard control.x == 0, control.y == 0, control.width == w, control.height == h else {
                        throw PNGError.corrupt("frame 0 is the default image but its region \(control.width)×\(control.height) at (\(control.x), \(control.y)) is not the whole \(w)×\(h) canvas")
                    }
                }
                frames.append((control, []))
            case "IDAT":
                // IDAT belongs to the animation only when the first fcTL came before it.
                if seenImageData == false && !frames.isEmpty && frames.count > 1 {
                    throw PNGError.corrupt("IDAT comes after frame \(frames.count - 1)'s fcTL (later frames use fdAT)")
                }
                seenImageData = true
                if defaultImageIsAFrame { frames[0].data.append(c.data) }
            case "fdAT":
                guard c.data.count >= 4 else { throw PNGError.corrupt("an fdAT is \(c.data.count) bytes, shorter than its 4-byte sequence number") }
                guard !frames.isEmpty else { throw PNGError.corrupt("fdAT before any fcTL") }
                guard !(defaultImageIsAFrame && frames.count == 1) else { throw PNGError.corrupt("fdAT in frame 0, whose data is the IDAT") }
                guard PNGChunk.u32(c.data, 0) == expectedSequence else { throw PNGError.corrupt("fdAT has sequence number \(PNGChunk.u32(c.data, 0)), expected \(expectedSequence)") }
                expectedSequence += 1
                frames[frames.count - 1].data.append(Array(c.data[4...]))
            default: break
            }
        }
        if let announced {
            guard announced == frames.count else { throw PNGError.corrupt("acTL announces \(announced) frames, the file holds \(frames.count)") }
        } else {
            // A plain PNG: one frame, the whole image.
            frames = [(FrameControl(wholeCanvas: w, h), chunks.filter { $0.type == "IDAT" }.map(\.data))]
        }
        for (k, f) in frames.enumerated() where f.data.isEmpty { throw PNGError.corrupt("frame \(k) has no image data") }
        self.frames = frames; self.frameCount = frames.count; self.plays = plays
    }

    /// Reads the file at `path` (a regular file of at most `Image.maximumPNGFileSize` bytes).
    public init(contentsOfFile path: String, maximumPixels: Int = Image.defaultMaximumPixels) throws {
        try self.init(pngData: try InputFile.read(path, limit: Image.maximumPNGFileSize), maximumPixels: maximumPixels)
    }

    /// Frames in order, each composited over what the previous ones left.
    public func makeIterator() -> Iterator { Iterator(reader: self) }

    /// Every frame at once — each a whole canvas, so the clip's frames × width × height must stay within
    /// `maximumPixels` (checked first); iterate to stream longer clips in the memory of one frame.
    /// - Throws: `PNGError.tooLarge` past the budget, or the first damaged frame's error.
    public func allFrames(maximumPixels: Int = Image.defaultMaximumPixels) throws -> [APNGFrame] {
        let total = frameCount.multipliedReportingOverflow(by: width * height)
        guard !total.overflow, total.partialValue <= maximumPixels else {
            throw PNGError.tooLarge("\(frameCount) frames of \(width)×\(height) is more than the budget of \(maximumPixels) pixels (iterate the reader to stream them)")
        }
        var it = makeIterator(), out: [APNGFrame] = []
        while let f = try it.nextFrame() { out.append(f) }
        return out
    }

    /// Walks the frames, keeping one canvas (a frame shares it until the next one changes it). `next()`
    /// stops at the first damaged frame; `nextFrame()` throws.
    public struct Iterator: IteratorProtocol {
        let reader: APNGReader
        var index = 0
        var canvas: [UInt8]
        var failed = false

        init(reader: APNGReader) {
            self.reader = reader
            canvas = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
        }

        public mutating func next() -> APNGFrame? {
            guard !failed else { return nil }
            do { return try nextFrame() } catch { failed = true; return nil }
        }

        /// The next frame, or nil after the last.
        /// - Throws: `PNGError` naming the frame when its data is bad.
        public mutating func nextFrame() throws -> APNGFrame? {
            guard index < reader.frames.count else { return nil }
            let k = index
            index += 1
            let (control, data) = reader.frames[k]
            let w = control.width, h = control.height, x0 = control.x, y0 = control.y
            // The first frame's "previous" disposal means "background" (there is nothing earlier to restore).
            let dispose = k == 0 && control.dispose == 2 ? 1 : control.dispose
            // A standalone PNG of the region: the file's IHDR with the region's size, the shared chunks, the data.
            var header = reader.header
            header.replaceSubrange(0..<8, with: PNGChunk.be32(UInt32(w)) + PNGChunk.be32(UInt32(h)))
            var png = Data(PNGChunk.signature)
            PNGChunk(type: "IHDR", data: header).append(to: &png)
            for c in reader.shared { c.append(to: &png) }
            for d in data { PNGChunk(type: "IDAT", data: d).append(to: &png) }
            PNGChunk(type: "IEND", data: []).append(to: &png)
            let region: Image
            do { region = try Image(pngData: [UInt8](png), maximumPixels: w * h) } catch { throw PNGError.corrupt("frame \(k): \(error)") }
            let W = reader.width
            // "previous" disposal restores the rows the frame covers afterwards: keep just those.
            let before = dispose == 2 ? (0..<h).map { y in Array(canvas[(4 * ((y0 + y) * W + x0))..<(4 * ((y0 + y) * W + x0 + w))]) } : nil
            if control.blend == 0 {
                // Source: the region replaces what is there, a row at a time.
                for y in 0..<h {
                    let d = 4 * ((y0 + y) * W + x0)
                    canvas.replaceSubrange(d..<(d + 4 * w), with: region.pixels[(4 * y * w)..<(4 * (y + 1) * w)])
                }
            } else {
                blendOver(region, x0: x0, y0: y0)
            }
            let frame = APNGFrame(image: Image(uncheckedWidth: W, height: reader.height, pixels: canvas),
                                  delay: Double(control.delayNumerator) / Double(control.delayDenominator == 0 ? 100 : control.delayDenominator))
            switch dispose {
            case 1:
                for y in y0..<(y0 + h) {
                    canvas.replaceSubrange((4 * (y * W + x0))..<(4 * (y * W + x0 + w)), with: repeatElement(0, count: 4 * w))
                }
            case 2:
                for (y, row) in before!.enumerated() {
                    let d = 4 * ((y0 + y) * W + x0)
                    canvas.replaceSubrange(d..<(d + 4 * w), with: row)
                }
            default: break
            }
            return frame
        }

        /// Straight-alpha source-over of `region` onto the canvas at (x0, y0) (blend operation "over").
        private mutating func blendOver(_ region: Image, x0: Int, y0: Int) {
            let W = reader.width, w = region.width
            region.pixels.withUnsafeBufferPointer { src in
                for y in 0..<region.height {
                    for x in 0..<w {
                        let s = 4 * (y * w + x), d = 4 * ((y0 + y) * W + x0 + x)
                        let sa = Int(src[s + 3])
                        if sa == 255 {
                            for c in 0..<4 { canvas[d + c] = src[s + c] }
                        } else if sa > 0 {
                            let da = Int(canvas[d + 3])
                            let outA = sa * 255 + da * (255 - sa)           // × 255
                            for c in 0..<3 {
                                let v = (Int(src[s + c]) * sa * 255 + Int(canvas[d + c]) * da * (255 - sa) + outA / 2) / outA
                                canvas[d + c] = UInt8(Swift.min(255, v))
                            }
                            canvas[d + 3] = UInt8((outA + 127) / 255)
                        }
                    }
                }
            }
        }
    }
}
