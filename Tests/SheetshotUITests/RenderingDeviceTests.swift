import Testing
import Widgets
@testable import SheetshotUI

/// UIKit's device facts answer for the device being rendered — in a body, in an action a session runs —
/// and nothing of one rendering is left for the next or for code outside one (issue 33: no global device).
@MainActor @Suite struct RenderingDeviceTests {
    /// Notes the screen width an action reads, and shows it.
    struct WidthOnTap: View {
        @State private var read = 0
        var body: some View {
            Button("Read \(read)") { read = Int(UIScreen.main.bounds.width) }
        }
    }

    @Test func anActionReadsTheSessionsDevice() throws {
        for (device, width) in [(DevicePreset.iPhoneSE, 375), (DevicePreset.iPhone15ProMax, 430)] {
            let session = ViewSession(WidthOnTap(), on: device)
            try session.tap("Read 0")
            #expect(try session.accessibilityDump().contains("\"Read \(width)\""), "\(device.name)")
        }
        // Outside a rendering and an action, the default device: nothing was left behind.
        #expect(UIScreen.main.bounds.width == 393)
    }

    @Test func bodiesRenderedOneAfterAnotherEachReadTheirOwnDevice() throws {
        struct Width: View { var body: some View { Text("\(Int(UIScreen.main.bounds.width))") } }
        func shown(on device: DevicePreset) throws -> String {
            func texts(_ n: Node) -> [Widgets.Text] { ((n as? Widgets.Text).map { [$0] } ?? []) + n.children.flatMap(texts) }
            return try #require(texts(try ViewRenderer.layout(Width(), on: device)).first?.string)
        }
        #expect(try shown(on: .iPhoneSE) == "375")
        #expect(try shown(on: .iPad10) == "\(Int(DevicePreset.iPad10.size.width))")
        #expect(try shown(on: .iPhoneSE) == "375")
    }
}
