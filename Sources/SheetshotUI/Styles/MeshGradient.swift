import Canvas
import Foundation
import Widgets

/// iOS 18's mesh gradient (SwiftUI's `MeshGradient`): a grid of `width` × `height` points, each with a
/// colour, filling its frame — every patch of four neighbouring points is filled by blending their colours
/// across it (bilinearly here; iOS smooths across patches too, so the picture differs a little within
/// them, never at the points). Points are in unit coordinates of the frame.
public struct MeshGradient: View, PrimitiveView, Sendable {
    public typealias Body = Never
    let width: Int, height: Int
    let points: [SIMD2<Float>]
    let colors: [Color]
    let background: Color

    /// A mesh of `width` × `height` `points` (row by row) with their `colors`.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width; self.height = height; self.points = points; self.colors = colors; self.background = background
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        guard width >= 2, height >= 2, width <= 16, height <= 16, points.count == width * height, colors.count == width * height,
              points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            context.diagnostics.report("MeshGradient(width: \(width), height: \(height)) needs 2…16 points each way, and as many points and colours as width × height (it has \(points.count) points, \(colors.count) colours)")
            return [Widgets.Spacer(minLength: 0)]
        }
        let scheme = context.environment.colorScheme
        let mesh = MeshRaster(width: width, height: height, points: points.map { (Double($0.x), Double($0.y)) },
                              colors: colors.map { $0.resolved(in: scheme) }, background: background.resolved(in: scheme))
        // The bitmap is computed once per size drawn (a clip draws the mesh every frame).
        let cache = MeshRaster.Cache()
        return [CustomDrawing { canvas, frame, environment in mesh.draw(on: canvas, in: frame, scale: environment.displayScale, cache: cache) }]
    }
}

extension Gradient {
    /// The colour space a gradient blends in (drawn in sRGB here).
    public enum ColorSpace: Hashable, Sendable { case device, perceptual }
}

/// A mesh gradient's pixels, computed for the frame it is drawn in.
struct MeshRaster: Sendable {
    let width: Int, height: Int
    let points: [(Double, Double)]
    let colors: [CanvasColor]
    let background: CanvasColor

    /// The biggest side of the bitmap a mesh is computed in (a smooth blend: it is scaled up beyond).
    static let maximumSide = 256

    /// The last bitmap computed, by its pixel size.
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var last: (w: Int, h: Int, image: CanvasImage)?
        func image(_ w: Int, _ h: Int, _ make: () -> CanvasImage?) -> CanvasImage? {
            lock.lock(); defer { lock.unlock() }
            if let last, last.w == w, last.h == h { return last.image }
            guard let image = make() else { return nil }
            last = (w, h, image)
            return image
        }
    }

    func draw(on canvas: Canvas, in frame: Rect, scale: Double, cache: Cache) {
        guard frame.isFinite, frame.width > 0, frame.height > 0, scale.isFinite, scale > 0 else { return }
        // Clamped before the conversion: a frame of 1e300 points must not trap.
        let side = Double(Self.maximumSide)
        let w = Int(min(side, max(1, (frame.width * scale).rounded(.up))))
        let h = Int(min(side, max(1, (frame.height * scale).rounded(.up))))
        guard let image = cache.image(w, h, { raster(w, h) }) else { return }
        canvas.drawImage(image, in: frame)
    }

    /// The bitmap of `w` × `h` pixels.
    private func raster(_ w: Int, _ h: Int) -> CanvasImage? {
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let v = (Double(y) + 0.5) / Double(h)
            for x in 0..<w {
                let u = (Double(x) + 0.5) / Double(w)
                let c = color(at: u, v)
                let i = (y * w + x) * 4
                func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v.isFinite ? v : 0) * 255)).rounded()) }
                pixels[i] = byte(c.red); pixels[i + 1] = byte(c.green); pixels[i + 2] = byte(c.blue); pixels[i + 3] = byte(c.alpha)
            }
        }
        return try? CanvasImage(width: w, height: h, pixels: pixels)
    }

    /// The colour at unit point (u, v): the blend of the patch it falls in, else the background.
    func color(at u: Double, _ v: Double) -> CanvasColor {
        for row in 0..<(height - 1) {
            for col in 0..<(width - 1) {
                let i00 = row * width + col, i10 = i00 + 1, i01 = i00 + width, i11 = i01 + 1
                // A patch whose corners' box misses the point cannot hold it.
                let p00 = points[i00], p10 = points[i10], p01 = points[i01], p11 = points[i11]
                guard u >= min(p00.0, p10.0, p01.0, p11.0) - 1e-9, u <= max(p00.0, p10.0, p01.0, p11.0) + 1e-9,
                      v >= min(p00.1, p10.1, p01.1, p11.1) - 1e-9, v <= max(p00.1, p10.1, p01.1, p11.1) + 1e-9 else { continue }
                if let (s, t) = Self.inverseBilinear(u, v, points[i00], points[i10], points[i01], points[i11]) {
                    func mix(_ a: CanvasColor, _ b: CanvasColor, _ f: Double) -> CanvasColor {
                        CanvasColor(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                                    blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
                    }
                    return mix(mix(colors[i00], colors[i10], s), mix(colors[i01], colors[i11], s), t)
                }
            }
        }
        return background
    }

    /// The patch coordinates (s, t) ∈ [0, 1]² of `(u, v)` in the quadrilateral p00 p10 p01 p11, or nil when
    /// it is outside (Newton's method from the patch's middle).
    static func inverseBilinear(_ u: Double, _ v: Double, _ p00: (Double, Double), _ p10: (Double, Double),
                                _ p01: (Double, Double), _ p11: (Double, Double)) -> (Double, Double)? {
        var s = 0.5, t = 0.5
        for _ in 0..<12 {
            let x = (1 - s) * (1 - t) * p00.0 + s * (1 - t) * p10.0 + (1 - s) * t * p01.0 + s * t * p11.0
            let y = (1 - s) * (1 - t) * p00.1 + s * (1 - t) * p10.1 + (1 - s) * t * p01.1 + s * t * p11.1
            let dxs = (1 - t) * (p10.0 - p00.0) + t * (p11.0 - p01.0), dys = (1 - t) * (p10.1 - p00.1) + t * (p11.1 - p01.1)
            let dxt = (1 - s) * (p01.0 - p00.0) + s * (p11.0 - p10.0), dyt = (1 - s) * (p01.1 - p00.1) + s * (p11.1 - p10.1)
            let det = dxs * dyt - dxt * dys
            guard abs(det) > 1e-12 else { return nil }
            let ex = u - x, ey = v - y
            s += (ex * dyt - ey * dxt) / det
            t += (ey * dxs - ex * dys) / det
            if abs(ex) < 1e-9 && abs(ey) < 1e-9 { break }
        }
        let e = 1e-6
        guard s.isFinite, t.isFinite, s >= -e, s <= 1 + e, t >= -e, t <= 1 + e else { return nil }
        return (min(1, max(0, s)), min(1, max(0, t)))
    }
}
