import Widgets

/// A link to another screen (SwiftUI's `NavigationLink`), drawn as iOS draws one at rest: in a list, a row
/// with its label and a disclosure chevron trailing; elsewhere, its label in the tint colour. The pushed
/// screen is not drawn (a picture shows the screen the link is on).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    /// Whether the link's screen is pushed (iOS 13's `isActive:` links): reported, not drawn.
    var isPushed = false

    /// A link to `destination`, labelled by what `label` builds.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link to the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// iOS 13's link whose screen is pushed while `isActive` is true (a pushed screen is reported, not drawn).
    @available(*, deprecated, message: "use NavigationStack with navigationDestination(isPresented:destination:)")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label(); isPushed = isActive.wrappedValue
    }
    /// iOS 13's link whose screen, built by `destination`, is pushed while `isActive` is true.
    @available(*, deprecated, message: "use NavigationStack with navigationDestination(isPresented:destination:)")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label(); isPushed = isActive.wrappedValue
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        if isPushed { context.diagnostics.report("a NavigationLink's screen is pushed (isActive is true), and pushed screens are not drawn yet") }
        guard context.place.isInList else {
            let tinted = context.with { $0.foregroundStyle = AnyShapeStyle($0.tint ?? .accentColor) }
            return [Widgets.HStack(spacing: 8) { SheetshotUI.makeNodes(label, in: tinted) }.accessibilityElement(traits: .isButton)]
        }
        let labels = SheetshotUI.makeNodes(label, in: context)
        let chevron = SheetshotUI.makeNode(Image(systemName: "chevron.forward").font(.system(size: 14, weight: .semibold))
                                            .foregroundStyle(Color(uiColor: .tertiaryLabel)), in: context)
        let title = Widgets.Frame(maxWidth: .infinity, alignment: .leading, Widgets.HStack(spacing: 8) { labels })
        return [Widgets.HStack(alignment: .center, spacing: 8) { [title, chevron.accessibilityHidden()] }.accessibilityElement(traits: .isButton)]
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link that pushes `value` (for `navigationDestination(for:destination:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    /// A link titled by a literal, to `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(destination: destination) { Text(titleKey) } }
    /// A link titled by a literal, to the view `destination` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.init(destination: destination) { Text(titleKey) } }
    /// A link titled by a string, to the view `destination` builds.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link titled by a string, to `destination`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: Destination) { self.init(destination: destination) { Text(title) } }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link titled by a literal that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.init(value: value) { Text(titleKey) } }
    /// A link titled by a string that pushes `value`.
    @_disfavoredOverload public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.init(value: value) { Text(title) } }
}

extension View {
    /// The screen pushed for a value of `data` (kept; a picture shows the root screen).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// The screen pushed while `isPresented` is true. Pushed screens are not drawn yet: a pushed one is
    /// reported.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let pushed = isPresented.wrappedValue
        return wrapped { node, context in
            if pushed { context.diagnostics.report("a screen pushed with navigationDestination(isPresented:) is not drawn yet") }
            return node
        }
    }
}
