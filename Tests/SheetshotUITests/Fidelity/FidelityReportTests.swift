import Foundation
import SheetshotUI
import Testing

/// Where the iOS pictures are: `SHEETSHOT_IOS_REFERENCES` (../shared/ios-references in this workspace; the
/// pictures are others' and are not in this repository, only the landmarks measured in them).
let iosReferencesFolder = ProcessInfo.processInfo.environment["SHEETSHOT_IOS_REFERENCES"]

/// With the iOS pictures at hand: the landmarks measured in them are those `iosLandmarks` holds, and the
/// fidelity table (landmarks, worst offsets, blurred pixel difference) is written for FIDELITY.md.
/// `SHEETSHOT_FIDELITY_REPORT` names the Markdown file to write; `SHEETSHOT_FIDELITY_OUTPUT` a folder for
/// SheetshotUI's pictures of the same shots; `SHEETSHOT_FIDELITY_SOURCE` prints the landmarks as Swift.
@MainActor @Suite struct FidelityReportTests {
    @Test(.enabled(if: iosReferencesFolder != nil)) func theRecordedLandmarksAreThoseOfTheIOSPictures() throws {
        let folder = try #require(iosReferencesFolder)
        let environment = ProcessInfo.processInfo.environment
        var source: [String] = []
        var table = ["| shot | landmarks within tolerance | worst offset (pt) | pixels apart after a 2 px blur |", "| --- | --- | --- | --- |"]
        for shot in fidelityShots {
            let ios = try PixelImage(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + shot.file))))
            var measured: [String: [Box]] = [:]
            for probe in shot.probes { measured[probe.name] = probe.boxes(in: ios, scale: shot.scale) }
            let recorded = iosLandmarks[shot.file] ?? IOSShotLandmarks(pixels: [], boxes: [:])
            #expect(recorded.pixels == [ios.width, ios.height], "\(shot.file): the recorded size differs from the picture's")
            // (Compared as written, to the hundredth of a point the source keeps.)
            #expect(recorded.boxes.mapValues(\.description) == measured.mapValues(\.description),
                    "\(shot.file): the recorded landmarks differ from the picture's")
            source.append("    \"\(shot.file)\": IOSShotLandmarks(pixels: [\(ios.width), \(ios.height)], boxes: [")
            for probe in shot.probes {
                source.append("        \"\(probe.name)\": [\(measured[probe.name]!.map(\.source).joined(separator: ", "))],")
            }
            source.append("    ]),")
            let ours = try shot.render()
            if let out = environment["SHEETSHOT_FIDELITY_OUTPUT"] {
                let path = out + "/" + shot.file
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try ours.writePNG(to: path)
            }
            let comparison = FidelityComparison(shot: shot, ours: ours, ios: IOSShotLandmarks(pixels: [ios.width, ios.height], boxes: measured))
            table.append("| \(shot.file) | \(comparison.within) of \(comparison.count) | \(comparison.worstDescription) | "
                         + String(format: "%.2f %%", 100 * blurredDifferenceShare(ios, ours)) + " |")
        }
        if environment["SHEETSHOT_FIDELITY_SOURCE"] != nil { print(source.joined(separator: "\n")) }
        if let report = environment["SHEETSHOT_FIDELITY_REPORT"] {
            try (table.joined(separator: "\n") + "\n").write(toFile: report, atomically: true, encoding: .utf8)
        }
    }
}
