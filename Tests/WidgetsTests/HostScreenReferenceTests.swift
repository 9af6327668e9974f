import Canvas
import Foundation
import SnapshotSupport
import Testing
@testable import Widgets

/// The sample host screen on two devices in light and dark, against references in Snapshots/Widgets/
/// (recorded with SHEETSHOT_RECORD=1 and looked at).
@Suite struct HostScreenReferenceTests {
    static let references = ReferenceImages(folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Snapshots/Widgets"))

    @Test(arguments: [(DevicePreset.iPhoneSE, ColorScheme.light), (.iPhoneSE, .dark), (.iPhone15Pro, .light), (.iPhone15Pro, .dark)])
    func hostScreen(device: DevicePreset, scheme: ColorScheme) throws {
        let canvas = try Renderer.render(SampleHostScreen.make(), device: device, colorScheme: scheme)
        if let failure = try Self.references.check(canvas.makeImage(), named: "host-\(device.name)-\(scheme.rawValue)") {
            Issue.record("\(failure)")
        }
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
}
