import Canvas
import Foundation
import SheetSnapshotTesting
import Testing
import Widgets
@testable import SheetWidget

@Suite struct SheetSceneTests {
    @Test func layoutAnswersEveryPartWithoutRendering() throws {
        let scene = SheetScene(preset: .fluent, device: .iPhone15Pro, position: .state(.expanded))
        let l = try scene.layout()
        #expect(l.offset == 84 && l.panel == Rect(x: 0, y: 84, width: 393, height: 768))
        #expect(l.handle == Rect(x: 196.5 - 18, y: 84 + 8, width: 36, height: 4))   // centred in the 20 pt strip
        #expect(l.header == Rect(x: 0, y: 104, width: 393, height: 44))
        #expect(l.content.minY == 148 && l.content.maxY == 852 - 34)              // above the home indicator
        #expect(abs(l.dimmingAlpha - 0.4) < 1e-12 && l.contentAlpha == 1)
        var between = scene
        between.position = .offset((84 + 434) / 2)
        #expect(abs(try between.layout().dimmingAlpha - 0.2) < 1e-9)
        var hidden = scene
        hidden.configuration.isHidden = true
        #expect(try hidden.layout().offset == 852)
        var bad = scene
        bad.position = .offset(.nan)
        #expect(throws: SheetConfigurationError.self) { try bad.layout() }
    }

    @Test func renderedPixelsFollowTheLayout() throws {
        var scene = SheetScene(preset: .fluent, device: .iPhoneSE, position: .state(.expanded))
        scene.displayScale = 1
        let canvas = try scene.render()
        let l = try scene.layout()
        #expect(canvas.width == 375 && canvas.height == 667)
        // Above the panel the host is dimmed by 0.4 black: the grouped background F2F2F7 becomes 145/145/148.
        let dimmed = canvas.pixel(x: 200, y: Int(l.offset) - 30)  // clear of the panel's shadow
        #expect(abs(Int(dimmed.r) - 145) <= 2 && dimmed.b > dimmed.r, "\(dimmed)")
        // The handle is the style's grey; the panel is white beside it.
        let h = l.handle!
        #expect(canvas.pixel(x: Int(h.midX), y: Int(h.midY)) == PremultipliedPixel(packed: SheetStyle.fluent().handleColor.premultiplied.packed))
        #expect(canvas.pixel(x: Int(h.maxX) + 20, y: Int(h.midY)) == Color.white.premultiplied)
        // Top corners are rounded: the panel's very corner pixel shows the dimmed host.
        #expect(canvas.pixel(x: 0, y: Int(l.offset)).r < 200)
        // Hidden: the host alone, undimmed.
        scene.position = .state(.hidden)
        let host = try scene.render()
        #expect(host.pixel(x: 200, y: 5).r > 200)
    }
}

/// Fluent's states on an iPhone 15 Pro at 1× (small references that still show geometry, dimming, corners,
/// handle, header and content), light and dark. Recorded with SNAPSHOT_TESTING_RECORD=missing and looked at.
@Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetWidget"))
struct SheetReferenceTests {
    @Test(arguments: [SheetState.collapsed, .partial, .expanded], [ColorScheme.light, .dark])
    func fluent(state: SheetState, scheme: ColorScheme) throws {
        let scene = SheetScene(preset: .fluent, device: .iPhone15Pro, colorScheme: scheme, position: .state(state))
        assertSnapshot(of: scene, as: .image(scale: 1), named: "\(state.rawValue)-\(scheme.rawValue)")
    }
}

@Suite struct HostedScrollTests {
    @Test func scrollOffsetIsKeptBetweenStatesAndResetWhenCollapsed() throws {
        var scene = SheetScene(preset: .fluent, device: .iPhone15Pro, position: .state(.expanded))
        scene.content = SheetPreset.sampleOptions(count: 30)  // taller than the content area
        scene.displayScale = 1
        scene.hostedScrollOffset = 200
        _ = try scene.render()
        let area = try scene.layout().content
        let first = try #require(scene.content?.find("option-1"))
        #expect(abs(first.frame.minY - (area.minY - 200)) < 1)     // scrolled 200 pt up, out of view
        let partial = scene.settled(in: .partial)
        #expect(partial.hostedScrollOffset == 200 && partial.position == .state(.partial))
        let collapsed = partial.settled(in: .collapsed)
        #expect(collapsed.hostedScrollOffset == 0)
        // Past the end the offset is clamped to what the content allows.
        scene.hostedScrollOffset = 10_000
        _ = try scene.render()
        let last = try #require(scene.content?.find("option-30"))
        #expect(abs(last.frame.maxY - area.maxY) < 1)
    }
}

@Suite struct SheetHitTestTests {
    @Test func tapsReachHandleHeaderContentDimmingOrHost() throws {
        var scene = SheetScene(preset: .fluent, device: .iPhone15Pro, position: .state(.expanded))
        let l = try scene.layout()
        #expect(try scene.hitTest(Point(196, l.panel.minY + 10)) == .handle)
        #expect(try scene.hitTest(Point(100, l.header!.midY)) == .header(nil))
        // The third option row sits 2 rows (48 pt + a 1 px divider each) below the content's top.
        let row = try scene.hitTest(Point(100, l.content.minY + 2 * 48.333 + 24))
        #expect(row == .content("option-3"))
        #expect(try scene.hitTest(Point(100, 40)) == .dimming)
        // At partial there is no dimming: the tap goes through to the host's rows.
        scene.position = .state(.partial)
        if case .host(let id) = try scene.hitTest(Point(200, 300)) { #expect(id?.hasPrefix("row-") == true) } else { Issue.record("not the host") }
    }

    @Test func drawerContentTakesTapsOnlyAtInteractiveDetents() throws {
        var scene = SheetScene(preset: .drawer(), device: .iPhone15Pro, position: .detent("large"))
        let large = try scene.layout()
        #expect(large.isContentInteractive)
        scene.position = .detent("small")
        #expect(!(try scene.layout().isContentInteractive))
        // Between detents the content shows but takes no taps; at medium it does.
        scene.position = .offset(500)
        let between = try scene.layout()
        #expect(!between.isContentInteractive)
        #expect(try scene.hitTest(Point(100, between.content.minY + 24)) == .panel)
        scene.position = .detent("medium")
        let medium = try scene.layout()
        #expect(try scene.hitTest(Point(100, medium.content.minY + 24)) == .content("option-1"))
    }

    @Test func nanFractionsAreErrors() {
        var c = SheetConfiguration()
        c.detents = [.fraction(.nan, id: "bad")]
        #expect(throws: SheetConfigurationError(field: "detents", reason: "'bad': fraction nan is outside 0…1")) { try c.validate() }
    }
}
