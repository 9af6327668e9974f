import SheetshotUI
import Testing

// iOS 18's preview state: `@Previewable` variables become the state of a view of their own.
#Preview("Previewable toggle") {
    @Previewable @State var isOn = true
    Toggle("Wi-Fi", isOn: $isOn)
}

@MainActor @Suite struct PreviewableTests {
    /// The preview renders with its `@Previewable` state's initial value, as a view's state.
    @Test func previewableStateIsTheViewsState() throws {
        let preview = try #require(Preview.all(inFile: "PreviewableTests.swift").first)
        #expect(preview.name == "Previewable toggle")
        let dump = try ViewRenderer.accessibilityDump(preview.makeView(), on: .iPhoneSE)
        #expect(dump.contains("Wi-Fi") && dump.contains("on"), "\(dump)")
        // In a session the state changes as a view's does.
        let session = ViewSession(preview.makeView(), on: .iPhoneSE)
        try session.tap("Wi-Fi")
        #expect(session.events.contains { $0.description.contains("isOn") }, "\(session.events)")
    }
}
