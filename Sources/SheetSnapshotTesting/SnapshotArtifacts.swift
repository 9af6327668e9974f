import Canvas
import Foundation

/// The files a failing snapshot leaves for a person to look at: the expected and actual images, a
/// difference image (differing pixels in red over a faded expected), a side-by-side composite
/// (expected | difference | actual), a record of the failure for the HTML report, and the command that
/// accepts the actual image as the new reference. Removed again when the snapshot passes.
enum SnapshotArtifacts {
    static let imageSuffixes = ["actual.png", "expected.png", "diff.png", "composite.png", "actual.txt", "expected.txt",
                                "actual.apng", "failure.json"]

    /// Writes a failing image's artifacts; returns their paths (actual, expected, diff, composite).
    static func writeImages(expected: Image?, actual: Image, tolerance: SnapshotTolerance, at location: SnapshotLocation) throws -> [String: String] {
        try FileManager.default.createDirectory(at: location.artifactsBase.deletingLastPathComponent(), withIntermediateDirectories: true)
        var paths: [String: String] = [:]
        let actualPath = location.artifact("actual.png").path
        try actual.writePNG(to: actualPath)
        paths["actual"] = actualPath
        guard let expected else { return paths }
        let expectedPath = location.artifact("expected.png").path
        try expected.writePNG(to: expectedPath)
        paths["expected"] = expectedPath
        var panels = [expected, actual]
        if expected.width == actual.width && expected.height == actual.height {
            let diff = try expected.differenceImage(against: actual, threshold: tolerance.maximumChannelDelta)
            let diffPath = location.artifact("diff.png").path
            try diff.writePNG(to: diffPath)
            paths["diff"] = diffPath
            panels = [expected, diff, actual]
        }
        let compositePath = location.artifact("composite.png").path
        try composite(panels).writePNG(to: compositePath)
        paths["composite"] = compositePath
        return paths
    }

    /// Images side by side on a neutral grey, 8 px apart, tops aligned; transparent areas shown as a
    /// checkerboard so that alpha differences can be seen.
    static func composite(_ images: [Image]) throws -> Image {
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

    /// A shell command that copies `actual` over `reference` (folders replaced whole).
    static func acceptCommand(actual: URL, reference: URL, isFolder: Bool) -> String {
        let dir = shellQuote(reference.deletingLastPathComponent().path)
        if isFolder {
            return "mkdir -p \(dir) && rm -rf \(shellQuote(reference.path)) && cp -R \(shellQuote(actual.path)) \(shellQuote(reference.path))"
        }
        return "mkdir -p \(dir) && cp \(shellQuote(actual.path)) \(shellQuote(reference.path))"
    }

    static func shellQuote(_ s: String) -> String {
        s.allSatisfy({ $0.isLetter || $0.isNumber || "/._-+=:,".contains($0) }) ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Records the failure for the report.
    static func writeFailureRecord(_ record: SnapshotFailureRecord, at location: SnapshotLocation) throws {
        try FileManager.default.createDirectory(at: location.artifactsBase.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write([UInt8](try encoder.encode(record)), to: location.artifact("failure.json").path)
        try SnapshotReport.regenerate(in: location.artifactsRoot)
    }

    /// Removes what an earlier failure of this snapshot left; true when something was removed.
    @discardableResult
    static func removeStale(at location: SnapshotLocation) -> Bool {
        let fm = FileManager.default
        var removed = false
        for suffix in imageSuffixes + ["actual"] {
            let path = location.artifact(suffix).path
            if fm.fileExists(atPath: path) { removed = (try? fm.removeItem(atPath: path)) != nil || removed }
        }
        if removed { try? SnapshotReport.regenerate(in: location.artifactsRoot) }
        return removed
    }
}

/// One failure as the HTML report lists it.
struct SnapshotFailureRecord: Codable, Equatable {
    var name: String
    var message: String
    var reference: String
    var actual: String?
    var expected: String?
    var diff: String?
    var composite: String?
    var accept: String
    var date: String
}
