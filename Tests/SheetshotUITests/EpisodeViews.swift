#if canImport(SwiftUI)
import SwiftUI
#else
import SheetshotUI
#endif

// An episode sheet as iOS 17 code writes one: row modifiers, a hidden list background, a disclosure
// group, a date picker, share and menu buttons, an async image, an empty state; this file sees only the
// SwiftUI surface.

struct EpisodeDetails: View {
    var expanded = true
    var date = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 12) {
                        AsyncImage(url: URL(string: "https://example.com/cover.png"))
                            .frame(width: 64, height: 64)
                            .clipShape(.rect(cornerRadius: 8))
                        VStack(alignment: .leading) {
                            Text("Pilot").font(.headline)
                            Text("42 min").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .listRowBackground(Color.yellow)
                    .listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
                }
                Section {
                    DisclosureGroup("Details", isExpanded: .constant(expanded)) { Text("Recorded in Lisbon.") }
                    DatePicker("Remind me", selection: .constant(date))
                    ShareLink(item: URL(string: "https://example.com")!)
                    Menu("More") { Button("Mark played") {} }
                }
                .listRowSeparator(.hidden)
            }
            .scrollContentBackground(.hidden)
            .background(Color.mint)
            .navigationTitle("Episode")
            .toolbarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical) }
                }
            }
        }
    }
}

struct EmptyDownloads: View {
    var body: some View {
        ContentUnavailableView("No downloads", systemImage: "arrow.down.circle", description: Text("Episodes you download appear here."))
    }
}
