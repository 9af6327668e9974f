import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

/// The accessibility modifiers are kept, and the accessibility dump lists what VoiceOver would find.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct AccessibilityTests {
    func dump<V: View>(_ view: V) throws -> [String] {
        try ViewRenderer.accessibilityDump(view, on: .iPhoneSE).split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func settingsScreen() {
        assertSnapshot(of: SettingsNavigation(), as: .accessibility(on: .iPhoneSE), named: "elements")
    }

    /// Texts are static text; a button is one element labelled by what it shows; a label, hint, value and
    /// traits set with the modifiers are what VoiceOver reads.
    @Test func controlsAndModifiers() throws {
        let lines = try dump(VStack {
            Text("Now Playing").accessibilityAddTraits(.isHeader)
            Button("Done") {}
            Button {} label: { Image(systemName: "forward.fill") }.accessibilityLabel("Next track").accessibilityHint("Skips to the next song")
            Toggle("Shuffle", isOn: .constant(true))
            Slider(value: .constant(0.25))
            Image(systemName: "heart.fill")
            Text("Hidden").accessibilityHidden(true)
            HStack { Text("24 songs"); Text("1 hr 32 min") }.accessibilityElement(children: .combine)
            Text("Rating").accessibilityValue("4 stars")
            Link("Privacy", destination: URL(string: "https://example.com")!)
        })
        #expect(lines.first == "Screen")
        let expected = [
            "header, static text \"Now Playing\"", "button \"Done\"", "button \"Next track\", hint \"Skips to the next song\"",
            "button, toggle \"Shuffle\", value \"on\"", "element \"\", value \"25%\"", "image \"heart.fill\"",
            "element \"24 songs, 1 hr 32 min\"", "static text \"Rating\", value \"4 stars\"", "link \"Privacy\"",
        ]
        let withoutFrames = lines.dropFirst().map { $0.components(separatedBy: " (").dropLast().joined(separator: " (") }
        #expect(withoutFrames == expected)
    }

    /// A presented sheet is modal: only its elements are listed, unless it lets the screen behind be used.
    @Test func aSheetHidesTheScreenBehind() throws {
        let modal = try dump(Text("Behind").sheet(isPresented: .constant(true)) { Text("In the sheet") })
        #expect(modal.first == "Presented sheet (modal)" && modal.contains { $0.hasPrefix("static text \"In the sheet\"") })
        #expect(!modal.contains { $0.contains("Behind") })
        let open = try dump(Text("Behind").sheet(isPresented: .constant(true)) {
            Text("In the sheet").presentationDetents([.medium]).presentationBackgroundInteraction(.enabled)
        })
        #expect(open.contains { $0.contains("Behind") } && open.contains { $0.contains("In the sheet") })
    }
}
