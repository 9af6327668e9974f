import Canvas
import Foundation
@testable import SheetshotUI
import Testing

/// An app's asset catalogue, read as Xcode compiles it for iOS: colour sets in their appearances and
/// colour spaces, image sets at the screen's scale and appearance, namespaces — and every kind of bad
/// catalogue an error naming the asset, the other views still drawn.
@MainActor @Suite struct AssetCatalogTests {
    /// A catalogue written into a fresh folder and registered: `assets` maps a set's path to its
    /// Contents.json; `files` maps a path to bytes.
    private func catalogue(_ assets: [String: String], files: [String: Data] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)/Assets.xcassets")
        for (path, json) in assets {
            let folder = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        for (path, data) in files { try data.write(to: root.appendingPathComponent(path)) }
        AssetCatalogs.register(root.path)
        return root
    }

    private func png(width: Int, height: Int, _ color: CanvasColor) throws -> Data {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png").path
        try CanvasImage(width: width, height: height, color: color).writePNG(to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    private func centre<V: View>(_ view: V, _ configuration: ScreenConfiguration) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let image = try ViewRenderer.render(view, in: configuration).makeImage()
        return image[image.width / 2, image.height / 2]
    }

    @Test func colourSetsInTheirAppearancesAndSpaces() throws {
        _ = try catalogue([
            "CatBrand.colorset": """
                {"colors": [
                  {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x33", "green": "102", "blue": "0.600", "alpha": "1.000"}}},
                  {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                   "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.500", "blue": "0.000"}}},
                  {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
                   "color": {"color-space": "gray-gamma-22", "components": {"white": "0.000", "alpha": "1.000"}}}
                ]}
                """,
            "Palette": #"{"properties": {"provides-namespace": true}}"#,
            "Palette/CatAccent.colorset": #"{"colors": [{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "0.000", "green": "1.000", "blue": "0.000"}}}]}"#,
        ])
        let swatch = Color("CatBrand").frame(width: 400, height: 800)
        let light = try centre(swatch, ScreenConfiguration(device: .iPhoneSE, scale: 1))
        #expect((light.r, light.g, light.b) == (0x33, 102, 153))
        let dark = try centre(swatch, ScreenConfiguration(device: .iPhoneSE, colorScheme: .dark, scale: 1))
        #expect((dark.r, dark.g, dark.b) == (255, 128, 0))
        let high = try centre(swatch, ScreenConfiguration(device: .iPhoneSE, scale: 1, colorSchemeContrast: .increased))
        #expect((high.r, high.g, high.b) == (0, 0, 0))
        // A namespace's colour by its full name; Display P3's green clamped to sRGB's edge.
        let accent = try centre(Color("Palette/CatAccent").frame(width: 400, height: 800), ScreenConfiguration(device: .iPhoneSE, scale: 1))
        #expect(accent.g == 255 && accent.r < 10 && accent.b < 10)
        #expect(Color("CatAccent").assetName == "CatAccent", "outside its namespace it is not found")
        // Names are looked up without regard to case, as iOS looks them up (an app asks for "_myAccent" in a
        // set named "_MyAccent"); an exact match comes first.
        let folded = try centre(Color("catbRAND").frame(width: 400, height: 800), ScreenConfiguration(device: .iPhoneSE, scale: 1))
        #expect((folded.r, folded.g, folded.b) == (0x33, 102, 153))
        #expect(Color("palette/catACCENT").assetName == nil)
    }

    @Test func imageSetsAtTheScreensScaleAndAppearance() throws {
        _ = try catalogue([
            "CatHero.imageset": """
                {"images": [
                  {"idiom": "universal", "filename": "hero.png", "scale": "1x"},
                  {"idiom": "universal", "filename": "hero@2x.png", "scale": "2x"},
                  {"idiom": "universal", "filename": "hero-dark@2x.png", "scale": "2x", "appearances": [{"appearance": "luminosity", "value": "dark"}]},
                  {"idiom": "universal", "scale": "3x"}
                ]}
                """,
        ], files: [
            "CatHero.imageset/hero.png": try png(width: 50, height: 30, CanvasColor(red: 1, green: 0, blue: 0)),
            "CatHero.imageset/hero@2x.png": try png(width: 100, height: 60, CanvasColor(red: 0, green: 0, blue: 1)),
            "CatHero.imageset/hero-dark@2x.png": try png(width: 100, height: 60, CanvasColor(red: 0, green: 1, blue: 0)),
        ])
        // 50 × 30 points: the 2× file (a dump is made at the device's own scale, 2) is drawn at half its pixels.
        for scale in [1.0, 2.0] {
            let dump = try ViewRenderer.layoutDump(Image("CatHero"), in: ScreenConfiguration(device: .iPhoneSE, scale: scale))
            #expect(dump.contains("ImageView (162.5, 328.5, 50 × 30) 100×60 px"), "\(dump)")
        }
        let at1 = try centre(Image("CatHero"), ScreenConfiguration(device: .iPhoneSE, scale: 1))
        #expect((at1.r, at1.g, at1.b) == (255, 0, 0))
        let at2 = try centre(Image("CatHero"), ScreenConfiguration(device: .iPhoneSE, scale: 2))
        #expect((at2.r, at2.g, at2.b) == (0, 0, 255))
        let dark = try centre(Image("CatHero"), ScreenConfiguration(device: .iPhoneSE, colorScheme: .dark, scale: 2))
        #expect((dark.r, dark.g, dark.b) == (0, 255, 0))
    }

    @Test func aBadCatalogueNamesTheAssetAndTheRestStillDraws() throws {
        let root = try catalogue([
            "CatBadComponent.colorset": #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1e308", "green": "0", "blue": "0"}}}]}"#,
            "CatBadJSON.colorset": "{ not json",
            "CatMissing.imageset": #"{"images": [{"idiom": "universal", "filename": "gone.png", "scale": "1x"}]}"#,
            "CatEscape.imageset": #"{"images": [{"idiom": "universal", "filename": "../../secret.png", "scale": "1x"}]}"#,
            "CatCorrupt.imageset": #"{"images": [{"idiom": "universal", "filename": "corrupt.png", "scale": "1x"}]}"#,
            "CatGood.colorset": #"{"colors": [{"idiom": "universal", "color": {"components": {"red": "0.000", "green": "0.000", "blue": "1.000"}}}]}"#,
        ], files: ["CatCorrupt.imageset/corrupt.png": Data("\u{89}PNG\r\n\u{1A}\nnot really".utf8)])
        // A folder linked into itself is never walked into.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Loop").path, withDestinationPath: root.path)
        let config = ScreenConfiguration(device: .iPhoneSE, scale: 1)
        let cases: [(AnyView, String)] = [
            (AnyView(Color("CatBadComponent")), "colour set CatBadComponent could not be read: its red component \"1e308\""),
            (AnyView(Color("CatBadJSON")), "colour set CatBadJSON could not be read"),
            (AnyView(Image("CatMissing")), "image set CatMissing could not be read: its image gone.png is missing"),
            (AnyView(Image("CatEscape")), "image set CatEscape could not be read: the image ../../secret.png is not a file name of the set"),
            (AnyView(Image("CatCorrupt")), "Image(\"CatCorrupt\") could not be read"),
        ]
        for (view, message) in cases {
            #expect { try ViewRenderer.render(view, in: config) } throws: { "\($0)".contains(message) }
        }
        let good = try centre(Color("CatGood").frame(width: 400, height: 800), config)
        #expect((good.r, good.g, good.b) == (0, 0, 255))
    }
}
