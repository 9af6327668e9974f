import Canvas
import Foundation
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// The SwiftUI sheet as iOS presents it (issue 45): content sized to the detent it rests at, the window's
/// colour scheme, elevated colours.
@MainActor @Suite struct SheetAsIOSPresentsTests {
    /// The frame of the accessibility element `label` (of `kind`) in the dump of `view` on an iPhone 15 Pro.
    func frame(of kind: String, _ label: String, in view: some View) throws -> Rect {
        let dump = try ViewRenderer.accessibilityDump(view, on: .iPhone15Pro)
        let line = try #require(dump.split(separator: "\n").first { $0.contains("\(kind) \"\(label)\"") })
        let numbers = line.split(separator: "(").last!.split(whereSeparator: { ", ×)".contains($0) }).compactMap { Double($0) }
        try #require(numbers.count == 4)
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The presented sheet's top edge in the layout dump of `view` on an iPhone 15 Pro.
    func sheetTop(_ view: some View) throws -> Double {
        let dump = try ViewRenderer.layoutDump(view, on: .iPhone15Pro)
        let line = try #require(dump.split(separator: "\n").first { $0.hasPrefix("extent ") })
        return try #require(Double(line.split(separator: " ").last!))
    }

    /// UIKit resizes the presented view to the detent the sheet rests at: the cart's Checkout bar, inset at
    /// the bottom of its content, sits at the bottom of the sheet above the home indicator (16-point padding)
    /// at every kind of detent, not at the large height's bottom off the screen.
    @Test(arguments: [
        ("medium", PresentationDetent.medium, 426.0),
        ("large", .large, 68.33),
        // Heights, fractions and custom values are within the sheet's safe area: 34 points are added.
        ("height", .height(300), 852 - 334),
        ("fraction", .fraction(0.4), 852 - (0.4 * (852 - 68.16 - 34) + 34)),
        ("custom", .custom(ThreeFifthsDetent.self), 852 - (0.6 * (852 - 68.16 - 34) + 34)),
    ])
    func contentIsSizedToTheDetent(name: String, detent: PresentationDetent, top: Double) throws {
        let view = CartAtDetent(detents: [.medium, .large, detent], shown: detent)
        #expect(abs(try sheetTop(view) - top) < 0.5, "\(name)")
        let checkout = try frame(of: "button", "Checkout", in: view)
        #expect(abs(checkout.maxY - (852 - 34 - 16)) < 0.5, "\(name): the Checkout bar ends at \(checkout.maxY)")
        #expect(checkout.minY >= top, "\(name)")
    }
}

/// The window's colour scheme and the environment a sheet's content is built in.
@MainActor @Suite struct SheetSchemeTests {
    /// The colour of the pixel at (x, y) points of `canvas` drawn at 1×.
    func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt32 {
        let image = canvas.makeImage()
        let i = (y * image.width + x) * 4
        return UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2])
    }

    /// `preferredColorScheme` on the presenting screen is the window's: the sheet presented from it is dark
    /// too, with the elevated background; one inside the sheet's content is the sheet's alone; nil asks for
    /// nothing.
    @Test func theWindowsSchemeReachesTheSheet() throws {
        let dark = try #require(try ViewRenderer.presentedSheet(SchemedPresenter(screen: .dark), on: .iPhone15Pro))
        #expect(dark.colorScheme == .dark)
        #expect(dark.style.background == CanvasColor(rgba: 0x1C1C_1EFF))
        let picture = try ViewRenderer.render(SchemedPresenter(screen: .dark), on: .iPhone15Pro, scale: 1)
        // The screen behind (dimmed black) and the sheet's first band, the elevated systemBackground.
        #expect(pixel(picture, 10, 100) == 0x000000)
        #expect(pixel(picture, 196, 426 + 20) == 0x1C1C1E)

        let sheetOnly = try #require(try ViewRenderer.presentedSheet(SchemedPresenter(screen: nil, sheet: .dark), on: .iPhone15Pro))
        #expect(sheetOnly.colorScheme == .light, "the screen behind is drawn in the window's scheme")
        #expect(sheetOnly.style.background == CanvasColor(rgba: 0x1C1C_1EFF), "the sheet in its own")
        let screenOnly = try ViewRenderer.render(SchemedPresenter(screen: nil, sheet: .dark), on: .iPhone15Pro, scale: 1)
        #expect(pixel(screenOnly, 10, 100) != 0x000000, "the screen stays light under the dimming")
        #expect(pixel(screenOnly, 196, 426 + 20) == 0x1C1C1E)

        let light = try #require(try ViewRenderer.presentedSheet(SchemedPresenter(screen: nil), on: .iPhone15Pro, colorScheme: .dark))
        #expect(light.colorScheme == .dark, "no preference: the configuration's scheme")
        let forcedLight = try #require(try ViewRenderer.presentedSheet(SchemedPresenter(screen: .light), on: .iPhone15Pro, colorScheme: .dark))
        #expect(forcedLight.colorScheme == .light)
    }

    /// Values the presenter writes into the environment (a locale, Dynamic Type, a colour scheme) reach the
    /// sheet's content, as in SwiftUI.
    @Test func thePresentersEnvironmentReachesTheContent() throws {
        let dump = try ViewRenderer.accessibilityDump(EnvironmentWritingPresenter(), on: .iPhone15Pro)
        #expect(dump.contains("de_DE accessibility1 dark"), "\(dump)")
        let scene = try #require(try ViewRenderer.presentedSheet(EnvironmentWritingPresenter(), on: .iPhone15Pro))
        #expect(scene.style.background == CanvasColor(rgba: 0x1C1C_1EFF))
    }

    /// In dark mode a sheet's content is at the elevated level: its system backgrounds are #1C1C1E, #2C2C2E,
    /// #3A3A3C (grouped #1C1C1E, #2C2C2E, #3A3A3C); on the screen and in a full-screen cover they are the
    /// base ones. Light mode is the same everywhere.
    @Test(arguments: [
        ("screen", true, "000000 1c1c1e 2c2c2e 000000 1c1c1e 2c2c2e"),
        ("cover", true, "000000 1c1c1e 2c2c2e 000000 1c1c1e 2c2c2e"),
        ("sheet", true, "1c1c1e 2c2c2e 3a3a3c 1c1c1e 2c2c2e 3a3a3c"),
        ("sheet", false, "ffffff f2f2f7 ffffff f2f2f7 ffffff f2f2f7"),
    ])
    func elevatedBackgrounds(place: String, dark: Bool, expected: String) throws {
        let picture = try ViewRenderer.render(BackgroundsEverywhere(place: place), on: .iPhone15Pro, colorScheme: dark ? .dark : .light, scale: 1)
        // The bands start below the status bar on the screen and in the cover, at the large sheet's top in a sheet.
        let top = place == "sheet" ? 69 : 59
        let bands = (0..<6).map { String(format: "%06x", pixel(picture, 196, top + 20 + 40 * $0)) }
        #expect(bands.joined(separator: " ") == expected, "\(place) \(dark ? "dark" : "light")")
    }

    /// With increased contrast the system colours take their accessible values: blue #0040DD in light,
    /// #409CFF in dark; an elevated dark background #242426.
    @Test func increasedContrast() throws {
        func blue(_ scheme: ColorScheme) throws -> UInt32 {
            let configuration = ScreenConfiguration(device: .iPhone15Pro, colorScheme: scheme, scale: 1, colorSchemeContrast: .increased)
            return pixel(try ViewRenderer.render(SystemBackgrounds(), in: configuration), 196, 59 + 20 + 240)
        }
        #expect(try blue(.light) == 0x0040DD)
        #expect(try blue(.dark) == 0x409CFF)
        let configuration = ScreenConfiguration(device: .iPhone15Pro, colorScheme: .dark, scale: 1, colorSchemeContrast: .increased)
        #expect(configuration.name == "iphone15pro-dark-hc-1x")
        let sheet = try ViewRenderer.render(BackgroundsEverywhere(place: "sheet"), in: configuration)
        #expect(pixel(sheet, 196, 69 + 20) == 0x242426)
    }
}
