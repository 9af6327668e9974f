import SheetWidget

// How far an animation has come at a time: the curves SwiftUI runs — UIKit's cubic Béziers for the timing
// curves, closed-form springs (mass 1, stiffness (2π/response)², damping 4πζ/response) — with delay,
// speed and repeats. A value animating from a to b sits at a + (b − a)·progress(t); a spring's progress
// overshoots 1 when it bounces. Every moment is computed on its own, so any frame renders without the
// ones before it.

extension Animation {
    /// The spring behind a spring animation (nil for a timing curve).
    var spring: SheetWidget.Spring? {
        guard case .spring(let response, let damping) = kind else { return nil }
        // A response or damping from outside may be anything: clamp to what a spring can be.
        let r = response.isFinite && response > 0 ? response : 0.5
        let z = damping.isFinite && damping >= 0 ? damping : 1
        return SheetWidget.Spring(response: r, dampingFraction: z)
    }

    /// The progress (0 at the start, 1 at the end) and its rate per second at `t` seconds after the
    /// animation is started, from rest, delay, speed and repeats included.
    func progress(at t: Double) -> (value: Double, velocity: Double) {
        progress(at: t, initialVelocity: 0)
    }

    /// The progress and its rate at `t` for an animation started with `initialVelocity` (in progress units
    /// per second: a spring that takes over a moving value keeps its speed, as SwiftUI's do).
    func progress(at t: Double, initialVelocity: Double) -> (value: Double, velocity: Double) {
        let rate = speed.isFinite && speed > 0 ? speed : 1
        let local = (t - max(0, delay.isFinite ? delay : 0)) * rate
        let once = onceDuration
        // An animation of no length (`.linear(duration: 0)`, the usual way to turn animation off; a
        // duration that is not a number or negative) is at its end from its start.
        if local == 0, once == 0 { return (1, 0) }
        guard local > 0 else { return (0, initialVelocity) }
        let repeats = repeatCount.map { max(1, $0) } ?? 1
        guard repeats > 1, once > 0 else {
            let p = singleProgress(at: local, initialVelocity: initialVelocity)
            return (p.value, p.velocity * rate)
        }
        // Repeats: each pass runs forward, and backward when autoreversing. Once all have run the value is
        // the one the state holds (the end), as SwiftUI shows it after an even number of reversing passes.
        if repeats != .max, local >= once * Double(repeats) { return (1, 0) }
        // (The pass counted in floating point first: a tiny pass over a long time is more passes than an
        // Int holds — a pass that far on is taken modulo 2, which is all the direction needs.)
        let passes = (local / once).rounded(.down)
        let pass = passes < Double(repeats - 1) ? Int(passes) : repeats - 1
        let inPass = passes < 1e15 ? min(local - Double(pass) * once, once) : local.truncatingRemainder(dividingBy: once)
        let p = singleProgress(at: inPass, initialVelocity: 0)
        let backwards = autoreverses && pass % 2 == 1
        return backwards ? (1 - p.value, -p.velocity * rate) : (p.value, p.velocity * rate)
    }

    /// How long one pass lasts in its own time: a timing curve's duration, or until a spring has settled
    /// to within a thousandth of its distance.
    var onceDuration: Double {
        switch kind {
        case .timing(_, let duration): return duration.isFinite && duration > 0 ? duration : 0
        case .spring: return spring?.settlingTime(from: -1, velocity: 0, threshold: 1e-3, velocityThreshold: 1e-3) ?? 0
        }
    }

    /// How long the whole animation lasts (delay, speed and repeats included; a repeat for ever lasts for
    /// ever).
    var totalDuration: Double {
        let rate = speed.isFinite && speed > 0 ? speed : 1
        let repeats = repeatCount.map { max(1, $0) } ?? 1
        if repeats == .max { return .infinity }
        return max(0, delay.isFinite ? delay : 0) + onceDuration * Double(repeats) / rate
    }

    /// One pass at `t` ≥ 0 in its own time.
    private func singleProgress(at t: Double, initialVelocity: Double) -> (value: Double, velocity: Double) {
        switch kind {
        case .spring:
            guard let spring else { return (1, 0) }
            // The spring pulls a displacement of −1 (the start) to 0 (the end).
            let s = spring.state(at: t, from: -1, velocity: initialVelocity)
            return (1 + s.position, s.velocity)
        case .timing(let name, let duration):
            guard duration.isFinite, duration > 0 else { return (1, 0) }
            let x = min(1, t / duration)
            guard x < 1 else { return (1, 0) }
            let curve = TimingCurve(named: name)
            let (y, slope) = curve.value(at: x)
            return (y, slope / duration)
        }
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points, as UIKit's
/// `CAMediaTimingFunction`: for a time fraction x, the progress y.
struct TimingCurve: Equatable {
    let c1: (x: Double, y: Double), c2: (x: Double, y: Double)

    static func == (a: TimingCurve, b: TimingCurve) -> Bool { a.c1 == b.c1 && a.c2 == b.c2 }

    /// UIKit's curves: linear, ease in (0.42, 0, 1, 1), ease out (0, 0, 0.58, 1), ease in and out
    /// (0.42, 0, 0.58, 1); a custom `cubic(x1,y1,x2,y2)`.
    init(named name: String) {
        switch name {
        case "easeIn": (c1, c2) = ((0.42, 0), (1, 1))
        case "easeOut": (c1, c2) = ((0, 0), (0.58, 1))
        case "easeInOut": (c1, c2) = ((0.42, 0), (0.58, 1))
        default:
            if name.hasPrefix("cubic("), name.hasSuffix(")") {
                let numbers = name.dropFirst(6).dropLast().split(separator: ",").compactMap { Double($0) }
                if numbers.count == 4, numbers.allSatisfy(\.isFinite) {
                    // Time must move forward: x control points are kept in 0…1, as Core Animation requires.
                    (c1, c2) = ((min(max(numbers[0], 0), 1), numbers[1]), (min(max(numbers[2], 0), 1), numbers[3]))
                    return
                }
            }
            (c1, c2) = ((0, 0), (1, 1))   // linear
        }
    }

    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    private func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The progress at time fraction `x` (0…1) and its slope dy/dx.
    func value(at x: Double) -> (y: Double, slope: Double) {
        // Solve x(t) = x: Newton steps from a good start, bisection when they stall.
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, c1.x, c2.x) - x
            if abs(error) < 1e-12 { break }
            let d = derivative(t, c1.x, c2.x)
            if abs(d) < 1e-9 { break }
            t = min(1, max(0, t - error / d))
        }
        if abs(bezier(t, c1.x, c2.x) - x) > 1e-9 {
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                t = (lo + hi) / 2
                if bezier(t, c1.x, c2.x) < x { lo = t } else { hi = t }
            }
        }
        let dx = derivative(t, c1.x, c2.x), dy = derivative(t, c1.y, c2.y)
        return (bezier(t, c1.y, c2.y), abs(dx) < 1e-12 ? 0 : dy / dx)
    }
}
