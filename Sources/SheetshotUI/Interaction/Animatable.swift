// SwiftUI's animatable data: what a custom shape or modifier exposes so that an animation can move it.
// Sessions animate the built-in values (offsets, opacities, frames, colours…); a custom `animatableData`
// is read as it is at the moment drawn (a picture shows it at rest, as iOS does).

/// A value that can be added, scaled and measured, so an animation can move between two of them (SwiftUI's
/// `VectorArithmetic`).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies the value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The value's dot product with itself.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}
extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Nothing to animate (SwiftUI's `EmptyAnimatableData`).
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// No data.
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values moved together (SwiftUI's `AnimatablePair`).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The values.
    public var first: First, second: Second
    /// A pair.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type with data an animation can move (SwiftUI's `Animatable`).
public protocol Animatable {
    /// The data's type.
    associatedtype AnimatableData: VectorArithmetic
    /// The data an animation moves.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A value that is a vector is its own data.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {}
extension CGFloat: Animatable {}

extension UnitPoint: Animatable {
    /// The point's coordinates, for an animation to move.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

extension EdgeInsets: Animatable {
    /// The four insets, for an animation to move.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(top, leading), AnimatablePair(bottom, trailing)) }
        set { top = newValue.first.first; leading = newValue.first.second; bottom = newValue.second.first; trailing = newValue.second.second }
    }
}

/// Synthesises `animatableData` from the type's stored `var` properties and conforms it to `Animatable`
/// (iOS 26's `@Animatable`): each property's own data, paired with `AnimatablePair`. Mark a property that
/// cannot be animated `@AnimatableIgnored`; a property's type must be written out and be `Animatable`.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "SheetshotUIMacros", type: "AnimatableMacro")

/// Leaves a stored property out of `@Animatable`'s synthesised data (iOS 26's `@AnimatableIgnored`).
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "SheetshotUIMacros", type: "AnimatableIgnoredMacro")

/// A view modifier whose data an animation can move (SwiftUI's `AnimatableModifier`).
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension CGPoint: Animatable {
    /// The point's coordinates, for an animation to move.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

extension CGSize: Animatable {
    /// The size's width and height, for an animation to move.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size, for an animation to move.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}
