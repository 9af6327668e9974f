import Canvas
@testable import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// The seed components' SwiftUI APIs: ODS's standard and expanding sheets over the view they modify, and
/// the Drawer pinned to any edge of its container, resting at its small detent as the original does.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct SeedSheetTests {
    @Test func odsSheets() {
        assertSnapshot(of: RecipesScreen(isOpen: false), as: .image(on: .iPhoneSE, scale: 1), named: "standard-closed")
        assertSnapshot(of: RecipesScreen(isOpen: true), as: .image(on: .iPhoneSE, scale: 1), named: "standard-open")
        assertSnapshot(of: FiltersScreen(size: .small), as: .image(on: .iPhoneSE, scale: 1), named: "expanding-small")
        assertSnapshot(of: FiltersScreen(size: .medium), as: .image(on: .iPhoneSE, scale: 1), named: "expanding-medium")
        assertSnapshot(of: FiltersScreen(size: .large), as: .image(on: .iPhoneSE, scale: 1), named: "expanding-large")
    }

    @Test func drawers() {
        assertSnapshot(of: DrawerScreen(placement: .bottom), as: .image(on: .iPhoneSE, scale: 1), named: "drawer-bottom")
        assertSnapshot(of: DrawerScreen(placement: .leading), as: .image(on: .iPhoneSE, colorScheme: .dark, scale: 1), named: "drawer-leading-dark")
        assertSnapshot(of: DrawerScreen(placement: .top), as: .image(on: .iPhoneSE, layoutDirection: .rightToLeft, scale: 1), named: "drawer-top-rtl")
    }

    /// ODS's standard sheet leaves the screen usable (no dimming), so VoiceOver reads both; its header is
    /// one button labelled with the state label the code gives.
    @Test func odsHeaderIsAButtonWithTheStateLabel() throws {
        let open = try ViewRenderer.accessibilityDump(RecipesScreen(isOpen: true), on: .iPhoneSE)
        #expect(open.contains("Screen\n") && open.contains("Summer salad"), "\(open)")
        #expect(open.contains("Presented sheet\n") && !open.contains("(modal)"), "\(open)")
        #expect(open.contains("button \"Options, open\""), "\(open)")
        #expect(open.contains("\"Vegetarian\", value \"on\""), "\(open)")
        let closed = try ViewRenderer.accessibilityDump(RecipesScreen(isOpen: false), on: .iPhoneSE)
        #expect(closed.contains("button \"Options, closed\"") && !closed.contains("Vegetarian"), "\(closed)")
        // Hidden: no sheet at all.
        #expect(!(try ViewRenderer.layoutDump(FiltersScreen(size: .hidden), on: .iPhoneSE)).contains("Presented sheet"))
        #expect(try ViewRenderer.layoutDump(FiltersScreen(size: .medium), on: .iPhoneSE).contains("Presented sheet"))
    }

    /// The drawer's panel covers 5 % of its container at rest (the original's starting detent), is 1.6 ×
    /// the container long, and follows the rules of REFERENCE.md for detents, the rubber band and release.
    @Test func drawerGeometryAndRules() throws {
        let root = try ViewRenderer.layout(DrawerScreen(placement: .bottom), on: .iPhoneSE)
        var panels: [Node] = []
        func visit(_ n: Node) { if n.kind == "Clip" { panels.append(n) }; n.children.forEach(visit) }
        visit(root)
        let panel = try #require(panels.first)
        let container = 667.0 - 20   // iPhone SE's safe area
        #expect(abs(panel.frame.minY - (20 + container * 0.95)) < 0.5, "\(panel.frame)")
        #expect(abs(panel.frame.height - container * 1.6) < 0.5)   // frames are snapped to device pixels
        // Detents clamp to 0…1, and a value that is not a number is 0.
        #expect(Detent(1.5).value == 1 && Detent(-2).value == 0 && Detent(.nan).value == 0 && (0.61 as Detent).value == 0.61)
        // The rubber band: 0.2·ln(r − (U − 1)) + U above 1, −0.2·ln(−r + (L + 1)) + L below 0.
        #expect(abs(DrawerPanel<EmptyView, EmptyView>.rubberBanded(1.3) - (0.2 * log(1.3) + 1)) < 1e-12)
        #expect(abs(DrawerPanel<EmptyView, EmptyView>.rubberBanded(-0.3) - (-0.2 * log(1.3))) < 1e-12)
        #expect(DrawerPanel<EmptyView, EmptyView>.rubberBanded(0.4) == 0.4)
        // Release: the detent nearest the predicted end; with none, where it was released.
        let detents: Set<Detent> = [.small, .medium, .large]
        #expect(DrawerPanel<EmptyView, EmptyView>.nearest(to: 0.7, in: detents) == .medium)
        #expect(DrawerPanel<EmptyView, EmptyView>.nearest(to: 0.8, in: detents) == .large)
        #expect(DrawerPanel<EmptyView, EmptyView>.nearest(to: 0.2, in: []) == Detent(0.2))
    }

    /// The Drawer's own drag runs in a session: each release goes to the detent nearest the predicted
    /// end — a slow 100-point drag up from small reaches medium, a quick 400-point one large.
    @Test func theDrawerIsDragged() throws {
        let session = ViewSession(DrawerScreen(placement: .bottom), on: .iPhoneSE, scale: 1)
        func isTeal(_ y: Int) throws -> Bool {
            let p = try session.render(at: try session.settledTime()).makeImage()[187, y]   // once the release has settled
            return p.r < 80 && p.g > 150 && p.b > 170
        }
        #expect(try isTeal(600) && isTeal(200), "at rest the drawer is a 5 % lip")
        let container = 667.0 - 20
        let handle = CGPoint(x: 187.5, y: 20 + container * 0.95 + 10)
        #expect(try session.touchDown(at: handle, time: 0))
        try session.touchMove(to: CGPoint(x: 187.5, y: handle.y - 100), time: 0.5)
        #expect(throws: ViewSessionError.self) { try session.touchMove(to: handle, time: 0.1) }   // out of time order
        #expect(throws: ViewSessionError.self) { try session.touchDown(at: handle) }               // already down
        try session.touchUp()
        // 100 points at 200 pt/s: 150 predicted, a ratio of 0.28 — nearer medium (0.5) than small (0.05).
        #expect(try !isTeal(600) && isTeal(200), "at medium")
        #expect(throws: ViewSessionError.self) { try session.touchUp() }
        #expect(throws: ViewSessionError.self) { try session.touchDown(at: CGPoint(x: CGFloat.nan, y: 1)) }
        #expect(throws: ViewSessionError.self) { try session.drag(from: handle, to: handle, duration: .infinity) }
        let mediumHandle = CGPoint(x: 187.5, y: 20 + container * 0.5 + 10)
        #expect(try session.drag(from: mediumHandle, to: CGPoint(x: 187.5, y: mediumHandle.y - 400), duration: 0.2, startingAt: try session.settledTime()))
        #expect(try !isTeal(600) && !isTeal(200), "at large")
        #expect(session.log.filter { $0.contains("onEnded ran") }.count == 2, "\(session.log)")
    }
}
