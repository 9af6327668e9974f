import Foundation
import SheetshotUI
import Testing
import Widgets

/// Titles declared as Foundation's `LocalizedStringResource`, as SwiftUI files declare them.
private struct ResourceTitles: View {
    let title: LocalizedStringResource = "Inbox"
    let count = 3
    var body: some View {
        VStack {
            Text(title)
            Text(LocalizedStringResource("\(count) unread"))
            Button(LocalizedStringResource("greeting", defaultValue: "Hello")) {}
        }
    }
}

@Suite @MainActor struct LocalizedStringResourceTests {
    /// With no strings table, each resource shows its default value with its values put in.
    @Test func resourcesShowTheirDefaultValues() throws {
        func texts(_ n: Node) -> [String] { ((n as? Widgets.Text).map { [$0.string] } ?? []) + n.children.flatMap(texts) }
        #expect(texts(try ViewRenderer.layout(ResourceTitles(), on: .iPhoneSE)) == ["Inbox", "3 unread", "Hello"])
        let unread: LocalizedStringResource = "\(3) unread"
        #expect(unread.key == "%lld unread" && String(localized: unread) == "3 unread" && unread.description == "3 unread")
        #expect(String(localized: "Plain") == "Plain")
        #expect(LocalizedStringResource("greeting", defaultValue: "Hello").key == "greeting")
    }
}
