import CPixelKernels
import Foundation

// Compositing: where coverage spans meet a paint and land on premultiplied RGBA8 pixels.
//
// The hot case — an opaque solid colour over a span of full coverage with no clip mask — is a plain store
// loop; everything else blends per pixel with exact 8-bit rounding (see PremultipliedPixel.swift).

/// The colour source of a fill, resolved to device space.
enum PixelSource {
    /// One premultiplied colour.
    case solid(UInt32)
    /// A linear gradient, sampled per pixel.
    case gradient(GradientSampler)
    /// A radial or conic gradient, sampled per pixel.
    case aroundCentre(CentredGradientSampler)
    /// A bitmap, sampled bilinearly per pixel.
    case image(ImageSampler)
}

/// A linear gradient in device space: t = t0 + dtdx·x + dtdy·y at pixel centres, looked up in a table.
struct GradientSampler {
    let table: [UInt32]
    let t0: Double, dtdx: Double, dtdy: Double

    init(_ g: LinearGradient, transform: Transform) {
        table = g.lookupTable()
        let d = g.end - g.start
        let len2 = d.dot(d)
        guard len2 > 0, let inv = transform.inverted else {
            // A zero-length gradient (or a flattening transform) paints its last colour.
            t0 = 1; dtdx = 0; dtdy = 0; return
        }
        // user = inv(device); t = (user − start)·d / |d|².
        let ux = Point(inv.a, inv.b), uy = Point(inv.c, inv.d), u0 = Point(inv.tx, inv.ty)
        dtdx = ux.dot(d) / len2
        dtdy = uy.dot(d) / len2
        t0 = (u0 - g.start).dot(d) / len2
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let last = Double(table.count - 1)
        table.withUnsafeBufferPointer { lut in
            var t = t0 + dtdx * (Double(x) + 0.5) + dtdy * (Double(y) + 0.5)
            for i in 0..<count {
                let k = Int(min(max(t * last + 0.5, 0), last))
                out[i] = lut[k]
                t += dtdx
            }
        }
    }
}

/// A radial or conic gradient in device space: each pixel centre mapped back to user space, its t taken
/// from its distance to the centre (radial) or its angle around it (conic), and looked up in a table.
struct CentredGradientSampler {
    enum Kind { case radial(startRadius: Double, endRadius: Double), conic(startAngle: Double, endAngle: Double) }
    let table: [UInt32]
    let kind: Kind
    let center: Point
    /// device → user space; nil when the transform flattens (then the last colour is painted).
    let inverse: Transform?

    init(_ g: RadialGradient, transform: Transform) {
        table = gradientLookupTable(g.stops); kind = .radial(startRadius: g.startRadius, endRadius: g.endRadius)
        center = g.center; inverse = transform.inverted
    }
    init(_ g: ConicGradient, transform: Transform) {
        table = gradientLookupTable(g.stops); kind = .conic(startAngle: g.startAngle, endAngle: g.endAngle)
        center = g.center; inverse = transform.inverted
    }

    /// The gradient's position 0…1 at user-space point `p` (NaN for an undefined one: the last colour).
    func t(at p: Point) -> Double {
        let dx = p.x - center.x, dy = p.y - center.y
        switch kind {
        case .radial(let r0, let r1):
            let span = r1 - r0
            let d = (dx * dx + dy * dy).squareRoot()
            return span != 0 ? (d - r0) / span : (d >= r1 ? 1 : 0)
        case .conic(let a0, let a1):
            let span = a1 - a0
            guard span != 0 else { return 1 }
            // The angle from a0 in the gradient's direction, in [0, 2π).
            let full = 2 * Double.pi
            var a = (atan2(dy, dx) - a0).truncatingRemainder(dividingBy: full)
            if span > 0 { if a < 0 { a += full } } else { if a > 0 { a -= full } }
            return a / span
        }
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let last = Double(table.count - 1)
        table.withUnsafeBufferPointer { lut in
            for i in 0..<count {
                var t = 1.0
                if let inverse {
                    let value = self.t(at: inverse.apply(Point(Double(x + i) + 0.5, Double(y) + 0.5)))
                    if value.isFinite { t = value }
                }
                out[i] = lut[Int(min(max(t * last + 0.5, 0), last))]
            }
        }
    }
}

/// A bitmap mapped into device space, sampled bilinearly on premultiplied values, edges clamped.
struct ImageSampler {
    let pixels: [UInt32]
    let width: Int, height: Int
    /// device → image pixel coordinates.
    let inverse: Transform
    let opacity: UInt32

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = width, h = height
        pixels.withUnsafeBufferPointer { px in
            for i in 0..<count {
                let p = inverse.apply(Point(Double(x + i) + 0.5, Double(y) + 0.5))
                let fx = p.x - 0.5, fy = p.y - 0.5
                guard fx.isFinite, fy.isFinite else { out[i] = 0; continue }
                let cx = min(max(fx, 0), Double(w - 1)), cy = min(max(fy, 0), Double(h - 1))
                let x0 = Int(cx), y0 = Int(cy)
                let x1 = min(x0 + 1, w - 1), y1 = min(y0 + 1, h - 1)
                let ax = UInt32((cx - Double(x0)) * 256 + 0.5), ay = UInt32((cy - Double(y0)) * 256 + 0.5)
                let p00 = px[y0 * w + x0], p10 = px[y0 * w + x1], p01 = px[y1 * w + x0], p11 = px[y1 * w + x1]
                var result: UInt32 = 0
                for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
                    let c00 = (p00 >> shift) & 0xFF, c10 = (p10 >> shift) & 0xFF
                    let c01 = (p01 >> shift) & 0xFF, c11 = (p11 >> shift) & 0xFF
                    let top = c00 * (256 - ax) + c10 * ax, bottom = c01 * (256 - ax) + c11 * ax
                    let v = (top * (256 - ay) + bottom * ay + 32768) >> 16
                    result |= v << shift
                }
                out[i] = opacity == 255 ? result : scalePixel(result, opacity)
            }
        }
    }
}

/// Paints spans onto a premultiplied RGBA8 buffer with a source, a blend mode and an optional clip mask.
struct PixelBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let source: PixelSource
    let mode: BlendMode
    /// Clip coverage, one byte a pixel with the same stride, or nil for no mask.
    let mask: UnsafePointer<UInt8>?
    /// For each row, where the clip mask is fully covered: columns `[full[2y], full[2y + 1])` hold 255
    /// (nil: not known). Spans there are painted as if unmasked — the same integers, at unmasked speed.
    let maskFull: UnsafePointer<Int32>?
    /// The premultiplied colour of a solid source, masked or not.
    private let solidColor: UInt32?
    /// One row of scratch space for shaded sources.
    let scratch: UnsafeMutablePointer<UInt32>
    /// The premultiplied colour when the source is solid and there is no mask: the common case, handled
    /// inline without looking at `source` (whose gradient and image payloads hold arrays).
    private let plainSolid: UInt32?
    /// For a translucent solid source-over source: c·k/255 for every byte c, k = 255 − alpha, so full-
    /// coverage spans (a dimming scrim) look channels up instead of multiplying (see CPixelKernels).
    private let scaleTable: UnsafePointer<UInt8>?

    /// - Parameter tableStorage: 256 bytes the blitter may fill with a scale table for this fill.
    init(pixels: UnsafeMutablePointer<UInt32>, stride: Int, source: PixelSource, mode: BlendMode,
         mask: UnsafePointer<UInt8>?, maskFull: UnsafePointer<Int32>? = nil, scratch: UnsafeMutablePointer<UInt32>,
         tableStorage: UnsafeMutablePointer<UInt8>? = nil) {
        self.pixels = pixels; self.stride = stride; self.source = source; self.mode = mode
        self.mask = mask; self.maskFull = mask == nil ? nil : maskFull; self.scratch = scratch
        if case .solid(let s) = source { solidColor = s } else { solidColor = nil }
        if case .solid(let s) = source, mask == nil { plainSolid = s } else { plainSolid = nil }
        if let s = plainSolid, mode == .sourceOver, s >> 24 != 255, s != 0, let tableStorage {
            ss_make_scale_table(tableStorage, 255 - s >> 24)
            scaleTable = UnsafePointer(tableStorage)
        } else {
            scaleTable = nil
        }
    }

    @inline(__always)
    static func blend(_ s: UInt32, _ d: UInt32, _ cov: UInt32, _ mode: BlendMode) -> UInt32 {
        switch mode {
        case .sourceOver:
            let sc = cov == 255 ? s : scalePixel(s, cov)
            return sourceOver(sc, d)
        case .copy:
            return cov == 255 ? s : scalePixel(s, cov) &+ scalePixel(d, 255 &- cov)
        case .clear:
            return cov == 255 ? 0 : scalePixel(d, 255 &- cov)
        }
    }

    @inline(__always)
    mutating func blit(y: Int, x: Int, count: Int, coverage: UInt8) {
        if let s = plainSolid {
            let row = pixels + y * stride + x
            if count == 1 { row[0] = Self.blend(s, row[0], UInt32(coverage), mode); return }
            if coverage == 255, let scaleTable {
                ss_add_scaled(row, count, s, 255 - s >> 24, scaleTable)
                return
            }
            Self.solidSpan(row, count, s, UInt32(coverage), mode)
            return
        }
        if let (a, b) = fullRun(y: y, x: x, count: count) {
            // Masked on either side of the row's fully covered run, unmasked inside it.
            if a > x { blitGeneral(y: y, x: x, count: a - x, coverage: coverage, masked: true) }
            blitGeneral(y: y, x: a, count: b - a, coverage: coverage, masked: false)
            if b < x + count { blitGeneral(y: y, x: b, count: x + count - b, coverage: coverage, masked: true) }
            return
        }
        blitGeneral(y: y, x: x, count: count, coverage: coverage, masked: true)
    }

    /// The part of columns `[x, x + count)` of row `y` where the clip mask is known to be fully covered, as
    /// `(start, end)`; nil when there is none.
    @inline(__always)
    private func fullRun(y: Int, x: Int, count: Int) -> (Int, Int)? {
        guard let full = maskFull else { return nil }
        let a = max(x, Int(full[2 * y])), b = min(x + count, Int(full[2 * y + 1]))
        return a < b ? (a, b) : nil
    }

    /// Paints a span of one coverage from any source, through the clip mask when `masked`.
    @inline(never)
    private mutating func blitGeneral(y: Int, x: Int, count: Int, coverage: UInt8, masked: Bool) {
        let row = pixels + y * stride + x
        let cov = UInt32(coverage)
        var shaded: UnsafeMutablePointer<UInt32>? = nil
        var solid: UInt32 = 0
        switch source {
        case .solid(let s): solid = s
        case .gradient(let g): g.shade(x: x, y: y, count: count, into: scratch); shaded = scratch
        case .aroundCentre(let g): g.shade(x: x, y: y, count: count, into: scratch); shaded = scratch
        case .image(let im): im.shade(x: x, y: y, count: count, into: scratch); shaded = scratch
        }
        if masked, let mask {
            let m = mask + y * stride + x
            if shaded == nil, mode == .sourceOver, count >= 8 {
                // A solid colour through the clip mask: the coverage times the mask, then the mask kernel
                // (the same integers as the loop below; scratch is free, a solid colour needs no shading).
                if cov == 255 { ss_blend_mask(row, m, count, solid); return }
                scratch.withMemoryRebound(to: UInt8.self, capacity: count) { combined in
                    ss_coverage_scale(combined, m, cov, count)
                    ss_blend_mask(row, combined, count, solid)
                }
                return
            }
            for i in 0..<count {
                let c = mul255(cov, UInt32(m[i]))
                if c == 0 { continue }
                row[i] = Self.blend(shaded?[i] ?? solid, row[i], c, mode)
            }
            return
        }
        if let shaded {
            for i in 0..<count { row[i] = Self.blend(shaded[i], row[i], cov, mode) }
            return
        }
        Self.solidSpan(row, count, solid, cov, mode)
    }

    /// Paints a `width × height` coverage mask (a glyph) with its top-left pixel at (x, y); the caller has
    /// clipped it to the canvas. A solid source-over goes to the vector kernel in one call.
    mutating func blitMask(x: Int, y: Int, width: Int, height: Int, mask: UnsafePointer<UInt8>, maskStride: Int) {
        if let s = plainSolid, mode == .sourceOver {
            ss_blend_mask_rows(pixels + y * stride + x, stride, mask, maskStride, width, height, s)
            return
        }
        for r in 0..<height { blit(y: y + r, x: x, coverages: mask + r * maskStride, count: width) }
    }

    /// Full-width rows of a solid fill are contiguous in memory: one span covers them all.
    mutating func blitRows(y: Int, rows: Int, x: Int, count: Int, coverage: UInt8) {
        if plainSolid != nil && x == 0 && count == stride {
            blit(y: y, x: 0, count: count * rows, coverage: coverage)
            return
        }
        for r in y..<(y + rows) { blit(y: r, x: x, count: count, coverage: coverage) }
    }

    /// Paints a span whose coverage varies pixel by pixel (edge runs, shadows, glyph masks).
    @inline(__always)
    mutating func blit(y: Int, x: Int, coverages: UnsafePointer<UInt8>, count: Int) {
        if let s = plainSolid, mode == .sourceOver {
            let row = pixels + y * stride + x
            if count >= 8 { ss_blend_mask(row, coverages, count, s); return }
            for i in 0..<count where coverages[i] > 0 {
                row[i] = Self.blend(s, row[i], UInt32(coverages[i]), mode)
            }
            return
        }
        if let s = solidColor, mode == .sourceOver, let mask {
            // A solid colour through the clip mask (glyphs and edges inside a rounded card): the coverage
            // times the mask, then the mask kernel — plain coverage inside the row's fully covered run.
            let row = pixels + y * stride + x, m = mask + y * stride + x
            let (a, b) = fullRun(y: y, x: x, count: count) ?? (x + count, x + count)
            func throughMask(_ from: Int, _ n: Int) {
                guard n > 0 else { return }
                scratch.withMemoryRebound(to: UInt8.self, capacity: n) { combined in
                    ss_coverage_product(combined, coverages + (from - x), m + (from - x), n)
                    ss_blend_mask(row + (from - x), combined, n, s)
                }
            }
            throughMask(x, a - x)
            if b > a { ss_blend_mask(row + (a - x), coverages + (a - x), b - a, s) }
            throughMask(b, x + count - b)
            return
        }
        if let s = plainSolid, count <= 8 {
            let row = pixels + y * stride + x
            for i in 0..<count where coverages[i] > 0 {
                row[i] = Self.blend(s, row[i], UInt32(coverages[i]), mode)
            }
            return
        }
        blitRuns(y: y, x: x, coverages: coverages, count: count)
    }

    /// Long varying spans: group runs of equal coverage so the span fast paths still apply.
    @inline(never)
    private mutating func blitRuns(y: Int, x: Int, coverages: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        while i < count {
            let c = coverages[i]
            var j = i + 1
            while j < count && coverages[j] == c { j += 1 }
            if c > 0 { blit(y: y, x: x + i, count: j - i, coverage: c) }
            i = j
        }
    }

    @inline(__always)
    static func solidSpan(_ row: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32, _ cov: UInt32, _ mode: BlendMode) {
        switch mode {
        case .sourceOver:
            let sc = cov == 255 ? s : scalePixel(s, cov)
            let a = sc >> 24
            if a == 255 { fillPixels(row, count, sc); return }
            if sc == 0 { return }
            addScaled(row, count, sc, 255 &- a)
        case .copy:
            if cov == 255 { fillPixels(row, count, s); return }
            addScaled(row, count, scalePixel(s, cov), 255 &- cov)
        case .clear:
            if cov == 255 { fillPixels(row, count, 0); return }
            addScaled(row, count, 0, 255 &- cov)
        }
    }

    /// row[i] = s + row[i]·k/255 for every pixel of the span, each channel rounded exactly as
    /// `scalePixel` does (vectorised in CPixelKernels for long spans).
    @inline(__always)
    static func addScaled(_ row: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32, _ k: UInt32) {
        if count >= 8 { ss_add_scaled(row, count, s, k, nil); return }
        for i in 0..<count { row[i] = s &+ scalePixel(row[i], k) }
    }
}

/// Stores one pixel value `count` times (through glibc's `wmemset`, which uses the widest stores the CPU
/// has; large opaque fills are most of a UI frame's pixels).
@inline(__always)
func fillPixels(_ row: UnsafeMutablePointer<UInt32>, _ count: Int, _ value: UInt32) {
    if count >= 16 { ss_fill32(row, count, value) } else { row.update(repeating: value, count: count) }
}

/// Writes coverage into a byte mask, multiplied by a previous mask when there is one (clip of a clip).
struct MaskBlitter: SpanBlitter {
    let bytes: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// Offset of the mask's (0, 0) in device pixels.
    let originX: Int, originY: Int
    let previous: UnsafePointer<UInt8>?
    /// Where to note each row's longest fully covered run (two columns a row, see `PixelBlitter.maskFull`),
    /// and the previous mask's runs (a full pixel of a clip of a clip is full in both); nil: not noted.
    var full: UnsafeMutablePointer<Int32>? = nil
    var previousFull: UnsafePointer<Int32>? = nil

    /// Notes columns `[x, x + count)` of row `y` as fully covered when they are the row's longest such run
    /// so far (a path's fill writes each pixel once, so a run noted stays full).
    @inline(__always)
    private func noteFull(y: Int, x: Int, count: Int) {
        guard let full else { return }
        let r = y - originY
        var a = x, b = x + count
        if let previousFull { a = max(a, Int(previousFull[2 * r])); b = min(b, Int(previousFull[2 * r + 1])) }
        guard b - a > Int(full[2 * r + 1]) - Int(full[2 * r]) else { return }
        full[2 * r] = Int32(a); full[2 * r + 1] = Int32(b)
    }

    // (The loops are in the C kernels and libc, which a debug build does not leave unoptimised per byte.)
    mutating func blit(y: Int, x: Int, coverages: UnsafePointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        let row = bytes + (y - originY) * stride + (x - originX)
        if let previous {
            ss_coverage_product(row, coverages, previous + (y - originY) * stride + (x - originX), count)
        } else {
            memcpy(row, coverages, count)
        }
    }

    mutating func blit(y: Int, x: Int, count: Int, coverage: UInt8) {
        guard count > 0 else { return }
        if coverage == 255 { noteFull(y: y, x: x, count: count) }
        let row = bytes + (y - originY) * stride + (x - originX)
        if let previous {
            // (Full coverage times the previous mask is the previous mask.)
            let p = previous + (y - originY) * stride + (x - originX)
            if coverage == 255 { memcpy(row, p, count) } else { ss_coverage_scale(row, p, UInt32(coverage), count) }
        } else {
            memset(row, Int32(coverage), count)
        }
    }
}
