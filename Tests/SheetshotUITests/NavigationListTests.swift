import Canvas
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// Navigation stacks (large and inline titles, toolbar items) over lists (inset-grouped and plain).
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct NavigationListTests {
    @Test func settingsScreen() {
        assertSnapshot(of: SettingsNavigation(), as: .image(on: .iPhoneSE, scale: 1), named: "light")
        assertSnapshot(of: SettingsNavigation(), as: .image(on: .iPhoneSE, colorScheme: .dark, scale: 1), named: "dark")
        assertSnapshot(of: InlineTitle(), as: .image(on: .iPhoneSE, scale: 1), named: "inline-plain")
    }

    func texts(_ node: Node) -> [Widgets.Text] {
        var out: [Widgets.Text] = []
        func visit(_ n: Node) { if let t = n as? Widgets.Text { out.append(t) }; n.children.forEach(visit) }
        visit(node)
        return out
    }

    /// The large title sits under the 44-point bar, 16 points in; section headers are in capitals; rows
    /// are at least 44 points tall; a badge sits at the row's trailing content margin in the secondary colour.
    @Test func iOSMetrics() throws {
        let root = try ViewRenderer.layout(SettingsNavigation(), on: .iPhoneSE)
        let all = texts(root)
        let title = try #require(all.first { $0.string == "Settings" })
        #expect(title.size == 34 && title.weight == .bold)
        #expect(title.frame.minX == 16 && title.frame.minY >= 20 + 44)
        #expect(all.contains { $0.string == "PLAYBACK" && $0.size == 13 })
        let storage = try #require(all.first { $0.string == "Storage" })
        #expect(storage.frame.minX == 16 + 20)
        #expect(sequence(first: storage as Node, next: \.parent).contains { $0.frame.height >= 44 && $0.frame.height < 50 })  // its row
        let badge = try #require(all.first { $0.string == "Lossless" })
        #expect(abs(badge.frame.maxX - (375 - 16 - 20)) < 0.5, "badge ends at \(badge.frame.maxX)")
        let plain = try #require(all.first { $0.string == "Quality" })
        #expect(badge.color != plain.color)
    }

    /// `.badge` outside a list draws nothing, and a zero count shows no badge in a list.
    @Test func badgesOnlyInListRows() throws {
        let outside = texts(try ViewRenderer.layout(Text("Inbox").badge(3), on: .iPhoneSE))
        #expect(outside.map(\.string) == ["Inbox"])
        let zero = texts(try ViewRenderer.layout(List { Text("Inbox").badge(0); Text("Sent").badge(2) }, on: .iPhoneSE))
        #expect(zero.map(\.string) == ["Inbox", "Sent", "2"])
    }

    /// A label in a toolbar shows its icon alone, as iOS draws it there, and VoiceOver reads its title;
    /// elsewhere it shows both, and `labelStyle` chooses.
    @Test func labelsInToolbarsShowTheirIcon() throws {
        let screen = NavigationStack {
            List { Label("Favourites", systemImage: "star") }
                .navigationTitle("Tips")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Like", systemImage: "heart") {} } }
        }
        let shown = texts(try ViewRenderer.layout(screen, on: .iPhoneSE)).map(\.string)
        #expect(shown.contains("Favourites") && shown.contains("Tips") && !shown.contains("Like"), "\(shown)")
        let elements = try ViewRenderer.accessibilityDump(screen, on: .iPhoneSE)
        #expect(elements.contains("button \"Like\""), "\(elements)")
        let titled = texts(try ViewRenderer.layout(screen.labelStyle(.titleAndIcon), on: .iPhoneSE)).map(\.string)
        #expect(titled.contains("Like"))
        let titleOnly = try ViewRenderer.layout(Label("Favourites", systemImage: "star").labelStyle(.titleOnly), on: .iPhoneSE)
        #expect(texts(titleOnly).map(\.string) == ["Favourites"])
        #expect(try ViewRenderer.layoutDump(Label("Favourites", systemImage: "star"), on: .iPhoneSE) != (try ViewRenderer.layoutDump(Label("Favourites", systemImage: "star").labelStyle(.titleOnly), on: .iPhoneSE)))
        #expect(try ViewRenderer.layoutDump(Label("Favourites", systemImage: "star").labelStyle(.titleAndIcon), on: .iPhoneSE) == (try ViewRenderer.layoutDump(Label("Favourites", systemImage: "star"), on: .iPhoneSE)))
        let iconOnly = try ViewRenderer.accessibilityDump(Label("Favourites", systemImage: "star").labelStyle(.iconOnly), on: .iPhoneSE)
        #expect(iconOnly.contains("image \"Favourites\""), "\(iconOnly)")
    }
}

/// Toolbar items in the middle of the bar and in a bottom bar.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct ToolbarPlacementTests {
    struct Mailbox: View {
        var body: some View {
            NavigationStack {
                List { ForEach(["Inbox", "Drafts", "Sent"], id: \.self) { Text($0) } }
                    .toolbar {
                        ToolbarItem(placement: .principal) {
                            VStack(spacing: 0) { Text("Mailboxes").font(.headline); Text("Updated just now").font(.caption2).foregroundStyle(.secondary) }
                        }
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Image(systemName: "line.3.horizontal.decrease.circle")
                            Spacer()
                            Image(systemName: "square.and.pencil")
                        }
                    }
            }
        }
    }

    @Test func principalAndBottomBar() throws {
        assertSnapshot(of: Mailbox(), as: .image(on: .iPhone15Pro, scale: 1), named: "toolbar-placements")
        let root = try ViewRenderer.layout(Mailbox(), on: .iPhone15Pro)
        func texts(_ n: Node) -> [Widgets.Text] { ((n as? Widgets.Text).map { [$0] } ?? []) + n.children.flatMap(texts) }
        let title = try #require(texts(root).first { $0.string == "Mailboxes" })
        // The principal item is centred in the bar, under the status bar.
        #expect(abs(title.frame.midX - 393 / 2) < 1 && title.frame.minY > 54 && title.frame.maxY < 54 + 44)
        // The bottom bar's items are at its ends, above the home indicator.
        let dump = try ViewRenderer.accessibilityDump(Mailbox(), on: .iPhone15Pro)
        let pencil = try #require(dump.split(separator: "\n").first { $0.contains("square.and.pencil") })
        // Its trailing edge on the bar's 20-point margin (a 393-point-wide phone): 347.67 + 25.33 = 373.
        #expect(pencil.contains("(347.67,") && pencil.contains("25.33 × 25.33"), "\(pencil)")
    }
}
