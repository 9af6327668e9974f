import Foundation

/// A drop shadow: the shape, moved by `offset`, grown by `spread`, blurred, painted in `color`.
///
/// `blur` follows CSS and Figma: a Gaussian with σ = blur / 2, approximated by three box blurs
/// (REFERENCE.md §2). Offset, blur and spread are in user units and scale with the canvas transform.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: Point
    public var blur: Double
    public var spread: Double

    /// Creates a shadow.
    public init(color: Color, offset: Point = .zero, blur: Double, spread: Double = 0) {
        self.color = color; self.offset = offset; self.blur = blur; self.spread = spread
    }
}

/// Box widths whose three passes approximate a Gaussian of σ (REFERENCE.md §2): d = ⌊1.88σ + 0.5⌋;
/// for odd d three centred boxes, for even d two boxes of d (left- and right-biased) and one of d + 1.
/// Each entry is (pixels before, pixels after) the centre.
func boxBlurPasses(sigma: Double) -> [(Int, Int)] {
    let d = Int((1.88 * sigma + 0.5).rounded(.down))
    if d < 2 { return [] }
    if d % 2 == 1 { let r = (d - 1) / 2; return [(r, r), (r, r), (r, r)] }
    return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
}

/// Blurs a byte mask in place with the given box passes, horizontally then vertically (zero outside).
func boxBlur(_ mask: inout [UInt8], width: Int, height: Int, passes: [(Int, Int)]) {
    guard !passes.isEmpty else { return }
    var tmp = [UInt8](repeating: 0, count: max(width, height))
    mask.withUnsafeMutableBufferPointer { m in
        tmp.withUnsafeMutableBufferPointer { t in
                func blurLine(_ start: Int, _ step: Int, _ n: Int) {
                    for (before, after) in passes {
                        let size = UInt32(before + after + 1)
                        // Rounded division by `size` through a 2^32 fixed-point reciprocal.
                        let recip = (UInt64(1) << 32) / UInt64(size) + 1
                        for i in 0..<n { t[i] = m[start + i * step] }
                        var sum: UInt32 = 0
                        // Window [i − before, i + after].
                        for k in 0..<min(after, n) { sum += UInt32(t[k]) }
                        for i in 0..<n {
                            if i + after < n { sum += UInt32(t[i + after]) }
                            let v = (UInt64(sum) * recip + (UInt64(1) << 31)) >> 32
                            m[start + i * step] = UInt8(min(v, 255))
                            if i - before >= 0 { sum -= UInt32(t[i - before]) }
                        }
                    }
                }
                for y in 0..<height { blurLine(y * width, 1, width) }
                for x in 0..<width { blurLine(x, width, height) }
        }
    }
}
