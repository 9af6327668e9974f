import SheetWidget

/// A height a presented sheet rests at (SwiftUI's `PresentationDetent`): `.medium` (half the screen),
/// `.large` (below the status bar), a fraction of the screen, or a height in points.
public struct PresentationDetent: Hashable, Sendable {
    let detent: SheetDetent
    /// For ordering: fractions of the screen, heights in points (compared on an iPhone's 852 points).
    let approximateHeight: Double

    /// Detents are equal when they are the same detent.
    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.detent.id == b.detent.id }
    /// Hashes the detent's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(detent.id) }

    /// Half the screen.
    public static let medium = PresentationDetent(detent: .medium, approximateHeight: 426)
    /// The whole screen below the status bar.
    public static let large = PresentationDetent(detent: .large, approximateHeight: 852)
    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(detent: .fraction(Double(fraction)), approximateHeight: 852 * Double(fraction))
    }
    /// `height` points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(detent: .height(Double(height)), approximateHeight: Double(height))
    }
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
