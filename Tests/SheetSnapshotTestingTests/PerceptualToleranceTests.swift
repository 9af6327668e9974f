import Canvas
import Foundation
import SheetshotSnapshotCore
import Testing

/// A perceptual tolerance (CIEDE2000) alongside the per-channel one (issue 34).
@Suite struct PerceptualToleranceTests {
    func image(_ rgb: (UInt8, UInt8, UInt8), changed: Int = 0, to other: (UInt8, UInt8, UInt8)? = nil) throws -> Image {
        var pixels: [UInt8] = []
        for i in 0..<(50 * 20) {
            let c = i < changed ? (other ?? rgb) : rgb
            pixels += [c.0, c.1, c.2, 255]
        }
        return try Image(width: 50, height: 20, pixels: pixels)
    }

    @Test func anInvisibleChangePassesAndAVisibleOneFailsSayingHowMuch() throws {
        let reference = try image((120, 140, 200))
        let invisible = try image((120, 140, 200), changed: 1_000, to: (121, 140, 201))
        let visible = try image((120, 140, 200), changed: 30, to: (140, 120, 200))
        let tolerance = SnapshotTolerance.perceptual(maximumDeltaE: 2)
        #expect(SnapshotImageComparison.check(expected: reference, actual: invisible, tolerance: tolerance) == nil)
        // Per channel, every pixel of the invisible change differs.
        #expect(SnapshotImageComparison.check(expected: reference, actual: invisible) != nil)
        let message = try #require(SnapshotImageComparison.check(expected: reference, actual: visible, tolerance: tolerance))
        #expect(message.contains("30 of 1000 pixels") && message.contains("differ by more than ΔE₀₀ 2.00") && message.contains("largest ΔE₀₀"),
                "\(message)")
        #expect(message.contains("tolerance: ΔE₀₀ ≤ 2.00"), "\(message)")
        // The differing share can be allowed too.
        #expect(SnapshotImageComparison.check(expected: reference, actual: visible,
                                              tolerance: .perceptual(maximumDeltaE: 2, maximumDifferingRatio: 0.05)) == nil)
    }

    @Test func hostileThresholdsAreClamped() {
        #expect(SnapshotTolerance.perceptual(maximumDeltaE: .nan).maximumDeltaE == 0)
        #expect(SnapshotTolerance.perceptual(maximumDeltaE: -3).maximumDeltaE == 0)
        #expect(SnapshotTolerance.perceptual(maximumDeltaE: .infinity).maximumDeltaE == 100)
        #expect(SnapshotTolerance.perceptual(maximumDeltaE: 0).isExact)
        #expect(!SnapshotTolerance.perceptual(maximumDeltaE: 1).isExact)
    }

    @Test func failureImagesMarkWhatAnEyeWouldSee() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-perceptual-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let reference = try image((120, 140, 200))
        let actual = try image((120, 140, 200), changed: 25, to: (121, 140, 201))   // invisible
        var mixed = actual.pixels
        mixed[4 * 999] = 255; mixed[4 * 999 + 1] = 0; mixed[4 * 999 + 2] = 0       // one visible
        let paths = try SnapshotImageComparison.writeFailureImages(expected: reference, actual: try Image(width: 50, height: 20, pixels: mixed),
                                                                   tolerance: .perceptual(maximumDeltaE: 2), to: folder.appendingPathComponent("x"))
        let diff = try Image(contentsOfPNGFile: try #require(paths["diff"]))
        let red = (0..<1000).filter { Array(diff.pixels[4 * $0 ..< 4 * $0 + 4]) == [255, 0, 0, 255] }
        #expect(red == [999])
    }
}
