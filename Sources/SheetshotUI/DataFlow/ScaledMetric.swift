import Widgets

/// A length that grows with Dynamic Type (SwiftUI's `@ScaledMetric`): `@ScaledMetric var size = 24.0` is 24
/// at the default size (`.large`) and scales as its text style does at the environment's Dynamic Type size
/// (body by default).
///
/// The scale is the ratio of the text style's point sizes (Apple's Dynamic Type table). iOS's
/// `UIFontMetrics` scales by a curve of its own that Apple does not publish and that departs from that ratio
/// (body's 17 is 16⅓ at `.medium` on iOS 17, not 16), so a scaled metric here can differ from iOS's by a
/// fraction of a point at the small sizes and by a few points at the accessibility sizes.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    let base: Value
    let style: Font.TextStyle
    private let captured = CapturedEnvironment()

    /// A metric of `wrappedValue` at the default size, scaled as body text is.
    public init(wrappedValue: Value) { base = wrappedValue; style = .body }
    /// A metric of `wrappedValue` at the default size, scaled as `textStyle` is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue; style = textStyle }

    /// The length at the Dynamic Type size of the environment the view is built in.
    public var wrappedValue: Value {
        let size = (ViewContext.currentEnvironment ?? captured.values ?? EnvironmentValues()).dynamicTypeSize
        let sizes = style.pointSizes
        return base * Value(sizes[size.rawValue] / sizes[DynamicTypeSize.large.rawValue])
    }
}

extension ScaledMetric {
    /// Keeps the environment of the place its view was built in.
    @MainActor func install(at site: PropertySite, label: String) { captured.values = site.environment }
}

extension View {
    /// How large text here is drawn relative to the text around it (iOS 17's `textScale`): `.secondary`
    /// is not drawn smaller yet (a warning).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        warningWhenBuilt(isEnabled && scale == .secondary ? "textScale(.secondary) is not drawn yet: the text keeps its size" : nil)
    }
    /// How a sheet is sized on iPad and Mac (iOS 18's `presentationSizing`): on iPhone every sizing is the
    /// page sheet drawn here.
    public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }
    /// How the cells of this view's column of a `Grid` are aligned across, in place of the grid's
    /// alignment (outside a `Grid` — in a lazy grid, say — it does nothing, as in SwiftUI).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        wrapped { node, _ in GridColumnAlignmentNode(guide, node) }
    }
}

extension Text {
    /// A text's size relative to the text around it (SwiftUI's `Text.Scale`).
    public enum Scale: Hashable, Sendable { case `default`, secondary }
}

/// How a sheet is sized (SwiftUI's `PresentationSizing`).
public struct PresentationSizing: Sendable {
    let name: String
    /// The platform's choice, a page, a form, fitted to its content.
    public static let automatic = PresentationSizing(name: "automatic"), page = PresentationSizing(name: "page"),
                      form = PresentationSizing(name: "form"), fitted = PresentationSizing(name: "fitted")
}

extension ScaledMetric {
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { AnyHashable(environment.dynamicTypeSize) }
}
