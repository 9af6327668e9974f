// Runs on Linux, where Sheetshot renders the app's SwiftUI code. (On Apple platforms, swift-snapshot-testing's
// own `.image(layout:)` strategies snapshot the same views.)
#if canImport(SnapshotTestingSheetshotUI)
import Foundation
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

    /// The app's own behaviour, played: the sheet is pulled up to full height, then flicked down — iOS's
    /// sheet rules dismiss it, which turns the screen's own `showsTip` false — and the toolbar's "Tip"
    /// button brings it back. One APNG, compared frame by frame.
    @Test func tipSheetDraggedAway() {
        let scenario = ViewScenario([
            .drag(from: CGPoint(x: 196, y: 432), to: CGPoint(x: 196, y: 182), duration: 0.25, at: 0.3),
            .drag(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 700), duration: 0.3, at: 1.5),
            .tap("Tip", at: 2.8),
        ])
        assertSnapshot(of: TipJarScreen(), as: .clip(on: .iPhone15Pro, scale: 0.5, scenario: scenario, fps: 15))
    }

    /// Every #Preview of the app's module, on the standard screens (light, dark, AX3, right to left) — with
    /// no test written per view. `swift package --allow-writing-to-package-directory sheetshot-gallery
    /// --filter previews` also writes them as a documentation gallery, in docs/gallery/TipJar.
    @Test func previews() {
        let run = assertPreviewSnapshots(in: "TipJar", variants: .standard.at(scale: 1))
        // All three previews, four screens each — or, in one of a CI matrix's shards (SHEETSHOT_SHARD), its share.
        if ProcessInfo.processInfo.environment["SHEETSHOT_SHARD"] == nil { #expect(run.previews == 3 && run.snapshots == 12) }
        #expect(run.snapshots == 4 * run.previews)
    }

    @Test func checkoutWithoutTheSheet() {
        assertSnapshot(of: TipJarScreen(showsTip: false), as: .image(on: .iPad10, scale: 1))
    }
}
#endif
