@testable import SheetshotUI
import SheetWidget
import Testing

/// The curves animations run: UIKit's cubic Béziers, springs as SwiftUI defines them, delay, speed and
/// repeats — each moment computed on its own.
@MainActor @Suite struct AnimationTimingTests {
    @Test func timingCurvesAreUIKits() {
        // CSS/Core Animation's ease-in and ease-out at half time.
        #expect(abs(Animation.easeIn(duration: 1).progress(at: 0.5).value - 0.3153) < 1e-3)
        #expect(abs(Animation.easeOut(duration: 1).progress(at: 0.5).value - 0.6847) < 1e-3)
        let inOut = Animation.easeInOut(duration: 0.4)
        #expect(abs(inOut.progress(at: 0.2).value - 0.5) < 1e-9)
        #expect(abs(inOut.progress(at: 0.1).value + inOut.progress(at: 0.3).value - 1) < 1e-9, "symmetric")
        #expect(inOut.progress(at: 0).value == 0 && inOut.progress(at: 0.4).value == 1 && inOut.progress(at: 9).value == 1)
        #expect(abs(Animation.linear(duration: 2).progress(at: 0.5).value - 0.25) < 1e-12)
        #expect(abs(Animation.linear(duration: 2).progress(at: 0.5).velocity - 0.5) < 1e-12)
        // Monotonic for UIKit's curves.
        var last = -1.0
        for k in 0...100 { let v = inOut.progress(at: Double(k) * 0.004).value; #expect(v >= last); last = v }
        let custom = Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 1)
        #expect(custom.progress(at: 0.5).value > 0.9)
    }

    @Test func springsAsSwiftUIDefinesThem() throws {
        // REFERENCE.md: (duration 0.5, bounce 0.3) → stiffness 157.9, damping 17.6.
        let s = try #require(Animation.spring(duration: 0.5, bounce: 0.3).spring)
        #expect(abs(s.stiffness - 157.9) < 0.05 && abs(s.damping - 17.6) < 0.05, "\(s)")
        #expect(Animation.snappy(extraBounce: 0.1).spring == Spring(duration: 0.5, bounce: 0.25))
        #expect(Animation.interactiveSpring.spring == Spring(response: 0.15, dampingFraction: 0.86))
        #expect(Animation.spring.spring == Spring(response: 0.5, dampingFraction: 0.825))
        // The tutorial's release spring: progress is 1 + the closed-form displacement from −1.
        let release = Animation.interactiveSpring(response: 0.5, dampingFraction: 0.9)
        let spring = try #require(release.spring)
        for t in [0.05, 0.1, 0.2, 0.4] {
            #expect(abs(release.progress(at: t).value - (1 + spring.state(at: t, from: -1, velocity: 0).position)) < 1e-12)
        }
        // A bouncy spring overshoots; every spring settles at 1.
        let bouncy = Animation.bouncy
        #expect((0..<200).map { bouncy.progress(at: Double($0) / 200).value }.max()! > 1)
        #expect(abs(bouncy.progress(at: bouncy.totalDuration).value - 1) < 1e-3)
        // A spring taking over a moving value keeps its speed.
        #expect(release.progress(at: 0, initialVelocity: 3).velocity == 3)
        #expect(release.progress(at: 0.02, initialVelocity: 3).value > release.progress(at: 0.02).value)
    }

    @Test func delaySpeedAndRepeats() {
        let a = Animation.linear(duration: 1).delay(0.5)
        #expect(a.progress(at: 0.4).value == 0 && abs(a.progress(at: 1).value - 0.5) < 1e-12 && a.totalDuration == 1.5)
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(abs(fast.progress(at: 0.25).value - 0.5) < 1e-12 && fast.totalDuration == 0.5)
        let pingPong = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(abs(pingPong.progress(at: 1.25).value - 0.75) < 1e-12, "the second pass runs back")
        #expect(abs(pingPong.progress(at: 2.5).value - 0.5) < 1e-12 && pingPong.progress(at: 3).value == 1)
        let twice = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(twice.progress(at: 1.9).value < 0.2 && twice.progress(at: 2).value == 1, "ends at the state's value")
        #expect(Animation.linear(duration: 1).repeatForever().totalDuration == .infinity)
        // Hostile numbers: a duration, speed or delay that is not a positive finite number.
        for bad in [Animation.linear(duration: .nan), .linear(duration: -1), .linear(duration: 1).speed(.nan), .linear(duration: 1).delay(.infinity),
                    .spring(response: .nan, dampingFraction: .infinity), .spring(response: 0, dampingFraction: -1)] {
            let p = bad.progress(at: 0.3)
            #expect(p.value.isFinite && p.velocity.isFinite, "\(bad)")
            #expect(!bad.totalDuration.isNaN)
        }
    }
}
