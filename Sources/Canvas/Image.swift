/// A bitmap of 8-bit sRGB pixels with straight (not premultiplied) alpha, stored row by row as
/// R, G, B, A bytes — the layout PNG uses, so encoding and decoding are exact.
public struct Image: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// width × height × 4 bytes, top row first.
    public private(set) var pixels: [UInt8]

    /// The largest width or height accepted anywhere (canvas, decode): 16384 pixels.
    public static let maximumSide = 16384

    /// Wraps RGBA bytes.
    /// - Throws: `CanvasError.invalidSize` for a side outside 1…16384, `CanvasError.pixelCountMismatch`
    ///   when `pixels` does not hold exactly width × height × 4 bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        try CanvasError.checkSize(width, height)
        guard pixels.count == width * height * 4 else {
            throw CanvasError.pixelCountMismatch(expected: width * height * 4, got: pixels.count)
        }
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// An image filled with one colour.
    /// - Throws: `CanvasError.invalidSize` for a side outside 1…16384.
    public init(width: Int, height: Int, color: Color = .clear) throws {
        try CanvasError.checkSize(width, height)
        self.width = width; self.height = height
        let (r, g, b, a) = color.rgba8
        var p = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: p.count, by: 4) { p[i] = r; p[i + 1] = g; p[i + 2] = b; p[i + 3] = a }
        pixels = p
    }

    init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The pixel at column x, row y as straight RGBA bytes.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { p in
            var i = 3
            while i < p.count { if p[i] != 255 { return false }; i += 4 }
            return true
        }
    }

    /// The image's shape in one colour: every pixel `color`, its alpha the pixel's alpha times the
    /// colour's — a template image (a UIKit `.alwaysTemplate` picture, SwiftUI's `.renderingMode(.template)`)
    /// drawn in its tint.
    public func tinted(_ color: Color) -> Image {
        let (r, g, b, ca) = color.rgba8
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                p[i] = r; p[i + 1] = g; p[i + 2] = b
                p[i + 3] = UInt8((UInt32(p[i + 3]) * UInt32(ca) + 127) / 255)
                i += 4
            }
        }
        return Image(uncheckedWidth: width, height: height, pixels: out)
    }

    /// The pixels premultiplied and packed as a canvas stores them.
    func premultipliedPixels() -> [UInt32] {
        var out = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for i in 0..<dst.count {
                    let a = src[4 * i + 3]
                    dst[i] = a == 255
                        ? UInt32(src[4 * i]) | UInt32(src[4 * i + 1]) << 8 | UInt32(src[4 * i + 2]) << 16 | 0xFF00_0000
                        : PremultipliedPixel(straight: src[4 * i], src[4 * i + 1], src[4 * i + 2], a).packed
                }
            }
        }
        return out
    }
}

/// Errors about sizes and buffers of canvases and images.
public enum CanvasError: Error, CustomStringConvertible, Equatable {
    /// A width or height of zero, negative, or above `Image.maximumSide`.
    case invalidSize(width: Int, height: Int)
    /// A pixel buffer of the wrong length.
    case pixelCountMismatch(expected: Int, got: Int)
    /// `endLayer()` without a matching `beginLayer(opacity:)`, or `restore()` without `save()`.
    case unbalanced(String)
    /// A drawing past a work or memory limit, which was not done: what and which limit.
    case tooComplex(String)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            return "invalid size \(w)×\(h): each side must be 1…\(Image.maximumSide) pixels"
        case .pixelCountMismatch(let e, let g):
            return "pixel buffer holds \(g) bytes, expected \(e) (width × height × 4)"
        case .unbalanced(let what):
            return "unbalanced \(what)"
        case .tooComplex(let what):
            return what
        }
    }

    static func checkSize(_ w: Int, _ h: Int) throws {
        guard w >= 1, h >= 1, w <= Image.maximumSide, h <= Image.maximumSide else {
            throw CanvasError.invalidSize(width: w, height: h)
        }
    }
}
