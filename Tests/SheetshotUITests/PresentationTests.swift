import Canvas
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// `.sheet` with presentation detents, drawn with Apple's sheet over the presenting screen. (The corpus's
/// filter sheet at `.medium` is recorded by SheetshotUICorpusTests.)
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct PresentationTests {
    @Test func fixedHeightSheet() {
        assertSnapshot(of: FixedHeightSheet(), as: .image(on: .iPhoneSE, scale: 1), named: "fixed-height")
    }

    /// A presented sheet is drawn over the screen: the dump names it, and the picture differs from the
    /// screen's alone.
    @Test func aPresentedSheetIsDrawnOverTheScreen() throws {
        let presenting = SettingsNavigation().sheet(isPresented: .constant(true)) {
            Text("Sort").presentationDetents([.medium, .large])
        }
        #expect(try ViewRenderer.layoutDump(presenting, on: .iPhoneSE).contains("Presented sheet"))
        #expect(try ViewRenderer.layoutDump(FixedHeightSheet(), on: .iPhoneSE).contains("Presented sheet"))
        #expect(!(try ViewRenderer.layoutDump(SettingsNavigation(), on: .iPhoneSE).contains("Presented sheet")))
        let shown = try ViewRenderer.render(presenting, on: .iPhoneSE, scale: 1).makeImage()
        let hidden = try ViewRenderer.render(SettingsNavigation(), on: .iPhoneSE, scale: 1).makeImage()
        #expect(shown != hidden)
    }
}
