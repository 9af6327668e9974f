#if canImport(SwiftUI)
import SwiftUI
#else
import SheetshotUI
#endif

// A SwiftUI sheet for the swift-snapshot-testing route's tests; this file sees only the SwiftUI surface.

/// A host screen presenting a tip sheet at the medium detent.
struct TipHost: View {
    @State var showsTip = true
    var title = "Tip jar"

    var body: some View {
        NavigationStack {
            List {
                Text("Coffee")
                Text("Lunch")
            }
            .navigationTitle("Tips")
        }
        .sheet(isPresented: $showsTip) {
            VStack(alignment: .leading, spacing: 16) {
                Text(title)
                    .font(.title2.bold())
                    .accessibilityAddTraits(.isHeader)
                Toggle("Round up", isOn: .constant(true))
                Button("Send tip") {}
                    .buttonStyle(.borderedProminent)
            }
            .padding()
            .presentationDetents([.medium])
        }
    }
}

/// A view SheetshotUI cannot draw as iOS would: a pushed screen, which it does not draw yet (reported).
struct UndrawableTitle: View {
    var body: some View {
        NavigationStack {
            Label("Total", systemImage: "cart").navigationDestination(isPresented: .constant(true)) { Text("Receipt") }
        }
    }
}
