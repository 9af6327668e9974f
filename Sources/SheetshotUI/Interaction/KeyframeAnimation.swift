import Widgets

// iOS 17's keyframe and phase animators. A picture shows each at rest: a keyframe animator with its
// initial value (nothing has triggered it), a phase animator in its first phase. (In a `ViewSession` they
// stay there: playing their keyframes and phases on the session's clock is not done yet.)

/// Builds a phase animator's view from the phase it is in (SwiftUI's `PhaseAnimator`): drawn in its first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content
    /// An animator through `phases` (for ever, or when `trigger` changes).
    public init<S: Sequence>(_ phases: S, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        first = Array(phases).first; self.content = content
    }
    /// An animator through `phases`, for ever.
    public init<S: Sequence>(_ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        first = Array(phases).first; self.content = content
    }
    /// The first phase's view.
    public var body: some View { if let first { content(first) } }
}

/// Builds a keyframe animator's view from its animated value (SwiftUI's `KeyframeAnimator`): drawn with its
/// initial value.
public struct KeyframeAnimator<Value, KeyframePath, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content
    /// An animator of `initialValue` along `keyframes` when `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue; self.content = content
    }
    /// An animator of `initialValue` along `keyframes`, repeating.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue; self.content = content
    }
    /// The view with the initial value.
    public var body: some View { content(initialValue) }
}

extension View {
    /// This view moved through `phases` by `content` (drawn in the first phase).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let first = Array(phases).first
        return Group { if let first { content(PlaceholderContentView(content: self), first) } else { self } }
    }
    /// This view moved through `phases` by `content`, for ever (drawn in the first phase).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let first = Array(phases).first
        return Group { if let first { content(PlaceholderContentView(content: self), first) } else { self } }
    }
    /// This view changed by `content` along keyframes of a value (drawn with the initial value).
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
    /// This view changed by `content` along repeating keyframes of a value (drawn with the initial value).
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// The view an animator modifier animates, as its content closure receives it (SwiftUI's `PlaceholderContentView`).
public struct PlaceholderContentView<Content: View>: View {
    let content: Content
    /// The view.
    public var body: Content { content }
}

/// Keyframes of a value (SwiftUI's `Keyframes`).
public protocol Keyframes {
    /// The type of the value the keyframes animate (it ties a track's key path to its animator's value).
    associatedtype _Root = Never
}
/// One keyframe (SwiftUI's `KeyframeTrackContent`).
public protocol KeyframeTrackContent {}

/// The keyframes of one property of the value (SwiftUI's `KeyframeTrack`).
public struct KeyframeTrack<Root, Value>: Keyframes {
    /// The animated value's type.
    public typealias _Root = Root
    /// Keyframes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> some KeyframeTrackContent) {}
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> some KeyframeTrackContent) where Root == Value {}
}

/// Keyframes of a value of any kind.
public struct _KeyframeList: Keyframes, KeyframeTrackContent {}

/// A keyframe reached in a straight line (SwiftUI's `LinearKeyframe`).
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// `to` reached after `duration` seconds.
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {}
}
/// A keyframe reached along a spring (SwiftUI's `SpringKeyframe`).
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// `to` reached along `spring`.
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}
/// A keyframe reached along a cubic curve (SwiftUI's `CubicKeyframe`).
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// `to` reached after `duration` seconds.
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}
/// A keyframe jumped to (SwiftUI's `MoveKeyframe`).
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// `to` at once.
    public init(_ to: Value) {}
}

/// A timing curve (SwiftUI's `UnitCurve`).
public struct UnitCurve: Hashable, Sendable {
    let name: String
    /// The standard curves.
    public static let linear = UnitCurve(name: "linear"), easeIn = UnitCurve(name: "easeIn"), easeOut = UnitCurve(name: "easeOut"),
                      easeInOut = UnitCurve(name: "easeInOut")
}

/// A spring's description (SwiftUI's `Spring`).
public struct Spring: Hashable, Sendable {
    /// How long the spring takes to settle, about; how much it overshoots (0: not at all).
    public var duration: Double, bounce: Double
    /// A spring of `duration` and `bounce`.
    public init(duration: Double = 0.5, bounce: Double = 0) { self.duration = duration; self.bounce = bounce }
    /// A spring of `response` and damping fraction.
    public init(response: Double, dampingRatio: Double) { duration = response; bounce = 1 - dampingRatio }
    /// Common springs.
    public static let smooth = Spring(), snappy = Spring(duration: 0.5, bounce: 0.15), bouncy = Spring(duration: 0.5, bounce: 0.3)
}

/// Builds keyframes (SwiftUI's `KeyframesBuilder`).
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildBlock(_ parts: any Keyframes...) -> _KeyframeList { _KeyframeList() }
    public static func buildBlock(_ parts: any KeyframeTrackContent...) -> _KeyframeList { _KeyframeList() }
    public static func buildExpression<K: Keyframes>(_ expression: K) -> any Keyframes where K._Root == Value { expression }
    public static func buildExpression(_ expression: _KeyframeList) -> any Keyframes { expression }
    public static func buildExpression(_ expression: some KeyframeTrackContent) -> any KeyframeTrackContent { expression }
    public static func buildOptional(_ part: _KeyframeList?) -> _KeyframeList { _KeyframeList() }
    public static func buildEither(first: _KeyframeList) -> _KeyframeList { first }
    public static func buildEither(second: _KeyframeList) -> _KeyframeList { second }
    public static func buildArray(_ parts: [_KeyframeList]) -> _KeyframeList { _KeyframeList() }
}

/// Builds a track's keyframes (SwiftUI's `KeyframeTrackContentBuilder`).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildBlock(_ parts: any KeyframeTrackContent...) -> _KeyframeList { _KeyframeList() }
    public static func buildExpression(_ expression: some KeyframeTrackContent) -> any KeyframeTrackContent { expression }
    public static func buildOptional(_ part: _KeyframeList?) -> _KeyframeList { _KeyframeList() }
    public static func buildEither(first: _KeyframeList) -> _KeyframeList { first }
    public static func buildEither(second: _KeyframeList) -> _KeyframeList { second }
    public static func buildArray(_ parts: [_KeyframeList]) -> _KeyframeList { _KeyframeList() }
}
