import Widgets

/// How a change animates (SwiftUI's `Animation`): played in a `ViewSession` on its clock; a picture shows
/// every animation finished.
public struct Animation: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case spring(response: Double, dampingFraction: Double), timing(String, duration: Double)
    }
    let kind: Kind
    /// Seconds before it starts (`delay(_:)`).
    var delay: Double = 0
    /// How much faster it runs (`speed(_:)`).
    var speed: Double = 1
    /// How often it repeats (nil: once; `.max`: for ever) and whether it reverses each time.
    var repeatCount: Int?
    var autoreverses = true

    /// The system's default animation (a spring).
    public static let `default` = Animation(kind: .spring(response: 0.55, dampingFraction: 1))
    /// A spring with a response (seconds) and damping fraction (mass 1, stiffness (2π/response)², damping
    /// 4π·fraction/response).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(kind: .spring(response: response, dampingFraction: dampingFraction))
    }
    /// The spring `spring` describes.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        .spring(duration: spring.duration, bounce: spring.bounce, blendDuration: blendDuration)
    }
    /// A spring with a duration and bounce (damping fraction 1 − bounce; a negative bounce is over-damped).
    /// (`.spring()` with no arguments is the response and damping-fraction spring above, as code written
    /// before this form existed means it.)
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let z = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return Animation(kind: .spring(response: duration, dampingFraction: z))
    }
    /// The system spring (response 0.5, damping fraction 0.825).
    public static let spring = Animation(kind: .spring(response: 0.5, dampingFraction: 0.825))
    /// Smooth, snappy and bouncy springs.
    public static let smooth = Animation(kind: .spring(response: 0.5, dampingFraction: 1))
    /// A spring with a little bounce.
    public static let snappy = Animation(kind: .spring(response: 0.5, dampingFraction: 0.85))
    /// A spring with more bounce.
    public static let bouncy = Animation(kind: .spring(response: 0.5, dampingFraction: 0.7))
    /// A smooth spring (no bounce) of `duration`, with `extraBounce` added.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring (bounce 0.15) of `duration`, with `extraBounce` added.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring (bounce 0.3) of `duration`, with `extraBounce` added.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// The quick spring SwiftUI uses for interactive changes (response 0.15, damping fraction 0.86).
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(kind: .spring(response: response, dampingFraction: dampingFraction))
    }
    /// The interactive spring with its default values.
    public static let interactiveSpring = interactiveSpring()
    /// The interactive spring by duration and bounce (iOS 17's form), with `extraBounce` added.
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.14 + extraBounce)
    }
    /// A spring by its physical constants (SwiftUI's interpolating spring: response 2π√(mass/stiffness),
    /// damping fraction damping / 2√(stiffness·mass)). Constants that are not positive and finite give the
    /// system spring. (The motion starts with the speed the value has, as every spring here does.)
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        guard mass.isFinite, stiffness.isFinite, damping.isFinite, mass > 0, stiffness > 0, damping >= 0 else { return .spring }
        return Animation(kind: .spring(response: 2 * .pi * (mass / stiffness).squareRoot(),
                                       dampingFraction: damping / (2 * (stiffness * mass).squareRoot())))
    }
    /// An interpolating spring by duration and bounce.
    @_disfavoredOverload
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }
    /// The interpolating spring with its default values (mass 1, stiffness 170, damping 15).
    public static let interpolatingSpring = interpolatingSpring(stiffness: 170, damping: 15)
    /// A cubic Bézier timing curve through (c0x, c0y) and (c1x, c1y) over `duration`.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(kind: .timing("cubic(\(c0x),\(c0y),\(c1x),\(c1y))", duration: duration))
    }

    /// This animation, started `delay` seconds later.
    public func delay(_ delay: Double) -> Animation { var a = self; a.delay += delay; return a }
    /// This animation, run `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { var a = self; a.speed *= speed; return a }
    /// This animation, played `repeatCount` times, reversing each time if `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var a = self; a.repeatCount = repeatCount; a.autoreverses = autoreverses; return a
    }
    /// This animation, repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { repeatCount(.max, autoreverses: autoreverses) }

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

/// Runs `body`: in a `ViewSession`, the state it changes moves the animatable values that depend on it
/// (offset, opacity, scale, rotation, padding, frame, corner radius, colour) along `animation`; in a
/// picture its changes take effect at once. Only the changes made inside `body` animate, as in SwiftUI:
/// a change made before or after the block jumps; the innermost `withAnimation` wins; `nil` makes the
/// changes inside jump.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    if let animation { ActionScope.current?.use(animation) }
    return try WriteTransaction.with(WriteTransaction(animation: animation), body)
}

/// When an animation counts as complete for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When the animation has logically ended (a spring near its target).
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has removed itself.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` with `animation`, then `completion`: the changes `completion` makes are made at once
/// after `body`'s (a picture shows both settled; in a `ViewSession` they do not wait for the animation
/// to end).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    completion()
    return result
}

/// Runs `body` in `transaction`: its animation (if any) moves what the changes made in `body` move, as
/// `withAnimation` does; with `disablesAnimations` they jump, whatever animation views ask for.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    if let animation = transaction.animation, !transaction.disablesAnimations { ActionScope.current?.use(animation) }
    let scoped = WriteTransaction(animation: transaction.disablesAnimations ? nil : transaction.animation,
                                  disablesAnimations: transaction.disablesAnimations)
    return try WriteTransaction.with(scoped, body)
}

/// Runs `body` in the current transaction with `keyPath` set to `value` (SwiftUI's
/// `withTransaction(\.disablesAnimations, true) { … }`).
@discardableResult
public func withTransaction<V, Result>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction(animation: WriteTransaction.current.animation)
    transaction.disablesAnimations = WriteTransaction.current.disablesAnimations
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changes (nil: they jump,
    /// even inside `withAnimation`). In a session, the animatable values of the view (offset, opacity,
    /// scale, rotation, padding, frame, corner radius, colour) move from the time of the change; a picture
    /// shows the change finished.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _AnimationModifier(content: self, animation: animation, value: value)
    }
}

extension View {
    /// Animates every change inside this view with `animation` (nil: they jump), whatever caused it —
    /// iOS 13's form, deprecated by SwiftUI because it animates more than was meant; `animation(_:value:)`
    /// limits it to the changes of one value.
    @available(*, deprecated, message: "use animation(_:value:), withAnimation or a Transaction")
    public func animation(_ animation: Animation?) -> some View {
        _UnscopedAnimationModifier(content: self, animation: animation)
    }
}

/// A view every change inside which animates (see `View.animation(_:)`).
public struct _UnscopedAnimationModifier<Content: View>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let content: Content
    let animation: Animation?

    func makeNodes(in context: ViewContext) -> [Node] {
        var inner = context
        if let animations = context.session.animations, context.isInSession {
            inner.place.implicitAnimation = animation.map { .animate($0, time: animations.now) } ?? .disabled
        }
        return SheetshotUI.makeNodes(content, in: inner)
    }
}

/// A view whose changes animate when a value changes (see `View.animation(_:value:)`).
public struct _AnimationModifier<Content: View, V: Equatable>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let content: Content
    let animation: Animation?
    let value: V

    func makeNodes(in context: ViewContext) -> [Node] {
        var inner = context
        if let animations = context.session.animations, context.isInSession, case .changed = animations.watched.note(value, at: context.place.identity) {
            inner.place.implicitAnimation = animation.map { .animate($0, time: animations.now) } ?? .disabled
        }
        return SheetshotUI.makeNodes(content, in: inner)
    }
}

extension View {
    /// Changes the transaction of the changes inside this view with `transform` — `$0.animation = nil`
    /// or `$0.disablesAnimations = true` makes them jump; another animation moves them along it (in a
    /// session; a picture shows changes finished).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        _TransactionModifier(content: self, transform: transform)
    }
}

/// A view whose changes' transaction is changed (see `View.transaction(_:)`).
public struct _TransactionModifier<Content: View>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let content: Content
    let transform: (inout Transaction) -> Void

    func makeNodes(in context: ViewContext) -> [Node] {
        SheetshotUI.makeNodes(content, in: transacted(context))
    }

    /// `context` with the transaction `transform` makes of the current one (kept out of `makeNodes`, so a
    /// deep tree's frames stay small).
    @inline(never)
    private func transacted(_ context: ViewContext) -> ViewContext {
        var inner = context
        if let animations = context.session.animations, context.isInSession {
            var current: Animation?
            switch context.place.implicitAnimation {
            case .animate(let animation, _)?: current = animation
            case .disabled?: current = nil
            case nil: current = animations.pending?.transaction.effectiveAnimation
            }
            var transaction = Transaction(animation: current)
            transaction.disablesAnimations = animations.pending?.transaction.disablesAnimations ?? false
            transform(&transaction)
            if transaction.disablesAnimations || transaction.animation == nil {
                inner.place.implicitAnimation = .disabled
            } else if let animation = transaction.animation {
                inner.place.implicitAnimation = .animate(animation, time: animations.now)
            }
        }
        return inner
    }
}
