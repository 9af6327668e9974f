import Canvas
import Foundation
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// The colour of the pixel at (x, y) of `canvas` (drawn at 1×: points), as 0xRRGGBB.
@MainActor func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt32 {
    let image = canvas.makeImage()
    let i = (y * image.width + x) * 4
    return UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2])
}

/// The frame of the accessibility element `label` (of `kind`) in the dump of `view` on an iPhone 15 Pro at
/// Dynamic Type `size`.
@MainActor func accessibilityFrame(of kind: String, _ label: String, in view: some View, size: DynamicTypeSize = .large) throws -> Rect {
    let dump = try ViewRenderer.accessibilityDump(view, on: .iPhone15Pro, dynamicTypeSize: size)
    let line = try #require(dump.split(separator: "\n").first { $0.contains("\(kind) \"\(label)\"") }, "\(dump)")
    let numbers = line.split(separator: "(").last!.split(whereSeparator: { ", ×)".contains($0) }).compactMap { Double($0) }
    try #require(numbers.count == 4)
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
}

/// The SwiftUI sheet as iOS presents it (issue 45): content sized to the detent it rests at, the window's
/// colour scheme, elevated colours.
@MainActor @Suite struct SheetAsIOSPresentsTests {
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
        let checkout = try accessibilityFrame(of: "button", "Checkout", in: view)
        #expect(abs(checkout.maxY - (852 - 34 - 16)) < 0.5, "\(name): the Checkout bar ends at \(checkout.maxY)")
        #expect(checkout.minY >= top, "\(name)")
    }
}

/// The window's colour scheme and the environment a sheet's content is built in.
@MainActor @Suite struct SheetSchemeTests {

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

/// Bars and scroll views in a sheet and on the screen, as iOS draws them at rest.
@MainActor @Suite struct SheetBarsAndScrollingTests {

    /// The sheet's navigation bar shows its scroll-edge look at rest: no background of its own, the grouped
    /// list's background under it (light #F2F2F7; dark, elevated, #1C1C1E), where it was a band of the
    /// sheet's own white.
    @Test func theSheetsBarIsTransparentAtTheScrollEdge() throws {
        let light = try ViewRenderer.render(CartAtDetent(detents: [.medium, .large], shown: .medium), on: .iPhone15Pro, scale: 1)
        #expect(pixel(light, 5, 426 + 30) == 0xF2F2F7)
        let dark = try ViewRenderer.render(CartAtDetent(detents: [.medium, .large], shown: .medium), on: .iPhone15Pro, colorScheme: .dark, scale: 1)
        #expect(pixel(dark, 5, 426 + 30) == 0x1C1C1E)
    }

    /// `toolbarBackground(.visible, for: .navigationBar)` shows the bar's background at rest, in its style,
    /// from the screen's top edge; without it the bar has none.
    @Test func aVisibleBarBackground() throws {
        let picture = try ViewRenderer.render(VisibleBarBackground(), on: .iPhone15Pro, scale: 1)
        #expect(pixel(picture, 5, 20) == 0xFF9500)
        #expect(pixel(picture, 5, 80) == 0xFF9500)
        #expect(pixel(picture, 5, 120) == 0xF2F2F7, "the list below the bar")
    }

    /// Scroll content runs on under the home indicator to the screen's edge, on the screen and in a sheet,
    /// where it was cut 34 points above it.
    @Test func scrollContentRunsUnderTheHomeIndicator() throws {
        let screen = try ViewRenderer.render(LongScroll(), on: .iPhone15Pro, scale: 1)
        #expect(pixel(screen, 196, 845) == 0xFF3B30)
        let sheet = try ViewRenderer.render(Color.white.sheet(isPresented: .constant(true)) { LongScroll().presentationDetents([.medium]) },
                                            on: .iPhone15Pro, scale: 1)
        #expect(pixel(sheet, 196, 845) == 0xFF3B30)
        #expect(pixel(sheet, 196, 440) == 0xFF3B30, "the content starts at the sheet's top")
    }

    /// `presentationContentInteraction(.scrolls)`: a finger on the sheet's list scrolls it and the sheet
    /// stays; by default the sheet follows it. On the bar (not a scroll view) the sheet follows either way.
    @Test func contentInteraction() throws {
        let onList = CGPoint(x: 196, y: 560), onBar = CGPoint(x: 300, y: 440)
        let scrolls = ViewSession(CartAtDetent(detents: [.medium, .large], shown: .medium, interaction: .scrolls), on: .iPhone15Pro)
        #expect(try !scrolls.touchDown(at: onList, time: 1))
        #expect(scrolls.log.last?.contains("it scrolls") == true, "\(scrolls.log)")
        let resizes = ViewSession(CartAtDetent(detents: [.medium, .large], shown: .medium), on: .iPhone15Pro)
        #expect(try resizes.touchDown(at: onList, time: 1))
        let bar = ViewSession(CartAtDetent(detents: [.medium, .large], shown: .medium, interaction: .scrolls), on: .iPhone15Pro)
        #expect(try bar.touchDown(at: onBar, time: 1))
    }

    /// Between detents the content follows the sheet's height: laid out in what shows, down to the screen's
    /// edge (the content keeps clear of the home indicator itself).
    @Test func betweenDetentsTheContentFollowsTheSheet() throws {
        var scene = try #require(try ViewRenderer.presentedSheet(CartAtDetent(detents: [.medium, .large], shown: .medium), on: .iPhone15Pro))
        for extent in [426.0, 600, 700] {
            scene.position = .extent(extent)
            let layout = try scene.layout()
            #expect(abs(layout.content.height - extent) < 0.5, "at \(extent): \(layout.content)")
            #expect(abs(layout.content.maxY - 852) < 0.5)
        }
    }
}

/// Bars at accessibility sizes and in right to left; symbols that must not be silently wrong.
@MainActor @Suite struct SheetBarItemAndSymbolTests {
    /// At AX3 the sheet's bar items keep their standard size: "Close" is as wide as at the default size.
    @Test func barItemsKeepTheirSizeAtAccessibilitySizes() throws {
        let view = CartSheet()
        let standard = try accessibilityFrame(of: "button", "Close", in: view)
        let ax3 = try accessibilityFrame(of: "button", "Close", in: view, size: .accessibility3)
        #expect(abs(ax3.width - standard.width) < 0.5, "\(standard) at the default size, \(ax3) at AX3")
        #expect(abs(ax3.height - standard.height) < 0.5)
    }

    /// A list row's disclosure chevron points the reading direction's way: left in right to left.
    @Test func disclosureChevronsFlipInRightToLeft() throws {
        let view = NavigationStack { List { NavigationLink("Orders") { Text("Orders") } } }
        let row = try accessibilityFrame(of: "button", "Orders", in: view)
        /// Whether the chevron in the band of columns `xs` at the row's height points right: the ink of its
        /// middle row lies further right than that of its top row.
        func pointsRight(_ direction: LayoutDirection, _ xs: Range<Int>) throws -> Bool {
            let image = try ViewRenderer.render(view, on: .iPhone15Pro, layoutDirection: direction, scale: 1).makeImage()
            func inkX(_ y: Int) -> [Int] { xs.filter { x in image.pixels[(y * image.width + x) * 4] < 0xE0 } }
            let rows = (Int(row.minY) - 10..<Int(row.maxY) + 10).filter { !inkX($0).isEmpty }
            let top = try #require(rows.first), middle = rows[rows.count / 2]
            let mean = { (xs: [Int]) in Double(xs.reduce(0, +)) / Double(xs.count) }
            return mean(inkX(middle)) > mean(inkX(top))
        }
        #expect(try pointsRight(.leftToRight, 340..<393))
        #expect(try !pointsRight(.rightToLeft, 0..<53))
    }

    /// Symbols drawn as named, or with a warning: `cart.fill` filled, `cart.badge.plus` warned as drawn
    /// without its badge, a resizable `applewatch` fitted in its own proportions.
    @Test func symbolsAreNotSilentlyWrong() throws {
        let fill = try ViewRenderer.render(Image(systemName: "cart.fill").font(.system(size: 40)), on: .iPhoneSE, scale: 1)
        let outline = try ViewRenderer.render(Image(systemName: "cart").font(.system(size: 40)), on: .iPhoneSE, scale: 1)
        func ink(_ c: Canvas) -> Int { let i = c.makeImage(); return stride(from: 0, to: i.pixels.count, by: 4).filter { i.pixels[$0] < 0x80 }.count }
        #expect(ink(fill) > ink(outline) * 5 / 4, "the filled cart has much more ink")
        #expect(throws: ViewRenderingError.self) {
            try ViewRenderer.$isStrict.withValue(true) { _ = try ViewRenderer.render(Image(systemName: "cart.badge.plus"), on: .iPhoneSE) }
        }
        let watch = try ViewRenderer.layout(Image(systemName: "applewatch").resizable().scaledToFit().frame(width: 120, height: 120), on: .iPhoneSE)
        let drawn = try #require(firstNode(in: watch) { $0.kind == "CustomDrawing" || String(describing: type(of: $0)) == "CustomDrawing" })
        #expect(drawn.frame.width < drawn.frame.height * 0.8, "\(drawn.frame)")
    }
}

/// A sheet presented from a sheet: stacked as iOS stacks it.
@MainActor @Suite struct StackedSheetTests {

    /// The edit sheet is presented over the detail sheet with its own detents: at `.medium` the detail
    /// sheet's top shows dimmed above it; at `.large` the detail sheet and the screen behind step back as a
    /// card. Only the top sheet is reached.
    @Test func aSheetFromASheetIsStacked() throws {
        let medium = try #require(try ViewRenderer.presentedSheet(DetailPresentingEdit(editDetent: .fraction(0.4)), on: .iPhone15Pro))
        let top = try medium.layout()
        #expect(abs(top.offset - (852 - (0.4 * (852 - 68.16 - 34) + 34))) < 0.5, "the edit sheet at its own detent")
        let dump = try ViewRenderer.accessibilityDump(DetailPresentingEdit(editDetent: .fraction(0.4)), on: .iPhone15Pro)
        #expect(dump.contains("header \"Edit\"") && !dump.contains("In your cart"), "only the edit sheet is reached: \(dump)")

        let picture = try ViewRenderer.render(DetailPresentingEdit(editDetent: .fraction(0.4)), on: .iPhone15Pro, scale: 1)
        // Between the detail sheet's top (426) and the edit sheet's (≈518): the detail sheet, white, dimmed twice
        // over (its own dimming does not cover it; the edit sheet's does).
        let detail = pixel(picture, 300, 470)
        #expect(detail != 0xFFFFFF && (detail >> 16) > 0x80, "\(String(detail, radix: 16))")
        // The screen behind the detail sheet, dimmed twice: darker than the detail sheet.
        #expect((pixel(picture, 300, 300) >> 16) < (detail >> 16))

        let large = try ViewRenderer.render(DetailPresentingEdit(editDetent: .large), on: .iPhone15Pro, scale: 1)
        // The stack pushed back as a card over black at the top of the screen.
        #expect(pixel(large, 2, 30) == 0x000000)
    }

    /// Two large sheets: the first steps back as a card whose top peeks above the second (0.01 of the
    /// screen's height), the screen's own card hidden behind it, black above.
    @Test func aLargeSheetOverALargeSheetPeeks() throws {
        let picture = try ViewRenderer.render(LargeOverLarge(), on: .iPhone15Pro, scale: 1)
        #expect(pixel(picture, 196, 40) == 0x000000)
        let peek = pixel(picture, 196, 63)
        #expect(peek != 0x000000 && (peek >> 16) > 0xC0, "the first sheet's grouped background, darkened a little: \(String(peek, radix: 16))")
        #expect(pixel(picture, 10, 63) == 0x000000, "the card is narrower than the screen")
    }

    /// A sheet presented from a sheet whose content prefers dark is built in that scheme too (the first
    /// build, in the window's light, is collected again).
    @Test func theSheetOnTopTakesTheSchemeOfTheSheetBelow() throws {
        let picture = try ViewRenderer.render(DarkSheetPresentingASheet(), on: .iPhone15Pro, scale: 1)
        let sheetHeight: Double = 0.3 * (852 - 68.16 - 34) + 34
        let top = Int((852 - sheetHeight).rounded(.up))
        #expect(pixel(picture, 196, top + 20) == 0x1C1C1E, "the elevated dark background")
    }

    /// A full-screen cover from a sheet covers everything; a sheet that presents itself without end is an
    /// error naming the limit, not a hang.
    @Test func coversAndEndlessStacks() throws {
        let cover = try ViewRenderer.render(DetailPresentingEdit(cover: true), on: .iPhone15Pro, scale: 1)
        #expect(pixel(cover, 196, 426 + 100) == 0xFF9500)
        #expect(throws: ViewRenderingError.self) { try ViewRenderer.render(EndlessSheets(), on: .iPhone15Pro, scale: 1) }
    }
}

extension StackedSheetTests {
    /// In a session a button in the sheet presents the next sheet over it, and the next sheet's button
    /// dismisses it again; a finger on the stacked sheet does not drag it (noted in the log).
    @Test func aSessionPresentsAndDismissesTheSheetOnTop() throws {
        let session = ViewSession(DetailWithEditButton(), on: .iPhone15Pro)
        #expect(try session.accessibilityDump().contains("button \"Edit\""))
        #expect(try session.tap("Edit"))
        let stacked = try session.accessibilityDump(at: session.now + 1)
        #expect(stacked.contains("button \"Done\"") && !stacked.contains("button \"Edit\""), "\(stacked)")
        #expect(try !session.touchDown(at: CGPoint(x: 196, y: 800), time: session.now + 1))
        #expect(session.log.last?.contains("not dragged") == true)
        #expect(try session.tap("Done", time: session.now + 2))
        #expect(try session.accessibilityDump(at: session.now + 1).contains("button \"Edit\""))
    }
}

/// Texts sharing a row at accessibility sizes.
@MainActor @Suite struct TextsSharingARowTests {
    /// At AX3 the price keeps its digits together on one line and the name breaks between its words
    /// ("AirPods | Pro"), not inside one ("$249.|00" before).
    @Test func aTextBreaksBetweenWordsNotInsideOne() throws {
        let root = try ViewRenderer.layout(PriceRow(), on: .iPhone15Pro, dynamicTypeSize: .accessibility3)
        func text(_ s: String) throws -> Node { try #require(firstNode(in: root) { ($0 as? Widgets.Text)?.string == s }) }
        let price = try text("$249.00"), name = try text("AirPods Pro")
        #expect(price.frame.height < name.frame.height * 0.75, "the price on one line (\(price.frame)), the name on two (\(name.frame))")
        // The name's lines are whole words: at least as wide as "AirPods" alone.
        let airPods = try ViewRenderer.layout(Text("AirPods").font(.headline).fixedSize(), on: .iPhone15Pro, dynamicTypeSize: .accessibility3)
        let word = try #require(firstNode(in: airPods) { $0 is Widgets.Text })
        #expect(name.frame.width >= word.frame.width - 0.5, "\(name.frame) against \(word.frame)")
    }

    /// An empty text (a toggle's empty label) and empty lines beside a text in a row lay out (the held-out
    /// corpus's settings row crashed asking an empty text for its widest word).
    @Test func emptyTextsHaveNoWords() throws {
        let row = HStack { Text("Retry incorrect cards"); Toggle("", isOn: .constant(false)); Text(""); Text("\n\n") }
        let root = try ViewRenderer.layout(List { row }, on: .iPhoneSE, dynamicTypeSize: .accessibility3)
        #expect(firstNode(in: root) { ($0 as? Widgets.Text)?.string == "Retry incorrect cards" } != nil)
    }

    /// The stack's equal shares are unchanged where a text's share holds its widest word (SwiftUI's
    /// "Hello, | world" beside two colours, on two lines in a third of the stack).
    @Test func sharesAreKeptWhereWordsFit() throws {
        let root = try ViewRenderer.layout(HStack(spacing: 0) { Color.purple; Text("Hello, world"); Color.pink }.frame(width: 200), on: .iPhoneSE)
        let text = try #require(firstNode(in: root) { $0 is Widgets.Text })
        #expect(text.frame.width <= 200 / 3 + 0.5, "\(text.frame)")
    }
}

/// The window's edit mode (issue 48's `\.editMode`).
@MainActor @Suite struct WindowEditModeTests {
    /// Every view has an edit mode, inactive at first: the profile shows its summary; in a session the
    /// `EditButton` turns it active and back, frame after frame.
    @Test func theWindowHasAnEditMode() throws {
        #expect(try ViewRenderer.accessibilityDump(ProfileHostLike(), on: .iPhoneSE).contains("\"Summary\""))
        let session = ViewSession(ProfileHostLike(), on: .iPhoneSE)
        #expect(try session.tap("Edit"))
        #expect(try session.accessibilityDump().contains("\"Editor\""))
        #expect(try session.accessibilityDump().contains("button \"Done\""))
        #expect(try session.tap("Done"))
        #expect(try session.accessibilityDump().contains("\"Summary\""))
    }
}

/// A style's body resolves the styles outside it (issue 48): a toggle inside a toggle style draws the
/// switch, a button inside a button style the default look, a progress view inside a progress style the bar.
@MainActor @Suite struct StylesInsideTheirOwnBodyTests {
    @Test func aStyleWrappingItsOwnControlDrawsTheOuterLook() throws {
        let toggle = try ViewRenderer.layoutDump(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(LabelledSwitchStyle()), on: .iPhoneSE)
        #expect(toggle.contains("\"checkmark\"") && toggle.contains("Capsule"), "the style's symbol and the switch inside: \(toggle)")
        let button = try ViewRenderer.accessibilityDump(Button("Save") {}.buttonStyle(PaddedButtonStyle()), on: .iPhoneSE)
        #expect(button.contains("\"Save\""), "\(button)")
        let progress = try ViewRenderer.layoutDump(ProgressView(value: 0.5).progressViewStyle(FramedProgressStyle()), on: .iPhoneSE)
        #expect(progress.contains("Padding"), "\(progress)")
    }
}

/// Sidebar label icons (issue 48): in the accent colour, or the list item tint; plain lists keep them in
/// the label colour.
@MainActor @Suite struct SidebarTintTests {
    /// The most common ink colour (saturated, or near black) of the icon at the leading end of the label
    /// `row` of `view`, as 0xRRGGBB.
    func iconColor(_ view: some View, row: String) throws -> UInt32? {
        let frame = try accessibilityFrame(of: "element", row, in: view)
        let picture = try ViewRenderer.render(view, on: .iPhone15Pro, scale: 1)
        var counts: [UInt32: Int] = [:]
        for x in Int(frame.minX)..<Int(frame.minX) + 24 {
            for y in Int(frame.minY)..<Int(frame.maxY) {
                let c = pixel(picture, x, y)
                let r = c >> 16, g = (c >> 8) & 0xFF, b = c & 0xFF
                if max(r, g, b) - min(r, g, b) > 0x40 || max(r, g, b) < 0x40 { counts[c, default: 0] += 1 }
            }
        }
        return counts.max { $0.value < $1.value }?.key
    }

    @Test func sidebarIconsTakeTheAccentColourOrTheListItemTint() throws {
        #expect(try iconColor(SidebarLabels(), row: "Favorites") == 0x007AFF)
        #expect(try iconColor(SidebarLabels(), row: "Recents") == 0xFF9500)
        #expect(try iconColor(SidebarLabels(sidebar: false), row: "Favorites") == 0x000000)
    }
}
