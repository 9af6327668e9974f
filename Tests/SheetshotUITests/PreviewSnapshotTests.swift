import Canvas
import Foundation
@testable import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

#Preview("Receipt") {
    VStack(spacing: 8) {
        Text("Total")
        Text("$12.50").font(.title)
        Button("Pay") {}
    }
}

#Preview {
    Text("An unnamed card").padding().background(Color.yellow)
}

#Preview("Badge on the small phone", traits: .snapshotVariants(.device(.iPhoneSE, scale: 1))) {
    Text("New").padding(4).background(Color.red)
}

/// A model no preview provides: its preview cannot be rendered.
final class MissingSnapshotModel: ObservableObject {}
struct NeedsAModel: View {
    @EnvironmentObject var model: MissingSnapshotModel
    var body: some View { Text("Never drawn") }
}

#Preview("Without its model") {
    NeedsAModel()
}

/// Every preview of a module becomes snapshots with one call (issue 34).
@MainActor @Suite struct PreviewSnapshotTests {
    let variants = PreviewVariants.standard.at(scale: 1)
    func mine(_ preview: Preview) -> Bool { preview.fileID.hasSuffix("/PreviewSnapshotTests.swift") }
    func drawable(_ preview: Preview) -> Bool { mine(preview) && preview.name != "Without its model" }

    @Test func everyPreviewAndVariantHasItsOwnReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-preview-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Recorded once: 2 previews × 4 variants, and the one with its own variant.
        withKnownIssue("the first run records") {
            let run = assertPreviewSnapshots(in: "SheetshotUITests", variants: variants, including: drawable, record: .missing, directory: folder)
            #expect(run == PreviewSnapshotRun(previews: 3, snapshots: 9, failures: 9))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count == 9)
        #expect(names.contains("everyPreviewAndVariantHasItsOwnReference.Receipt_iphone15pro-dark-1x.png"), "\(names)")
        #expect(names.contains("everyPreviewAndVariantHasItsOwnReference.Badge-on-the-small-phone_iphonese-1x.png"), "\(names)")
        let unnamed = try #require(Preview.all(inFile: "PreviewSnapshotTests.swift").first { $0.name == nil })
        #expect(unnamed.snapshotName.hasPrefix("PreviewSnapshotTests-") && unnamed.snapshotName.count == "PreviewSnapshotTests-".count + 8)
        #expect(names.contains("everyPreviewAndVariantHasItsOwnReference.\(unnamed.snapshotName)_iphone15pro-rtl-1x.png"), "\(names)")

        // Checked again: all pass.
        let run = assertPreviewSnapshots(in: "SheetshotUITests", variants: variants, including: drawable, record: .never, directory: folder)
        #expect(run == PreviewSnapshotRun(previews: 3, snapshots: 9, failures: 0))

        // Recorded again with nothing changed: no file is written (no churn).
        let dates = try names.map { try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent($0).path)[.modificationDate] as? Date }
        let bytes = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        Thread.sleep(forTimeInterval: 0.05)
        withKnownIssue("record mode all fails the test, as it always does") {
            _ = assertPreviewSnapshots(in: "SheetshotUITests", variants: variants, including: drawable, record: .all, directory: folder)
        }
        #expect(try names.map { try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent($0).path)[.modificationDate] as? Date } == dates)
        #expect(try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) } == bytes)
    }

    @Test func aPreviewThatCannotRenderFailsWithItsReasonAndTheOthersAreChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-preview-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue("the first run records") {
            _ = assertPreviewSnapshots(in: "SheetshotUITests", variants: variants, including: drawable, record: .missing, directory: folder)
        }
        var run: PreviewSnapshotRun?
        withKnownIssue {
            run = assertPreviewSnapshots(in: "SheetshotUITests", variants: variants, including: mine, record: .never, directory: folder)
        } matching: { issue in
            let text = "\(issue)"
            return text.contains("Without its model") && text.contains("MissingSnapshotModel")
        }
        // The model-less preview fails on each of its 4 variants; the other 9 snapshots pass.
        #expect(run == PreviewSnapshotRun(previews: 4, snapshots: 13, failures: 4))
    }

    @Test func shardsSplitThePreviewsOnce() throws {
        let previews = Preview.all(inModule: "SheetshotUITests")
        #expect(previews.count >= 4)
        var seen: [String: Int] = [:]
        for i in 1...3 {
            let shard = try #require(PreviewShard(index: i, of: 3))
            for preview in previews where shard.includes(preview.snapshotName) { seen[preview.snapshotName + "@\(preview.line)", default: 0] += 1 }
        }
        #expect(seen.count == previews.count && seen.values.allSatisfy { $0 == 1 })
        #expect(PreviewShard("2/4") == PreviewShard(index: 2, of: 4))
        #expect(PreviewShard("0/4") == nil && PreviewShard("5/4") == nil && PreviewShard("a/b") == nil && PreviewShard("1/2/3") == nil)
        #expect(throws: PreviewShardError.self) { try PreviewShard.fromEnvironment(["SHEETSHOT_SHARD": "three"]) }
        #expect(try PreviewShard.fromEnvironment(["SHEETSHOT_SHARD": "1/2"]) == PreviewShard(index: 1, of: 2))
    }

    @Test func anUnknownModuleNamesTheModulesThatHavePreviews() {
        withKnownIssue {
            let run = assertPreviewSnapshots(in: "NoSuchFeature")
            #expect(run.failures == 1)
        } matching: { issue in "\(issue)".contains("No #Preview found in module NoSuchFeature") && "\(issue)".contains("SheetshotUITests") }
    }

    @Test func theSamePreviewsMakeADocumentationGallery() throws {
        let folder = ProcessInfo.processInfo.environment["SHEETSHOT_TEST_GALLERY"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-preview-gallery-\(UUID().uuidString)").path
        defer { if ProcessInfo.processInfo.environment["SHEETSHOT_TEST_GALLERY"] == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let page = try writePreviewGallery(of: "SheetshotUITests", variants: variants, including: mine, to: folder, thumbnailWidth: 120)
        #expect(page.sections.map(\.title) == ["PreviewSnapshotTests.swift"])
        let rows = page.sections[0].rows
        #expect(rows.map(\.title) == ["Receipt", "PreviewSnapshotTests.swift line \(rows[1].detail!.split(separator: " ").last!)",
                                     "Badge on the small phone", "Without its model"])
        #expect(rows[0].pictures.map(\.caption) == ["iphone15pro-1x", "iphone15pro-dark-1x", "iphone15pro-ax3-1x", "iphone15pro-rtl-1x"])
        #expect(rows[2].pictures.map(\.caption) == ["iphonese-1x"])
        #expect(rows[0].text?.contains("static text \"Total\"") == true)
        // The preview that cannot be rendered is listed with its reason, and no pictures.
        #expect(rows[3].pictures.isEmpty && rows[3].problem?.contains("MissingSnapshotModel") == true)
        for picture in rows.flatMap(\.pictures) {
            let thumbnail = try Image(contentsOfPNGFile: (folder as NSString).appendingPathComponent(picture.thumbnail))
            #expect(thumbnail.width <= 120)
            #expect(FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(picture.file)))
        }
        let html = try String(contentsOfFile: (folder as NSString).appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("SheetshotUITests previews") && html.contains("thumbs/Receipt_iphone15pro-dark-1x.png"))
    }

    @Test func theVariantMatrix() {
        let matrix = PreviewVariants.matrix(devices: [.iPhoneSE, .iPad10], colorSchemes: [.light, .dark], dynamicTypeSizes: [.large, .accessibility2])
        #expect(matrix.configurations.count == 8)
        #expect(Set(matrix.configurations.map(\.name)).count == 8)
        #expect((PreviewVariants.standard + .standard).configurations.count == 4)
        #expect(PreviewVariants.standard.configurations.map(\.name) == ["iphone15pro", "iphone15pro-dark", "iphone15pro-ax3", "iphone15pro-rtl"])
        // (Right to left of the standard right-to-left variant is that variant: kept once.)
        #expect(PreviewVariants.standard.withPseudoLocales.configurations.count == 4 + 2 + 4)
    }

    @Test func thePseudoLocaleDoublesLocalisableText() throws {
        var configuration = ScreenConfiguration(device: .iPhoneSE, scale: 1)
        configuration.locale = PseudoLocale.doubleLength
        let dump = try ViewRenderer.accessibilityDump(VStack { Text("Save"); Text(verbatim: "As is") }, in: configuration)
        #expect(dump.contains("\"Save ····\"") && dump.contains("\"As is\""), "\(dump)")
    }
}
