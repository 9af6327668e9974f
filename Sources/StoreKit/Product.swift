import Foundation
@_spi(Facades) import SheetshotUI

// StoreKit's names that view code uses. Products come from the app's StoreKit configuration file (see
// `StoreKitConfiguration`), as in Xcode's previews; a picture buys nothing: a purchase is cancelled by the
// user, there are no transactions or entitlements, and the transaction streams end at once.

/// A product of the App Store (StoreKit's `Product`), from the app's StoreKit configuration.
public struct Product: Identifiable, Hashable, Sendable {
    /// The product identifier.
    public let id: String
    /// What kind of product it is.
    public let type: ProductType
    /// Its name, in en_US.
    public let displayName: String
    /// Its description, in en_US.
    public let description: String
    /// Its price.
    public let price: Decimal
    /// Its price as the store shows it ("$4.99", in the configuration's US storefront).
    public let displayPrice: String
    /// Whether family sharing is on.
    public let isFamilyShareable: Bool
    /// A subscription's details (nil for other products).
    public let subscription: SubscriptionInfo?

    /// How the price is formatted.
    public var priceFormatStyle: Decimal.FormatStyle.Currency { Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US")) }

    /// `price` as the US storefront shows it.
    static func format(_ price: Decimal) -> String {
        price.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
    }

    /// The configuration's products with these identifiers, in the configuration's order (those it lacks
    /// are left out, as the store leaves out unknown identifiers).
    /// - Throws: `StoreKitConfigurationError` when the configuration cannot be read.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product] where Identifiers.Element == String {
        let wanted = Set(identifiers)
        return try StoreKitConfiguration.catalogue().products.filter { wanted.contains($0.id) }
    }

    /// Buys the product: in a picture the user cancels.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }
    /// The transaction that entitles the user to it: none.
    public var currentEntitlement: VerificationResult<Transaction>? { get async { nil } }
    /// Its latest transaction: none.
    public var latestTransaction: VerificationResult<Transaction>? { get async { nil } }

    /// Kinds of product.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Bought again each time it is used up (coins, lives).
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once and kept (a feature unlocked).
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A subscription that renews itself each period.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        /// A subscription for a set time, bought again to extend it.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }

    /// An option of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        /// The app's account token for the purchase.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken \(token)") }
        /// How many to buy.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity \(quantity)") }
        /// Simulates Ask to Buy.
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption { PurchaseOption(name: "askToBuy \(simulatesAskToBuy)") }
    }

    /// What a purchase gave.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// A subscription's details.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// Its group.
        public let subscriptionGroupID: String
        /// How long a period is.
        public let subscriptionPeriod: SubscriptionPeriod
        /// Its introductory offer, if any.
        public let introductoryOffer: SubscriptionOffer?
        /// Its promotional offers (none in a picture's configuration).
        public var promotionalOffers: [SubscriptionOffer] { [] }
        /// Its level in the group (1 highest).
        public let groupLevel: Int
        /// Whether the user may have the introductory offer: yes (nobody has subscribed).
        public var isEligibleForIntroOffer: Bool { get async { true } }
        /// Whether the user of a group may have its introductory offer: yes.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { true }
        /// The user's subscription statuses: none.
        public var status: [Status] { get async throws { [] } }
        /// A subscription's status (never given: nobody has subscribed).
        public struct Status: Hashable, Sendable {
            /// Its state.
            public let state: RenewalState
        }
        /// Subscription states.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// The subscription is active.
            public static let subscribed = RenewalState(rawValue: 1)
            /// The subscription has ended.
            public static let expired = RenewalState(rawValue: 2)
            /// A renewal payment failed and is being retried; access has stopped.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// A renewal payment failed and is being retried; access continues meanwhile.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// The App Store took the subscription back (a refund).
            public static let revoked = RenewalState(rawValue: 5)
        }
    }

    /// A subscription's period: `value` units.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// How many units.
        public let value: Int
        /// The unit.
        public let unit: Unit
        /// Units of a period.
        public enum Unit: Int, Hashable, Sendable {
            case day, week, month, year
            /// The unit's name, singular ("month").
            public var localizedDescription: String { ["day", "week", "month", "year"][rawValue] }
        }
        /// "1 month", "3 months", "1 year".
        public var localizedDescription: String { "\(value) \(unit.localizedDescription)\(value == 1 ? "" : "s")" }
        /// A period from an ISO 8601 duration (`P1M`, `P1Y`, `P1W`, `P3D`).
        init?(iso8601 text: String) {
            guard text.count >= 3, text.count <= 6, text.first == "P", let unit = ["D": Unit.day, "W": .week, "M": .month, "Y": .year][String(text.last!)],
                  let value = Int(text.dropFirst().dropLast()), value > 0, value < 1000 else { return nil }
            self.value = value; self.unit = unit
        }
        /// The values by name (as the framework names them).
        public static let weekly = SubscriptionPeriod(iso8601: "P1W")!, monthly = SubscriptionPeriod(iso8601: "P1M")!,
                           yearly = SubscriptionPeriod(iso8601: "P1Y")!
    }

    /// An offer on a subscription.
    public struct SubscriptionOffer: Hashable, Sendable {
        /// Its price, for each period.
        public let price: Decimal
        /// Its price as the store shows it.
        public let displayPrice: String
        /// Its period.
        public let period: SubscriptionPeriod
        /// How many periods.
        public let periodCount: Int
        /// How it is paid.
        public let paymentMode: PaymentMode
        /// Ways of paying for an offer.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The offer costs nothing for its period.
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            /// A lower price each period of the offer.
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            /// One lower price paid for the whole offer.
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
        }
    }
}

/// A purchase (StoreKit's `Transaction`): a picture has none.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The product bought.
    public let productID: String
    /// Its kind.
    public let productType: Product.ProductType
    /// When it was bought.
    public let purchaseDate: Date
    /// When it was refunded, if it was.
    public let revocationDate: Date?
    /// When a subscription expires.
    public let expirationDate: Date?
    /// Whether it was upgraded.
    public let isUpgraded: Bool
    /// Marks it delivered.
    public func finish() async {}

    /// Transactions as they happen: the stream ends at once (none happen in a picture).
    public static var updates: Transactions { Transactions() }
    /// The user's current entitlements: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Every transaction: none.
    public static var all: Transactions { Transactions() }
    /// Transactions not yet finished: none.
    public static var unfinished: Transactions { Transactions() }
    /// The entitlement for `productID`: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The latest transaction of `productID`: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A stream of transactions that ends at once.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// A value StoreKit checked the signature of.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)
    /// The value, checked or not.
    public var unsafePayloadValue: SignedType {
        switch self { case .verified(let v), .unverified(let v, _): return v }
    }
    /// The value, when it was checked.
    public var payloadValue: SignedType {
        get throws {
            switch self { case .verified(let v): return v; case .unverified(_, let e): throw e }
        }
    }
    /// Why a signature did not check.
    public enum VerificationError: Error, Sendable { case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties }
}

/// The App Store.
public enum AppStore {
    /// Whether the user may pay: yes.
    public static var canMakePayments: Bool { true }
    /// Syncs the user's purchases: there are none.
    public static func sync() async throws {}
    /// Asks the user to review the app: not in a picture.
    @MainActor public static func requestReview(in scene: UIWindowScene) {}
    /// Shows the subscriptions' management sheet: not in a picture.
    @MainActor public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}
}

/// StoreKit's review prompt (the pre-iOS 16 spelling): never shown in a picture.
public enum SKStoreReviewController {
    /// Asks for a review: not in a picture.
    @MainActor public static func requestReview() {}
    /// Asks for a review in `windowScene`: not in a picture.
    @MainActor public static func requestReview(in windowScene: UIWindowScene) {}
}

/// Asks the user to review the app (`@Environment(\.requestReview)`): nothing is shown in a picture.
public struct RequestReviewAction: Sendable {
    /// Asks for a review.
    @MainActor public func callAsFunction() {}
}

/// Buys a product (`@Environment(\.purchase)`): the user cancels in a picture.
public struct PurchaseAction: Sendable {
    /// Buys `product`: cancelled.
    @MainActor public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        .userCancelled
    }
}

extension EnvironmentValues {
    /// Asks the user to review the app (nothing is shown in a picture).
    public var requestReview: RequestReviewAction { RequestReviewAction() }
    /// Buys a product (the user cancels in a picture).
    public var purchase: PurchaseAction { PurchaseAction() }
}
