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

    /// A background of views (or a style other than a colour) fills the sheet behind its content, through
    /// the home indicator's safe area; the panel itself is clear.
    @Test func presentationBackgroundsOfViewsFillTheSheet() throws {
        func pixel(_ image: CanvasImage, _ x: Int, _ y: Int) -> UInt32 {
            let i = (y * image.width + x) * 4
            return UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2])
        }
        let host = Color.white.ignoresSafeArea()
        let viewBackground = try ViewRenderer.render(host.sheet(isPresented: .constant(true)) {
            Text("Filters").presentationDetents([.medium]).presentationBackground { Color.green }
        }, on: .iPhone15Pro, scale: 1).makeImage()
        let styleBackground = try ViewRenderer.render(host.sheet(isPresented: .constant(true)) {
            Text("Filters").presentationDetents([.medium]).presentationBackground(LinearGradient(colors: [.green, .green], startPoint: .top, endPoint: .bottom))
        }, on: .iPhone15Pro, scale: 1).makeImage()
        for image in [viewBackground, styleBackground] {
            // Near the screen's bottom edge (in the 34-point safe area) and under the text: the background's green.
            #expect(pixel(image, 196, image.height - 4) == 0x34C759)
            #expect(pixel(image, 40, image.height / 2 + 60) == 0x34C759)
        }
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
