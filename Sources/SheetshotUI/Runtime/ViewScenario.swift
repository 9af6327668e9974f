import Foundation

/// What a finger does to a view, step by step with times: the script a `ViewClip` plays through the
/// view's own code (its buttons' actions, its drag gestures, its sheet), as a value a test can keep.
///
/// ```swift
/// let scenario = ViewScenario([
///     .tap("Tip", at: 0.2),                                                   // by what VoiceOver calls it
///     .drag(from: CGPoint(x: 196, y: 440), to: CGPoint(x: 196, y: 840), duration: 0.25, at: 1.2),
/// ])
/// ```
public struct ViewScenario: Sendable, Equatable {
    /// One thing the finger does.
    public enum Step: Sendable, Equatable {
        /// Taps the middle of the element VoiceOver calls `label` at `at` seconds.
        case tap(String, at: Double)
        /// Taps `point` (points from the screen's top-left corner) at `at` seconds.
        case tapPoint(CGPoint, at: Double)
        /// Puts a finger down at `from` at `at` seconds, moves it in a straight line to `to` over
        /// `duration` seconds (sampled 60 times a second) and lifts it.
        case drag(from: CGPoint, to: CGPoint, duration: Double, at: Double)
        /// Puts a finger down at `point` and lifts it `duration` seconds later without moving (a long press;
        /// on the sheet or a drag gesture, a drag that never began).
        case press(CGPoint, duration: Double, at: Double)

        /// When the step starts.
        public var time: Double {
            switch self {
            case .tap(_, let t), .tapPoint(_, let t), .drag(_, _, _, let t), .press(_, _, let t): t
            }
        }

        /// When the step ends (a drag's or press's lift).
        public var endTime: Double {
            switch self {
            case .drag(_, _, let d, let t), .press(_, let d, let t): t + d
            default: time
            }
        }
    }

    /// The steps, in time order.
    public var steps: [Step]

    /// A scenario of `steps`, in time order.
    public init(_ steps: [Step]) { self.steps = steps }

    /// The most steps a scenario plays.
    public static let maximumSteps = 10_000

    /// Checks the steps before anything is played: times finite and ≥ 0, steps in time order, a step
    /// starting only after the one before has ended, drag and press lengths in (0, 60] s, points finite.
    /// - Throws: `ViewSessionError` naming the step (1-based) and what is wrong with it.
    func validate() throws {
        guard steps.count <= Self.maximumSteps else {
            throw ViewSessionError("a scenario of \(steps.count) steps is more than the limit of \(Self.maximumSteps)")
        }
        var free = 0.0
        for (i, step) in steps.enumerated() {
            let name = "scenario step \(i + 1)"
            guard step.time.isFinite, step.time >= 0, step.time < 1e6 else { throw ViewSessionError("\(name) is at \(step.time) s, not a time ≥ 0") }
            switch step {
            case .drag(let a, let b, let d, _):
                for p in [a, b] where !(p.x.isFinite && p.y.isFinite && abs(p.x) < 1e6 && abs(p.y) < 1e6) {
                    throw ViewSessionError("\(name): (\(p.x), \(p.y)) is not a point on the screen")
                }
                guard d.isFinite, d > 0, d <= 60 else { throw ViewSessionError("\(name): a drag lasts more than 0 and at most 60 s, not \(d)") }
            case .press(let p, let d, _):
                guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e6, abs(p.y) < 1e6 else {
                    throw ViewSessionError("\(name): (\(p.x), \(p.y)) is not a point on the screen")
                }
                guard d.isFinite, d > 0, d <= 60 else { throw ViewSessionError("\(name): a press lasts more than 0 and at most 60 s, not \(d)") }
            case .tapPoint(let p, _):
                guard p.x.isFinite, p.y.isFinite else { throw ViewSessionError("\(name): (\(p.x), \(p.y)) is not a point on the screen") }
            case .tap: break
            }
            guard step.time >= free else {
                throw ViewSessionError("\(name) at \(step.time) s starts before step \(i) has ended (\(free) s): give the steps in time order, one finger at a time")
            }
            free = step.endTime
        }
    }

    /// The steps as the touches they are made of, in time order.
    var touches: [Touch] {
        steps.enumerated().flatMap { (index, step) -> [Touch] in
            switch step {
            case .tap(let label, let t): return [Touch(step: index, time: t, kind: .tapLabel(label))]
            case .tapPoint(let p, let t): return [Touch(step: index, time: t, kind: .tap(p))]
            case .press(let p, let d, let t):
                return [Touch(step: index, time: t, kind: .down(p)), Touch(step: index, time: t + d, kind: .move(p)), Touch(step: index, time: t + d, kind: .up)]
            case .drag(let a, let b, let d, let t):
                let moves = Self.dragSamples(from: a, to: b, duration: d, startingAt: t).map { Touch(step: index, time: $0.time, kind: .move($0.point)) }
                return [Touch(step: index, time: t, kind: .down(a))] + moves + [Touch(step: index, time: t + d, kind: .up)]
            }
        }
    }

    /// The finger's positions after it goes down at `start` at `time`, moving in a straight line to `end`
    /// over `duration` seconds: sampled 60 times a second, the last at `end`.
    static func dragSamples(from start: CGPoint, to end: CGPoint, duration: Double, startingAt time: Double) -> [(time: Double, point: CGPoint)] {
        let n = max(1, Int((duration * 60).rounded(.up)))
        return (1...n).map { k in
            let f = Double(k) / Double(n)
            return (time + duration * f, CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
    }

    /// One touch event of a step.
    struct Touch {
        enum Kind { case tapLabel(String), tap(CGPoint), down(CGPoint), move(CGPoint), up }
        let step: Int, time: Double, kind: Kind
    }
}
