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
        if let deltaE = tolerance.maximumDeltaE {
            guard let difference = try? expected.perceptualDifference(from: actual, maximumDeltaE: deltaE) else { return "images cannot be compared" }
            return tolerance.accepts(difference) ? nil : "Does not match the reference: \(difference) (tolerance: \(tolerance))."
        }
        guard let difference = try? expected.difference(from: actual, threshold: tolerance.maximumChannelDelta) else { return "images cannot be compared" }
        return tolerance.accepts(difference) ? nil : "Does not match the reference: \(difference) (tolerance: \(tolerance))."
    }

    /// When the PNG `reference`'s header gives another size than `actual`'s: the failure's summary, said
    /// from the header without decoding a picture that cannot match, and a way to get the reference's
    /// picture for the failure images — decoded only when it has at most four times the actual picture's
    /// pixels (or a 1024×1024 one's), so a hostile or mistaken header (8192×8192) never costs a large
    /// decode. Nil when the sizes agree or the header cannot be read (decode it to say what is wrong).
    public static func sizeMismatch(reference png: [UInt8], actual: Image) -> (summary: [String], expected: () -> Image?)? {
        guard let size = try? Image.pngSize(of: png), size.width != actual.width || size.height != actual.height else { return nil }
        let summary = "Size mismatch: the reference is \(size.width)×\(size.height) px, the actual image \(actual.width)×\(actual.height) px."
        let pixels = size.width.multipliedReportingOverflow(by: size.height)
        let shown = !pixels.overflow && pixels.partialValue <= max(1 << 20, 4 * actual.width * actual.height)
        return ([summary] + (shown ? [] : ["(The reference is not drawn beside it: it has more than four times its pixels.)"]),
                { shown ? try? Image(pngData: png, maximumPixels: Image.defaultMaximumPixels) : nil })
    }

    /// Whether two images of one size hold the same bytes (memcmp: Array's == compares element by element).
    static func sameBytes(_ a: Image, _ b: Image) -> Bool {
        a.pixels.count == b.pixels.count && a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
        }
    }

    /// Writes `<base>.actual.png` (or `<base>.<actualSuffix>`), and with an expected image
    /// `<base>.expected.png`, `<base>.diff.png` (differing pixels in red over a faded expected; same sizes
    /// only) and `<base>.composite.png` (expected | difference | actual, labelled). Returns the paths by
    /// kind: "actual", "expected", "diff", "composite".
    /// - Throws: `FileError` or `PNGError` when a file cannot be written.
    public static func writeFailureImages(expected: Image?, actual: Image, tolerance: SnapshotTolerance = .exact,
                                          to base: URL, actualSuffix: String = "actual.png") throws -> [String: String] {
        func path(_ suffix: String) -> String {
            base.deletingLastPathComponent().appendingPathComponent(base.lastPathComponent + "." + suffix).path
        }
        try OutputFolder.create(base.deletingLastPathComponent().path)
        var paths = ["actual": path(actualSuffix)]
        try actual.writePNG(to: paths["actual"]!)
        guard let expected else { return paths }
        paths["expected"] = path("expected.png")
        try expected.writePNG(to: paths["expected"]!)
        var panels = [expected, actual], labels = ["expected", "actual"]
        if expected.width == actual.width && expected.height == actual.height {
            paths["diff"] = path("diff.png")
            let diff = try tolerance.maximumDeltaE.map { try expected.perceptualDifferenceImage(against: actual, maximumDeltaE: $0) }
                ?? expected.differenceImage(against: actual, threshold: tolerance.maximumChannelDelta)
            try diff.writePNG(to: paths["diff"]!)
            panels = [expected, diff, actual]
            labels = ["expected", "difference", "actual"]
        }
        paths["composite"] = path("composite.png")
        try composite(panels, labels: labels).writePNG(to: paths["composite"]!)
        return paths
    }

    /// Images side by side on a neutral grey, 8 px apart, tops aligned; transparent areas shown over a
    /// checkerboard so that alpha differences can be seen. Images too wide to sit side by side within the
    /// canvas limit (16384 px) are stacked top to bottom instead, and images too large either way are
    /// shown scaled down by the smallest whole factor that fits (a box filter), so a composite can always
    /// be made: a failure's report never depends on the images' size.
    /// With `labels` (one per image), each column is titled above its picture ("expected", "difference",
    /// "actual"), in Inter when it is installed (without titles when it is not: a composite never fails on
    /// fonts).
    public static func composite(_ images: [Image], labels: [String] = []) throws -> Image {
        let gap = compositeGap
        guard !images.isEmpty else { return try Image(width: 1, height: 1, color: Color(r: 128, g: 128, b: 128)) }
        let labelFont = labels.count == images.count ? try? Font.inter(.semibold, size: 13) : nil
        let strip = labelFont == nil ? 0 : labelStrip
        // A column is as wide as its picture or its title, whichever is wider (titles of tiny images do
        // not run into the next column).
        let titleWidths = labelFont.map { font in labels.map { Int(((try? font.advance(of: $0)) ?? 0).rounded(.up)) } }
            ?? Array(repeating: 0, count: images.count)
        let layout = compositeLayout(images.map { ($0.width, $0.height) }, titleWidths: titleWidths, titleHeight: strip)
        let factor = layout.factor, horizontal = layout.horizontal, width = layout.width, height = layout.height
        let panels = factor == 1 ? images : try images.map { try $0.reduced(by: factor) }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: out.count, by: 4) { out[i] = 128; out[i + 1] = 128; out[i + 2] = 128; out[i + 3] = 255 }
        var offset = gap
        var labelPlaces: [Point] = []
        for (image, titleWidth) in zip(panels, titleWidths) {
            labelPlaces.append(Point(Double(horizontal ? offset : gap), Double((horizontal ? gap : offset) + strip - 7)))
            let x0 = horizontal ? offset : gap, y0 = (horizontal ? gap : offset) + strip
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let s = 4 * (y * image.width + x), d = 4 * ((y + y0) * width + x0 + x)
                    let a = Int(image.pixels[s + 3])
                    let checker = ((x / 8 + y / 8) & 1) == 0 ? 255 : 204
                    for c in 0..<3 { out[d + c] = UInt8((Int(image.pixels[s + c]) * a + checker * (255 - a) + 127) / 255) }
                    out[d + 3] = 255
                }
            }
            offset += (horizontal ? max(image.width, titleWidth) : image.height + strip) + gap
        }
        let picture = try Image(width: width, height: height, pixels: out)
        guard let labelFont else { return picture }
        let canvas = try Canvas(width: width, height: height)
        canvas.drawImage(picture, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        for (place, label) in zip(labelPlaces, labels) {
            _ = try? canvas.drawText(label, font: labelFont, at: place, paint: .solid(.white))
        }
        return canvas.makeImage()
    }

    /// The height of the titles' strip above each picture, in pixels.
    static let labelStrip = 22

    static let compositeGap = 8

    /// How a composite of images of these sizes is laid out: side by side when that fits the canvas limit,
    /// else top to bottom, else scaled down by the smallest whole factor for which one of them fits. Each
    /// picture has a title strip `titleHeight` high above it, and its column is at least its title's width
    /// (titles are not scaled).
    static func compositeLayout(_ sizes: [(width: Int, height: Int)], titleWidths: [Int] = [], titleHeight: Int = 0)
        -> (factor: Int, horizontal: Bool, width: Int, height: Int) {
        let gap = compositeGap, limit = Image.maximumSide
        let titles = titleWidths.count == sizes.count ? titleWidths : Array(repeating: 0, count: sizes.count)
        func size(_ factor: Int, horizontal: Bool) -> (Int, Int) {
            let ws = zip(sizes, titles).map { max(($0.width + factor - 1) / factor, $1) }
            let hs = sizes.map { ($0.height + factor - 1) / factor + titleHeight }
            return horizontal ? (ws.reduce(gap) { $0 + $1 + gap }, hs.max()! + 2 * gap)
                              : (ws.max()! + 2 * gap, hs.reduce(gap) { $0 + $1 + gap })
        }
        var factor = 1
        while true {
            let h = size(factor, horizontal: true), v = size(factor, horizontal: false)
            if h.0 <= limit && h.1 <= limit { return (factor, true, h.0, h.1) }
            if v.0 <= limit && v.1 <= limit { return (factor, false, v.0, v.1) }
            factor += 1
        }
    }
}
