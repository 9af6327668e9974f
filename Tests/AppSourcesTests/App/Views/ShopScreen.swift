import SwiftUI
import StoreKit

// A shop as an app writes one: its product comes from the app's StoreKit configuration file.
struct ShopScreen: View {
    @Environment(\.requestReview) private var requestReview
    var body: some View {
        List {
            ProductView(id: "fixture.coins")
            Button("Rate the app") { requestReview() }
        }
        .task {
            for await update in StoreKit.Transaction.updates { _ = try? update.payloadValue }
        }
    }
}
