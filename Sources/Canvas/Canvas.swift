// Canvas: the drawing surface. Paths are filled by the coverage rasteriser (CoverageRasterizer.swift)
// and composited onto premultiplied RGBA8 pixels (PixelBlitter.swift), under a transform and a clip
// stack, optionally inside layers with group opacity.
//
// A canvas holds no global state: separate canvases may render on separate threads at once.

import CPNGCodec
import CPixelKernels

/// A clip as a byte mask over the whole canvas (nil mask = only the clip bounds apply), with each row's
/// longest run of full coverage (columns `[full[2y], full[2y + 1])`; empty when the row has none), where
/// drawing needs no mask.
final class ClipMask: Sendable {
    let bytes: [UInt8]
    let full: [Int32]
    init(bytes: [UInt8], full: [Int32]) { self.bytes = bytes; self.full = full }
}

/// An integer pixel rectangle [x0, x1) × [y0, y1).
struct PixelBounds: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    func intersection(_ o: PixelBounds) -> PixelBounds {
        PixelBounds(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
    /// The pixels a device-space rectangle touches (empty for non-finite input).
    init(covering r: Rect, limit: PixelBounds) {
        guard r.isFinite, !r.isEmpty else { self = PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0); return }
        func clampD(_ v: Double, _ lo: Int, _ hi: Int) -> Int { Int(min(max(v, Double(lo)), Double(hi))) }
        self = PixelBounds(x0: clampD(r.minX.rounded(.down), limit.x0, limit.x1), y0: clampD(r.minY.rounded(.down), limit.y0, limit.y1),
                           x1: clampD(r.maxX.rounded(.up), limit.x0, limit.x1), y1: clampD(r.maxY.rounded(.up), limit.y0, limit.y1))
    }
    init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }
}

/// A raster surface of premultiplied RGBA8 pixels with a transform, a clip stack and layers.
///
/// ```swift
/// let canvas = try Canvas(width: 390, height: 200)
/// canvas.fill(Path(roundedRect: Rect(x: 10, y: 10, width: 370, height: 180), cornerRadius: 12,
///                  curve: .continuous), with: .solid(.white))
/// try canvas.writePNG(to: "panel.png")
/// ```
public final class Canvas {
    /// The size in pixels.
    public let width: Int, height: Int

    private struct State {
        var transform: Transform
        var clip: PixelBounds
        var mask: ClipMask?
    }
    struct Layer {
        var pixels: [UInt32]
        var opacity: Double
        var stackDepth: Int
        /// The clip when the layer began: clips only narrow, so nothing drawn in the layer lies outside it.
        /// `pixels` holds only its rows (whole rows of the canvas, from `bounds.y0`), and only its pixels are
        /// composited.
        var bounds: PixelBounds
    }

    var base: [UInt32]
    /// When set, every base pixel is logically this value but has not been written yet: `reset(to:)` and
    /// an opaque fill of the whole canvas only record it, so a frame that starts with a clear and then a
    /// full-screen background writes its pixels once, not twice. Anything that reads or blends into the
    /// base writes it out first (`materializeBase()`).
    private var pendingFill: UInt32?
    var layers: [Layer] = []
    private var state: State
    private var stack: [State] = []
    private let rasterizer: CoverageRasterizer
    private var scratch: [UInt32]
    /// 256 bytes for the blitter's per-fill scale table.
    private let scaleTable = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)

    /// Creates a canvas filled with `background` (transparent by default).
    /// - Throws: `CanvasError.invalidSize` when a side is outside 1…16384.
    public init(width: Int, height: Int, background: Color = .clear) throws {
        try CanvasError.checkSize(width, height)
        self.width = width; self.height = height
        base = [UInt32](repeating: background.premultiplied.packed, count: width * height)
        let all = PixelBounds(x0: 0, y0: 0, x1: width, y1: height)
        state = State(transform: .identity, clip: all, mask: nil)
        rasterizer = CoverageRasterizer(left: 0, top: 0, right: width, bottom: height)
        scratch = [UInt32](repeating: 0, count: width)
    }

    deinit { scaleTable.deallocate() }

    /// Replaces this canvas's pixels with `other`'s (same size) and resets transform, clip and layers —
    /// reusing this canvas's memory, as animation workers do frame after frame.
    /// - Throws: `CanvasError.invalidSize` when the sizes differ.
    public func copyPixels(from other: Canvas) throws {
        guard other.width == width, other.height == height else { throw CanvasError.invalidSize(width: other.width, height: other.height) }
        other.materializeBase()
        reset()
        pendingFill = nil
        base.withUnsafeMutableBufferPointer { dst in
            other.base.withUnsafeBufferPointer { src in dst.baseAddress!.update(from: src.baseAddress!, count: src.count) }
        }
    }

    /// The base surface encoded as an RGB PNG straight from its pixels, when every pixel is opaque (then
    /// premultiplied and straight alpha are the same bytes, and `makeImage()`'s copy is not needed);
    /// nil when some pixel is not. Identical bytes to `makeImage().pngData(options:alpha: false)`.
    public func opaquePNGData(options: PNGEncodingOptions = .fast) throws -> [UInt8]? {
        materializeBase()
        // The frame encoder checks opacity as it goes; libpng's path checks first.
        if options.encoder == .libpng {
            let opaque = base.withUnsafeBufferPointer { p in !p.contains { $0 >> 24 != 255 } }
            guard opaque else { return nil }
        }
        // The pixels' bytes in memory order are R, G, B, A (little-endian words): read as raw memory.
        return try base.withUnsafeBytes { bytes in
            try encodePNG(rgba: bytes.baseAddress!, width: width, height: height, stride: width * 4, alpha: false, options: options)
        }
    }

    /// The base surface encoded as PNG straight from its pixels: RGB when every pixel is opaque, otherwise
    /// RGBA with the pixels `makeImage()` would give — with the frame encoder (`.fast`), un-premultiplied row
    /// by row as they are encoded, without `makeImage()`'s copy of the frame. The pixels always equal
    /// `makeImage().pngData(options:)`'s; the file can differ from it in colour type (an opaque gray canvas
    /// is written as RGB here, as gray there).
    public func pngData(options: PNGEncodingOptions = .fast) throws -> [UInt8] {
        if let opaque = try opaquePNGData(options: options) { return opaque }
        guard options.encoder == .frame else { return try makeImage().pngData(options: options, alpha: true) }
        return try base.withUnsafeBytes { bytes in
            try frameEncode(bytes.baseAddress!, width: width, height: height, stride: width * 4, format: SSFE_RGBA_PREMULTIPLIED,
                            threads: options.encoderThreads(pixels: width * height))!
        }
    }

    /// Encodes the base surface as `pngData(options:)` does and writes it to `path` atomically (see
    /// `AtomicFile`). Throws `FileError` when the file cannot be written.
    public func writePNG(to path: String, options: PNGEncodingOptions = .fast) throws {
        try AtomicFile.write(try pngData(options: options), to: path)
    }

    /// The smallest rectangle of pixels that differ between this canvas's base surface and `previous`'s (same
    /// size), or nil when none does — what an animation frame after `previous` needs to store.
    /// - Throws: `CanvasError.invalidSize` when the sizes differ.
    public func changedRegion(from previous: Canvas) throws -> (x: Int, y: Int, width: Int, height: Int)? {
        guard previous.width == width, previous.height == height else {
            throw CanvasError.invalidSize(width: previous.width, height: previous.height)
        }
        materializeBase(); previous.materializeBase()
        return base.withUnsafeBytes { a in
            previous.base.withUnsafeBytes { b in APNGWriter.changedRegion(b, a, width: width, height: height) }
        }
    }

    /// The region (x, y, width, height) of the base surface encoded as an RGB PNG straight from its pixels,
    /// when every pixel in it is opaque; nil when some pixel is not (or the region is empty or outside the
    /// canvas). The bytes `opaquePNGData(options:)` would write for a canvas holding just that region.
    public func opaquePNGData(region r: (x: Int, y: Int, width: Int, height: Int), options: PNGEncodingOptions = .fast) throws -> [UInt8]? {
        guard r.width > 0, r.height > 0, r.x >= 0, r.y >= 0, r.x <= width - r.width, r.y <= height - r.height else { return nil }
        materializeBase()
        if options.encoder == .libpng {
            let opaque = base.withUnsafeBufferPointer { p in
                (r.y..<(r.y + r.height)).allSatisfy { y in !p[(y * width + r.x)..<(y * width + r.x + r.width)].contains { $0 >> 24 != 255 } }
            }
            guard opaque else { return nil }
        }
        return try base.withUnsafeBytes { bytes in
            try encodePNG(rgba: bytes.baseAddress! + 4 * (r.y * width + r.x), width: r.width, height: r.height, stride: width * 4,
                          alpha: false, options: options)
        }
    }

    /// The base surface as `opaquePNGData(options:)` writes it, together with its top `rows` rows as a file of
    /// their own — the bytes `opaquePNGData(region: (0, 0, width, rows))` writes — with the frame encoder
    /// encoding the rows both files hold once: an animation frame and the changed region an APNG stores for it,
    /// when that region is the frame's top. Nil when a pixel is not opaque. With libpng (`.small`,
    /// `.libpngFast`) the two files are encoded one after the other.
    /// - Throws: `PNGError.encodingFailed` when `rows` is not 1…height.
    public func opaquePNGData(withTop rows: Int, options: PNGEncodingOptions = .fast) throws -> (frame: [UInt8], top: [UInt8])? {
        guard rows >= 1, rows <= height else { throw PNGError.encodingFailed("the top \(rows) rows of a canvas \(height) pixels tall") }
        guard options.encoder == .frame else {
            guard let frame = try opaquePNGData(options: options),
                  let top = try opaquePNGData(region: (x: 0, y: 0, width: width, height: rows), options: options) else { return nil }
            return (frame, top)
        }
        materializeBase()
        return try base.withUnsafeBytes { bytes in
            try frameEncode(bytes.baseAddress!, width: width, height: height, stride: width * 4, format: SSFE_RGB_IF_OPAQUE,
                            threads: options.encoderThreads(pixels: width * height), topRows: rows).map { (frame: $0.whole, top: $0.top) }
        }
    }

    /// A new canvas with this one's base pixels (not its open layers), identity transform and no clip —
    /// a backdrop drawn once and reused under many frames.
    public func copy() -> Canvas {
        materializeBase()
        let c = try! Canvas(width: width, height: height)  // same valid size
        c.base = base
        c.pendingFill = nil
        return c
    }

    /// The first drawing this canvas did not do because it was past a limit (a shape crossing more than
    /// `CoverageRasterizer.workLimit` pixel cells, a shadow blurring more than 16 Mi pixels); nil when
    /// every call drew. Drawing calls do not throw; callers that take shapes from outside (a display list)
    /// check this after drawing. `reset(to:)` clears it.
    public private(set) var drawingError: CanvasError?

    /// Resets every pixel to `color`, drops layers and saved states, and resets transform and clip.
    public func reset(to color: Color = .clear) {
        drawingError = nil
        pendingFill = color.premultiplied.packed
        layers.removeAll()
        stack.removeAll()
        state = State(transform: .identity, clip: PixelBounds(x0: 0, y0: 0, x1: width, y1: height), mask: nil)
    }

    // MARK: State

    /// The transform from user space to device pixels.
    public var transform: Transform {
        get { state.transform }
        set { state.transform = newValue }
    }
    /// Applies `t` before the current transform (so later drawing is in t's space).
    public func concatenate(_ t: Transform) { state.transform = t.concatenating(state.transform) }
    /// Moves the user space's origin.
    public func translate(_ x: Double, _ y: Double) { concatenate(.translation(x, y)) }
    /// Scales the user space.
    public func scale(_ sx: Double, _ sy: Double) { concatenate(.scale(sx, sy)) }
    /// Rotates the user space (radians, clockwise on screen).
    public func rotate(_ radians: Double) { concatenate(.rotation(radians)) }

    /// Pushes the transform and clip; `restore()` pops them.
    public func save() { stack.append(state) }
    /// Pops the state pushed by the matching `save()` (does nothing when the stack is empty).
    public func restore() {
        if let layer = layers.last, layer.stackDepth == stack.count { return }  // would cross a layer
        if let s = stack.popLast() { state = s }
    }
    /// Runs `body` between `save()` and `restore()`.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        save(); defer { restore() }
        return try body()
    }

    /// The clip's bounds in device pixels.
    public var clipBounds: Rect {
        Rect(x: Double(state.clip.x0), y: Double(state.clip.y0),
             width: Double(max(0, state.clip.x1 - state.clip.x0)), height: Double(max(0, state.clip.y1 - state.clip.y0)))
    }

    /// Whether the clip is a whole-pixel rectangle (`clipBounds`), with no anti-aliased mask: a pixel a shape
    /// covers fully inside it is painted at the shape's own colour.
    public var clipIsRectangular: Bool { state.mask == nil }

    /// Narrows the clip to the inside of `path` (intersected with the current clip; anti-aliased).
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        // A pixel-aligned rectangle under a translate/scale only narrows the integer bounds.
        if state.transform.isAxisAligned, let r = path.axisAlignedRect {
            let d = Rect(corners: state.transform.apply(r.origin), state.transform.apply(Point(r.maxX, r.maxY)))
            if d.isFinite, d.minX == d.minX.rounded(), d.minY == d.minY.rounded(), d.maxX == d.maxX.rounded(), d.maxY == d.maxY.rounded() {
                state.clip = state.clip.intersection(PixelBounds(covering: d, limit: state.clip))
                return
            }
        }
        var bytes = [UInt8](repeating: 0, count: width * height)
        var full = [Int32](repeating: 0, count: 2 * height)
        rasterizer.reset(left: state.clip.x0, top: state.clip.y0, right: state.clip.x1, bottom: state.clip.y1)
        let previous = state.mask
        let transform = state.transform
        bytes.withUnsafeMutableBufferPointer { b in
            full.withUnsafeMutableBufferPointer { f in
                if let previous {
                    previous.bytes.withUnsafeBufferPointer { p in
                        previous.full.withUnsafeBufferPointer { pf in
                            var blitter = MaskBlitter(bytes: b.baseAddress!, stride: width, originX: 0, originY: 0, previous: p.baseAddress!,
                                                      full: f.baseAddress!, previousFull: pf.baseAddress!)
                            rasterizer.fill(path, transform: transform, rule: rule, into: &blitter)
                        }
                    }
                } else {
                    var blitter = MaskBlitter(bytes: b.baseAddress!, stride: width, originX: 0, originY: 0, previous: nil, full: f.baseAddress!)
                    rasterizer.fill(path, transform: transform, rule: rule, into: &blitter)
                }
            }
        }
        noteIfSkipped(rasterizer, "a clip path")
        let dev = path.applying(state.transform).bounds
        state.clip = state.clip.intersection(PixelBounds(covering: dev, limit: state.clip))
        state.mask = ClipMask(bytes: bytes, full: full)
    }

    /// Narrows the clip to a rectangle in user space.
    public func clip(to rect: Rect) { clip(to: Path(rect: rect)) }

    // MARK: Layers

    /// Starts a layer: drawing goes to a transparent surface until `endLayer()`, which composites it with
    /// `opacity` — so overlapping shapes inside blend with each other first (group opacity).
    public func beginLayer(opacity: Double) {
        save()
        let bounds = state.clip
        // (At least one pixel, so that the storage has an address even when the clip is empty.)
        layers.append(Layer(pixels: [UInt32](repeating: 0, count: max(1, bounds.isEmpty ? 0 : (bounds.y1 - bounds.y0) * width)),
                            opacity: min(1, max(0, opacity.isNaN ? 0 : opacity)), stackDepth: stack.count, bounds: bounds))
    }

    /// Runs `body` inside a layer of the given opacity, as `withLayer(opacity:_:)`, when everything `body`
    /// draws lies inside `rect` (user space): the layer then covers only the whole pixels `rect` touches
    /// under the current transform, so a small group (a symbol with cut-outs) costs its own pixels, not the
    /// canvas's. Drawing outside `rect` is clipped away. Under a rotation or skew `rect` is not used.
    public func withLayer(opacity: Double, within rect: Rect, _ body: () throws -> Void) rethrows {
        guard state.transform.isAxisAligned, rect.isFinite else { return try withLayer(opacity: opacity, body) }
        let d = Rect(corners: state.transform.apply(rect.origin), state.transform.apply(Point(rect.maxX, rect.maxY)))
        save()
        defer { restore() }
        state.clip = state.clip.intersection(PixelBounds(covering: d, limit: state.clip))
        try withLayer(opacity: opacity, body)
    }

    /// Composites the innermost layer onto what is below it and restores the state of `beginLayer`.
    /// - Throws: `CanvasError.unbalanced` without an open layer.
    public func endLayer() throws {
        guard !layers.isEmpty else { throw CanvasError.unbalanced("endLayer() without beginLayer(opacity:)") }
        closeLayer(compositing: true)
    }

    /// Pops the innermost layer and restores the state of its `beginLayer`, compositing it or not.
    private func closeLayer(compositing: Bool) {
        guard let layer = layers.popLast() else { return }
        while stack.count > layer.stackDepth { stack.removeLast() }
        if let s = stack.popLast() { state = s }
        guard compositing else { return }
        let alpha = UInt32((layer.opacity * 255).rounded())
        guard alpha > 0 else { return }
        let b = layer.bounds
        guard !b.isEmpty else { return }
        // Source-over at the layer's opacity, in the pixel kernels (one call when the rows are whole).
        withTarget { dst in
            layer.pixels.withUnsafeBufferPointer { src in
                // The layer's rows start at row b.y0 of the canvas.
                let run = b.x1 - b.x0
                if run == width {
                    ss_composite(dst + b.y0 * width, src.baseAddress!, (b.y1 - b.y0) * width, alpha)
                } else {
                    for y in b.y0..<b.y1 {
                        ss_composite(dst + y * width + b.x0, src.baseAddress! + (y - b.y0) * width + b.x0, run, alpha)
                    }
                }
            }
        }
    }

    /// Runs `body` inside a layer of the given opacity, then composites the layer. Layers the body
    /// opened and left open are closed with it. When `body` throws, the layer (and any opened inside it)
    /// is closed without being composited — nothing of the unfinished group is drawn — and the state is
    /// restored before the error goes on.
    public func withLayer(opacity: Double, _ body: () throws -> Void) rethrows {
        let outer = layers.count
        beginLayer(opacity: opacity)
        do { try body() } catch {
            while layers.count > outer { closeLayer(compositing: false) }
            throw error
        }
        while layers.count > outer { closeLayer(compositing: true) }
    }

    private func withTarget<T>(_ body: (UnsafeMutablePointer<UInt32>) -> T) -> T {
        if layers.isEmpty {
            materializeBase()
            return base.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
        }
        // A layer holds the rows of its bounds only: the pointer given is where row 0 would be, and drawing,
        // which keeps inside the clip, touches only the rows held.
        let top = layers[layers.count - 1].bounds.y0
        return layers[layers.count - 1].pixels.withUnsafeMutableBufferPointer { body($0.baseAddress! - top * width) }
    }

    // MARK: Drawing

    /// Fills the whole clip with a colour (source-over unless another mode is given).
    public func fillAll(_ color: Color, blendMode: BlendMode = .sourceOver) {
        let r = clipBounds
        let saved = state.transform
        state.transform = .identity
        fill(r, with: .solid(color), blendMode: blendMode)
        state.transform = saved
    }

    /// Fills a rectangle (a fast path with no edge list when the transform keeps it axis-aligned).
    public func fill(_ rect: Rect, with paint: Paint, blendMode: BlendMode = .sourceOver) {
        guard state.transform.isAxisAligned else { fill(Path(rect: rect), with: paint, blendMode: blendMode); return }
        let d = Rect(corners: state.transform.apply(rect.origin), state.transform.apply(Point(rect.maxX, rect.maxY)))
        let source = resolve(paint)
        if let v = wholeCanvasReplacement(d, source, blendMode) {
            pendingFill = v
            return
        }
        draw(source: source, mode: blendMode) { blitter, clip in
            CoverageRasterizer.sweepRect(d, clipLeft: clip.x0, clipTop: clip.y0, clipRight: clip.x1, clipBottom: clip.y1, into: &blitter)
        }
    }

    /// Fills a path under the current transform and clip.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero, blendMode: BlendMode = .sourceOver) {
        if state.transform.isAxisAligned, let r = path.axisAlignedRect {
            fill(r, with: paint, blendMode: blendMode); return
        }
        fillDevice(path, transform: state.transform, source: resolve(paint), rule: rule, mode: blendMode)
    }

    /// Strokes a path: its outline (StrokeStyle) filled with `paint`. A width of 0 is a one-pixel hairline.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle, blendMode: BlendMode = .sourceOver) {
        guard path.isFinite, style.width.isFinite, style.width >= 0 else { return }
        let outline: Path
        let t: Transform
        // Only what can reach the clip is built (a dash pattern along a curve a million pixels long is
        // advanced, not drawn, outside it): the clip in device pixels, or in user units for a stroke
        // built there.
        let clip = clipBounds
        if style.width == 0 {
            let window = FlatteningWindow(minX: clip.minX, minY: clip.minY, maxX: clip.maxX, maxY: clip.maxY)
            outline = path.strokeOutline(style, width: 1, transform: state.transform, tolerance: Path.flatteningTolerance, visible: window)
            t = .identity
        } else {
            let scale = max(state.transform.maxScale, 1e-9)
            var window: FlatteningWindow? = nil
            if let inverse = state.transform.inverted {
                let corners = [Point(clip.minX, clip.minY), Point(clip.maxX, clip.minY), Point(clip.minX, clip.maxY), Point(clip.maxX, clip.maxY)].map(inverse.apply)
                let xs = corners.map(\.x), ys = corners.map(\.y)
                if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(), [minX, maxX, minY, maxY].allSatisfy(\.isFinite) {
                    window = FlatteningWindow(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
                }
            }
            outline = path.strokeOutline(style, width: style.width, transform: .identity, tolerance: Path.flatteningTolerance / scale, visible: window)
            t = state.transform
        }
        fillDevice(outline, transform: t, source: resolve(paint), rule: .nonZero, mode: blendMode, strokeOutline: true)
    }

    /// Draws `image` scaled into `rect` (user space) with bilinear filtering.
    public func drawImage(_ image: Image, in rect: Rect, opacity: Double = 1) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let imageToUser = Transform.scale(rect.width / Double(image.width), rect.height / Double(image.height))
            .concatenating(.translation(rect.minX, rect.minY))
        guard let inverse = imageToUser.concatenating(state.transform).inverted else { return }
        let sampler = ImageSampler(pixels: image.premultipliedPixels(), width: image.width, height: image.height,
                                   inverse: inverse, opacity: UInt32((min(1, max(0, opacity)) * 255).rounded()))
        if state.transform.isAxisAligned {
            let d = Rect(corners: state.transform.apply(rect.origin), state.transform.apply(Point(rect.maxX, rect.maxY)))
            draw(source: .image(sampler), mode: .sourceOver) { blitter, clip in
                CoverageRasterizer.sweepRect(d, clipLeft: clip.x0, clipTop: clip.y0, clipRight: clip.x1, clipBottom: clip.y1, into: &blitter)
            }
        } else {
            fillDevice(Path(rect: rect), transform: state.transform, source: .image(sampler), rule: .nonZero, mode: .sourceOver)
        }
    }

    /// Draws the drop shadow of `path` (the shape itself is not drawn). With a `cache`, the blurred mask is
    /// kept and reused whenever the same shape comes back at a whole-pixel offset (animation frames).
    /// `occludedBy` is a rectangle (user space) the caller will paint opaque next: its whole pixels are
    /// skipped, which changes nothing in the result and saves blending a large panel's hidden shadow.
    public func drawShadow(of path: Path, _ shadow: Shadow, cache: ShadowCache? = nil, occludedBy occluder: Rect? = nil) {
        guard path.isFinite, shadow.offset.isFinite, shadow.spread.isFinite else { return }
        let t = Transform.translation(shadow.offset.x, shadow.offset.y).concatenating(state.transform)
        let scale = abs(t.determinant).squareRoot()
        let sigma = min(maximumBlurSigma, max(0, shadow.blur) / 2 * scale)
        guard sigma.isFinite, scale.isFinite else { return }
        let margin = Int((3 * sigma).rounded(.up)) + 2
        let spreadDevice = shadow.spread * scale
        let device = path.applying(t)
        // Bounds on the cache key's 1/256-pixel grid: a shape whose edges land a rounding error either side
        // of a whole pixel gets the same region (and the same cached mask) each time.
        func grid(_ v: Double) -> Double { let g = (v * 256).rounded() / 256; return g.isFinite ? g : v }
        let b = device.bounds
        let shapeBounds = Rect(corners: Point(grid(b.minX), grid(b.minY)), Point(grid(b.maxX), grid(b.maxY)))
            .insetBy(-(max(0, spreadDevice) + Double(margin)))
        // A cached mask covers the whole shape (it may be drawn under other clips later); otherwise only
        // what the clip can show.
        let limit = cache != nil
            ? PixelBounds(x0: -(1 << 24), y0: -(1 << 24), x1: 1 << 24, y1: 1 << 24)
            : PixelBounds(x0: state.clip.x0 - margin, y0: state.clip.y0 - margin, x1: state.clip.x1 + margin, y1: state.clip.y1 + margin)
        let region = PixelBounds(covering: shapeBounds, limit: limit)
        guard !region.isEmpty else { return }
        let w = region.x1 - region.x0, h = region.y1 - region.y0
        guard blurRegionFits(width: w, height: h, "a shadow's blurred region") else { return }
        func makeMask() -> [UInt8] {
            var mask = rasterizeMask(path, transform: t, region: region)
            if spreadDevice != 0 {
                let ring = path.strokeOutline(StrokeStyle(width: 2 * abs(shadow.spread), join: .round), width: 2 * abs(shadow.spread),
                                              transform: .identity, tolerance: Path.flatteningTolerance / max(scale, 1e-9))
                let ringMask = rasterizeMask(ring, transform: t, region: region, strokeOutline: true)
                for i in 0..<mask.count {
                    mask[i] = spreadDevice > 0 ? max(mask[i], ringMask[i]) : UInt8(mul255(UInt32(mask[i]), 255 - UInt32(ringMask[i])))
                }
            }
            boxBlur(&mask, width: w, height: h, passes: boxBlurPasses(sigma: sigma))
            return mask
        }
        let mask = cache.map { c in
            c.mask(ShadowCache.Key(shape: ShadowCache.shape(device, x0: region.x0, y0: region.y0), sigma: sigma, spread: spreadDevice,
                                   width: w, height: h), make: makeMask)
        } ?? makeMask()
        // Whole device pixels inside the occluder (only under an axis-aligned transform).
        var hidden = PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0)
        if let occluder, occluder.isFinite, state.transform.isAxisAligned {
            let d = Rect(corners: state.transform.apply(occluder.origin), state.transform.apply(Point(occluder.maxX, occluder.maxY)))
            hidden = PixelBounds(x0: ceilInt(d.minX), y0: ceilInt(d.minY), x1: floorInt(d.maxX), y1: floorInt(d.maxY))
        }
        paintShadowMask(mask, region: region, color: shadow.color, skipping: hidden)
    }

    /// Paints `color` through a blurred shadow mask covering `region` (device pixels), inside the clip,
    /// leaving out the whole pixels of `hidden` (an occluder painted opaque next).
    func paintShadowMask(_ mask: [UInt8], region: PixelBounds, color: Color, skipping hidden: PixelBounds = PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0)) {
        let w = region.x1 - region.x0
        draw(source: .solid(color.premultiplied.packed), mode: .sourceOver) { blitter, clip in
            let b = region.intersection(clip)
            guard !b.isEmpty else { return }
            mask.withUnsafeBufferPointer { m in
                for y in b.y0..<b.y1 {
                    let row = m.baseAddress! + (y - region.y0) * w
                    if !hidden.isEmpty, y >= hidden.y0, y < hidden.y1, hidden.x0 < b.x1, hidden.x1 > b.x0 {
                        // Only the parts of the row left and right of the occluder.
                        if hidden.x0 > b.x0 { blitter.blit(y: y, x: b.x0, coverages: row + (b.x0 - region.x0), count: hidden.x0 - b.x0) }
                        if hidden.x1 < b.x1 { blitter.blit(y: y, x: hidden.x1, coverages: row + (hidden.x1 - region.x0), count: b.x1 - hidden.x1) }
                        continue
                    }
                    blitter.blit(y: y, x: b.x0, coverages: row + (b.x0 - region.x0), count: b.x1 - b.x0)
                }
            }
        }
    }

    /// Whether a blurred region of `width` × `height` pixels is within the bound for absurd blur radii
    /// (16 Mi pixels: a 3× iPhone screen with a margin of 1,300 pixels all round, a shadow radius near
    /// 290 points; 64 Mi let a 2,000-point shadow over a screen take seconds); when not, the drawing error
    /// says what was skipped.
    func blurRegionFits(width: Int, height: Int, _ what: String) -> Bool {
        guard width * height > 16 * 1024 * 1024 else { return true }
        if drawingError == nil { drawingError = .tooComplex("\(what) of \(width)×\(height) pixels is larger than the limit of 16 Mi pixels; it was not drawn") }
        return false
    }

    /// Draws the drop shadow of a rounded rectangle (spread grows the rectangle and its radii exactly).
    public func drawShadow(ofRoundedRect rect: Rect, radii: CornerRadii, curve: CornerCurve = .continuous, _ shadow: Shadow) {
        let grown = rect.insetBy(-shadow.spread)
        var s = shadow
        s.spread = 0
        drawShadow(of: Path(roundedRect: grown, radii: radii.outset(by: shadow.spread), curve: curve), s)
    }

    // MARK: Reading

    /// The premultiplied pixel at (x, y) of the base surface (not of an open layer).
    public func pixel(x: Int, y: Int) -> PremultipliedPixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return PremultipliedPixel(packed: pendingFill ?? base[y * width + x])
    }

    /// The base surface as a straight-alpha image (open layers are not included).
    public func makeImage() -> Image {
        materializeBase()
        let out = base.withUnsafeBufferPointer { src in
            [UInt8](unsafeUninitializedCapacity: src.count * 4) { dst, initialized in
                initialized = src.count * 4
                // Each channel min(255, (c·255 + a/2) / a), opaque pixels unchanged, clear ones zero: vectorised.
                UnsafeRawPointer(src.baseAddress!).withMemoryRebound(to: UInt8.self, capacity: src.count * 4) { s in
                    ssfe_unpremultiply(dst.baseAddress!, s, src.count)
                }
            }
        }
        return Image(uncheckedWidth: width, height: height, pixels: out)
    }

    // MARK: Internals

    /// Writes out a pending whole-canvas fill (see `pendingFill`).
    func materializeBase() {
        guard let v = pendingFill else { return }
        pendingFill = nil
        base.withUnsafeMutableBufferPointer { fillPixels($0.baseAddress!, $0.count, v) }
    }

    /// The value every base pixel takes when `rect` (device space) is filled with `source` by `mode`, if
    /// that fill replaces the whole canvas outright: no layer, no clip, full coverage, an opaque result.
    private func wholeCanvasReplacement(_ rect: Rect, _ source: PixelSource, _ mode: BlendMode) -> UInt32? {
        guard rect.isFinite, layers.isEmpty, state.mask == nil,
              state.clip == PixelBounds(x0: 0, y0: 0, x1: width, y1: height),
              rect.minX <= 0, rect.minY <= 0, rect.maxX >= Double(width), rect.maxY >= Double(height),
              case .solid(let s) = source else { return nil }
        switch mode {
        case .sourceOver: return s >> 24 == 255 ? s : nil
        case .copy: return s
        case .clear: return 0
        }
    }

    func resolve(_ paint: Paint) -> PixelSource {
        switch paint {
        case .solid(let c): return .solid(c.premultiplied.packed)
        case .linearGradient(let g): return .gradient(GradientSampler(g, transform: state.transform))
        case .radialGradient(let g): return .aroundCentre(CentredGradientSampler(g, transform: state.transform))
        case .conicGradient(let g): return .aroundCentre(CentredGradientSampler(g, transform: state.transform))
        }
    }

    /// Fills `path` in device space. A stroke's outline (`strokeOutline`) is a union of overlapping pieces:
    /// its mixed windings are left to area accumulation (the Stroker's documented limit).
    func fillDevice(_ path: Path, transform: Transform, source: PixelSource, rule: FillRule, mode: BlendMode, strokeOutline: Bool = false) {
        let clip = state.clip
        guard !clip.isEmpty else { return }
        rasterizer.reset(left: clip.x0, top: clip.y0, right: clip.x1, bottom: clip.y1)
        rasterizer.resolvesMixedWindings = !strokeOutline
        defer { rasterizer.resolvesMixedWindings = true }
        draw(source: source, mode: mode) { blitter, _ in rasterizer.fill(path, transform: transform, rule: rule, into: &blitter) }
        noteIfSkipped(rasterizer, "a path")
    }

    /// Records a shape the rasteriser gave up on (see `drawingError`).
    private func noteIfSkipped(_ r: CoverageRasterizer, _ what: String) {
        if r.exceededWorkLimit && drawingError == nil {
            drawingError = .tooComplex("\(what) crosses more than \(CoverageRasterizer.workLimit) pixel cells (the limit for one shape); it was not drawn")
        }
    }

    /// Coverage of `path` in a byte mask covering `region` (no clip applied).
    private func rasterizeMask(_ path: Path, transform: Transform, region: PixelBounds, strokeOutline: Bool = false) -> [UInt8] {
        let w = region.x1 - region.x0, h = region.y1 - region.y0
        var bytes = [UInt8](repeating: 0, count: w * h)
        let r = CoverageRasterizer(left: region.x0, top: region.y0, right: region.x1, bottom: region.y1)
        r.resolvesMixedWindings = !strokeOutline
        bytes.withUnsafeMutableBufferPointer { b in
            var blitter = MaskBlitter(bytes: b.baseAddress!, stride: w, originX: region.x0, originY: region.y0, previous: nil)
            r.fill(path, transform: transform, rule: .nonZero, into: &blitter)
        }
        noteIfSkipped(r, "a shadow's shape")
        return bytes
    }

    func draw(source: PixelSource, mode: BlendMode, _ body: (inout PixelBlitter, PixelBounds) -> Void) {
        let clip = state.clip
        guard !clip.isEmpty else { return }
        let mask = state.mask
        scratch.withUnsafeMutableBufferPointer { scratchBuffer in
            withTarget { dst in
                if let mask {
                    mask.bytes.withUnsafeBufferPointer { m in
                        mask.full.withUnsafeBufferPointer { f in
                            var blitter = PixelBlitter(pixels: dst, stride: width, source: source, mode: mode,
                                                       mask: m.baseAddress!, maskFull: f.baseAddress!, scratch: scratchBuffer.baseAddress!)
                            body(&blitter, clip)
                        }
                    }
                } else {
                    var blitter = PixelBlitter(pixels: dst, stride: width, source: source, mode: mode,
                                               mask: nil, scratch: scratchBuffer.baseAddress!, tableStorage: scaleTable)
                    body(&blitter, clip)
                }
            }
        }
    }
}

extension Path {
    /// The rectangle this path is, when it is exactly one axis-aligned rectangle (as `Path(rect:)` builds).
    var axisAlignedRect: Rect? {
        let e = elements
        guard e.count == 5 || e.count == 6, case .move(let a) = e[0], case .line(let b) = e[1],
              case .line(let c) = e[2], case .line(let d) = e[3] else { return nil }
        if e.count == 6 { guard case .line(let back) = e[4], back == a, case .close = e[5] else { return nil } }
        else { guard case .close = e[4] else { return nil } }
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst, a.isFinite, c.isFinite else { return nil }
        return Rect(corners: a, c)
    }
}
