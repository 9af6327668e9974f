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
    /// A reference's PNG bytes, decoded when they have not been checked on this machine.
    let png: [UInt8]?
    /// What went wrong, when there is no picture.
    public var problem: String? { report?.problem }
    /// Tells the running test about the problem once.
    let report: RenderFailureReport?

    /// A picture.
    public init(_ image: Image) { self.image = image; png = nil; report = nil }
    /// No picture, and why.
    public init(problem: String) { image = nil; png = nil; report = RenderFailureReport(problem) }
    /// A reference file, read but not decoded.
    init(png: [UInt8]) { image = nil; self.png = png; report = nil }

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
    /// PNG files compared pixel by pixel within `tolerance` (exact by default); a reference whose bytes this
    /// machine has checked or made matches by its fingerprint, any other is decoded (its fingerprint chunk is
    /// a claim). On a failure the Sheetshot diff
    /// tool (see `SnapshotTestingConfiguration.DiffTool.sheetshot`) writes the expected, difference,
    /// actual and composite images into the package's artifacts folder, adds the failure to its HTML
    /// report and prints the accept command.
    public static func sheetshotImage(tolerance: SnapshotTolerance = .exact) -> Diffing {
        .diff(
            toData: { value in
                // Bytes asked for a value that could not be made: swift-snapshot-testing is recording it.
                value.report?.reportIfUntold()
                guard let image = value.image else { return Data(value.png ?? []) }
                let fingerprint = PixelFingerprint(of: image)
                guard let png = try? fingerprint.embedded(in: try image.pngData(options: .small)) else { return Data() }
                // Made here: its fingerprint is trusted here (it becomes the reference when recorded).
                TrustedFingerprints.store(forFolder: FileManager.default.currentDirectoryPath)?.remember(fingerprint, for: png)
                return Data(png)
            },
            fromData: { SheetshotImage(png: [UInt8]($0)) },
            diffV2: { reference, actual in
                if let report = actual.report { return (report.asComparisonFailure(), []) }
                guard let image = actual.image else { return ("No picture was made.", []) }
                let fingerprint = PixelFingerprint(of: image)
                // A reference whose very bytes this machine has checked (or made) matches by fingerprint; any
                // other is decoded: its chunk is only a claim (see SheetshotSnapshotCore's TrustedFingerprints,
                // kept in the package the tests run in).
                let store = TrustedFingerprints.store(forFolder: FileManager.default.currentDirectoryPath)
                let trusted = reference.png.flatMap { store?.trusted($0) }
                if let trusted, trusted == fingerprint { return nil }
                if let png = reference.png, let mismatch = SnapshotImageComparison.sizeMismatch(reference: png, actual: image) {
                    PendingFailure.put(PendingFailure(summary: mismatch.summary, matches: .fingerprint(fingerprint)) { location in
                        try SnapshotImageComparison.writeFailureImages(expected: mismatch.expected(), actual: image, to: location.artifactsBase)
                    })
                    return (mismatch.summary.joined(separator: "\n"), [])
                }
                let r = reference.png?.isEmpty == true
                    ? (image: nil, problem: "The reference is an empty file, not a picture: swift-snapshot-testing writes one when the view could not "
                       + "be rendered the first time. Record it again (record: .all) now that it renders.")
                    : reference.decoded(budget: max(Image.defaultMaximumPixels, image.width * image.height))
                guard let expected = r.image else {
                    let summary = r.problem ?? "The reference holds no picture."
                    PendingFailure.put(PendingFailure(summary: [summary], matches: .fingerprint(fingerprint)) { location in
                        try SnapshotImageComparison.writeFailureImages(expected: nil, actual: image, to: location.artifactsBase)
                    })
                    return (summary, [])
                }
                if trusted == nil, let png = reference.png { store?.remember(PixelFingerprint(of: expected), for: png) }
                guard let verdict = SnapshotImageComparison.check(expected: expected, actual: image, tolerance: tolerance) else { return nil }
                PendingFailure.put(PendingFailure(summary: [verdict], matches: .fingerprint(fingerprint)) { location in
                    try SnapshotImageComparison.writeFailureImages(expected: expected, actual: image, tolerance: tolerance, to: location.artifactsBase)
                })
                return (verdict, [])
            })
    }
}
