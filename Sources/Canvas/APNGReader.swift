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
    private let frames: [(control: [UInt8], data: [[UInt8]])]

    /// Parses `png`'s chunks (CRCs checked) and splits them into frames.
    /// - Throws: `PNGError` for a damaged file or an APNG whose frames do not match its acTL or IHDR.
    public init(pngData png: [UInt8]) throws {
        let chunks = try PNGChunk.chunks(of: png)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else { throw PNGError.corrupt("IHDR is not the first chunk") }
        header = ihdr.data
        width = Int(PNGChunk.u32(ihdr.data, 0)); height = Int(PNGChunk.u32(ihdr.data, 4))
        try CanvasError.checkSize(width, height)
        shared = chunks.filter { ["PLTE", "tRNS", "gAMA", "sRGB", "cHRM", "iCCP", "sBIT"].contains($0.type) }
        var frames: [(control: [UInt8], data: [[UInt8]])] = []
        var announced: Int? = nil, plays = 0
        var expectedSequence: UInt32 = 0
        for c in chunks {
            switch c.type {
            case "acTL":
                guard c.data.count == 8 else { throw PNGError.corrupt("acTL is \(c.data.count) bytes, not 8") }
                announced = Int(PNGChunk.u32(c.data, 0)); plays = Int(PNGChunk.u32(c.data, 4))
            case "fcTL":
                guard c.data.count == 26 else { throw PNGError.corrupt("fcTL \(frames.count) is \(c.data.count) bytes, not 26") }
                guard PNGChunk.u32(c.data, 0) == expectedSequence else { throw PNGError.corrupt("fcTL \(frames.count) has sequence number \(PNGChunk.u32(c.data, 0)), expected \(expectedSequence)") }
                expectedSequence += 1
                frames.append((c.data, []))
            case "IDAT":
                // IDAT belongs to the animation only when an fcTL came before it.
                if !frames.isEmpty { frames[frames.count - 1].data.append(c.data) }
            case "fdAT":
                guard c.data.count >= 4, !frames.isEmpty else { throw PNGError.corrupt("fdAT before any fcTL") }
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
            let data = chunks.filter { $0.type == "IDAT" }.map(\.data)
            var control = [UInt8](repeating: 0, count: 26)
            control.replaceSubrange(4..<12, with: ihdr.data[0..<8])
            frames = [(control, data)]
        }
        for (k, f) in frames.enumerated() where f.data.isEmpty { throw PNGError.corrupt("frame \(k) has no image data") }
        self.frames = frames; self.frameCount = frames.count; self.plays = plays
    }

    /// Reads the file at `path`.
    public init(contentsOfFile path: String) throws {
        try self.init(pngData: try InputFile.read(path, limit: Image.maximumPNGFileSize))
    }

    /// Frames in order, each composited over what the previous ones left.
    public func makeIterator() -> Iterator { Iterator(reader: self) }

    /// Every frame at once (fine for short clips; iterate for long ones).
    public func allFrames() throws -> [APNGFrame] {
        var it = makeIterator(), out: [APNGFrame] = []
        while let f = try it.nextFrame() { out.append(f) }
        return out
    }

    /// Walks the frames, keeping one canvas. `next()` stops at the first damaged frame; `nextFrame()` throws.
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
        /// - Throws: `PNGError` naming the frame when its region or data is bad.
        public mutating func nextFrame() throws -> APNGFrame? {
            guard index < reader.frames.count else { return nil }
            let k = index
            index += 1
            let (control, data) = reader.frames[k]
            let w = Int(PNGChunk.u32(control, 4)), h = Int(PNGChunk.u32(control, 8)), x0 = Int(PNGChunk.u32(control, 12)), y0 = Int(PNGChunk.u32(control, 16))
            let num = Int(control[20]) << 8 | Int(control[21]), den = Int(control[22]) << 8 | Int(control[23])
            // The first frame's "previous" disposal means "background" (there is nothing earlier to restore).
            let dispose = k == 0 && control[24] == 2 ? 1 : control[24], blend = control[25]
            guard w > 0, h > 0, x0 + w <= reader.width, y0 + h <= reader.height else {
                throw PNGError.corrupt("frame \(k)'s region \(w)×\(h) at (\(x0), \(y0)) is outside the \(reader.width)×\(reader.height) canvas")
            }
            // A standalone PNG of the region: the file's IHDR with the region's size, the shared chunks, the data.
            var header = reader.header
            header.replaceSubrange(0..<8, with: PNGChunk.be32(UInt32(w)) + PNGChunk.be32(UInt32(h)))
            var png = Data(PNGChunk.signature)
            PNGChunk(type: "IHDR", data: header).append(to: &png)
            for c in reader.shared { c.append(to: &png) }
            for d in data { PNGChunk(type: "IDAT", data: d).append(to: &png) }
            PNGChunk(type: "IEND", data: []).append(to: &png)
            let region: Image
            do { region = try Image(pngData: [UInt8](png)) } catch { throw PNGError.corrupt("frame \(k): \(error)") }
            let before = dispose == 2 ? canvas : nil
            let W = reader.width
            if blend == 0 {
                // Source: the region replaces what is there, a row at a time.
                for y in 0..<h {
                    let d = 4 * ((y0 + y) * W + x0)
                    canvas.replaceSubrange(d..<(d + 4 * w), with: region.pixels[(4 * y * w)..<(4 * (y + 1) * w)])
                }
            } else {
                blendOver(region, x0: x0, y0: y0)
            }
            let frame = APNGFrame(image: Image(uncheckedWidth: W, height: reader.height, pixels: canvas),
                                  delay: Double(num) / Double(den == 0 ? 100 : den))
            switch dispose {
            case 1:
                for y in y0..<(y0 + h) {
                    canvas.replaceSubrange((4 * (y * W + x0))..<(4 * (y * W + x0 + w)), with: repeatElement(0, count: 4 * w))
                }
            case 2:
                canvas = before!
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
