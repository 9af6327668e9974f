import Canvas
import Testing
import Widgets
@testable import SheetWidget

/// iOS page sheets on iPhone at `.large` (issue 15, item 2): the presenting screen pushed back as a card —
/// scaled toward its top centre, slid down, its corners rounded, darkened, over black — with the sheet's top
/// at 0.08 of the screen; none at `.medium`, on iPad, or for sheets that cannot reach `.large`. The numbers
/// are Flutter's CupertinoSheetRoute's, measured on the iOS 18 simulator (docs/PLATFORM-NOTES.md).
@Suite struct PresentingCardTests {
    func scene(_ position: SheetPosition, device: DevicePreset = .iPhone15Pro, dark: Bool = false) -> SheetScene {
        var s = SheetScene(preset: .apple, device: device, colorScheme: dark ? .dark : .light, position: position)
        s.displayScale = 1
        return s
    }

    @Test func progressFollowsTheSheetFromMediumToLarge() throws {
        let g = try scene(.detent("large")).geometry()
        let medium = try #require(g.stops.first { $0.id == "medium" }).extent, large = try #require(g.stops.last).extent
        #expect(PresentingCard.progress(atExtent: medium, in: g) == 0)
        #expect(PresentingCard.progress(atExtent: medium - 40, in: g) == 0)
        #expect(PresentingCard.progress(atExtent: large, in: g) == 1)
        #expect(abs(PresentingCard.progress(atExtent: (medium + large) / 2, in: g) - 0.5) < 1e-12)
        #expect(PresentingCard.progress(atExtent: .nan, in: g) == 0)
        // The sheet's top at large: 0.08 of the screen (68.16 pt, on a whole device pixel).
        #expect(abs(try scene(.detent("large")).layout().offset - 852 * 0.08) < 0.5)
        // iPad (regular width): no card, and large keeps its 25 pt below the safe area.
        let pad = try scene(.detent("large"), device: .iPad10).geometry()
        #expect(PresentingCard.progress(atExtent: try #require(pad.stops.last).extent, in: pad) == 0)
        #expect(pad.maximumHeight == 1180 - 24 - 25)
        // A sheet that cannot reach large (medium only): never a card.
        var mediumOnly = scene(.detent("medium"))
        mediumOnly.configuration.detents = [.medium]
        let gm = try mediumOnly.geometry()
        #expect(PresentingCard.progress(atExtent: try #require(gm.stops.last).extent, in: gm) == 0)
        // A hostile ratio is refused, naming the field.
        var bad = scene(.detent("large"))
        bad.configuration.tallestTopRatio = .infinity
        #expect(throws: SheetConfigurationError.self) { try bad.geometry() }
    }

    @Test func theHostIsDrawnAsACardOverBlackAtLarge() throws {
        let canvas = try scene(.detent("large")).render()
        let s = 1 - 0.0835, width = 393 * s, left = (393 - width) / 2   // 16.4 pt each side
        let cardTop = 852 * 0.07                                          // 59.6 pt
        #expect(canvas.pixel(x: 200, y: 50) == Color.black.premultiplied, "black above the card")
        #expect(canvas.pixel(x: Int(left) - 3, y: 64) == Color.black.premultiplied, "black beside the card")
        // The card: the host's grouped background (F2F2F7) darkened 10 % and undimmed otherwise.
        let card = canvas.pixel(x: 196, y: Int(cardTop) + 3)
        #expect(abs(Int(card.r) - Int((0xF2 * 0.9).rounded())) <= 2 && card.b > card.r, "\(card)")
        // The status bar is light over the black: the clock's pixels are near white.
        var brightest = 0
        for y in 15..<45 { for x in 20..<80 { brightest = max(brightest, Int(canvas.pixel(x: x, y: y).r)) } }
        #expect(brightest > 200)
        // Dark mode lightens the card by 10 % of #C8C8C8 instead.
        let dark = try scene(.detent("large"), dark: true).render().pixel(x: 196, y: Int(cardTop) + 3)
        #expect(Int(dark.r) > 0 && dark.r < 60, "\(dark)")
    }

    @Test func atMediumAndOnIPadTheHostStaysFlatAndDimmed() throws {
        let medium = try scene(.detent("medium")).render()
        // The host's top-left corner: grouped background under the 0.4 dimming — not black.
        let p = medium.pixel(x: 2, y: 60)
        #expect(abs(Int(p.r) - Int((0xF2 * 0.6).rounded())) <= 2, "\(p)")
        let pad = try scene(.detent("large"), device: .iPad10).render()
        #expect(pad.pixel(x: 2, y: 30) != Color.black.premultiplied)
        // Half-way, the card is half-way: its top at 0.07 × 852 / 2 below the screen's.
        let g = try scene(.detent("large")).geometry()
        let medium_ = try #require(g.stops.first { $0.id == "medium" }).extent, large = try #require(g.stops.last).extent
        let half = try scene(.offset(852 - (medium_ + large) / 2)).render()
        #expect(half.pixel(x: 196, y: Int(852 * 0.035) - 2) == Color.black.premultiplied)
        #expect(half.pixel(x: 196, y: Int(852 * 0.035) + 8) != Color.black.premultiplied)
    }

    /// Other families built on the iOS style (Drawer, ODS, the tutorial) keep a flat host.
    @Test func onlyTheIOSStyleHasACard() {
        #expect(SheetStyle.iOS().presentingCard == .iOS)
        for s in [SheetStyle.drawer(), .ods(), .tutorial(), .fluent(), .material()] { #expect(s.presentingCard == nil, "\(s.name)") }
    }
}
