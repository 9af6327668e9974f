import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

/// An app's folder compiled into this target by the SheetshotAppSources plug-in, no file edited: its
/// platform branches are iOS's, a Foundation-only model file sees Observation, a file that needs the
/// Objective-C runtime is left out, and its previews are found and render.
@MainActor @Suite struct AppSourcesTests {
    @Test func platformBranchesAreIOSs() {
        #expect(Platform.name == "iOS")
        #expect(!Platform.isCatalyst)
        #expect(Platform.hasUIKit)
        #expect(Platform.compound == "iOS device family")
        #expect(Platform.storeKit == "no StoreKit here")
    }

    @Test func aFoundationOnlyModelSeesObservation() throws {
        let store = Store()
        let dump = try ViewRenderer.accessibilityDump(PlatformScreen(store: store), on: .iPhoneSE)
        #expect(dump.contains("\"Running on iOS\"") && dump.contains("\"Pears\""), "\(dump)")
    }

    @Test func thePreviewsAreFoundAndRender() throws {
        let previews = Preview.all(inModule: "AppSourcesTests")
        #expect(previews.map(\.displayName) == ["Platform screen"])
        #expect(previews.first?.fileID == "AppSourcesTests/PlatformScreen.swift")
        for preview in previews { _ = try ViewRenderer.render(preview, on: .iPhoneSE, scale: 1) }
    }

    /// The app's asset catalogue, found where it is through the list the plug-in puts in the target's
    /// resources: its colour set draws.
    @Test func theAppsAssetCatalogueIsRead() throws {
        let image = try ViewRenderer.render(Color("AppTint").frame(width: 400, height: 800), on: .iPhoneSE, scale: 1).makeImage()
        let p = image[image.width / 2, image.height / 2]
        #expect((p.r, p.g, p.b) == (0, 128, 64))
    }
}
