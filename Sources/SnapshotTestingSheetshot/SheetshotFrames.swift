import Canvas
import Foundation
import SheetshotSnapshotCore
import SnapshotTesting

/// A frame sequence as swift-snapshot-testing stores it: one APNG. The actual value holds the encoded
/// animation; a reference holds the file's bytes, decoded frame by frame only when they differ.
public struct SheetshotFrames {
    /// The APNG's bytes.
    public let apng: [UInt8]
    /// Frames per second of the actual sequence (nil for a reference).
    let fps: Double?
    /// What went wrong, when there are no frames.
    public var problem: String? { report?.problem }
    /// Tells the running test about the problem once.
    let report: RenderFailureReport?

    /// The frames of `sequence`, encoded as an APNG.
    public init(_ sequence: FrameSequence) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("frames.apng")
        try sequence.write(.apng, to: file, options: .small)
        apng = try InputFile.read(file.path, limit: Image.maximumPNGFileSize)
        fps = sequence.fps
        report = nil
    }

    /// No frames, and why.
    public init(problem: String) { apng = []; fps = nil; report = RenderFailureReport(problem) }

    init(reference: [UInt8]) { apng = reference; fps = nil; report = nil }
}

extension Diffing where Value == SheetshotFrames {
    /// APNG files compared frame by frame within `tolerance`: the number of frames, their timing and
    /// every frame's pixels. On a failure the Sheetshot diff tool shows the first differing frame in every
    /// column (expected, difference, actual) and keeps the whole actual APNG to accept.
    public static func sheetshotFrames(tolerance: SnapshotTolerance = .exact) -> Diffing {
        .diff(
            toData: { value in
                value.report?.reportIfUntold()   // bytes asked for frames that could not be made: being recorded
                return Data(value.apng)
            },
            fromData: { SheetshotFrames(reference: [UInt8]($0)) },
            diffV2: { reference, actual in
                if let report = actual.report { return (report.asComparisonFailure(), []) }
                if reference.apng == actual.apng { return nil }
                let summary: [String], firstFailure: (expected: Image, actual: Image)?
                do {
                    (summary, firstFailure) = try compareFrames(reference: reference.apng, actual: actual.apng, fps: actual.fps ?? 30,
                                                                tolerance: tolerance)
                } catch {
                    summary = ["The reference APNG cannot be read: \(error)."]; firstFailure = nil
                }
                if summary.isEmpty { return nil }
                let bytes = actual.apng
                PendingFailure.put(PendingFailure(summary: summary, matches: .bytes(bytes)) { location in
                    var paths: [String: String] = [:]
                    if let f = firstFailure {
                        paths = try SnapshotImageComparison.writeFailureImages(expected: f.expected, actual: f.actual, tolerance: tolerance,
                                                                               to: location.artifactsBase, actualSuffix: "actual-frame.png")
                        paths["actualImage"] = paths.removeValue(forKey: "actual")
                    }
                    let file = location.artifact("actual.apng")
                    try AtomicFile.write(bytes, to: file.path)
                    paths["actual"] = file.path
                    return paths
                })
                return (summary.joined(separator: "\n"), [])
            })
    }

    /// What differs between two APNGs (nothing: an empty list), and the first differing frame of each.
    static func compareFrames(reference: [UInt8], actual: [UInt8], fps: Double, tolerance: SnapshotTolerance) throws
        -> (summary: [String], first: (expected: Image, actual: Image)?) {
        let expected = try APNGReader(pngData: reference)
        let mine = try APNGReader(pngData: actual, maximumPixels: Int.max)
        var lines: [String] = []
        if expected.frameCount != mine.frameCount {
            lines.append("The reference has \(expected.frameCount) frames, the actual sequence \(mine.frameCount).")
        }
        var e = expected.makeIterator(), a = mine.makeIterator()
        var first: (Int, Image, Image, String)? = nil
        var differing = 0, compared = 0, timing: Int? = nil
        while let ef = try e.nextFrame(), let af = try a.nextFrame() {
            if timing == nil, abs(ef.delay - af.delay) > 1e-6 { timing = compared }
            if let verdict = SnapshotImageComparison.check(expected: ef.image, actual: af.image, tolerance: tolerance) {
                differing += 1
                if first == nil { first = (compared, ef.image, af.image, verdict) }
            }
            compared += 1
        }
        if let k = timing { lines.append("Frame \(k) is shown for a different time than in the reference (the frame rate changed).") }
        if let f = first {
            lines.append("Frame \(f.0) (t = \(String(format: "%.3f", Double(f.0) / fps)) s) is the first that differs; \(differing) of \(compared) compared frames differ.")
            lines.append(f.3)
        }
        return (lines, first.map { ($0.1, $0.2) })
    }
}
