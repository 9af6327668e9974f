#if canImport(SwiftUI)
import SwiftUI
#else
import SheetshotUI
#endif

// A shop's cart, written as an iOS 17 module is written (this file sees only the SwiftUI surface): the sheet
// issue 45 is about, presented at the medium detent with a list and a bar inset at its bottom.

struct CartItem: Identifiable {
    let name: String
    let price: Decimal
    var id: String { name }
}

let cartItems = [
    CartItem(name: "AirPods Pro", price: 249), CartItem(name: "MagSafe Charger", price: 39),
    CartItem(name: "USB-C Cable", price: 19), CartItem(name: "Apple Watch Band", price: 49),
    CartItem(name: "iPhone Case", price: 59), CartItem(name: "AirTag", price: 29),
    CartItem(name: "Power Adapter", price: 19), CartItem(name: "Screen Protector", price: 15),
]

struct CartSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(cartItems) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text(item.price, format: .currency(code: "USD"))
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Cart")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                } label: {
                    Text("Checkout").frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding()
                .background(.bar)
                .accessibilityIdentifier("checkout")
            }
        }
    }
}

struct ShopScreen: View {
    var detents: Set<PresentationDetent> = [.medium, .large]
    var scheme: ColorScheme? = nil

    var body: some View {
        NavigationStack {
            List {
                Section("Featured") {
                    Text("AirPods Pro")
                    Text("Apple Watch")
                }
            }
            .navigationTitle("Shop")
        }
        .sheet(isPresented: .constant(true)) {
            CartSheet()
                .presentationDetents(detents)
        }
        .preferredColorScheme(scheme)
    }
}

/// A detent of its own, written as Apple's documentation writes one: three fifths of the large height.
struct ThreeFifthsDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.6 }
}

/// The cart presented at one detent (`selection` picks it among `detents`), its content's swipes resizing
/// the sheet or scrolling.
struct CartAtDetent: View {
    let detents: Set<PresentationDetent>
    let shown: PresentationDetent
    var interaction: PresentationContentInteraction = .automatic

    var body: some View {
        Color.white.ignoresSafeArea()
            .sheet(isPresented: .constant(true)) {
                CartSheet()
                    .presentationDetents(detents, selection: .constant(shown))
                    .presentationContentInteraction(interaction)
            }
    }
}

/// A screen that prefers a colour scheme (nil: none) and presents a sheet whose content may prefer another.
struct SchemedPresenter: View {
    var screen: ColorScheme?
    var sheet: ColorScheme? = nil

    var body: some View {
        VStack {
            Text("Orders")
                .preferredColorScheme(screen)
            Spacer()
        }
        .sheet(isPresented: .constant(true)) {
            SystemBackgrounds()
                .preferredColorScheme(sheet)
                .presentationDetents([.medium])
        }
    }
}

/// The system backgrounds side by side, in bands 40 points tall from the top: plain, secondary, tertiary,
/// grouped, secondary grouped, tertiary grouped.
struct SystemBackgrounds: View {
    var body: some View {
        VStack(spacing: 0) {
            Color(uiColor: .systemBackground).frame(height: 40)
            Color(uiColor: .secondarySystemBackground).frame(height: 40)
            Color(uiColor: .tertiarySystemBackground).frame(height: 40)
            Color(uiColor: .systemGroupedBackground).frame(height: 40)
            Color(uiColor: .secondarySystemGroupedBackground).frame(height: 40)
            Color(uiColor: .tertiarySystemGroupedBackground).frame(height: 40)
            Color.blue.frame(height: 40)
            Spacer()
        }
    }
}

/// The backgrounds on the screen, in a sheet and in a full-screen cover.
struct BackgroundsEverywhere: View {
    var place: String

    var body: some View {
        switch place {
        case "sheet":
            Color.clear.sheet(isPresented: .constant(true)) { SystemBackgrounds().presentationDetents([.large]) }
        case "cover":
            Color.clear.fullScreenCover(isPresented: .constant(true)) { SystemBackgrounds() }
        default:
            SystemBackgrounds()
        }
    }
}

/// What the sheet's content reads of the environment the presenter wrote.
struct EnvironmentReader: View {
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var size
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Text("\(locale.identifier) \(String(describing: size)) \(scheme == .dark ? "dark" : "light")")
            .accessibilityIdentifier("reader")
    }
}

struct EnvironmentWritingPresenter: View {
    var body: some View {
        Text("Screen")
            .sheet(isPresented: .constant(true)) {
                EnvironmentReader().presentationDetents([.medium])
            }
            .environment(\.locale, Locale(identifier: "de_DE"))
            .dynamicTypeSize(.accessibility1)
            .environment(\.colorScheme, .dark)
    }
}

/// Forty red bands 40 points tall in a scroll view: more than a screen holds.
struct LongScroll: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { _ in Color.red.frame(height: 40) }
            }
        }
    }
}

/// A stack whose bar shows its background at rest, in a colour.
struct VisibleBarBackground: View {
    var body: some View {
        NavigationStack {
            List { Text("Inbox") }
                .navigationTitle("Mail")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(Color.orange, for: .navigationBar)
        }
    }
}

/// A detail sheet that presents an edit sheet — at `editDetent` — or a full-screen cover.
struct DetailPresentingEdit: View {
    var editDetent: PresentationDetent = .large
    var cover = false

    var body: some View {
        NavigationStack {
            List { Text("Orders") }.navigationTitle("Shop")
        }
        .sheet(isPresented: .constant(true)) {
            VStack(alignment: .leading) {
                Text("AirPods Pro").font(.title.bold())
                Text("In your cart").foregroundStyle(.secondary)
                Spacer()
            }
            .padding(24)
            .frame(maxWidth: .infinity, alignment: .leading)
            .presentationDetents([.medium])
            .sheet(isPresented: .constant(!cover)) {
                NavigationStack {
                    Form { TextField("Name", text: .constant("AirPods Pro")) }
                        .navigationTitle("Edit")
                        .navigationBarTitleDisplayMode(.inline)
                }
                .presentationDetents([editDetent])
                .accessibilityIdentifier("edit")
            }
            .fullScreenCover(isPresented: .constant(cover)) {
                Color.orange.ignoresSafeArea()
            }
        }
    }
}

/// A sheet that presents itself again, without end.
struct EndlessSheets: View {
    var level = 0
    var body: some View {
        Text("Level \(level)").sheet(isPresented: .constant(true)) { EndlessSheets(level: level + 1) }
    }
}

/// A detail sheet whose button presents the edit sheet, and whose edit sheet's Done dismisses it.
struct DetailWithEditButton: View {
    @State private var editing = false

    var body: some View {
        Color.white.ignoresSafeArea()
            .sheet(isPresented: .constant(true)) {
                Button("Edit") { editing = true }
                    .presentationDetents([.medium])
                    .sheet(isPresented: $editing) {
                        Button("Done") { editing = false }.presentationDetents([.fraction(0.3)])
                    }
            }
    }
}

/// A cart row as a shop writes it: the name, a spacer, the price in bold.
struct PriceRow: View {
    var body: some View {
        List {
            HStack {
                Text("AirPods Pro").font(.headline)
                Spacer()
                Text(Decimal(249), format: .currency(code: "USD")).bold()
            }
        }
    }
}

/// A large detail sheet that presents a large edit sheet.
struct LargeOverLarge: View {
    var body: some View {
        NavigationStack { List { Text("Orders") }.navigationTitle("Shop") }
            .sheet(isPresented: .constant(true)) {
                NavigationStack { List { Text("AirPods Pro") }.navigationTitle("Detail") }
                    .presentationDetents([.large])
                    .sheet(isPresented: .constant(true)) {
                        NavigationStack { Form { Text("Name") }.navigationTitle("Edit").navigationBarTitleDisplayMode(.inline) }
                    }
            }
    }
}

/// A sheet whose content prefers dark and presents a sheet in turn.
struct DarkSheetPresentingASheet: View {
    var body: some View {
        Color.white.ignoresSafeArea()
            .sheet(isPresented: .constant(true)) {
                Text("Detail")
                    .presentationDetents([.medium])
                    .preferredColorScheme(.dark)
                    .sheet(isPresented: .constant(true)) { SystemBackgrounds().presentationDetents([.fraction(0.3)]) }
            }
    }
}

/// Apple's profile host, as its tutorial writes it: the summary while not editing, the editor while editing,
/// an `EditButton` switching.
struct ProfileHostLike: View {
    @Environment(\.editMode) var editMode

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Spacer()
                EditButton()
            }
            if editMode?.wrappedValue == .inactive {
                Text("Summary")
            } else {
                Text("Editor")
            }
        }
        .padding()
    }
}

/// A style that wraps the native switch, as a public style library does.
struct LabelledSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark" : "xmark")
            Toggle(isOn: configuration.$isOn) { configuration.label }
        }
    }
}

/// A button style whose body is a button.
struct PaddedButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }.padding(8)
    }
}

/// A progress style whose body is a progress view.
struct FramedProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(value: configuration.fractionCompleted ?? 0).padding(4).border(Color.gray)
    }
}

/// A split view's sidebar of labels, the second tinted with `listItemTint`, and a plain list of the same.
struct SidebarLabels: View {
    var sidebar = true

    var body: some View {
        if sidebar {
            NavigationSplitView {
                List {
                    Label("Favorites", systemImage: "star")
                    Label("Recents", systemImage: "clock").listItemTint(.orange)
                }
            } detail: {
                Text("Detail")
            }
        } else {
            List {
                Label("Favorites", systemImage: "star")
            }
        }
    }
}
