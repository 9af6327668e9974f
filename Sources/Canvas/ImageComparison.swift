/// How two images of the same size differ: the largest channel delta, and how many pixels differ by
/// more than a threshold. The basis of snapshot testing.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    /// The largest |expected − actual| over every channel (R, G, B, A, straight alpha) of every pixel.
    public var maximumChannelDelta: Int
    /// Pixels whose largest channel delta exceeds `threshold`.
    public var differingPixels: Int
    /// All pixels compared.
    public var totalPixels: Int
    /// The per-channel delta a pixel may have and still count as equal.
    public var threshold: Int
    /// The first differing pixel in reading order, if any.
    public var firstDifference: (x: Int, y: Int)? {
        get { firstX.map { ($0, firstY!) } }
        set { firstX = newValue?.x; firstY = newValue?.y }
    }
    private var firstX: Int?, firstY: Int?

    /// differingPixels / totalPixels.
    public var differingRatio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
    /// Whether no pixel differs by more than the threshold.
    public var isMatch: Bool { differingPixels == 0 }

    public var description: String {
        if isMatch { return "images match (max channel delta \(maximumChannelDelta), threshold \(threshold))" }
        let first = firstDifference.map { " first at (\($0.x), \($0.y))," } ?? ""
        return "\(differingPixels) of \(totalPixels) pixels (\(String(format: "%.4f", differingRatio * 100)) %) differ by more than \(threshold);\(first) max channel delta \(maximumChannelDelta)"
    }

    public static func == (a: ImageDifference, b: ImageDifference) -> Bool {
        a.maximumChannelDelta == b.maximumChannelDelta && a.differingPixels == b.differingPixels &&
            a.totalPixels == b.totalPixels && a.threshold == b.threshold && a.firstX == b.firstX && a.firstY == b.firstY
    }
    public func hash(into h: inout Hasher) { h.combine(maximumChannelDelta); h.combine(differingPixels); h.combine(totalPixels) }

    init(maximumChannelDelta: Int, differingPixels: Int, totalPixels: Int, threshold: Int, first: (Int, Int)?) {
        self.maximumChannelDelta = maximumChannelDelta; self.differingPixels = differingPixels
        self.totalPixels = totalPixels; self.threshold = threshold
        firstX = first?.0; firstY = first?.1
    }
}

/// Why two images could not be compared.
public enum ImageComparisonError: Error, CustomStringConvertible, Equatable {
    /// The images have different sizes.
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)

    public var description: String {
        switch self {
        case .sizeMismatch(let ew, let eh, let aw, let ah):
            return "size mismatch: expected \(ew)×\(eh), actual \(aw)×\(ah)"
        }
    }
}

extension Image {
    /// Compares this (expected) image with `actual`, pixel by pixel.
    /// - Parameters:
    ///   - actual: the image compared with this one.
    ///   - threshold: the largest per-channel delta that still counts as equal (0 = exact).
    /// - Throws: `ImageComparisonError.sizeMismatch` when the sizes differ.
    public func difference(from actual: Image, threshold: Int = 0) throws -> ImageDifference {
        try checkSameSize(actual)
        var maxDelta = 0, differing = 0
        var first: (Int, Int)? = nil
        pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for i in 0..<(width * height) {
                    let j = 4 * i
                    // Fast path: identical pixels (compared as one 32-bit word).
                    if UnsafeRawPointer(e.baseAddress! + j).loadUnaligned(as: UInt32.self)
                        == UnsafeRawPointer(a.baseAddress! + j).loadUnaligned(as: UInt32.self) { continue }
                    var d = 0
                    for k in 0..<4 { d = Swift.max(d, abs(Int(e[j + k]) - Int(a[j + k]))) }
                    maxDelta = Swift.max(maxDelta, d)
                    if d > threshold {
                        differing += 1
                        if first == nil { first = (i % width, i / width) }
                    }
                }
            }
        }
        return ImageDifference(maximumChannelDelta: maxDelta, differingPixels: differing, totalPixels: width * height,
                               threshold: threshold, first: first)
    }

    /// A picture of the difference: pixels differing by more than `threshold` in opaque red, over a faded
    /// grey copy of this (expected) image.
    /// - Throws: `ImageComparisonError.sizeMismatch` when the sizes differ.
    public func differenceImage(against actual: Image, threshold: Int = 0) throws -> Image {
        try checkSameSize(actual)
        var out = [UInt8](repeating: 0, count: pixels.count)
        for i in 0..<(width * height) {
            let j = 4 * i
            var d = 0
            for k in 0..<4 { d = Swift.max(d, abs(Int(pixels[j + k]) - Int(actual.pixels[j + k]))) }
            if d > threshold {
                out[j] = 255; out[j + 1] = 0; out[j + 2] = 0; out[j + 3] = 255
            } else {
                // Luma of the expected pixel composited on white, faded towards white.
                let a = Int(pixels[j + 3])
                let luma = (299 * Int(pixels[j]) + 587 * Int(pixels[j + 1]) + 114 * Int(pixels[j + 2])) / 1000
                let onWhite = (luma * a + 255 * (255 - a)) / 255
                let faded = UInt8(255 - (255 - onWhite) * 3 / 10)
                out[j] = faded; out[j + 1] = faded; out[j + 2] = faded; out[j + 3] = 255
            }
        }
        return Image(uncheckedWidth: width, height: height, pixels: out)
    }

    private func checkSameSize(_ o: Image) throws {
        guard width == o.width, height == o.height else {
            throw ImageComparisonError.sizeMismatch(expectedWidth: width, expectedHeight: height, actualWidth: o.width, actualHeight: o.height)
        }
    }
}
