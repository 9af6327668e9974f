import Foundation
import SheetshotUI
import SheetshotUISnapshotTesting
import StoreKit
import Testing

/// A StoreKit configuration as Xcode writes one: a consumable, a non-consumable and a subscription group of
/// two plans, the monthly one with a free trial.
private let configuration = """
{
  "identifier": "7C2B1E5A", "nonRenewingSubscriptions": [],
  "products": [
    {"displayPrice": "0.99", "familyShareable": false, "internalID": "1", "localizations": [
       {"description": "A handful of seeds for the feeder.", "displayName": "Seeds", "locale": "en_US"},
       {"description": "Une poignée de graines.", "displayName": "Graines", "locale": "fr"}],
     "productID": "seeds", "referenceName": "Seeds", "type": "Consumable"},
    {"displayPrice": "4.99", "familyShareable": true, "internalID": "2", "localizations": [
       {"description": "Every decoration, forever.", "displayName": "Decoration Pack", "locale": "en_US"}],
     "productID": "decorations", "referenceName": "Decorations", "type": "NonConsumable"}
  ],
  "settings": {"_storefront": "USA"},
  "subscriptionGroups": [{"id": "G1", "localizations": [], "name": "Backyard Pass", "subscriptions": [
    {"displayPrice": "49.99", "familyShareable": false, "groupNumber": 1, "internalID": "3",
     "localizations": [{"description": "Best value", "displayName": "Yearly", "locale": "en_US"}],
     "productID": "pass.yearly", "recurringSubscriptionPeriod": "P1Y", "referenceName": "Yearly", "subscriptionGroupID": "G1",
     "type": "RecurringSubscription"},
    {"displayPrice": "4.99", "familyShareable": false, "groupNumber": 2, "internalID": "4",
     "introductoryOffer": {"internalID": "5", "paymentMode": "free", "subscriptionPeriod": "P1M"},
     "localizations": [{"description": "Month by month", "displayName": "Monthly", "locale": "en_US"}],
     "productID": "pass.monthly", "recurringSubscriptionPeriod": "P1M", "referenceName": "Monthly", "subscriptionGroupID": "G1",
     "type": "RecurringSubscription"}
  ]}],
  "version": {"major": 3, "minor": 0}
}
"""

private func write(_ text: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).storekit")
    try Data(text.utf8).write(to: file)
    return file.path
}

/// A shop screen with StoreKit's three views.
private struct Shop: View {
    var body: some View {
        VStack(spacing: 0) {
            ProductView(id: "decorations") {
                Image(systemName: "sparkles").resizable().scaledToFit().foregroundStyle(.orange)
            }
            .padding()
            StoreView(ids: ["seeds", "decorations"]).frame(height: 150)
            SubscriptionStoreView(groupID: "G1") {
                VStack(spacing: 6) {
                    Image(systemName: "bird.fill").font(.system(size: 44)).foregroundStyle(.tint)
                    Text("Backyard Pass").font(.title.bold())
                    Text("Unlimited backyards").foregroundStyle(.secondary)
                }
            }
        }
    }
}

@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct StoreKitTests {
    /// The configuration, in use only for what each test runs (other suites running at the same time — the
    /// app route's, with its app's own `.storekit` file — see theirs).
    let path: String
    init() throws { path = try write(configuration) }

    /// StoreKit's views show the configuration's products as Xcode's previews do: names and descriptions in
    /// en_US, US prices, a subscription's period, the plans by level with "Try It Free" for a free trial.
    @Test func storeViewsAreFilledFromTheConfiguration() throws {
        try StoreKitConfiguration.using(path) {
            assertSnapshot(of: Shop(), as: .image(on: .iPhone15Pro, scale: 1), named: "store-views")
            let dump = try ViewRenderer.accessibilityDump(Shop(), on: .iPhone15Pro)
            for text in ["Decoration Pack", "Every decoration, forever.", "$4.99", "Seeds", "$0.99", "Yearly", "$49.99/year", "Monthly", "$4.99/month"] {
                #expect(dump.contains(text), "\(text): \(dump)")
            }
            #expect(!(try ViewRenderer.layoutDump(Shop(), on: .iPhone15Pro)).contains("Warnings"))
        }
    }

    @Test func productsAndTheirDetails() async throws {
        try await StoreKitConfiguration.using(path) { try await checkProducts() }
    }

    private func checkProducts() async throws {
        let products = try await Product.products(for: ["pass.monthly", "seeds", "unknown"])
        #expect(products.map(\.id) == ["seeds", "pass.monthly"])
        let monthly = try #require(products.last)
        #expect(monthly.type == .autoRenewable && monthly.price == Decimal(string: "4.99") && monthly.displayPrice == "$4.99")
        #expect(monthly.subscription?.subscriptionPeriod.unit == .month && monthly.subscription?.introductoryOffer?.paymentMode == .freeTrial)
        #expect(products.first?.displayName == "Seeds")
        // Nothing is bought: the user cancels, and there are no transactions.
        guard case .userCancelled = try await monthly.purchase() else { Issue.record("a purchase went through"); return }
        var updates = 0
        for await _ in Transaction.updates { updates += 1 }
        #expect(updates == 0)
        #expect(await Transaction.currentEntitlement(for: "decorations") == nil)
    }

    /// A product the configuration lacks is drawn loading, with a warning naming it.
    @Test func aMissingProductIsDrawnLoadingAndNamed() throws {
        let dump = try StoreKitConfiguration.using(path) { try ViewRenderer.layoutDump(ProductView(id: "gold.coins"), on: .iPhoneSE) }
        #expect(dump.contains("StoreKit: \"gold.coins\" not in the StoreKit configuration"), "\(dump)")
    }

    /// A bad configuration is an error naming the file and what is wrong.
    @Test func aBadConfigurationSaysWhatIsWrong() throws {
        let cases: [(String, String)] = [
            (#"{"products": [{"displayPrice": "1e308", "productID": "x", "type": "Consumable"}]}"#, "product x has the price \"1e308\""),
            (#"{"products": [{"displayPrice": "1", "type": "Consumable"}]}"#, "has a product with no productID"),
            (#"{"products": [{"displayPrice": "1", "productID": "y", "type": "Gadget"}]}"#, "product y has the type \"Gadget\""),
            (#"{"subscriptionGroups": [{"id": "G", "subscriptions": [{"displayPrice": "1", "productID": "z", "recurringSubscriptionPeriod": "P1Fortnight"}]}]}"#,
             "subscription z has the period \"P1Fortnight\""),
            ("[1, 2]", "is not a JSON object"),
        ]
        for (text, message) in cases {
            #expect { try StoreKitConfiguration.using(try write(text)) {} } throws: { "\($0)".contains(message) }
        }
        let huge = try write(String(repeating: " ", count: StoreKitConfiguration.maximumBytes + 1))
        #expect { try StoreKitConfiguration.using(huge) {} } throws: { "\($0)".contains("more than the") }
    }
}
