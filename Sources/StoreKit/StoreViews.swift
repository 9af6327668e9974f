import Foundation
@_spi(Facades) import SheetshotUI

// StoreKit's views (iOS 17), filled from the app's StoreKit configuration as Xcode's previews fill them: a
// product's name, description and price, a store's products, a subscription group's plans with the
// subscribe button. Nothing is bought in a picture. A product the configuration lacks is drawn as StoreKit
// draws one still loading (grey placeholders) and the rendering warns.

/// How a `ProductView` is laid out.
public struct ProductViewStyle: Hashable, Sendable {
    let name: String
    /// The platform's (regular, on iPhone).
    public static let automatic = ProductViewStyle(name: "automatic")
    /// Icon, name and description beside the price.
    public static let regular = ProductViewStyle(name: "regular")
    /// Smaller, the description on one line.
    public static let compact = ProductViewStyle(name: "compact")
    /// Large and centred, the price button below.
    public static let large = ProductViewStyle(name: "large")
}

/// A button a store view can show.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    /// The values by name (as the framework names them).
    public static let cancellation = StoreButtonKind(name: "cancellation"), restorePurchases = StoreButtonKind(name: "restorePurchases"),
                      redeemCode = StoreButtonKind(name: "redeemCode"), signIn = StoreButtonKind(name: "signIn"),
                      policies = StoreButtonKind(name: "policies")
}

/// What a subscription store's button says.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let name: String
    /// The values by name (as the framework names them).
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic"), multiline = SubscriptionStoreButtonLabel(name: "multiline"),
                      singleLine = SubscriptionStoreButtonLabel(name: "singleLine"), action = SubscriptionStoreButtonLabel(name: "action"),
                      displayName = SubscriptionStoreButtonLabel(name: "displayName"), price = SubscriptionStoreButtonLabel(name: "price")
}

/// How a subscription store's plans are chosen.
public struct SubscriptionStoreControlStyle: Hashable, Sendable {
    let name: String
    /// The values by name (as the framework names them).
    public static let automatic = SubscriptionStoreControlStyle(name: "automatic"), picker = SubscriptionStoreControlStyle(name: "picker"),
                      buttons = SubscriptionStoreControlStyle(name: "buttons"), prominentPicker = SubscriptionStoreControlStyle(name: "prominentPicker"),
                      compactPicker = SubscriptionStoreControlStyle(name: "compactPicker"), pagedPicker = SubscriptionStoreControlStyle(name: "pagedPicker"),
                      pagedProminentPicker = SubscriptionStoreControlStyle(name: "pagedProminentPicker")
}

/// Which plans of a group a subscription store shows, relative to the user's (all: the user has none).
public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The values by name (as the framework names them).
    public static let upgrade = SubscriptionRelationship(rawValue: 1), downgrade = SubscriptionRelationship(rawValue: 2),
                      crossgrade = SubscriptionRelationship(rawValue: 4), current = SubscriptionRelationship(rawValue: 8)
    /// All.
    public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
}

/// The configuration's products, or the error reading it.
private func configured(_ ids: [String]) -> (products: [Product], problem: String?) {
    do {
        let catalogue = try StoreKitConfiguration.catalogue()
        let found = ids.compactMap(catalogue.product)
        let missing = ids.filter { catalogue.product($0) == nil }
        if missing.isEmpty { return (found, nil) }
        let source = catalogue.path.map { "the StoreKit configuration \($0)" } ?? "no StoreKit configuration (add the app's .storekit file to its resources, or StoreKitConfiguration.register)"
        return (found, "StoreKit: \(missing.map { "\"\($0)\"" }.joined(separator: ", ")) not in \(source): drawn as loading")
    } catch {
        return ([], "\(error): StoreKit's views are drawn as loading")
    }
}

/// "$4.99/month", "$29.99/3 months".
private func pricePerPeriod(_ product: Product) -> String {
    guard let period = product.subscription?.subscriptionPeriod else { return product.displayPrice }
    return period.value == 1 ? "\(product.displayPrice)/\(period.unit.localizedDescription)" : "\(product.displayPrice)/\(period.localizedDescription)"
}

/// A product with its price button (StoreKit's `ProductView`).
public struct ProductView<Icon: View>: View {
    let id: String
    let product: Product?
    let icon: Icon?
    @Environment(\.productViewStyle) private var style

    /// The product `id` of the configuration, with `icon`.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.id = id; product = nil; self.icon = icon()
    }
    /// `product`, with `icon`.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        id = product.id; self.product = product; self.icon = icon()
    }

    public var body: some View {
        let found = product.map { ([$0], nil as String?) } ?? configured([id])
        ProductRow(product: found.0.first, icon: icon.map { AnyView($0) }, style: style)
            .warningWhenBuilt(found.1)
    }
}

extension ProductView where Icon == EmptyView {
    /// The product `id` of the configuration.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false) { self.id = id; product = nil; icon = nil }
    /// `product`.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) { id = product.id; self.product = product; icon = nil }
}

/// A product's row: icon, name and description, and the price in a tinted capsule (grey bars while loading).
private struct ProductRow: View {
    let product: Product?
    let icon: AnyView?
    let style: ProductViewStyle

    var body: some View {
        let large = style == .large
        let layout = large ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(alignment: .center, spacing: 12))
        layout {
            if let icon {
                icon.frame(width: large ? 96 : (style == .compact ? 40 : 56), height: large ? 96 : (style == .compact ? 40 : 56))
            }
            VStack(alignment: large ? .center : .leading, spacing: 3) {
                if let product {
                    Text(product.displayName).font(large ? .title3.weight(.semibold) : .headline)
                    if !product.description.isEmpty {
                        Text(product.description).font(.subheadline).foregroundStyle(.secondary)
                            .lineLimit(style == .compact ? 1 : nil)
                            .multilineTextAlignment(large ? .center : .leading)
                    }
                } else {
                    RoundedRectangle(cornerRadius: 3).fill(Color.secondary.opacity(0.25)).frame(width: 140, height: 14)
                    RoundedRectangle(cornerRadius: 3).fill(Color.secondary.opacity(0.18)).frame(width: 200, height: 12)
                }
            }
            if !large { Spacer(minLength: 8) }
            Button(action: {}) {
                Text(product.map(pricePerPeriod) ?? " ").font(.subheadline.weight(.semibold)).monospacedDigit()
                    .frame(minWidth: product == nil ? 60 : nil)
            }
            .buttonStyle(.bordered)
            .buttonBorderShape(.capsule)
            .disabled(product == nil)
        }
        .accessibilityElement(children: .combine)
    }
}

/// A store of products (StoreKit's `StoreView`): each product's row, in a scroll view.
public struct StoreView: View {
    let ids: [String]
    let products: [Product]?
    /// A store of the configuration's products `ids`, in that order.
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == Product.ID {
        self.ids = Array(ids); products = nil
    }
    /// A store of the configuration's products `ids`, each with its icon (accepted: the icons are not drawn).
    public init<C: Collection, Icon: View>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
        where C.Element == Product.ID {
        self.ids = Array(ids); products = nil
    }
    /// A store of `products`.
    public init<C: Collection>(products: C, prefersPromotionalIcon: Bool = false) where C.Element == Product {
        ids = products.map(\.id); self.products = Array(products)
    }
    @Environment(\.productViewStyle) private var style

    public var body: some View {
        let found = products.map { ($0, nil as String?) } ?? configured(ids)
        ScrollView {
            VStack(spacing: 0) {
                ForEach(Array(ids.enumerated()), id: \.offset) { index, id in
                    ProductRow(product: found.0.first { $0.id == id }, icon: nil, style: style)
                        .padding(.vertical, 12)
                    if index < ids.count - 1 { Divider() }
                }
            }
            .padding(.horizontal, 20)
        }
        .warningWhenBuilt(found.1)
    }
}

/// A subscription group's store (StoreKit's `SubscriptionStoreView`): the marketing content, then the plans
/// to choose from (the first chosen), then the subscribe button — "Try It Free" when the chosen plan starts
/// with a free trial, as iOS says for a user who never subscribed.
public struct SubscriptionStoreView<Marketing: View>: View {
    let groupID: String?
    let productIDs: [String]
    let marketing: Marketing?
    @Environment(\.subscriptionStoreButtonLabel) private var buttonLabel

    /// The plans of the group `groupID`, under `marketingContent`.
    public init(groupID: String, visibleRelationships: SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Marketing) {
        self.groupID = groupID; productIDs = []; marketing = marketingContent()
    }
    /// The plans `productIDs`, under `marketingContent`.
    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> Marketing) where C.Element == String {
        groupID = nil; self.productIDs = Array(productIDs); marketing = marketingContent()
    }
    /// The plans `subscriptions`, under `marketingContent`.
    public init(subscriptions: [Product], @ViewBuilder marketingContent: () -> Marketing) {
        groupID = nil; productIDs = subscriptions.map(\.id); marketing = marketingContent()
    }

    public var body: some View {
        let (plans, problem, groupName) = resolved()
        let chosen = plans.first
        VStack(spacing: 0) {
            ScrollView {
                Group {
                    if let marketing { marketing } else {
                        Text(groupName ?? "Subscribe").font(.largeTitle.bold()).multilineTextAlignment(.center)
                    }
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 24)
            }
            VStack(spacing: 10) {
                ForEach(Array(plans.enumerated()), id: \.offset) { index, plan in
                    HStack(spacing: 12) {
                        Image(systemName: index == 0 ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(index == 0 ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
                            .font(.title3)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(plan.displayName).font(.headline)
                            Text(pricePerPeriod(plan)).font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer(minLength: 0)
                    }
                    .padding(14)
                    .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color(uiColor: .secondarySystemBackground)))
                    .overlay(RoundedRectangle(cornerRadius: 12, style: .continuous).strokeBorder(index == 0 ? AnyShapeStyle(.tint) : AnyShapeStyle(.clear), lineWidth: 2))
                }
                Button(action: {}) {
                    VStack(spacing: 2) {
                        Text(title(of: chosen)).font(.headline)
                        if buttonLabel != .singleLine, buttonLabel != .action, let chosen, chosen.subscription?.introductoryOffer?.paymentMode == .freeTrial {
                            Text("then \(pricePerPeriod(chosen))").font(.caption)
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 6)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .controlSize(.large)
                .disabled(chosen == nil)
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 16)
        }
        .warningWhenBuilt(problem)
    }

    private func title(of plan: Product?) -> String {
        guard let plan else { return "Subscribe" }
        if buttonLabel == .displayName { return plan.displayName }
        if buttonLabel == .price { return pricePerPeriod(plan) }
        if let offer = plan.subscription?.introductoryOffer, offer.paymentMode == .freeTrial { return "Try It Free" }
        return "Subscribe"
    }

    /// The plans shown (by level, highest first), why any are missing, and the group's name.
    private func resolved() -> ([Product], String?, String?) {
        guard let groupID else {
            let found = configured(productIDs)
            return (found.0, found.1, nil)
        }
        do {
            let catalogue = try StoreKitConfiguration.catalogue()
            let plans = catalogue.products.filter { $0.subscription?.subscriptionGroupID == groupID }
                .sorted { ($0.subscription?.groupLevel ?? 0) < ($1.subscription?.groupLevel ?? 0) }
            let problem = plans.isEmpty ? "StoreKit: no subscription group \"\(groupID)\" in \(catalogue.path ?? "the StoreKit configuration (none found)"): drawn as loading" : nil
            return (plans, problem, catalogue.groups[groupID])
        } catch {
            return ([], "\(error): StoreKit's views are drawn as loading", nil)
        }
    }
}

extension SubscriptionStoreView where Marketing == EmptyView {
    /// The plans of the group `groupID`, under the group's name.
    public init(groupID: String, visibleRelationships: SubscriptionRelationship = .all) { self.groupID = groupID; productIDs = []; marketing = nil }
    /// The plans `productIDs`.
    public init<C: Collection>(productIDs: C) where C.Element == String { groupID = nil; self.productIDs = Array(productIDs); marketing = nil }
}

extension View {
    /// How `ProductView`s and `StoreView`s here are laid out.
    public func productViewStyle(_ style: ProductViewStyle) -> some View { environment(\.productViewStyle, style) }
    /// Whether a store view shows one of its extra buttons (accepted: those buttons are not drawn).
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
    /// What a subscription store's button says.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View {
        environment(\.subscriptionStoreButtonLabel, label)
    }
    /// How a subscription store's plans are chosen (drawn as the picker).
    public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyle) -> some View { self }
    /// The background of a subscription store's plans (accepted: drawn in the grouped background).
    public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ background: S) -> some View { self }
    /// The background of a subscription store's plans in `shape` (accepted).
    public func subscriptionStorePickerItemBackground<S: ShapeStyle, Sh: Shape>(_ background: S, in shape: Sh) -> some View { self }
    /// An icon for each plan (accepted: the plans are drawn with the selection mark).
    public func subscriptionStoreControlIcon<I: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> I) -> some View { self }
    /// Where the store's terms of service or privacy policy link goes.
    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
    /// Runs when a purchase made in a store view completes (never, in a picture).
    public func onInAppPurchaseCompletion(perform action: @escaping (Product, Result<Product.PurchaseResult, Error>) async -> Void) -> some View { self }
    /// Runs when a purchase starts (never, in a picture).
    public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }
    /// The options of purchases made in store views here.
    public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }
    /// Runs `action` with the entitlement for `productID` (never, in a picture: a picture runs no task).
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void) -> some View { self }
    /// Runs `action` with the group's statuses (never, in a picture).
    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void) -> some View { self }
    /// Presents the subscription management sheet (iOS's own: not drawn).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
    /// Presents the offer-code redemption sheet (iOS's own: not drawn).
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, Error>) -> Void = { _ in }) -> some View { self }
}

/// A store's policy links.
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String
    /// The values by name (as the framework names them).
    public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService"), privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
}

/// The state of an entitlement task.
public enum EntitlementTaskState<Value: Sendable>: Sendable {
    case loading
    case failure(Error)
    case success(Value)
    /// The value, once loaded.
    public var value: Value? { if case .success(let v) = self { return v }; return nil }
}

extension EnvironmentValues {
    var productViewStyle: ProductViewStyle {
        get { self[ProductViewStyleKey.self] }
        set { self[ProductViewStyleKey.self] = newValue }
    }
    var subscriptionStoreButtonLabel: SubscriptionStoreButtonLabel {
        get { self[SubscriptionStoreButtonLabelKey.self] }
        set { self[SubscriptionStoreButtonLabelKey.self] = newValue }
    }
}
private struct ProductViewStyleKey: EnvironmentKey { static let defaultValue = ProductViewStyle.automatic }
private struct SubscriptionStoreButtonLabelKey: EnvironmentKey { static let defaultValue = SubscriptionStoreButtonLabel.automatic }
