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

/// The cart presented at one detent (`selection` picks it among `detents`).
struct CartAtDetent: View {
    let detents: Set<PresentationDetent>
    let shown: PresentationDetent

    var body: some View {
        Color.white.ignoresSafeArea()
            .sheet(isPresented: .constant(true)) {
                CartSheet().presentationDetents(detents, selection: .constant(shown))
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
