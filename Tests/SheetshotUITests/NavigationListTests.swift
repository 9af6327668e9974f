import Canvas
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// Navigation stacks (large and inline titles, toolbar items) over lists (inset-grouped and plain).
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct NavigationListTests {
    @Test func libraryScreen() {
        assertSnapshot(of: LibraryNavigation(), as: .image(on: .iPhoneSE, scale: 1), named: "light")
        assertSnapshot(of: LibraryNavigation(), as: .image(on: .iPhoneSE, colorScheme: .dark, scale: 1), named: "dark")
        assertSnapshot(of: InlineTitle(), as: .image(on: .iPhoneSE, scale: 1), named: "inline-plain")
    }

    func texts(_ node: Node) -> [Widgets.Text] {
        var out: [Widgets.Text] = []
        func visit(_ n: Node) { if let t = n as? Widgets.Text { out.append(t) }; n.children.forEach(visit) }
        visit(node)
        return out
    }

    /// The large title sits under the 44-point bar, 16 points in; section headers are in capitals; rows
    /// are at least 44 points tall.
    @Test func iOSMetrics() throws {
        let root = try ViewRenderer.layout(LibraryNavigation(), on: .iPhoneSE)
        let all = texts(root)
        let title = try #require(all.first { $0.string == "Library" })
        #expect(title.size == 34 && title.weight == .bold)
        #expect(title.frame.minX == 16 && title.frame.minY >= 20 + 44)
        #expect(all.contains { $0.string == "LIBRARY" && $0.size == 13 })
        let recent = try #require(all.first { $0.string == "Recently added" })
        #expect(recent.frame.minX == 16 + 20)
        #expect(recent.parent.map { $0.frame.height >= 22 } == true)
    }
}
