// Runs on Linux, where Sheetshot renders the app's SwiftUI code. (On Apple platforms, swift-snapshot-testing's
// own `.image(layout:)` strategies snapshot the same views.)
#if canImport(SnapshotTestingSheetshotUI)
import SnapshotTesting
import SnapshotTestingSheetshotUI
import Testing
import TipJar

@MainActor @Suite struct TipJarSnapshotTests {
    @Test func tipSheet() {
        assertSnapshot(of: TipJarScreen(), as: .image(on: .iPhone15Pro, scale: 1))
        assertSnapshot(of: TipJarScreen(), as: .image(on: .iPhone15Pro, colorScheme: .dark, scale: 1), named: "dark")
        assertSnapshot(of: TipJarScreen(), as: .image(on: .iPhone15Pro, dynamicTypeSize: .xxxLarge, scale: 1), named: "xxxLarge")
        assertSnapshot(of: TipJarScreen(), as: .image(on: .iPhone15Pro, layoutDirection: .rightToLeft, scale: 1), named: "rtl")
        assertSnapshot(of: TipJarScreen(), as: .accessibility(on: .iPhone15Pro))
    }

    /// The sheet comes up, is pulled to full height and dismissed — one APNG, compared frame by frame.
    @Test func tipSheetMoves() {
        assertSnapshot(of: TipJarScreen(), as: .presentation(on: .iPhone15Pro, scale: 0.5,
                                                             steps: [.present(at: 0), .detent(.large, at: 0.8), .dismiss(at: 1.6)], fps: 10))
    }

    @Test func checkoutWithoutTheSheet() {
        assertSnapshot(of: TipJarScreen(showsTip: false), as: .image(on: .iPad10, scale: 1))
    }
}
#endif
