import Foundation
import Testing
@testable import SheetWidget

@Suite struct SpringTests {
    /// Integrates x'' = −k x − c x' with small RK4 steps: the closed form must agree.
    func integrate(_ s: Spring, x0: Double, v0: Double, to t: Double) -> (Double, Double) {
        var x = x0, v = v0
        let n = Int(t / 1e-4), h = t / Double(n)
        func f(_ x: Double, _ v: Double) -> (Double, Double) { (v, -s.stiffness * x - s.damping * v) }
        for _ in 0..<n {
            let k1 = f(x, v), k2 = f(x + h / 2 * k1.0, v + h / 2 * k1.1)
            let k3 = f(x + h / 2 * k2.0, v + h / 2 * k2.1), k4 = f(x + h * k3.0, v + h * k3.1)
            x += h / 6 * (k1.0 + 2 * k2.0 + 2 * k3.0 + k4.0)
            v += h / 6 * (k1.1 + 2 * k2.1 + 2 * k3.1 + k4.1)
        }
        return (x, v)
    }

    @Test(arguments: [0.3, 1.0, 2.5])
    func closedFormMatchesIntegration(zeta: Double) {
        let s = Spring(response: 0.4, dampingFraction: zeta)
        for t in [0.05, 0.13, 0.4, 0.9] {
            let exact = s.state(at: t, from: -300, velocity: 1200)
            let numeric = integrate(s, x0: -300, v0: 1200, to: t)
            #expect(abs(exact.position - numeric.0) < 1e-6 && abs(exact.velocity - numeric.1) < 1e-5, "ζ \(zeta) t \(t)")
        }
    }

    @Test func appleParameterConversions() {
        let a = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(a.stiffness - 157.9) < 0.05 && abs(a.damping - 17.6) < 0.05)
        let b = Spring(stiffness: 100, damping: 10)
        #expect(abs(b.response - 0.63) < 0.005 && abs(b.bounce - 0.5) < 1e-12)
        #expect(Spring.smooth.dampingFraction == 1 && abs(Spring.bouncy.bounce - 0.3) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingFraction - 2) < 1e-12)
    }

    @Test func criticalDampingNeverOvershootsAndSettlesWithinTheThreshold() {
        let s = Spring(response: 0.4, dampingFraction: 1)
        var t = 0.0
        while t < 2 {
            #expect(s.state(at: t, from: -500, velocity: 0).position <= 1e-9)
            t += 0.01
        }
        for spring in [s, Spring(response: 0.4, dampingFraction: 0.8), Spring(response: 0.4, dampingFraction: 1.6)] {
            let settle = spring.settlingTime(from: -500, velocity: -2000)
            #expect(settle > 0.1 && settle < 3)
            var u = settle
            while u < settle + 2 {
                let st = spring.state(at: u, from: -500, velocity: -2000)
                #expect(abs(st.position) < 0.5 && abs(st.velocity) < 0.5, "\(spring) at \(u)")
                u += 0.005
            }
        }
    }
}

@Suite struct GestureRuleTests {
    @Test func rubberBandValuesAtKnownOvershoots() {
        // iOS: x = 100 in d = 844 → (1 − 1/(100·0.55/844 + 1))·844 ≈ 51.6.
        #expect(abs(RubberBand.iOS.shown(overshoot: 100, dimension: 844) - 51.64) < 0.01)
        // The Drawer: 0.2·ln(1 + 100/844)·844 = 0.2 · 0.111972 · 844 ≈ 18.901.
        #expect(abs(RubberBand.drawer.shown(overshoot: 100, dimension: 844) - 18.901) < 0.001)
        #expect(abs(RubberBand.squareRoot.shown(overshoot: 99, dimension: 844) - 22.5) < 1e-9)
        #expect(RubberBand.none.shown(overshoot: 50, dimension: 844) == 0)
        // Fluent: a 10 pt delta at the limit moves 10; 10 pt past, half; never more than 20 past.
        #expect(RubberBand.applyFluent(extent: 500, delta: 10, low: 100, high: 500) == 510)
        #expect(RubberBand.applyFluent(extent: 510, delta: 10, low: 100, high: 500) == 515)
        var e = 500.0
        for _ in 0..<200 { e = RubberBand.applyFluent(extent: e, delta: 5, low: 100, high: 500) }
        #expect(e <= 520 && e > 515)
    }

    /// (extent, velocity) → target for each rule. Stops: collapsed 98, partial 434, expanded 768.
    @Test func releaseTables() {
        let stops = [98.0, 434, 768]
        func t(_ rule: ReleaseRule, _ e: Double, _ v: Double, start: Double = 434) -> Double {
            rule.target(extent: e, velocity: v, stops: stops, startExtent: start, length: 852)
        }
        let fluent = ReleaseRule.fluent(allowsSwipeToHide: false)
        #expect(t(fluent, 300, 100) == 434)      // slow: nearest
        #expect(t(fluent, 300, 200) == 434)      // opening below partial: partial
        #expect(t(fluent, 500, 200) == 768)      // opening above partial: expanded
        #expect(t(fluent, 500, -200) == 434)     // closing above partial: partial
        #expect(t(fluent, 300, -200) == 98)      // closing below partial: collapsed
        let hide = ReleaseRule.fluent(allowsSwipeToHide: true)
        #expect(t(hide, 80, -200) == 0 && t(hide, 80, 200) == 98 && t(hide, 30, -10) == 0)
        #expect(t(.projected(k: 0.2), 500, 1500) == 768 && t(.projected(k: 0.2), 500, -1500) == 98 && t(.projected(k: 0.2), 500, 0) == 434)
        #expect(t(.material(hideable: false), 500, 600) == 768 && t(.material(hideable: false), 500, -600) == 434)
        #expect(t(.material(hideable: true), 40, -200) == 0 && t(.material(hideable: false), 300, 100) == 434)
        #expect(t(.stepByFraction, 434 + 90, 0) == 768 && t(.stepByFraction, 434 + 50, 0) == 434)
        #expect(t(.stepByFraction, 434 + 260, 0) == 768 && t(.stepByFraction, 434 - 260, 0) == 98)
        #expect(t(.tutorial, 434 - 140, 0) == 0 && t(.tutorial, 434 - 120, 0) == 434)
    }
}
