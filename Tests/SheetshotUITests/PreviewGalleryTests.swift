import SheetshotUISnapshotTesting
import Canvas
import Foundation
@testable import SheetshotUI
import Testing

/// A counter whose gallery plays its taps.
private struct TappedCounter: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 12) {
            Text("Tapped \(count) times")
            Button("Tap me") { withAnimation { count += 1 } }
                .padding(10).background(count.isMultiple(of: 2) ? Color.yellow : Color.green)
        }
    }
}

#Preview("Counter, played", traits: .snapshotScenario(ViewScenario([.tap("Tap me", at: 0.2), .tap("Tap me", at: 0.6)]))) {
    TappedCounter()
}

/// A preview with a scripted interaction is shown played, as an APNG, in its gallery (issue 34).
@MainActor @Suite struct PreviewGalleryTests {
    @Test func aScriptedPreviewIsPlayedInItsGallery() throws {
        let folder = ProcessInfo.processInfo.environment["SHEETSHOT_TEST_GALLERY"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-played-\(UUID().uuidString)").path
        defer { if ProcessInfo.processInfo.environment["SHEETSHOT_TEST_GALLERY"] == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let page = try writePreviewGallery(of: "SheetshotUITests", variants: .device(.iPhoneSE, scale: 1),
                                           including: { $0.fileID.hasSuffix("/PreviewGalleryTests.swift") }, to: folder, thumbnailWidth: 160)
        let picture = try #require(page.sections.first?.rows.first?.pictures.first)
        let animation = try #require(picture.animation)
        #expect(animation == "animations/Counter-played_iphonese-1x.apng")
        let frames = Array(try APNGReader(contentsOfFile: (folder as NSString).appendingPathComponent(animation)))
        #expect(frames.count > 5)
        // It plays: the last frame (both taps counted) is not the first.
        #expect(frames.first?.image != frames.last?.image)
        let html = try String(contentsOfFile: (folder as NSString).appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains(#"<img src="animations/Counter-played_iphonese-1x.apng""#))
    }

    /// `SHEETSHOT_GALLERY` asks for a gallery: each module's goes into its subfolder, the folder's index links them.
    @Test func eachModulesGalleryGoesIntoItsSubfolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-asked-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mine: (Preview) -> Bool = { $0.fileID.hasSuffix("/PreviewGalleryTests.swift") }
        #expect(writePreviewGalleryIfAsked(of: "SheetshotUITests", variants: .device(.iPhoneSE, scale: 0.5), shard: nil,
                                           including: mine, environment: [:]) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(writePreviewGalleryIfAsked(of: "SheetshotUITests", variants: .device(.iPhoneSE, scale: 0.5), shard: nil,
                                           including: mine, environment: ["SHEETSHOT_GALLERY": folder]) == nil)
        // Named as its references are: one escaped component ("." is "%2E").
        #expect(FileManager.default.fileExists(atPath: folder + "/SheetshotUITests/animations/Counter-played_iphonese-0%2E5x.apng"))
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(index.contains(#"href="SheetshotUITests/index.html""#))
        // A module with no previews is a reason, not a crash.
        let problem = writePreviewGalleryIfAsked(of: "NoSuchModule", variants: .standard, shard: nil, including: { _ in true },
                                                 environment: ["SHEETSHOT_GALLERY": folder])
        #expect(problem?.contains("no #Preview found in module NoSuchModule") == true)
    }
}
