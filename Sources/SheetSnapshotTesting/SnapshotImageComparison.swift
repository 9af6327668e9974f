import Canvas
import Foundation

/// Comparing two images as a snapshot does, for callers that keep their references elsewhere (the
/// swift-snapshot-testing strategy, a script): the verdict under a tolerance, and the failure images.
public enum SnapshotImageComparison {
    /// Nil when `actual` matches `expected` within `tolerance`; otherwise what differs (a size mismatch,
    /// or how many pixels differ by how much and where the first one is).
    public static func check(expected: Image, actual: Image, tolerance: SnapshotTolerance = .exact) -> String? {
        guard expected.width == actual.width, expected.height == actual.height else {
            return "Size mismatch: the reference is \(expected.width)×\(expected.height) px, the actual image \(actual.width)×\(actual.height) px."
        }
        if sameBytes(expected, actual) { return nil }           // identical bytes need no pixel walk
        guard let difference = try? expected.difference(from: actual, threshold: tolerance.maximumChannelDelta) else { return "images cannot be compared" }
        return tolerance.accepts(difference) ? nil : "Does not match the reference: \(difference) (tolerance: \(tolerance))."
    }

    /// Whether two images of one size hold the same bytes (memcmp: Array's == compares element by element).
    static func sameBytes(_ a: Image, _ b: Image) -> Bool {
        a.pixels.count == b.pixels.count && a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
        }
    }

    /// Writes `<base>.actual.png`, and with an expected image `<base>.expected.png`, `<base>.diff.png`
    /// (differing pixels in red over a faded expected; same sizes only) and `<base>.composite.png`
    /// (expected | diff | actual side by side). Returns the paths by kind: "actual", "expected", "diff", "composite".
    /// - Throws: `PNGError` when a file cannot be written.
    public static func writeFailureImages(expected: Image?, actual: Image, tolerance: SnapshotTolerance = .exact,
                                          to base: URL) throws -> [String: String] {
        func path(_ suffix: String) -> String {
            base.deletingLastPathComponent().appendingPathComponent(base.lastPathComponent + "." + suffix).path
        }
        try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
        var paths = ["actual": path("actual.png")]
        try actual.writePNG(to: paths["actual"]!)
        guard let expected else { return paths }
        paths["expected"] = path("expected.png")
        try expected.writePNG(to: paths["expected"]!)
        var panels = [expected, actual]
        if expected.width == actual.width && expected.height == actual.height {
            paths["diff"] = path("diff.png")
            let diff = try expected.differenceImage(against: actual, threshold: tolerance.maximumChannelDelta)
            try diff.writePNG(to: paths["diff"]!)
            panels = [expected, diff, actual]
        }
        paths["composite"] = path("composite.png")
        try composite(panels).writePNG(to: paths["composite"]!)
        return paths
    }

    /// Images side by side on a neutral grey, 8 px apart, tops aligned; transparent areas shown over a
    /// checkerboard so that alpha differences can be seen.
    public static func composite(_ images: [Image]) throws -> Image {
        let gap = 8
        let width = images.reduce(gap) { $0 + $1.width + gap }, height = (images.map(\.height).max() ?? 0) + 2 * gap
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: out.count, by: 4) { out[i] = 128; out[i + 1] = 128; out[i + 2] = 128; out[i + 3] = 255 }
        var x0 = gap
        for image in images {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let s = 4 * (y * image.width + x), d = 4 * ((y + gap) * width + x0 + x)
                    let a = Int(image.pixels[s + 3])
                    let checker = ((x / 8 + y / 8) & 1) == 0 ? 255 : 204
                    for c in 0..<3 { out[d + c] = UInt8((Int(image.pixels[s + c]) * a + checker * (255 - a) + 127) / 255) }
                    out[d + 3] = 255
                }
            }
            x0 += image.width + gap
        }
        return try Image(width: width, height: height, pixels: out)
    }
}
