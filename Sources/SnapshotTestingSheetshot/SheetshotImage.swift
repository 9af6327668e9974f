import Canvas
import Foundation
import SheetshotSnapshotCore
import SnapshotTesting

/// A rendered picture as swift-snapshot-testing stores it (a PNG carrying the pixels' fingerprint), or a
/// reference file not yet decoded, or why there is none: a value that could not be rendered (the failure
/// message, instead of a crash).
public struct SheetshotImage {
    /// The picture, when it has been rendered or decoded.
    public let image: Image?
    /// A reference's PNG bytes, decoded only when its fingerprint does not match.
    let png: [UInt8]?
    /// What went wrong, when there is no picture.
    public let problem: String?

    /// A picture.
    public init(_ image: Image) { self.image = image; png = nil; problem = nil }
    /// No picture, and why.
    public init(problem: String) { image = nil; png = nil; self.problem = problem }
    /// A reference file, read but not decoded.
    init(png: [UInt8]) { image = nil; self.png = png; problem = nil }

    /// The picture, decoding the reference if need be (within the pixel budget `actual` allows); or why
    /// there is none.
    func decoded(budget: Int = Image.defaultMaximumPixels) -> (image: Image?, problem: String?) {
        if let image { return (image, nil) }
        if let problem { return (nil, problem) }
        do { return (try Image(pngData: png ?? [], maximumPixels: budget), nil) } catch {
            return (nil, "The reference PNG (\(png?.count ?? 0) bytes) cannot be decoded: \(error).")
        }
    }
}

extension Diffing where Value == SheetshotImage {
    /// PNG files compared pixel by pixel within `tolerance` (exact by default); a reference that carries
    /// the actual picture's fingerprint matches without being decoded. On a failure the Sheetshot diff
    /// tool (see `SnapshotTestingConfiguration.DiffTool.sheetshot`) writes the expected, difference,
    /// actual and composite images into the package's artifacts folder, adds the failure to its HTML
    /// report and prints the accept command.
    public static func sheetshotImage(tolerance: SnapshotTolerance = .exact) -> Diffing {
        .diff(
            toData: { value in
                guard let image = value.image, let png = try? PixelFingerprint(of: image).embedded(in: try image.pngData(options: .small)) else {
                    return Data(value.png ?? [])
                }
                return Data(png)
            },
            fromData: { SheetshotImage(png: [UInt8]($0)) },
            diffV2: { reference, actual in
                if let problem = actual.problem { return (problem, []) }
                guard let image = actual.image else { return ("No picture was made.", []) }
                let fingerprint = PixelFingerprint(of: image)
                if let png = reference.png, PixelFingerprint.read(fromPNG: png) == fingerprint { return nil }
                let r = reference.decoded(budget: max(Image.defaultMaximumPixels, image.width * image.height))
                guard let expected = r.image else {
                    let summary = r.problem ?? "The reference holds no picture."
                    PendingFailure.put(PendingFailure(summary: [summary], matches: .fingerprint(fingerprint)) { location in
                        try SnapshotImageComparison.writeFailureImages(expected: nil, actual: image, to: location.artifactsBase)
                    })
                    return (summary, [])
                }
                guard let verdict = SnapshotImageComparison.check(expected: expected, actual: image, tolerance: tolerance) else { return nil }
                PendingFailure.put(PendingFailure(summary: [verdict], matches: .fingerprint(fingerprint)) { location in
                    try SnapshotImageComparison.writeFailureImages(expected: expected, actual: image, tolerance: tolerance, to: location.artifactsBase)
                })
                return (verdict, [])
            })
    }
}
