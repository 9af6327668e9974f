import CPixelKernels
import Foundation

// Comparing pictures as eyes do: each pixel's colour difference in CIEDE2000 (ΔE₀₀), the CIE's formula
// for how different two colours look, rather than its largest channel difference. A pixel differs when its
// ΔE₀₀ is above a threshold: about 1 is the smallest difference an eye notices side by side, 2–3 one a
// careful look catches. (swift-snapshot-testing's `perceptualPrecision` p is a threshold of (1 − p) × 100.)
// Straight-alpha pixels are compared as they show over white.

/// How two images of one size differ perceptually.
public struct PerceptualDifference: Hashable, Sendable, CustomStringConvertible {
    /// The ΔE₀₀ a pixel may have and still count as equal.
    public var threshold: Double
    /// Pixels whose ΔE₀₀ is above `threshold`.
    public var differingPixels: Int
    /// All pixels compared.
    public var totalPixels: Int
    /// The largest ΔE₀₀ found: exact when some pixel differs (it is a differing pixel's); when none does,
    /// pixels surely within the threshold are not measured, so it may be lower than the true largest.
    public var maximumDeltaE: Double
    /// The mean ΔE₀₀ of the differing pixels (0 when none differs).
    public var meanDeltaE: Double
    /// The first differing pixel in reading order.
    public var firstX: Int?, firstY: Int?

    /// differingPixels / totalPixels.
    public var differingRatio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
    /// Whether no pixel differs by more than the threshold.
    public var isMatch: Bool { differingPixels == 0 }

    /// How many pixels differ, by how much, and where the first is.
    public var description: String {
        func f(_ v: Double) -> String { String(format: "%.2f", v) }
        if isMatch { return "images match perceptually (every pixel within ΔE₀₀ \(f(threshold)))" }
        let first = firstX.map { " first at (\($0), \(firstY!))," } ?? ""
        return "\(differingPixels) of \(totalPixels) pixels (\(String(format: "%.4f", differingRatio * 100)) %) differ by more than ΔE₀₀ "
            + "\(f(threshold));\(first) largest ΔE₀₀ \(f(maximumDeltaE)), mean over those \(f(meanDeltaE))"
    }
}

/// CIEDE2000 colour differences between sRGB colours: the pixel kernels' formula in double precision, as
/// published (the tests hold it to Sharma, Wu and Dalal's test pairs, and the perceptual comparison's
/// single-precision loop to it).
public enum ColorDifference {
    /// A colour in CIE L*a*b* (D65).
    public struct Lab: Equatable, Sendable {
        /// Lightness, 0 (black) … 100 (white).
        public var l: Double
        /// Green (negative) to red (positive).
        public var a: Double
        /// Blue (negative) to yellow (positive).
        public var b: Double
        /// A colour of these coordinates.
        public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
    }

    /// The L*a*b* of an 8-bit sRGB colour (D65 white). A grey (r = g = b) is neutral: its a* and b* are 0
    /// exactly (the rounded sRGB matrix would leave a chroma of about 1e-5 with a noise hue).
    public static func lab(r: UInt8, g: UInt8, b: UInt8) -> Lab {
        var lab = Lab(l: 0, a: 0, b: 0)
        ss_lab_of_rgb(r, g, b, &lab.l, &lab.a, &lab.b)
        return lab
    }

    /// ΔE₀₀ between two L*a*b* colours (Sharma, Wu and Dalal's formulation, kL = kC = kH = 1).
    public static func deltaE2000(_ c1: Lab, _ c2: Lab) -> Double {
        ss_delta_e2000(c1.l, c1.a, c1.b, c2.l, c2.a, c2.b)
    }
}

extension Image {
    /// Compares this (expected) image with `actual` perceptually: a pixel differs when its ΔE₀₀ (as it
    /// shows over white) is above `maximumDeltaE`. Identical pixels cost one comparison; the others are
    /// measured eight at a time in single precision (a run of one changed colour pair once), within 6e-4 of
    /// ``ColorDifference/deltaE2000(_:_:)`` and with the same bits on every CPU; pixels whose plain L*a*b*
    /// distance puts them surely within the threshold (ΔE₀₀ ≤ 2.13 × ΔE₇₆) are not counted.
    /// - Throws: `ImageComparisonError.sizeMismatch` when the sizes differ.
    public func perceptualDifference(from actual: Image, maximumDeltaE: Double) throws -> PerceptualDifference {
        try perceptualComparison(with: actual, maximumDeltaE: maximumDeltaE, marks: nil)
    }

    /// A picture of the perceptual difference: pixels whose ΔE₀₀ is above `maximumDeltaE` in opaque red,
    /// over a faded grey copy of this (expected) image.
    /// - Throws: `ImageComparisonError.sizeMismatch` when the sizes differ.
    public func perceptualDifferenceImage(against actual: Image, maximumDeltaE: Double) throws -> Image {
        var marks = [UInt8](repeating: 0, count: width * height)
        _ = try marks.withUnsafeMutableBufferPointer { try perceptualComparison(with: actual, maximumDeltaE: maximumDeltaE, marks: $0.baseAddress) }
        var out = try differenceImage(against: actual, threshold: 255).pixels      // every pixel faded grey
        for i in marks.indices where marks[i] != 0 {
            out[4 * i] = 255; out[4 * i + 1] = 0; out[4 * i + 2] = 0; out[4 * i + 3] = 255
        }
        return Image(uncheckedWidth: width, height: height, pixels: out)
    }

    /// The comparison both of those make: the pixel kernels' C loop over fixed chunks of the pixels, summed in
    /// chunk order (the same result on any number of threads), many changed pixels shared out over the cores;
    /// with `marks` (one byte a pixel), each differing pixel's byte set to 1.
    private func perceptualComparison(with actual: Image, maximumDeltaE: Double, marks: UnsafeMutablePointer<UInt8>?) throws -> PerceptualDifference {
        guard width == actual.width, height == actual.height else {
            throw ImageComparisonError.sizeMismatch(expectedWidth: width, expectedHeight: height, actualWidth: actual.width, actualHeight: actual.height)
        }
        let threshold = maximumDeltaE.isNaN ? 0 : Swift.max(0, maximumDeltaE)
        let count = width * height
        let chunks = 16
        let ranges = (0..<chunks).map { k in (count * k / chunks) ..< (count * (k + 1) / chunks) }
        let parts: [ss_perceptual_result] = pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                let changed = ss_count_differing_words(e.baseAddress!, a.baseAddress!, count)
                guard changed > 0 else { return [] }
                // A few changed pixels are not worth a thread.
                guard changed >= 100_000 else {
                    var one = ss_perceptual_result()
                    ss_perceptual_range(e.baseAddress!, a.baseAddress!, 0, count, threshold, &one, marks)
                    return [one]
                }
                let threads = Swift.max(1, Swift.min(chunks, ProcessInfo.processInfo.activeProcessorCount))
                let results = UnsafeMutableBufferPointer<ss_perceptual_result>.allocate(capacity: chunks)
                defer { results.deallocate() }
                // (Each chunk sets only its own pixels' marks.)
                nonisolated(unsafe) let e = e, a = a, out = results, marks = marks
                DispatchQueue.concurrentPerform(iterations: threads) { t in
                    for k in stride(from: t, to: chunks, by: threads) {
                        ss_perceptual_range(e.baseAddress!, a.baseAddress!, ranges[k].lowerBound, ranges[k].upperBound, threshold,
                                            out.baseAddress! + k, marks)
                    }
                }
                return Array(results)
            }
        }
        var differing = 0, largest = 0.0, sum = 0.0, first: Int? = nil
        for part in parts {
            differing += Int(part.differing)
            largest = Swift.max(largest, part.largest)
            sum += part.sum
            if first == nil, part.first >= 0 { first = Int(part.first) }
        }
        return PerceptualDifference(threshold: threshold, differingPixels: differing, totalPixels: count, maximumDeltaE: largest,
                                    meanDeltaE: differing == 0 ? 0 : sum / Double(differing),
                                    firstX: first.map { $0 % width }, firstY: first.map { $0 / width })
    }
}
