import Canvas
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// `.sheet` with presentation detents, drawn with Apple's sheet over the presenting screen.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct PresentationTests {
    @Test func filterSheetAtMedium() {
        assertSnapshot(of: LibraryScreen(), as: .image(on: .iPhoneSE, scale: 1), named: "light")
        assertSnapshot(of: LibraryScreen(), as: .image(on: .iPhoneSE, colorScheme: .dark, scale: 1), named: "dark")
        assertSnapshot(of: FixedHeightSheet(), as: .image(on: .iPhoneSE, scale: 1), named: "fixed-height")
    }

    /// The sheet rests at its smallest detent (medium: half the screen) and its content starts at its top.
    @Test func theSheetRestsAtItsSmallestDetent() throws {
        let dump = try ViewRenderer.layoutDump(LibraryScreen(), on: .iPhoneSE)
        #expect(dump.contains("Presented sheet"))
        let fixed = try ViewRenderer.layoutDump(FixedHeightSheet(), on: .iPhoneSE)
        #expect(fixed.contains("Presented sheet"))
        // Rendering the presenting screen without presenting gives a different picture.
        let shown = try ViewRenderer.render(LibraryScreen(), on: .iPhoneSE, scale: 1).makeImage()
        let hidden = try ViewRenderer.render(LibraryNavigation(), on: .iPhoneSE, scale: 1).makeImage()
        #expect(shown != hidden)
    }
}
