import Foundation
@_spi(Facades) import SheetshotUI
import Synchronization

/// An app's StoreKit configuration file (`.storekit`, Xcode's local test store): the products StoreKit's
/// views and `Product.products(for:)` show, as Xcode's previews fill them from the scheme's configuration.
/// The file is found among the app's resources (the app route copies it there; the first by name when there
/// are several), else registered here or named by `SHEETSHOT_STOREKIT`. Nothing in it is trusted: it is
/// sized before it is read, and a field of the wrong kind is an error naming the file and the product.
public enum StoreKitConfiguration {
    /// The environment variable naming a configuration file to use.
    public static let environmentVariable = "SHEETSHOT_STOREKIT"
    /// The largest configuration file read.
    public static let maximumBytes = 4 << 20

    /// Uses the configuration at `path` from now on (in place of one found among the resources).
    /// - Throws: `StoreKitConfigurationError` when it cannot be read.
    public static func register(_ path: String) throws {
        let read = try Catalogue.read(path)
        state.withLock { $0 = .read(read) }
    }

    /// Forgets a registered configuration (the resources are searched again).
    public static func reset() { state.withLock { $0 = .unread } }

    /// Runs `body` with the configuration at `path` in use for the code it runs (and the tasks it starts),
    /// whatever is registered: a test's own products, without changing what other tests running at the same
    /// time see.
    /// - Throws: `StoreKitConfigurationError` when the file cannot be read, or what `body` throws.
    public static func using<T>(_ path: String, _ body: () throws -> T) throws -> T {
        try $scoped.withValue(try Catalogue.read(path), operation: body)
    }

    /// Runs the asynchronous `body` with the configuration at `path` in use (see `using(_:_:)`).
    public static func using<T>(_ path: String, isolation: isolated (any Actor)? = #isolation,
                                _ body: () async throws -> T) async throws -> T {
        try await $scoped.withValue(try Catalogue.read(path), operation: body, isolation: isolation)
    }

    /// The configuration `using` put in use for the code running now.
    @TaskLocal private static var scoped: Catalogue?

    /// The products of the configuration in use (none without one).
    /// - Throws: `StoreKitConfigurationError` when the file found cannot be read.
    static func catalogue() throws -> Catalogue {
        if let scoped { return scoped }
        if case .read(let known) = state.withLock({ $0 }) { return known }
        if case .failed(let error) = state.withLock({ $0 }) { throw error }
        do {
            let found = try locate().map(Catalogue.read) ?? Catalogue(products: [], groups: [:], path: nil)
            state.withLock { $0 = .read(found) }
            return found
        } catch let error as StoreKitConfigurationError {
            state.withLock { $0 = .failed(error) }
            throw error
        }
    }

    private enum State { case unread, read(Catalogue), failed(StoreKitConfigurationError) }
    private static let state = Mutex(State.unread)

    /// The configuration file to read: `SHEETSHOT_STOREKIT`'s, else the first `.storekit` file among the
    /// resources, by name.
    private static func locate() -> String? {
        if let named = ProcessInfo.processInfo.environment[environmentVariable], !named.isEmpty { return named }
        for bundle in ResourceBundles.searched {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []
            if let file = names.filter({ $0.hasSuffix(".storekit") }).sorted().first { return bundle.appendingPathComponent(file).path }
        }
        return nil
    }

    /// A configuration's products, in the file's order, and its subscription groups' names by identifier.
    struct Catalogue: Sendable {
        var products: [Product]
        var groups: [String: String]
        var path: String?

        /// The product `id`, if the configuration has it.
        func product(_ id: String) -> Product? { products.first { $0.id == id } }

        /// Reads the configuration at `path`.
        static func read(_ path: String) throws -> Catalogue {
            func fail(_ why: String) -> StoreKitConfigurationError { StoreKitConfigurationError(path: path, reason: why) }
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            guard let size = attributes?[.size] as? Int, attributes?[.type] as? FileAttributeType == .typeRegular else {
                throw fail("is not a file that can be read")
            }
            guard size <= StoreKitConfiguration.maximumBytes else { throw fail("is \(size) bytes, more than the \(StoreKitConfiguration.maximumBytes) read") }
            guard let data = FileManager.default.contents(atPath: path),
                  let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { throw fail("is not a JSON object") }
            var products: [Product] = []
            var groups: [String: String] = [:]
            func product(_ entry: Any, _ kind: Product.ProductType?, group: String?) throws {
                guard let entry = entry as? [String: Any], let id = entry["productID"] as? String, !id.isEmpty else {
                    throw fail("has a product with no productID")
                }
                let typeName = entry["type"] as? String ?? ""
                let type = kind ?? ["Consumable": .consumable, "NonConsumable": .nonConsumable,
                                    "RecurringSubscription": .autoRenewable, "NonRenewingSubscription": .nonRenewable][typeName]
                guard let type else { throw fail("product \(id.prefix(80)) has the type \"\(typeName.prefix(40))\"") }
                let priceText = (entry["displayPrice"] as? String) ?? (entry["displayPrice"] as? NSNumber)?.stringValue ?? ""
                guard let price = Decimal(string: priceText, locale: Locale(identifier: "en_US_POSIX")), price >= 0, price < 1_000_000 else {
                    throw fail("product \(id.prefix(80)) has the price \"\(priceText.prefix(40))\", not a number of 0…999999")
                }
                let localizations = entry["localizations"] as? [[String: Any]] ?? []
                let text = localizations.first { $0["locale"] as? String == "en_US" } ?? localizations.first ?? [:]
                var subscription: Product.SubscriptionInfo?
                if type == .autoRenewable {
                    let periodText = entry["recurringSubscriptionPeriod"] as? String ?? ""
                    guard let period = Product.SubscriptionPeriod(iso8601: periodText) else {
                        throw fail("subscription \(id.prefix(80)) has the period \"\(periodText.prefix(40))\" (P1W, P1M, P1Y…)")
                    }
                    var offer: Product.SubscriptionOffer?
                    if let intro = entry["introductoryOffer"] as? [String: Any] {
                        let mode = intro["paymentMode"] as? String ?? ""
                        let offerPrice = Decimal(string: intro["displayPrice"] as? String ?? "0", locale: Locale(identifier: "en_US_POSIX")) ?? 0
                        let offerPeriod = Product.SubscriptionPeriod(iso8601: intro["subscriptionPeriod"] as? String ?? "") ?? period
                        offer = Product.SubscriptionOffer(price: offerPrice, displayPrice: Product.format(offerPrice), period: offerPeriod,
                                                          periodCount: (intro["numberOfPeriods"] as? Int) ?? 1,
                                                          paymentMode: ["free": .freeTrial, "payAsYouGo": .payAsYouGo, "payUpFront": .payUpFront][mode] ?? .freeTrial)
                    }
                    subscription = Product.SubscriptionInfo(subscriptionGroupID: group ?? entry["subscriptionGroupID"] as? String ?? "",
                                                            subscriptionPeriod: period, introductoryOffer: offer,
                                                            groupLevel: (entry["groupNumber"] as? Int) ?? 1)
                }
                products.append(Product(id: id, type: type, displayName: text["displayName"] as? String ?? id,
                                        description: text["description"] as? String ?? "", price: price, displayPrice: Product.format(price),
                                        isFamilyShareable: entry["familyShareable"] as? Bool ?? false, subscription: subscription))
            }
            for entry in root["products"] as? [Any] ?? [] { try product(entry, nil, group: nil) }
            for entry in root["nonRenewingSubscriptions"] as? [Any] ?? [] { try product(entry, .nonRenewable, group: nil) }
            for group in root["subscriptionGroups"] as? [[String: Any]] ?? [] {
                let groupID = group["id"] as? String ?? ""
                groups[groupID] = group["name"] as? String ?? ""
                for entry in group["subscriptions"] as? [Any] ?? [] { try product(entry, .autoRenewable, group: groupID) }
            }
            guard products.count <= 10_000 else { throw fail("lists \(products.count) products, more than 10000") }
            return Catalogue(products: products, groups: groups, path: path)
        }
    }
}

/// Why a StoreKit configuration file could not be read: the file and what is wrong.
public struct StoreKitConfigurationError: Error, CustomStringConvertible, Sendable {
    /// The file.
    public let path: String
    /// What is wrong.
    public let reason: String
    public var description: String { "StoreKit configuration \(path): \(reason)" }
}
