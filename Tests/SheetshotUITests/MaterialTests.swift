import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

/// Materials blur and wash what lies behind them, light and dark.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct MaterialTests {
    @Test func miniPlayerOverABusyBackground() {
        assertSnapshot(of: MaterialSample(), as: .image(on: .iPhoneSE, scale: 1), named: "light")
        assertSnapshot(of: MaterialSample(), as: .image(on: .iPhoneSE, colorScheme: .dark, scale: 1), named: "dark")
    }
}
