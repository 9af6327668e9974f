import SheetWidget

/// A height a presented sheet rests at (SwiftUI's `PresentationDetent`): `.medium` (half the screen),
/// `.large` (below the status bar), a fraction of the screen, or a height in points.
public struct PresentationDetent: Hashable, Sendable {
    let detent: SheetDetent
    /// For ordering: fractions of the screen, heights in points (compared on an iPhone's 852 points).
    let approximateHeight: Double
    /// A custom detent's height, given the context (nil for the built-in kinds).
    var customHeight: (@Sendable (Context) -> CGFloat?)? = nil

    /// What a custom detent's height is computed from (SwiftUI's `PresentationDetent.Context`): the tallest
    /// a sheet may be, and the environment's values (`context.dynamicTypeSize`).
    @dynamicMemberLookup
    public struct Context {
        /// The height of the `.large` detent.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues
        /// A value of the environment the sheet is presented in.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    /// A detent whose height `D` computes (nil makes it inactive).
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        // Ordered among the others by its height on an iPhone 15 Pro (whose large detent is 783 points); one
        // that is unavailable there comes last, so a sheet does not start at an inactive detent.
        let approximate = D.height(in: Context(maxDetentValue: 783, environment: EnvironmentValues())).map(Double.init) ?? .infinity
        // The resolver is a static function of a value type: safe to call from any thread.
        nonisolated(unsafe) let resolve: (Context) -> CGFloat? = D.height(in:)
        return PresentationDetent(detent: SheetDetent("custom-\(String(reflecting: type))", .custom { Double($0.maximumHeight) }),
                                  approximateHeight: approximate, customHeight: { resolve($0) })
    }

    /// The sheet's detent, a custom one's height computed in `environment`.
    func sheetDetent(in environment: EnvironmentValues) -> SheetDetent {
        guard let customHeight else { return detent }
        nonisolated(unsafe) let environment = environment
        return SheetDetent(detent.id, .custom { context in
            customHeight(Context(maxDetentValue: CGFloat(context.maximumHeight), environment: environment)).map(Double.init)
        })
    }

    /// Detents are equal when they are the same detent.
    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.detent.id == b.detent.id }
    /// Hashes the detent's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(detent.id) }

    /// `v` as a height detents can be sorted by (not a number: last; it is left out when the sheet is made).
    static func orderable(_ v: Double) -> Double { v.isNaN ? .infinity : v }

    /// Half the screen.
    public static let medium = PresentationDetent(detent: .medium, approximateHeight: 426)
    /// The whole screen below the status bar.
    public static let large = PresentationDetent(detent: .large, approximateHeight: 852)
    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(detent: .fraction(Double(fraction)), approximateHeight: Self.orderable(852 * Double(fraction)))
    }
    /// `height` points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(detent: .height(Double(height)), approximateHeight: Self.orderable(Double(height)))
    }
}

/// A detent of your own (SwiftUI's `CustomPresentationDetent`): its height in a context, or nil to make it
/// inactive there.
public protocol CustomPresentationDetent {
    /// The sheet's height in `context`, in points (nil: not available here).
    static func height(in context: PresentationDetent.Context) -> CGFloat?
}

/// Whether something is shown: `.automatic` lets the system choose.
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

/// Whether the view behind a sheet can be used (and is therefore not dimmed).
public struct PresentationBackgroundInteraction: Sendable {
    let upThrough: PresentationDetent?
    let enabled: Bool
    /// The system's choice: disabled (the host dimmed).
    public static let automatic = PresentationBackgroundInteraction(upThrough: nil, enabled: false)
    /// Disabled: the host dimmed.
    public static let disabled = PresentationBackgroundInteraction(upThrough: nil, enabled: false)
    /// Enabled at every detent: the host never dimmed.
    public static let enabled = PresentationBackgroundInteraction(upThrough: nil, enabled: true)
    /// Enabled up through `detent`: the host not dimmed up to it.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(upThrough: detent, enabled: true)
    }
}
