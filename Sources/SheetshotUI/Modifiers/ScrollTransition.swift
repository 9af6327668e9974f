import Widgets

// `scrollTransition` (iOS 17): a view in a scroll view changed by where it is on the way in or out of the
// visible region. Scroll views here are drawn at rest, so the phase comes from where the view is laid out
// against the screen: fully on it, identity; partly past its bottom (or trailing) edge, `.bottomTrailing`
// with the part past it as the value; partly past its top (or leading) edge, `.topLeading`.

/// Where a view is in a scroll transition (SwiftUI's `ScrollTransitionPhase`).
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Partly past the top (or leading) edge of the visible region.
    case topLeading
    /// Fully visible.
    case identity
    /// Partly past the bottom (or trailing) edge.
    case bottomTrailing

    /// Whether the view is fully visible.
    public var isIdentity: Bool { self == .identity }
    /// −1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing`.
    public var value: Double {
        switch self { case .topLeading: return -1; case .identity: return 0; case .bottomTrailing: return 1 }
    }
}

/// How a scroll transition moves between its phases (SwiftUI's `ScrollTransitionConfiguration`): at rest
/// the phase is where the view is, whichever is chosen.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    /// Following the scroll position; animated between phases; never leaving the identity phase.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive"), animated = ScrollTransitionConfiguration(name: "animated"),
                      identity = ScrollTransitionConfiguration(name: "identity")
    /// Animated with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// The configuration with its phases starting when `threshold` of the view is visible (kept).
    public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration { self }
    /// The configuration with `animation` (kept).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}

/// How much of a view must be visible for its scroll transition to begin (SwiftUI's
/// `ScrollTransitionThreshold`).
public struct ScrollTransitionThreshold: Sendable {
    /// Fully visible; barely visible.
    public static let visible = ScrollTransitionThreshold(), hidden = ScrollTransitionThreshold()
    /// `amount` of the view visible.
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold { ScrollTransitionThreshold() }
    /// The threshold `amount` of the way to `other` (kept).
    public func interpolated(towards other: ScrollTransitionThreshold, amount: Double) -> ScrollTransitionThreshold { self }
    /// The threshold inset by `distance` points (kept).
    public func inset(by distance: Double) -> ScrollTransitionThreshold { self }
}

extension View {
    /// The view changed by `transition` of its phase in the scroll view it is in (drawn at rest: from where
    /// it is laid out on the screen along `axis`, vertical unless given).
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        let vertical = axis != .horizontal, fixed = configuration.name == "identity"
        return visualEffect { content, proxy in
            let frame = proxy.frame(in: .global)
            let (start, end, limit) = vertical ? (frame.minY, frame.maxY, proxy.screen.height) : (frame.minX, frame.maxX, proxy.screen.width)
            let phase: ScrollTransitionPhase = fixed ? .identity : start < 0 ? .topLeading : end > limit ? .bottomTrailing : .identity
            return transition(content, phase)
        }
    }
    /// The view changed by `transition`, with a configuration for each edge (drawn at rest as above).
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        scrollTransition(.interactive, axis: axis, transition: transition)
    }
}
