import SwiftUI

/// An order screen that asks for a tip in a sheet at the medium detent.
public struct TipJarScreen: View {
    @State private var showsTip: Bool
    private let total: Double

    public init(total: Double = 18.40, showsTip: Bool = true) {
        self.total = total
        _showsTip = State(initialValue: showsTip)
    }

    public var body: some View {
        NavigationStack {
            List {
                Section("Your order") {
                    LabeledRow(title: "Flat white", price: 4.20)
                    LabeledRow(title: "Banana bread", price: 3.80)
                    LabeledRow(title: "Lunch special", price: 10.40)
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
            TipSheet(total: total)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
    }
}

/// A row of the order: what and how much.
struct LabeledRow: View {
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

/// The sheet: a choice of tip, a note toggle and the button that sends it.
public struct TipSheet: View {
    let total: Double
    @State private var percent = 15
    @State private var roundUp = true
    @Environment(\.dismiss) private var dismiss

    public init(total: Double) { self.total = total }

    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Leave a tip")
                        .font(.title2.bold())
                    Text("Every cent goes to the team.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .layoutPriority(1)
                Spacer()
                Button { dismiss() } label: {
                    Image(systemName: "xmark.circle.fill")
                        .font(.title2)
                        .foregroundStyle(.secondary)
                }
                .accessibilityLabel("Close")
            }
            Picker("Tip", selection: $percent) {
                ForEach([10, 15, 20], id: \.self) { Text("\($0) %").tag($0) }
            }
            .pickerStyle(.segmented)
            Toggle("Round up to the next euro", isOn: $roundUp)
            Button {
                dismiss()
            } label: {
                Text("Add \(tip, format: .currency(code: "EUR"))")
                    .frame(maxWidth: .infinity)
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

#Preview("Tip sheet") {
    TipSheet(total: 18.40)
}

#Preview("Order with its tip sheet") {
    TipJarScreen()
}

#Preview("Order, no sheet, landscape", traits: .landscapeLeft) {
    TipJarScreen(showsTip: false)
}
