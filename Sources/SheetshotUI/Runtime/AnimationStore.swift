// Animatable values in a session: each animatable modifier (offset, opacity, scale, rotation, padding,
// frame, corner radius, colour) keeps its value under its identity. When a state change made inside
// `withAnimation` gives it a new target, it moves there along the animation's curve from the value it shows
// then, with the speed it has then (so an animation interrupted by another keeps its position and velocity,
// as SwiftUI's do); any moment is computed on its own. Changes made outside an animation jump.

/// Where an animated value is kept: the view's identity and which of its values.
struct AnimationKey: Hashable {
    let identity: String
    let slot: AnimatedSlot
}

/// Where a session keeps its animatable values and the time being built.
@MainActor final class AnimationStore {
    /// One animatable value: moving from `from` to `to` since `start` along `animation` (nil: at rest at
    /// `to`), with `velocity` (per component, units per second) at the start.
    struct Track {
        var from: [Double], to: [Double], start: Double, animation: Animation?, velocity: [Double]
    }

    private var tracks: [AnimationKey: Track] = [:]
    /// The time the tree is built for.
    var now = 0.0
    /// The transaction of the state changes being committed and when they were made (until the next
    /// commit): a value whose target those changes moved goes there along its animation when the tree is
    /// next built.
    var pending: (transaction: WriteTransaction, time: Double)?

    /// The value and rate of `track` at `t`.
    static func evaluate(_ track: Track, at t: Double) -> (value: [Double], velocity: [Double]) {
        guard let animation = track.animation else { return (track.to, track.to.map { _ in 0 }) }
        var value: [Double] = [], velocity: [Double] = []
        for i in track.to.indices {
            let span = track.to[i] - track.from[i]
            guard span != 0 else { value.append(track.to[i]); velocity.append(0); continue }
            let p = animation.progress(at: t - track.start, initialVelocity: track.velocity[i] / span)
            value.append(track.from[i] + span * p.value)
            velocity.append(span * p.velocity)
        }
        return (value, velocity)
    }

    /// The value to show now for the animatable value at `key` whose target is `target`; `implicit`: the
    /// animation an enclosing `.animation(_:value:)` gives the changes made now (it overrides the action's).
    func value(_ key: AnimationKey, target: [Double], implicit: ImplicitAnimation? = nil) -> [Double] {
        guard target.allSatisfy(\.isFinite) else { return target }
        guard var track = tracks[key], track.to.count == target.count else {
            tracks[key] = Track(from: target, to: target, start: now, animation: nil, velocity: target.map { _ in 0 })
            return target
        }
        if track.to != target {
            var pending = self.pending.flatMap { p in p.transaction.effectiveAnimation.map { (animation: $0, time: p.time) } }
            if self.pending?.transaction.disablesAnimations != true {
                switch implicit {
                case .animate(let animation, let time)?: pending = (animation, time)
                case .disabled?: pending = nil
                case nil: break
                }
            }
            if let pending {
                let (shown, speed) = Self.evaluate(track, at: pending.time)
                track = Track(from: shown, to: target, start: pending.time, animation: pending.animation, velocity: speed)
            } else {
                track = Track(from: target, to: target, start: now, animation: nil, velocity: target.map { _ in 0 })
            }
            tracks[key] = track
        }
        return Self.evaluate(track, at: now).value
    }

    /// When every animation started so far has ended (0 when none has run; not the time last built;
    /// infinite while a value moves with an animation that repeats for ever).
    var settledTime: Double {
        tracks.values.reduce(0) { latest, track in
            guard let animation = track.animation, track.from != track.to else { return latest }
            return max(latest, track.start + animation.totalDuration)
        }
    }

    /// The values `.animation(_:value:)` modifiers last saw, by identity.
    var watched = WatchedValues()
}

/// What an enclosing `.animation(_:value:)` says of the changes made now: animate them with its animation
/// from `time`, or (`.animation(nil, value:)`) let them jump.
enum ImplicitAnimation {
    case animate(Animation, time: Double)
    case disabled
}

extension ViewContext {
    /// The value an animatable modifier shows: in a session, `target` reached along the animation of the
    /// change that set it; elsewhere `target` itself.
    func animatedValue(_ slot: AnimatedSlot, _ target: [Double]) -> [Double] {
        guard let animations = session.animations, isInSession else { return target }
        return animations.value(AnimationKey(identity: place.identity, slot: slot), target: target, implicit: place.implicitAnimation)
    }
}

/// Values seen under keys between builds, to tell when one changes (`.animation(_:value:)`, `onChange(of:)`).
struct WatchedValues {
    /// What became of a watched value.
    enum Change<V> {
        /// Seen for the first time.
        case first
        /// The same as before.
        case same
        /// Different from `old`.
        case changed(old: V)
    }

    private var seen: [String: Any] = [:]

    /// Notes `value` under `key` and says how it compares with the value seen there before.
    mutating func note<V: Equatable>(_ value: V, at key: String) -> Change<V> {
        defer { seen[key] = value }
        guard let old = seen[key] as? V else { return .first }
        return old == value ? .same : .changed(old: old)
    }
}
