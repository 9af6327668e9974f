#if canImport(SwiftUI)
import SwiftUI
#else
import SheetshotUI
#endif
#if canImport(OrangeDesignSystem)
import OrangeDesignSystem
#endif

// Screens using the seed components' own SwiftUI APIs (ODS's sheet modifiers, the Drawer), written as an
// app using them would be; this file sees only the SwiftUI surface.

/// A recipe list with ODS's standard sheet of options.
struct RecipesScreen: View {
    @State var isOpen: Bool

    var body: some View {
        NavigationStack {
            List(["Summer salad", "Broccoli soup", "Pesto farfalle", "Fig sponge cake"], id: \.self) { Text($0) }
                .navigationTitle("Recipes")
        }
        .odsBottomSheetStandard(isOpen: $isOpen, title: "Customize", accessibilityStateLabels: ("Options, open", "Options, closed"),
                                icon: Image(systemName: "chevron.up")) {
            VStack(alignment: .leading, spacing: 12) {
                Toggle("Vegetarian", isOn: .constant(true))
                Toggle("Under 30 minutes", isOn: .constant(false))
            }
            .padding(16)
        }
    }
}

/// A map-like screen with ODS's expanding sheet of filters.
struct FiltersScreen: View {
    @State var size: ODSBottomSheetSize

    var body: some View {
        ZStack {
            LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
            Text("Stores near you").font(.title.bold()).foregroundStyle(.white)
        }
        .odsBottomSheetExpanding(title: "Filters", subtitle: "3 selected", bottomSheetSize: $size) {
            List {
                Text("Open now")
                Text("Within 2 km")
                Text("Accessible")
            }
            .listStyle(.plain)
        }
    }
}

/// A screen with the Drawer pinned to an edge.
struct DrawerScreen: View {
    var placement: DrawerPlacement

    var body: some View {
        ZStack {
            Color(.systemTeal).ignoresSafeArea()
            Drawer {
                VStack(spacing: 12) {
                    Text("Settings").bold()
                    Toggle("Show traffic", isOn: .constant(true))
                }
                .padding(25)
            } handle: { placement in
                Capsule()
                    .fill(.secondary)
                    .frame(width: placement == .bottom || placement == .top ? 36 : 5,
                           height: placement == .bottom || placement == .top ? 5 : 36)
                    .padding(8)
            }
            .placement(placement)
            .cornerRadius(35)
            .panelStyle(.regularMaterial)
            .detents([.small, .medium, .large])
            .interactiveDetents([.large])
        }
    }
}
