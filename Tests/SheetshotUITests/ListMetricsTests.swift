import SheetshotUI
import Testing
import Widgets

/// Lists and navigation bars keep UIKit's side margins — 16 points up to 375 points wide, 20 beyond —
/// and a row holding a switch is 44 points tall, as iOS draws them.
@MainActor @Suite struct ListMetricsTests {
    struct Settings: View {
        @State private var on = true
        var body: some View {
            NavigationStack {
                List {
                    Toggle("Wi-Fi", isOn: $on)
                    Text("Bluetooth")
                }
                .navigationTitle("Settings")
            }
        }
    }

    func nodes(_ root: Node, kind: String) -> [Node] { (root.kind == kind ? [root] : []) + root.children.flatMap { nodes($0, kind: kind) } }
    func text(_ root: Node, _ string: String) -> Node? {
        if let t = root as? Widgets.Text, t.string == string { return t }
        for child in root.children { if let found = text(child, string) { return found } }
        return nil
    }

    @Test func marginsFollowTheWidth() throws {
        for (device, margin) in [(DevicePreset.iPhoneSE, 16.0), (.iPhone13, 20.0), (.iPhone15ProMax, 20.0)] {
            let root = try ViewRenderer.layout(Settings(), on: device)
            let card = try #require(nodes(root, kind: "RoundedRectangle").first, "\(device.name)")
            #expect(abs(card.frame.minX - margin) < 0.01 && abs(card.frame.maxX - (device.size.width - margin)) < 0.01, "\(device.name): \(card.frame)")
            let title = try #require(text(root, "Settings"))
            #expect(abs(title.frame.minX - margin) < 0.01, "\(device.name): the large title at \(title.frame.minX)")
            // A row's text keeps the row's 20-point content margin inside the card.
            let label = try #require(text(root, "Bluetooth"))
            #expect(abs(label.frame.minX - (margin + 20)) < 0.01, "\(device.name): \(label.frame)")
        }
    }

    @Test func aSwitchRowIs44PointsTall() throws {
        let root = try ViewRenderer.layout(Settings(), on: .iPhone13)
        let wifi = try #require(text(root, "Wi-Fi")), bluetooth = try #require(text(root, "Bluetooth"))
        // The rows are 44 tall each (a hairline between them): the texts' rows are 44 apart.
        #expect(abs((bluetooth.frame.midY - wifi.frame.midY) - 44) < 0.7, "\(wifi.frame) \(bluetooth.frame)")
    }
}
