#if canImport(SwiftUI)
import SwiftUI
#else
import SheetshotUI
#endif

// Views written as iOS code is written; this file sees only the SwiftUI surface (the conditional import).

struct LibraryRow: View {
    let title: String
    let count: Int

    var body: some View {
        HStack(spacing: 12) {
            Text(title)
            Spacer()
            Text("\(count)")
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 60)
    }
}

#Preview("Artists") {
    LibraryRow(title: "Artists", count: 312)
}

#Preview("Albums, fitted", traits: .sizeThatFitsLayout) {
    LibraryRow(title: "Albums", count: 1048)
}

struct Fruit: Identifiable {
    let name: String
    var id: String { name }
}

enum Mode { case empty, one, many }

struct ControlFlow: View {
    var showBadge: Bool
    var mode: Mode
    var subtitle: String?
    let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]

    var body: some View {
        VStack(alignment: .leading) {
            if showBadge {
                Text("Badge")
            } else {
                Text("No badge")
            }
            switch mode {
            case .empty: EmptyView()
            case .one: Text("One")
            case .many:
                Text("Many")
                Text("More")
            }
            if let subtitle {
                Text(subtitle)
            }
            ForEach(fruits) { fruit in
                Text(fruit.name)
            }
            ForEach(["x", "y"], id: \.self) { Text($0) }
            ForEach(0..<2) { i in
                Text("Row \(i)")
            }
            Group {
                Text("In a group")
            }
        }
    }
}

struct SchemeReader: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var size

    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "dark" : "light")
            Text(size.isAccessibilitySize ? "accessibility" : "standard")
        }
    }
}

struct Styles: View {
    var body: some View {
        VStack {
            Text("Inherits")
            Text("Own").foregroundColor(.red)
        }
        .foregroundStyle(.secondary)
        .font(.footnote)
    }
}

struct Card: ViewModifier {
    var cornerRadius: CGFloat

    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(Color(uiColor: .secondarySystemGroupedBackground))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}

struct CardView: View {
    var body: some View {
        Text("Card").modifier(Card(cornerRadius: 12))
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

struct Counter: View {
    @State private var count = 3
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Text("Count \(count)")
            Text(isOn ? "on" : "off")
        }
    }
}

/// A screen pushed onto a navigation stack, which SheetshotUI does not draw yet (reported, never drawn
/// otherwise).
struct PushedScreen: View {
    var body: some View {
        NavigationStack {
            Text("List").navigationDestination(isPresented: .constant(true)) { Text("Detail") }
        }
    }
}

struct SampleLibraryScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Library").font(.largeTitle.bold())
            ForEach(["Playlists", "Artists", "Albums"], id: \.self) { name in
                LibraryRow(title: name, count: name.count * 17)
                    .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
            }
            HStack(spacing: 12) {
                Circle().fill(.red).frame(width: 40, height: 40)
                Capsule()
                    .fill(LinearGradient(colors: [.indigo, .purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 120, height: 40)
                Triangle().stroke(.green, lineWidth: 3).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8).stroke(.tint, lineWidth: 2).frame(width: 40, height: 40)
            }
            CardView()
            Text("A footnote long enough to wrap onto a second line in the footnote style.")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding(20)
        .background(Color(uiColor: .systemGroupedBackground))
    }
}

/// Every symbol SheetshotUI draws, in rows, regular and bold.
struct SymbolSheet: View {
    let names: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(Array(stride(from: 0, to: names.count, by: 8)), id: \.self) { start in
                HStack(spacing: 10) {
                    ForEach(names[start..<min(start + 8, names.count)], id: \.self) { name in
                        VStack(spacing: 4) {
                            Image(systemName: name)
                            Image(systemName: name).fontWeight(.bold).foregroundStyle(.tint)
                        }
                        .frame(width: 34, height: 52)
                    }
                }
            }
        }
        .padding(12)
    }
}

struct SymbolsInText: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Include link", systemImage: "link")
            Label("Downloaded", systemImage: "arrow.down.circle").font(.title3)
            Label("Nearby", systemImage: "mappin.circle.fill").foregroundStyle(.red)
            HStack { Image(systemName: "xmark.circle.fill").font(.title); Image(systemName: "play.fill").imageScale(.large) }
        }
    }
}

struct UnknownSymbol: View {
    var body: some View { Image(systemName: "no.such.symbol") }
}

enum SortOrder: String, CaseIterable, Identifiable {
    case title = "Title", artist = "Artist", recent = "Recent"
    var id: Self { self }
}

/// Controls as a filter sheet's content uses them.
struct ControlsSample: View {
    @State private var sortOrder = SortOrder.artist
    @State private var onlyDownloaded = true
    @State private var includeLink = false
    @State private var volume = 0.6

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Filters").font(.title2.bold())
                Spacer()
                Button("Done") {}.fontWeight(.semibold)
            }
            Picker("Sort by", selection: $sortOrder) {
                ForEach(SortOrder.allCases) { order in
                    Text(order.rawValue).tag(order)
                }
            }
            .pickerStyle(.segmented)
            Toggle("Downloaded only", isOn: $onlyDownloaded)
            Toggle(isOn: $includeLink) { Label("Include link", systemImage: "link") }
            Divider()
            ProgressView(value: 83.0, total: 245.0)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Delete", role: .destructive) {}
                Button {} label: { Image(systemName: "xmark") }.buttonStyle(.plain)
                ProgressView()
            }
            Button {} label: {
                Text("Copy Link").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Button("Styled") {}.buttonStyle(CapsuleStyle())
            Spacer()
        }
        .padding(20)
    }
}

struct CapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .foregroundStyle(.white)
            .background(Capsule().fill(.purple))
    }
}

struct MenuPicker: View {
    @State private var order = SortOrder.title
    var body: some View {
        Picker("Sort by", selection: $order) {
            ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
        }
    }
}

/// A square of colour with a symbol in the middle, like a cover image: a gradient clipped to a rounded
/// rectangle.
struct Swatch: View {
    var cornerRadius: CGFloat
    var symbol = "photo"

    var body: some View {
        ZStack {
            LinearGradient(colors: [.teal, .blue, .indigo], startPoint: .top, endPoint: .bottom)
            Image(systemName: symbol).font(.title).foregroundStyle(.white)
        }
        .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}

struct ShadowSample: View {
    var body: some View {
        VStack(spacing: 40) {
            Swatch(cornerRadius: 20)
                .frame(width: 180, height: 180)
                .shadow(color: .black.opacity(0.2), radius: 16, y: 8)
            Text("Shadow of text")
                .font(.title.bold())
                .shadow(radius: 4, x: 2, y: 2)
        }
    }
}

/// A hand-made card in a ZStack placed by a GeometryReader, a horizontal scroll row and a square artwork,
/// as MapSheet and ShareSheet lay theirs out.
struct GeometrySample: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.85, green: 0.92, blue: 0.85), Color(red: 0.78, green: 0.86, blue: 0.95)],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            GeometryReader { proxy in
                VStack(alignment: .leading, spacing: 12) {
                    Capsule().fill(Color.secondary.opacity(0.5)).frame(width: 40, height: 5).frame(maxWidth: .infinity)
                    Text("Nearby").font(.title2.bold())
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 12) {
                            ForEach(0..<6) { i in
                                Swatch(cornerRadius: 10).aspectRatio(1, contentMode: .fit).frame(height: 64)
                            }
                        }
                    }
                    Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) points").font(.footnote).foregroundStyle(.secondary)
                    Spacer(minLength: 0)
                }
                .padding(20)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .background(Color(uiColor: .secondarySystemGroupedBackground))
                .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
                .shadow(color: .black.opacity(0.15), radius: 12, y: -2)
                .offset(y: proxy.size.height * 0.5)
            }
        }
    }
}

/// A settings screen: a navigation stack with a large title and a toolbar button over an inset-grouped list
/// with section headers, symbols, values and a footer.
struct SettingsNavigation: View {
    @State private var crossfade = true
    private let rows: [(symbol: String, title: String, value: String)] = [
        ("speaker.wave.2.fill", "Volume", "80 %"),
        ("music.note", "Quality", "Lossless"),
        ("arrow.down.circle", "Downloads", "87"),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Playback") {
                    ForEach(rows, id: \.title) { row in
                        Label(row.title, systemImage: row.symbol)
                            .badge(row.value)
                    }
                    Toggle("Crossfade", isOn: $crossfade)
                }
                Section {
                    Text("Storage")
                    Text("Privacy")
                } footer: {
                    Text("Downloads are kept until you remove them.")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Edit") {}
                }
            }
        }
    }
}

struct InlineTitle: View {
    var body: some View {
        NavigationStack {
            List { Text("One"); Text("Two") }
                .listStyle(.plain)
                .navigationTitle("Inline")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
        }
    }
}

/// A plain screen presenting a fixed-height sheet with a custom corner radius, no grabber.
struct FixedHeightSheet: View {
    var body: some View {
        Color(uiColor: .systemBackground)
            .ignoresSafeArea()
            .sheet(isPresented: .constant(true)) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Share Playlist").font(.headline)
                    Text("24 songs").font(.subheadline).foregroundStyle(.secondary)
                    Spacer()
                }
                .padding(20)
                .presentationDetents([.height(340)])
                .presentationCornerRadius(24)
            }
    }
}
