// SnapshotSupport: comparing rendered images with reference PNGs kept in the repository. This is the
// small core the project's own tests use today; the snapshot-testing product (issue 7) grows from it.
import Canvas
import Foundation

/// Compares images with reference PNGs in a folder; records them only when asked to.
public struct ReferenceImages: Sendable {
    /// The folder holding the references.
    public let folder: URL

    /// References kept in `folder`.
    public init(folder: URL) { self.folder = folder.standardized }

    /// Whether this run records references (`SHEETSHOT_RECORD=1`) instead of comparing with them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["SHEETSHOT_RECORD"] == "1" }

    /// Compares `actual` with `name`.png exactly. Returns nil when they match, else a message for the
    /// test to fail with: a missing reference, a size mismatch, or the differing pixels with paths of
    /// the actual and difference images written to a temporary folder. In record mode writes the
    /// reference (smallest PNG settings) and returns a message too, so that a recorded image is looked at
    /// before the run counts as passing.
    public func check(_ actual: Image, named name: String) throws -> String? {
        let path = folder.appendingPathComponent(name + ".png").path
        if Self.isRecording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.writePNG(to: path, options: .small)
            return "recorded \(path): look at it, then run the tests again without SHEETSHOT_RECORD"
        }
        guard FileManager.default.fileExists(atPath: path) else {
            return "no reference at \(path); record it with SHEETSHOT_RECORD=1 and look at it"
        }
        let expected = try Image(contentsOfPNGFile: path)
        let difference: ImageDifference
        do { difference = try expected.difference(from: actual) } catch let e as ImageComparisonError { return "\(name): \(e)" }
        guard !difference.isMatch else { return nil }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let actualPath = out.appendingPathComponent("actual.png").path, diffPath = out.appendingPathComponent("diff.png").path
        try actual.writePNG(to: actualPath)
        try expected.differenceImage(against: actual).writePNG(to: diffPath)
        return "\(name) differs from \(path): \(difference); actual \(actualPath), diff \(diffPath)"
    }
}
