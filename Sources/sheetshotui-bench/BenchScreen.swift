import SheetshotUI

// The screen `sheetshotui-bench` times: the SwiftUI quickstart's order screen with its tip sheet
// presented at the medium detent — a navigation stack, an inset-grouped list, a toolbar button, and a
// sheet holding texts, a symbol, a segmented picker, a switch and a prominent button. It is what a
// typical snapshot of a screen with a sheet draws.

/// An order screen that asks for a tip in a sheet at the medium detent.
struct BenchOrderScreen: View {
    @State private var showsTip = true
    let total = 18.40

    var body: some View {
        NavigationStack {
            List {
                Section("Your order") {
                    BenchOrderRow(title: "Flat white", price: 4.20)
                    BenchOrderRow(title: "Banana bread", price: 3.80)
                    BenchOrderRow(title: "Lunch special", price: 10.40)
                }
            }
            .navigationTitle("Checkout")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Tip", systemImage: "heart") { showsTip = true }
                }
            }
        }
        .sheet(isPresented: $showsTip) {
            BenchTipSheet(total: total)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
    }
}

/// A row of the order: what and how much.
struct BenchOrderRow: View {
    let title: String
    let price: Double

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(price, format: .currency(code: "EUR"))
                .foregroundStyle(.secondary)
                .monospacedDigit()
        }
    }
}

/// The sheet: a choice of tip, a switch and the button that sends it.
struct BenchTipSheet: View {
    let total: Double
    @State private var percent = 15
    @State private var roundUp = true
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Leave a tip").font(.title2.bold())
                    Text("Every cent goes to the team.").font(.subheadline).foregroundStyle(.secondary)
                }
                .layoutPriority(1)
                Spacer()
                Button { dismiss() } label: {
                    Image(systemName: "xmark.circle.fill").font(.title2).foregroundStyle(.secondary)
                }
                .accessibilityLabel("Close")
            }
            Picker("Tip", selection: $percent) {
                ForEach([10, 15, 20], id: \.self) { Text("\($0) %").tag($0) }
            }
            .pickerStyle(.segmented)
            Toggle("Round up to the next euro", isOn: $roundUp)
            Button { dismiss() } label: {
                Text("Add \(tip, format: .currency(code: "EUR"))").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding(24)
    }

    private var tip: Double {
        let exact = total * Double(percent) / 100
        return roundUp ? (total + exact).rounded(.up) - total : exact
    }
}
