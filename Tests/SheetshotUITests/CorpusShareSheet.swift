#if canImport(SwiftUI)
import SwiftUI
#else
import SheetshotUI
#endif

// ../shared/swiftui-corpus/ShareSheet.swift, unchanged but for the import above (its ShareTarget and
// ShareSheet names are those of that file).

// A share sheet at a fixed height, presented over a plain screen.

struct ShareTarget: Identifiable {
    let name: String
    let symbol: String
    let color: Color
    var id: String { name }
}

struct ShareSheet: View {
    let targets = [
        ShareTarget(name: "Messages", symbol: "message.fill", color: .green),
        ShareTarget(name: "Mail", symbol: "envelope.fill", color: .blue),
        ShareTarget(name: "Notes", symbol: "note.text", color: .yellow),
        ShareTarget(name: "Reminders", symbol: "list.bullet", color: .orange),
    ]
    @State private var includeLink = true

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Share Playlist")
                        .font(.headline)
                    Text("24 songs · 1 hr 32 min")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button {} label: {
                    Image(systemName: "xmark")
                        .font(.subheadline.weight(.bold))
                        .foregroundStyle(.secondary)
                        .frame(width: 30, height: 30)
                        .background(Color(uiColor: .tertiarySystemFill), in: Circle())
                }
                .accessibilityLabel("Close")
            }
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 18) {
                    ForEach(targets) { target in
                        VStack(spacing: 6) {
                            Image(systemName: target.symbol)
                                .font(.title2)
                                .foregroundStyle(.white)
                                .frame(width: 60, height: 60)
                                .background(target.color.gradient, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
                            Text(target.name)
                                .font(.caption)
                        }
                    }
                }
            }
            Toggle(isOn: $includeLink) {
                Label("Include link", systemImage: "link")
            }
            Button {} label: {
                Text("Copy Link")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding(20)
        .presentationDetents([.height(340)])
        .presentationCornerRadius(24)
    }
}

struct ShareScreen: View {
    var body: some View {
        Color(uiColor: .systemBackground)
            .ignoresSafeArea()
            .sheet(isPresented: .constant(true)) {
                ShareSheet()
            }
    }
}
