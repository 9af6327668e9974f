import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

/// Files of ../shared/swiftui-corpus compiled with only their import changed (CorpusShareSheet.swift,
/// CorpusMapSheet.swift — the latter less its #Preview), rendered as iOS would show them.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct CorpusTests {
    @Test func shareSheet() {
        assertSnapshot(of: ShareScreen(), as: .image(on: .iPhoneSE, scale: 1), named: "light")
    }

    @Test func mapSheet() {
        assertSnapshot(of: MapScreen(), as: .image(on: .iPhoneSE, scale: 1), named: "light")
    }
}
