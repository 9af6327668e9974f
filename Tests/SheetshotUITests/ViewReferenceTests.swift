import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

/// A SwiftUI screen (SampleViews.swift) against references looked at when recorded: light, dark, and the
/// largest text right to left, at one pixel per point; and its layout.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct ViewReferenceTests {
    @Test func sampleLibraryScreen() {
        assertSnapshot(of: SampleLibraryScreen(), as: .image(on: .iPhoneSE, scale: 1), named: "light")
        assertSnapshot(of: SampleLibraryScreen(), as: .image(on: .iPhoneSE, colorScheme: .dark, scale: 1), named: "dark")
        assertSnapshot(of: SampleLibraryScreen(), as: .image(on: .iPhoneSE, dynamicTypeSize: .accessibility2, layoutDirection: .rightToLeft,
                                                             scale: 1), named: "ax2-rtl")
        assertSnapshot(of: SampleLibraryScreen(), as: .layout(on: .iPhoneSE), named: "layout")
    }
}
