import Foundation
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
@testable import AppFixture

/// An app's `App` and the base-module names its files use (`Logger`, `UTType`, `CGSize`, through
/// `import SwiftUI`), and its root screen rendered with the environment its scenes give.
@MainActor @Suite struct AppRouteTests {
    @Test func theRootScreenIsTheFirstWindowGroupsViewInTheAppsEnvironment() throws {
        let root = try ViewRenderer.rootView(of: FixtureApp())
        let dump = try ViewRenderer.accessibilityDump(root, on: .iPhoneSE)
        // The environment object the scene gives, read by the screen; the scene phase active.
        #expect(dump.contains("\"Dune\"") && dump.contains("\"Emma\""), "\(dump)")
        #expect(dump.contains("\"Library\""), "\(dump)")
        _ = try ViewRenderer.render(root, on: .iPhoneSE, scale: 1)
    }

    @Test func anAppWithoutAWindowGroupSaysSo() {
        #expect { try ViewRenderer.rootView(of: WindowlessApp()) } throws: {
            "\($0)".contains("WindowlessApp's body has no WindowGroup (its scenes: Settings)")
        }
    }

    @Test func baseModulesNamesWork() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType(filenameExtension: "jpg") == .jpeg && UTType("public.json") == .json && UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(exportedAs: "com.example.book", conformingTo: .json).conforms(to: .text))
        #expect(UTType("no.such.type") == nil)
        let library = Library()
        let logged = Logger.messages { library.add("Ulysses") }
        #expect(logged.map(\.text) == ["added Ulysses; now 3 books, cover 120.0"])
        #expect(logged.first?.level == .info)
        // Outside `messages(while:)` nothing is kept or written.
        library.add("Again")
        #expect(Logger.messages {}.isEmpty)
    }
}
