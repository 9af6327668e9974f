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

    /// The first bytes of a PNG whose header gives `width` × `height` (no pixels follow).
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var header: [UInt8] = []
        for v in [width, height] { header += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var out = Data(PNGChunk.signature)
        PNGChunk(type: "IHDR", data: header + [8, 6, 0, 0, 0]).append(to: &out)
        return out
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
            "CatHuge.imageset": #"{"images": [{"idiom": "universal", "filename": "huge.png", "scale": "1x"}]}"#,
            "CatHugeVector.imageset": #"{"images": [{"idiom": "universal", "filename": "huge.svg"}]}"#,
            "CatBadVector.imageset": #"{"images": [{"idiom": "universal", "filename": "bad.pdf"}]}"#,
            "CatLinkedOut.imageset": #"{"images": [{"idiom": "universal", "filename": "linked.png", "scale": "1x"}]}"#,
            "CatUnknownReference.colorset": #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemSparkleColor"}}]}"#,
            "CatBadSymbol.symbolset": #"{"symbols": [{"idiom": "universal", "filename": "bad.svg"}]}"#,
        ], files: [
            "CatCorrupt.imageset/corrupt.png": Data("\u{89}PNG\r\n\u{1A}\nnot really".utf8),
            // A PNG whose header says 100000 × 100000: refused from the header, nothing allocated.
            "CatHuge.imageset/huge.png": Self.pngHeader(width: 100_000, height: 100_000),
            "CatHugeVector.imageset/huge.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>"#.utf8),
            "CatBadVector.imageset/bad.pdf": Data("%PDF-1.4\nnot really".utf8),
            "CatBadSymbol.symbolset/bad.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8),
        ])
        // A picture of the set that is a link to a file elsewhere is not followed.
        let outside = root.deletingLastPathComponent().appendingPathComponent("outside.png")
        try png(width: 4, height: 4, CanvasColor(red: 1, green: 0, blue: 0)).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("CatLinkedOut.imageset/linked.png").path, withDestinationPath: outside.path)
        // A folder linked into itself is never walked into.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Loop").path, withDestinationPath: root.path)
        let config = ScreenConfiguration(device: .iPhoneSE, scale: 1)
        let cases: [(AnyView, String)] = [
            (AnyView(Color("CatBadComponent")), "colour set CatBadComponent could not be read: its red component \"1e308\""),
            (AnyView(Color("CatBadJSON")), "colour set CatBadJSON could not be read"),
            (AnyView(Image("CatMissing")), "image set CatMissing could not be read: its image gone.png is missing"),
            (AnyView(Image("CatEscape")), "image set CatEscape could not be read: the image ../../secret.png is not a file name of the set"),
            (AnyView(Image("CatCorrupt")), "Image(\"CatCorrupt\") could not be read"),
            (AnyView(Image("CatHuge")), "Image(\"CatHuge\") could not be read: PNG image too large: 100000×100000"),
            (AnyView(Image("CatHugeVector")), "Image(\"CatHugeVector\") could not be read: vector picture too large"),
            (AnyView(Image("CatBadVector")), "Image(\"CatBadVector\") could not be read: vector picture not readable: not a readable PDF"),
            (AnyView(Image("CatLinkedOut")), "image set CatLinkedOut could not be read: its image linked.png is not a plain file of the set"),
            (AnyView(Color("CatUnknownReference")), "colour set CatUnknownReference could not be read: its colour refers to systemSparkleColor, which is not one of UIKit's system colours"),
            (AnyView(Image("CatBadSymbol")), "symbol set CatBadSymbol could not be read: its symbol bad.svg"),
        ]
        for (view, message) in cases {
            #expect { try ViewRenderer.render(view, in: config) } throws: { "\($0)".contains(message) }
        }
        let good = try centre(Color("CatGood").frame(width: 400, height: 800), config)
        #expect((good.r, good.g, good.b) == (0, 0, 255))
    }

    @Test func vectorImageSetsAreDrawnAtTheScreensScale() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
              <rect width="20" height="20" fill="#ff0000"/><rect x="20" width="20" height="20" fill="#0000ff"/>
            </svg>
            """
        // A one-page PDF, 40 × 20 points, all green (Poppler mends the cross-reference table it lacks).
        let content = "0 1 0 rg 0 0 40 20 re f"
        let pdf = """
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 40 20] /Contents 4 0 R >> endobj
            4 0 obj << /Length \(content.utf8.count) >> stream
            \(content)
            endstream endobj
            trailer << /Root 1 0 R >>
            %%EOF
            """
        _ = try catalogue([
            "CatVectorSVG.imageset": #"{"images": [{"idiom": "universal", "filename": "flag.svg"}], "properties": {"preserves-vector-representation": true}}"#,
            "CatVectorPDF.imageset": #"{"images": [{"idiom": "universal", "filename": "green.pdf"}]}"#,
        ], files: ["CatVectorSVG.imageset/flag.svg": Data(svg.utf8), "CatVectorPDF.imageset/green.pdf": Data(pdf.utf8)])
        // 40 × 20 points, drawn with the screen's pixels (a dump is made at the device's own scale, 2).
        let dump = try ViewRenderer.layoutDump(Image("CatVectorSVG"), in: ScreenConfiguration(device: .iPhoneSE))
        #expect(dump.contains("ImageView (167.5, 333.5, 40 × 20) 80×40 px") && !dump.contains("Warnings"), "\(dump)")
        for scale in [1.0, 3.0] {
            let image = try ViewRenderer.render(Image("CatVectorSVG"), in: ScreenConfiguration(device: .iPhoneSE, scale: scale)).makeImage()
            let left = image[Int((167.5 + 5) * scale), Int(343 * scale)], right = image[Int((167.5 + 35) * scale), Int(343 * scale)]
            #expect((left.r, left.g, left.b) == (255, 0, 0) && (right.r, right.g, right.b) == (0, 0, 255), "\(left) \(right)")
            // The edge between the halves is one pixel at the screen's scale: the picture was not stretched.
            let edge = Int((167.5 + 20) * scale)
            #expect(image[edge - 1, Int(343 * scale)].r == 255 && image[edge + 1, Int(343 * scale)].b == 255)
        }
        let green = try centre(Image("CatVectorPDF"), ScreenConfiguration(device: .iPhoneSE, scale: 2))
        #expect((green.r, green.g, green.b) == (0, 255, 0))
    }

    @Test func templateImagesAreDrawnInTheForegroundStyle() throws {
        // A white square with a clear border: a template shows its shape in the foreground colour.
        var pixels = [UInt8](repeating: 0, count: 20 * 20 * 4)
        for y in 4..<16 { for x in 4..<16 { let i = (y * 20 + x) * 4; pixels[i] = 255; pixels[i + 1] = 255; pixels[i + 2] = 255; pixels[i + 3] = 255 } }
        let square = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png")
        try CanvasImage(width: 20, height: 20, pixels: pixels).writePNG(to: square.path)
        let bytes = try Data(contentsOf: square)
        _ = try catalogue([
            "CatTemplate.imageset": #"{"images": [{"idiom": "universal", "filename": "s.png"}], "properties": {"template-rendering-intent": "template"}}"#,
            "CatOriginal.imageset": #"{"images": [{"idiom": "universal", "filename": "s.png"}]}"#,
        ], files: ["CatTemplate.imageset/s.png": bytes, "CatOriginal.imageset/s.png": bytes])
        let config = ScreenConfiguration(device: .iPhoneSE, scale: 1)
        // The picture's middle: the screen's middle below the status bar.
        func centre<V: View>(_ view: V, _ configuration: ScreenConfiguration) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            try ViewRenderer.render(view, in: configuration).makeImage()[187, 343]
        }
        // The set says template: drawn in the foreground colour; `.renderingMode(.original)` keeps its own.
        let tinted = try centre(Image("CatTemplate").foregroundStyle(.red), config)
        #expect((tinted.r, tinted.g, tinted.b) == (255, 59, 48))
        let own = try centre(Image("CatTemplate").renderingMode(.original).foregroundStyle(.red), config)
        #expect((own.r, own.g, own.b) == (255, 255, 255))
        // A set with no intent is original, unless the view asks for a template.
        let plain = try centre(Image("CatOriginal").foregroundStyle(.red), config)
        #expect((plain.r, plain.g, plain.b) == (255, 255, 255))
        let asked = try centre(Image("CatOriginal").renderingMode(.template).foregroundStyle(.green), config)
        #expect((asked.r, asked.g, asked.b) == (52, 199, 89))
        // UIKit's spelling, and the default foreground (the label colour: black in light, white in dark).
        let uiKit = try centre(Image(uiImage: UIImage(named: "CatOriginal")!.withRenderingMode(.alwaysTemplate)), config)
        #expect((uiKit.r, uiKit.g, uiKit.b) == (0, 0, 0))
        let dark = try centre(Image("CatTemplate"), ScreenConfiguration(device: .iPhoneSE, colorScheme: .dark, scale: 1))
        #expect((dark.r, dark.g, dark.b) == (255, 255, 255))
    }

    @Test func colourSetsNamingSystemColoursFollowTheAppearance() throws {
        _ = try catalogue([
            "CatSystemBackground.colorset": #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBackgroundColor"}}]}"#,
            "CatSystemBlue.colorset": #"{"colors": [{"idiom": "universal", "color": {"platform": "universal", "reference": "systemBlueColor"}}]}"#,
            // A dark entry of its own wins over the reference's dark value.
            "CatLabelOrRed.colorset": """
                {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "labelColor"}},
                            {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                             "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000"}}}]}
                """,
        ])
        let light = ScreenConfiguration(device: .iPhoneSE, scale: 1), dark = ScreenConfiguration(device: .iPhoneSE, colorScheme: .dark, scale: 1)
        func swatch(_ name: String, _ configuration: ScreenConfiguration) throws -> (UInt8, UInt8, UInt8) {
            let c = try centre(Color(name).frame(width: 400, height: 800), configuration)
            return (c.r, c.g, c.b)
        }
        #expect(try swatch("CatSystemBackground", light) == (255, 255, 255))
        #expect(try swatch("CatSystemBackground", dark) == (0, 0, 0))
        #expect(try swatch("CatSystemBlue", light) == (0, 122, 255))
        #expect(try swatch("CatSystemBlue", dark) == (10, 132, 255))
        #expect(try swatch("CatLabelOrRed", light) == (0, 0, 0))
        #expect(try swatch("CatLabelOrRed", dark) == (255, 0, 0))
    }

    @Test func symbolSetsAreDrawnAsSymbolsAtTheTextsSize() throws {
        _ = try catalogue([
            "CatBattery.symbolset": #"{"symbols": [{"idiom": "universal", "filename": "battery.svg"}]}"#,
        ], files: ["CatBattery.symbolset/battery.svg": Data(SymbolTemplates.template().utf8)])
        let config = ScreenConfiguration(device: .iPhoneSE, scale: 1)
        // Drawn as the same template registered with SymbolFiles is, with no warning.
        try SymbolFiles.register("cat.battery.registered", svg: Data(SymbolTemplates.template().utf8))
        let asset = try ViewRenderer.layoutDump(Image("CatBattery").font(.title), in: config)
        let registered = try ViewRenderer.layoutDump(Image(systemName: "cat.battery.registered").font(.title), in: config)
        #expect(!asset.contains("Warnings") && !asset.contains("ImageView"), "\(asset)")
        #expect(asset.split(separator: "\n").filter { $0.contains("Frame") }.map { $0.replacingOccurrences(of: "CatBattery", with: "") }
                == registered.split(separator: "\n").filter { $0.contains("Frame") }.map { $0.replacingOccurrences(of: "cat.battery.registered", with: "") })
        let a = try ViewRenderer.render(Image("CatBattery").font(.title).foregroundStyle(.red), in: config).makeImage()
        let b = try ViewRenderer.render(Image(systemName: "cat.battery.registered").font(.title).foregroundStyle(.red), in: config).makeImage()
        #expect(a.pixels == b.pixels)
        // Larger text, a larger symbol.
        let small = try ViewRenderer.layoutDump(Image("CatBattery").font(.caption), in: config)
        #expect(small != asset)
    }
}
