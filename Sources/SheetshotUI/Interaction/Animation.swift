/// How a change animates (SwiftUI's `Animation`); kept for when motion is played — a picture shows every
/// animation finished.
public struct Animation: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case spring(response: Double, dampingFraction: Double), timing(String, duration: Double)
    }
    let kind: Kind

    /// The system's default animation (a spring).
    public static let `default` = Animation(kind: .spring(response: 0.55, dampingFraction: 1))
    /// A spring with a response (seconds) and damping fraction.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(kind: .spring(response: response, dampingFraction: dampingFraction))
    }
    /// A spring with a duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(kind: .spring(response: duration, dampingFraction: 1 - bounce))
    }
    /// The system spring.
    public static let spring = Animation(kind: .spring(response: 0.55, dampingFraction: 0.825))
    /// Smooth, snappy and bouncy springs.
    public static let smooth = Animation(kind: .spring(response: 0.5, dampingFraction: 1))
    /// A spring with a little bounce.
    public static let snappy = Animation(kind: .spring(response: 0.5, dampingFraction: 0.85))
    /// A spring with more bounce.
    public static let bouncy = Animation(kind: .spring(response: 0.5, dampingFraction: 0.7))
    /// Timing curves.
    public static func easeInOut(duration: Double) -> Animation { Animation(kind: .timing("easeInOut", duration: duration)) }
    /// Starts slowly.
    public static func easeIn(duration: Double) -> Animation { Animation(kind: .timing("easeIn", duration: duration)) }
    /// Ends slowly.
    public static func easeOut(duration: Double) -> Animation { Animation(kind: .timing("easeOut", duration: duration)) }
    /// At a constant speed.
    public static func linear(duration: Double) -> Animation { Animation(kind: .timing("linear", duration: duration)) }
    /// The timing curves over 0.35 s.
    public static let easeInOut = easeInOut(duration: 0.35), easeIn = easeIn(duration: 0.35), easeOut = easeOut(duration: 0.35)
    /// Constant speed over 0.35 s.
    public static let linear = linear(duration: 0.35)
}

/// Runs `body` (its changes take effect at once in a picture; the animation is kept for motion).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

extension View {
    /// Animates changes of `value` with `animation` (kept; a picture shows the change finished).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
}
