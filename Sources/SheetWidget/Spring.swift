import Foundation

/// A damped spring of unit mass in closed form: where it is and how fast it moves at any time, without
/// stepping. Under-, critically and over-damped motion each have their own exact solution.
///
/// Parameters follow SwiftUI (REFERENCE.md §1): `response` (the period of the undamped spring, = duration)
/// and `dampingFraction` ζ, or `duration` and `bounce` (ζ = 1 − bounce for bounce ≥ 0, 1 / (1 + bounce)
/// below 0); stiffness k = (2π / response)², damping c = 4πζ / response.
public struct Spring: Sendable, Equatable {
    /// Stiffness k and damping c (mass 1).
    public let stiffness: Double, damping: Double

    /// A spring from its stiffness and damping.
    public init(stiffness: Double, damping: Double) {
        self.stiffness = max(1e-9, stiffness.isFinite ? stiffness : 1)
        self.damping = max(0, damping.isFinite ? damping : 0)
    }

    /// SwiftUI's `.spring(response:dampingFraction:)`.
    public init(response: Double, dampingFraction: Double) {
        let r = max(1e-6, response)
        self.init(stiffness: pow(2 * .pi / r, 2), damping: 4 * .pi * max(0, dampingFraction) / r)
    }

    /// SwiftUI's `.spring(duration:bounce:)`.
    public init(duration: Double, bounce: Double) {
        self.init(response: duration, dampingFraction: bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.999)))
    }

    /// The undamped period (SwiftUI's response and duration).
    public var response: Double { 2 * .pi / stiffness.squareRoot() }
    /// ζ = c / (2√k).
    public var dampingFraction: Double { damping / (2 * stiffness.squareRoot()) }
    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, else 1/ζ − 1 (negative: over-damped).
    public var bounce: Double { let z = dampingFraction; return z <= 1 ? 1 - z : 1 / z - 1 }

    /// SwiftUI's presets (duration 0.5): smooth (no bounce), snappy (0.15), bouncy (0.3); `.spring`'s
    /// default (response 0.5, ζ 0.825); interactive (response 0.15, ζ 0.86).
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static let `default` = Spring(response: 0.5, dampingFraction: 0.825)
    public static let interactive = Spring(response: 0.15, dampingFraction: 0.86)

    /// Displacement from the target and velocity at time `t`, for a start `x0` away from the target moving
    /// at `v0` (units per second).
    public func state(at t: Double, from x0: Double, velocity v0: Double) -> (position: Double, velocity: Double) {
        guard t > 0 else { return (x0, v0) }
        let w0 = stiffness.squareRoot()
        let zeta = damping / (2 * w0)
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = e^(−ω0 t)(x0 + (v0 + ω0 x0) t).
            let e = exp(-w0 * t), b = v0 + w0 * x0
            return (e * (x0 + b * t), e * (b - w0 * (x0 + b * t)))
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-zeta * w0 * t)
            let b = (v0 + zeta * w0 * x0) / wd
            let cosT = cos(wd * t), sinT = sin(wd * t)
            let x = e * (x0 * cosT + b * sinT)
            let v = e * (-zeta * w0 * (x0 * cosT + b * sinT) + (-x0 * wd * sinT + b * wd * cosT))
            return (x, v)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            let a = (v0 - r2 * x0) / (r1 - r2), b = x0 - a
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
        }
    }

    /// The first time (on a 1 ms grid) from which the spring stays within `threshold` of its target and
    /// slower than `velocityThreshold` for good. Under-damped springs use their decay envelope (so a
    /// crossing of the target at speed does not count); critically and over-damped ones, which cross the
    /// target at most once, are stepped until both hold. At most 60 s.
    public func settlingTime(from x0: Double, velocity v0: Double, threshold: Double = 0.5, velocityThreshold: Double = 0.5) -> Double {
        let w0 = stiffness.squareRoot(), zeta = damping / (2 * w0)
        if zeta < 1 {
            guard zeta > 0 else { return 60 }
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w0 * x0) / wd
            let amplitude = (x0 * x0 + b * b).squareRoot()
            guard amplitude > 0 else { return 0 }
            // |x| ≤ M e^(−ζω0 t) and |v| ≤ √2 ω0 M e^(−ζω0 t).
            let needed = max(log(amplitude / threshold), log(2.0.squareRoot() * w0 * amplitude / velocityThreshold), 0) / (zeta * w0)
            return min(60, (needed * 1000).rounded(.up) / 1000)
        }
        var t = 0.0
        while t < 60 {
            let s = state(at: t, from: x0, velocity: v0)
            if abs(s.position) < threshold && abs(s.velocity) < velocityThreshold && s.position * s.velocity <= 0 {
                return t  // inside, and moving towards the target (or still): it stays inside
            }
            t += 0.001
        }
        return 60
    }
}
