import Canvas
import Foundation
import WidgetSnapshotTesting
import Testing
@testable import Widgets

/// The sample host screen on two devices in light and dark, drawn at 1× (the layout, colours and text
/// placement show; the device scales are covered by the text sample), against references in
/// Snapshots/Widgets/ (recorded with SNAPSHOT_TESTING_RECORD=missing and looked at).
@Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/Widgets"))
struct HostScreenReferenceTests {
    @Test(arguments: [(DevicePreset.iPhoneSE, ColorScheme.light), (.iPhoneSE, .dark), (.iPhone15Pro, .light), (.iPhone15Pro, .dark)])
    func hostScreen(device: DevicePreset, scheme: ColorScheme) throws {
        assertSnapshot(of: SampleHostScreen.make(), as: .image(on: device, colorScheme: scheme, scale: 1),
                       named: "\(device.name)-\(scheme.rawValue)")
    }

    @Test func hostScreenLayoutIsReadable() throws {
        let screen = SampleHostScreen.make()
        try Renderer.layout(screen, size: DevicePreset.iPhone15Pro.size, environment: Environment(device: .iPhone15Pro))
        // Content starts below the status bar; rows are 60 points or taller, one under another.
        let title = screen.find("title")!.frame
        #expect(title.minY >= 59)
        let rows = (0..<SampleHostScreen.libraryRows.count).map { screen.find("row-\($0)")!.frame }
        #expect(rows.allSatisfy { $0.height >= 60 })
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.maxY <= $1.minY })
        // A tap on a row finds that row.
        #expect(screen.hitTest(Point(200, rows[2].midY))?.identifier == "row-2")
    }

    @Test func hostScreenLayoutDump() throws {
        assertSnapshot(of: SampleHostScreen.make(), as: .layout(on: .iPhone15Pro), named: "iphone15pro")
    }
}
