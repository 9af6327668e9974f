import CPixelKernels
import Foundation
import Synchronization

/// A drop shadow: the shape, moved by `offset`, grown by `spread`, blurred, painted in `color`.
///
/// `blur` follows CSS and Figma: a Gaussian with σ = blur / 2, approximated by three box blurs
/// (REFERENCE.md §2). Offset, blur and spread are in user units and scale with the canvas transform.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour (its alpha is the shadow's strength).
    public var color: Color
    /// How far the shadow falls from the shape.
    public var offset: Point
    /// The blur radius as CSS and Figma give it (σ = blur / 2).
    public var blur: Double
    /// How much the shape grows (or shrinks, negative) before blurring.
    public var spread: Double

    /// Creates a shadow.
    public init(color: Color, offset: Point = .zero, blur: Double, spread: Double = 0) {
        self.color = color; self.offset = offset; self.blur = blur; self.spread = spread
    }
}

/// Blurred shadow masks kept between canvases. A shape that only moves by whole pixels from frame to
/// frame (a sheet's panel) is blurred once: the key is the shape in device pixels relative to its mask's
/// integer origin (coordinates to 1/256 px), the blur and the spread. Bounded (least recently used go
/// first) and safe to share between threads.
public final class ShadowCache: Sendable {
    struct Key: Hashable {
        let shape: [Int64]
        let sigma: Double, spread: Double
        let width: Int, height: Int
    }
    private let entries = Mutex<(masks: [Key: (mask: [UInt8], used: UInt64)], clock: UInt64, hits: Int)>(([:], 0, 0))
    /// The most masks kept.
    public let capacity: Int

    /// A cache of at most `capacity` masks.
    public init(capacity: Int = 8) { self.capacity = max(1, capacity) }

    /// Lookups answered from the cache so far.
    public var hits: Int { entries.withLock { $0.hits } }

    /// The mask for `key`, made once: the lock is held while it is made, so threads asking for the same
    /// shadow at the same moment wait for one blur instead of each doing it.
    func mask(_ key: Key, make: () -> [UInt8]) -> [UInt8] {
        entries.withLock { e in
            e.clock += 1
            if let found = e.masks[key] {
                e.hits += 1
                e.masks[key] = (found.mask, e.clock)
                return found.mask
            }
            let made = make()
            if e.masks.count >= capacity, let oldest = e.masks.min(by: { $0.value.used < $1.value.used })?.key { e.masks[oldest] = nil }
            e.masks[key] = (made, e.clock)
            return made
        }
    }

    /// The key of `path` (device space) for a mask whose top-left pixel is (x0, y0).
    static func shape(_ path: Path, x0: Int, y0: Int) -> [Int64] {
        var out: [Int64] = []
        func q(_ p: Point) { out.append(Int64(((p.x - Double(x0)) * 256).rounded())); out.append(Int64(((p.y - Double(y0)) * 256).rounded())) }
        for e in path.elements {
            switch e {
            case .move(let p): out.append(1); q(p)
            case .line(let p): out.append(2); q(p)
            case .quad(let c, let p): out.append(3); q(c); q(p)
            case .cubic(let c1, let c2, let p): out.append(4); q(c1); q(c2); q(p)
            case .close: out.append(5)
            }
        }
        return out
    }
}

/// The largest blur, as a Gaussian's σ in device pixels, drawn: a larger one (a shadow radius of 1e20)
/// is drawn at this σ — already far wider than any canvas — so the arithmetic of its reach stays finite.
let maximumBlurSigma = 4_096.0

/// Box widths whose three passes approximate a Gaussian of σ (REFERENCE.md §2): d = ⌊1.88σ + 0.5⌋;
/// for odd d three centred boxes, for even d two boxes of d (left- and right-biased) and one of d + 1.
/// Each entry is (pixels before, pixels after) the centre.
func boxBlurPasses(sigma: Double) -> [(Int, Int)] {
    let d = Int((1.88 * min(max(0, sigma.isNaN ? 0 : sigma), maximumBlurSigma) + 0.5).rounded(.down))
    if d < 2 { return [] }
    if d % 2 == 1 { let r = (d - 1) / 2; return [(r, r), (r, r), (r, r)] }
    return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
}

/// Blurs a byte mask in place with the given box passes, horizontally then vertically (zero outside).
///
/// Both directions walk memory row by row: the vertical passes keep one running sum per column and add
/// and drop whole rows, so a tall mask (a sheet's shadow) does not stride through memory a column at a
/// time. Sums are exact integers, so the result does not depend on the order.
///
/// Repeated rows cost a copy: a row equal to the one above blurs horizontally to the row above's result,
/// and where a vertical step adds a row equal to the one it drops, the column sums do not change and the
/// output row is the one before. A sheet's shadow is mostly such rows (its straight sides).
func boxBlur(_ mask: inout [UInt8], width: Int, height: Int, passes: [(Int, Int)]) {
    guard !passes.isEmpty, width > 0, height > 0, mask.count >= width * height else { return }
    // In the pixel kernels (the same sums and rounding), which a debug build does not run unoptimised.
    let before = passes.map { Int32($0.0) }, after = passes.map { Int32($0.1) }
    let status = mask.withUnsafeMutableBufferPointer { m in
        ss_box_blur(m.baseAddress!, width, height, before, after, passes.count)
    }
    // (Only the memory for a few rows of work can fail, as an array's allocation would.)
    precondition(status == 0, "out of memory for a \(width)×\(height) blur's work rows")
}
