import Canvas
import Testing
import Widgets
@testable import SheetWidget

/// Detents, edges and full screen, on an iPhone 15 Pro (393 × 852 pt, safe area 59 / 34).
@Suite struct DetentTests {
    let phone = Size(393, 852), safe = EdgeInsets(top: 59, bottom: 34)

    func geometry(_ edit: (inout SheetConfiguration) -> Void, direction: LayoutDirection = .leftToRight) throws -> SheetGeometry {
        var c = SheetConfiguration()
        edit(&c)
        return try SheetGeometry(configuration: c, containerSize: phone, safeArea: safe, layoutDirection: direction)
    }

    /// The Drawer's fractions are of its container — in its own code a `GeometryReader` in the screen's safe
    /// area (759 pt tall on iPhone 15 Pro), measured from the safe area's bottom edge, the panel running on
    /// under the home indicator (34 pt): at large its top meets the status bar (59 pt).
    @Test func drawerFractionsOfTheContainer() throws {
        let g = try SheetScene(preset: .drawer(), device: .iPhone15Pro).geometry()
        #expect(g.stops.map(\.id) == ["small", "medium", "large"])
        #expect(abs(g.extent(forDetent: "small")! - (0.05 * 759 + 34)) < 1e-9 && g.extent(forDetent: "medium") == 0.5 * 759 + 34
                && g.extent(forDetent: "large") == 852 - 59)
        // A top drawer measures from the safe area's top edge; side drawers across the width (no side safe area).
        let top = try SheetScene(preset: .drawer(edge: .top), device: .iPhone15Pro).geometry()
        #expect(top.extent(forDetent: "medium") == 0.5 * 759 + 59)
        let side = try SheetScene(preset: .drawer(edge: .leading), device: .iPhone15Pro).geometry()
        #expect(side.extent(forDetent: "medium") == 393.0 / 2)
        #expect(g.extent(forDetent: "hidden") == 0 && g.extent(forDetent: "huge") == nil)
    }

    @Test func mergingInactiveAndRestricted() throws {
        let merged = try geometry { $0.detents = [.height(300, id: "a"), .height(320, id: "b"), .height(600, id: "c")] }
        #expect(merged.stops.map(\.id) == ["b", "c"])                         // 300 merged into 320
        let kept = try geometry { $0.detents = [.height(300, id: "a"), .height(320, id: "b")]; $0.mergesNearbyDetents = false }
        #expect(kept.stops.map(\.id) == ["a", "b"])
        let inactive = try geometry { $0.detents = [SheetDetent("never", .custom { _ in nil }), .large] }
        #expect(inactive.stops.map(\.id) == ["large"] && inactive.extent(forDetent: "large") == 768)
        let short = try SheetGeometry(configuration: { var c = SheetConfiguration(); c.detents = [.height(60, id: "a"), .large]; return c }(),
                                      containerSize: Size(393, 130), safeArea: .zero)
        #expect(short.isHeightRestricted && short.stops.map(\.id) == ["large"])   // 105 − 60 < 50
    }

    @Test func badDetentsAreClearErrors() throws {
        #expect(throws: SheetConfigurationError(field: "detents", reason: "'x' appears twice")) {
            try geometry { $0.detents = [.height(100, id: "x"), .height(200, id: "x")] }
        }
        #expect(throws: SheetConfigurationError(field: "detents", reason: "'f': fraction 1.5 is outside 0…1")) {
            try geometry { $0.detents = [.fraction(1.5, id: "f")] }
        }
        #expect(throws: SheetConfigurationError(field: "detents['n']", reason: "the resolver returned nan")) {
            try geometry { $0.detents = [SheetDetent("n", .custom { _ in .nan })] }
        }
        #expect(throws: SheetConfigurationError.self) { try geometry { $0.detents = [SheetDetent("n", .custom { _ in nil })] } }
        var scene = SheetScene(preset: .apple, device: .iPhone15Pro, position: .detent("huge"))
        #expect(throws: SheetConfigurationError(field: "position", reason: "no active detent 'huge' (active: medium, large)")) { try scene.layout() }
        scene.position = .detent("medium")
        #expect(try scene.layout().offset == 426)
    }

    @Test func dimmingWithAndWithoutALargestUndimmedDetent() throws {
        let apple = try geometry { $0.detents = [.medium, .large] }
        #expect(apple.dimmingFactor(atExtent: 426) == 1 && apple.dimmingFactor(atExtent: 213) == 0.5 && apple.dimmingFactor(atExtent: 0) == 0)
        let maps = try geometry { $0.detents = [.medium, .large]; $0.largestUndimmedDetent = "medium" }
        #expect(maps.dimmingFactor(atExtent: 426) == 0 && maps.dimmingFactor(atExtent: 768) == 1)
        #expect(abs(maps.dimmingFactor(atExtent: 597) - 0.5) < 1e-12)
        let ods = try SheetScene(preset: .odsExpanding, device: .iPhone15Pro).geometry()
        #expect(ods.dimmingFactor(atExtent: ods.stops[0].extent) == 0 && ods.dimmingFactor(atExtent: ods.stops[1].extent) == 1)
    }

    /// ODS's expanding sheet is sized inside SwiftUI's safe area, as its BottomSheet library sizes it: medium
    /// and large are 0.5 and 0.975 of the safe area's height (759 pt on iPhone 15 Pro: 852 − 59 − 34), the
    /// panel running on under the home indicator — so at large its top (and header) is below the status bar.
    @Test func odsSizesAreSharesOfTheSafeArea() throws {
        let ods = try SheetScene(preset: .odsExpanding, device: .iPhone15Pro).geometry()
        let extents = Dictionary(uniqueKeysWithValues: ods.stops.map { ($0.id, $0.extent) })
        #expect(abs(extents["medium"]! - (0.5 * 759 + 34)) < 1e-9 && abs(extents["large"]! - (0.975 * 759 + 34)) < 1e-9)
        let largeTop = 852 - extents["large"]!
        #expect(largeTop > 59 && abs(largeTop - (59 + 0.025 * 759)) < 1e-9, "large's top at \(largeTop), below the 59 pt status bar")
        // On the home-button iPhone SE (safe area 20 / 0) the same shares of 647 pt.
        let se = try SheetScene(preset: .odsExpanding, device: .iPhoneSE).geometry()
        #expect(abs(se.stops.last!.extent - 0.975 * 647) < 1e-9)
    }

    /// The tutorial's code lays its sheet out in the safe area and offsets it by shares of the screen's
    /// height: full rests at the top of the safe area, half H/2 below it.
    @Test func tutorialModesAreOffsetsFromTheSafeAreaTop() throws {
        let g = try SheetScene(preset: .tutorial, device: .iPhone15Pro).geometry()
        let tops = g.stops.map { 852 - $0.extent }
        #expect(g.stops.map(\.id) == ["quarter", "half", "full"])
        #expect(abs(tops[0] - (59 + 852 * 7 / 13)) < 1e-9 && tops[1] == 59 + 426 && tops[2] == 59, "\(tops)")
    }

    @Test func edgesPlaceThePanelAndMirrorInRightToLeft() throws {
        let drawer: (inout SheetConfiguration) -> Void = { $0.detents = [.fraction(0.5, id: "half"), .fraction(1, id: "full")]; $0.allowsFullScreen = true }
        let top = try geometry { drawer(&$0); $0.edge = .top }
        #expect(top.panelFrame(atExtent: 426) == Rect(x: 0, y: 426 - 852, width: 393, height: 852))
        let leading = try geometry { drawer(&$0); $0.edge = .leading }
        #expect(leading.panelFrame(atExtent: 196.5) == Rect(x: 196.5 - 393, y: 0, width: 393, height: 852))
        let rtl = try geometry({ drawer(&$0); $0.edge = .leading }, direction: .rightToLeft)
        #expect(rtl.panelFrame(atExtent: 196.5) == Rect(x: 393 - 196.5, y: 0, width: 393, height: 852))
        // The handle strip sits on the inner edge: a side sheet's mark stands upright by its inner edge.
        var scene = SheetScene(preset: .drawer(edge: .leading), device: .iPhone15Pro, position: .detent("medium"))
        scene.style.handleColor = .black
        let l = try scene.layout()
        #expect(l.handle!.height > l.handle!.width && l.handle!.maxX <= l.panel.maxX && l.handle!.minX >= l.panel.maxX - 20)
    }

    @Test func fullScreenKeepsHeaderBelowTheStatusBarAndFadesTheHandle() throws {
        var scene = SheetScene(preset: .fullScreen, device: .iPhone15Pro, position: .detent("full"))
        let full = try scene.layout()
        #expect(full.offset == 0 && full.panel.minY == 0)
        #expect(full.handleAlpha == 0 && full.header!.minY == 59)
        scene.position = .detent("rest")
        let rest = try scene.layout()
        #expect(rest.offset == 150 && rest.handleAlpha == 1 && rest.header!.minY == 170)
        scene.position = .offset(30)  // a whole device pixel (positions snap to them)
        #expect(abs(try scene.layout().handleAlpha - 30.0 / 59) < 1e-12)
        scene.position = .offset(29.9)  // 89.7 px snaps to 90 px = 30 pt
        #expect(try scene.layout().offset == 30)
        #expect(abs(try scene.layout().dimmingAlpha - 0.75) < 1e-12)
    }

    @Test func fitContentIsMeasuredBeforeTheFirstFrame() throws {
        let scene = SheetScene(preset: .odsStandard, device: .iPhone15Pro, position: .detent("open"))
        let content = SheetPreset.sampleOptions(count: 4)
        let measured = content.sizeThatFits(ProposedSize(width: 393, height: nil), in: scene.environment).height
        let g = try scene.geometry()
        // ODS's handle strip is 16 pt (a 4 pt grabber with 8 above and 4 below), the style's token.
        #expect(scene.style.handleStripHeight == 16)
        #expect(g.extent(forDetent: "open") == 16 + 64 + measured + 34)
        #expect(abs(g.extent(forDetent: "closed")! - 114) < 1e-9, "\(g.extent(forDetent: "closed")!)")
    }
}
