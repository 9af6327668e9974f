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
        // Ordered among the others by its height on an iPhone 15 Pro (whose large detent is 750 points within
        // the safe area); one that is unavailable there comes last, so a sheet does not start at an inactive
        // detent.
        let approximate = D.height(in: Context(maxDetentValue: 750, environment: EnvironmentValues())).map(Double.init) ?? .infinity
        // The resolver is a static function of a value type: safe to call from any thread.
        nonisolated(unsafe) let resolve: (Context) -> CGFloat? = D.height(in:)
        return PresentationDetent(detent: SheetDetent("custom-\(String(reflecting: type))", .custom { Double($0.maximumHeight) }),
                                  approximateHeight: approximate, customHeight: { resolve($0) })
    }

    /// The sheet's detent, as UIKit resolves SwiftUI's: a height, a fraction and a custom detent's value are
    /// heights within the sheet's safe area (UIKit's `custom(identifier:resolver:)`: "a height within the
    /// safe area of the sheet"), so the sheet is that much taller than the value by the home indicator's
    /// inset; a fraction is of the large detent's value (`maxDetentValue`, the large height within the safe
    /// area), so `.fraction(1)` is `.large`; a custom detent's height is computed in `environment`.
    /// `.medium` and `.large` are the system's.
    func sheetDetent(in environment: EnvironmentValues) -> SheetDetent {
        if let customHeight {
            nonisolated(unsafe) let environment = environment
            return SheetDetent(detent.id, .custom { context in
                let inset = context.safeArea.bottom
                let value = customHeight(Context(maxDetentValue: CGFloat(max(0, context.maximumHeight - inset)), environment: environment))
                return value.map { Double($0) + inset }
            })
        }
        guard detent.id != SheetDetent.medium.id, detent.id != SheetDetent.large.id else { return detent }
        switch detent.size {
        case .points(let height):
            return SheetDetent(detent.id, .custom { height + $0.safeArea.bottom })
        case .fraction(let fraction):
            return SheetDetent(detent.id, .custom { context in
                let inset = context.safeArea.bottom
                return fraction * max(0, context.maximumHeight - inset) + inset
            })
        default:
            return detent
        }
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
    /// What the height is computed from (`PresentationDetent.Context`), by the name SwiftUI's detents use.
    typealias Context = PresentationDetent.Context
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
