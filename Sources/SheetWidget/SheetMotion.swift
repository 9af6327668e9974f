import Canvas
import Foundation
import Widgets

/// A scripted input to a sheet.
public enum SheetAction: Sendable {
    /// Move to a named state or detent at `time`, animated with the preset's spring or at once.
    case move(to: SheetPosition, at: Double, animated: Bool = true)
    /// A finger drag: samples of (time, translation in points along the container's axis: +y down for top
    /// and bottom sheets, +x right for side sheets), released at the last sample.
    case pan([(time: Double, translation: Double)])
    /// A tap at a point (points, in the container) at `time`: hit-tested against the scene then.
    case tap(Point, at: Double)
}

/// How a preset moves: rubber band, release rule and settling spring.
public struct SheetMotionStyle: Sendable {
    /// How a drag past the limits resists.
    public var rubberBand: RubberBand
    /// Where a release goes.
    public var release: ReleaseRule
    /// The settling spring for a release at `speed` pt/s.
    public var spring: @Sendable (_ speed: Double) -> Spring
    /// Settling thresholds (Fluent: 0.5 pt and 0.5 pt/s).
    public var threshold: Double = 0.5

    /// A style from its three rules.
    public init(rubberBand: RubberBand, release: ReleaseRule, spring: @escaping @Sendable (Double) -> Spring) {
        self.rubberBand = rubberBand; self.release = release; self.spring = spring
    }

    /// Fluent's: linear rubber band with a hard stop, its release rule, a 0.4 s critically damped spring
    /// (ζ 0.8 above 800 pt/s).
    public static func fluent(allowsSwipeToHide: Bool) -> SheetMotionStyle {
        SheetMotionStyle(rubberBand: .fluent, release: .fluent(allowsSwipeToHide: allowsSwipeToHide)) {
            Spring(response: 0.4, dampingFraction: $0 > 800 ? 0.8 : 1.0)
        }
    }

    /// The SwiftUI Drawer's: a logarithmic rubber band, the projected end (k 0.2), a 0.5 s spring with
    /// bounce 0.25.
    public static let drawer = SheetMotionStyle(rubberBand: .drawer, release: .projected(k: 0.2)) { _ in Spring(duration: 0.5, bounce: 0.25) }
    /// ODS's: iOS's rubber band, one detent a step, a 0.5 s spring of damping 0.75.
    public static let ods = SheetMotionStyle(rubberBand: .iOS, release: .stepByFraction) { _ in Spring(response: 0.5, dampingFraction: 0.75) }
    /// The SwiftUI tutorial sheet's: no rubber band, its own release rule, a 0.5 s spring of damping 0.9.
    public static let tutorial = SheetMotionStyle(rubberBand: .none, release: .tutorial) { _ in Spring(response: 0.5, dampingFraction: 0.9) }
    /// iOS's sheets': iOS's rubber band, the projected end (k 0.2), SwiftUI's default spring.
    public static let apple = SheetMotionStyle(rubberBand: .iOS, release: .projected(k: 0.2)) { _ in Spring.default }

    /// The style of a preset: its `motionStyle`.
    @available(*, deprecated, renamed: "SheetPreset.motionStyle", message: "a preset carries its motion style: use preset.motionStyle (or scene.motionStyle)")
    public static func `for`(_ preset: SheetPreset) -> SheetMotionStyle { preset.motionStyle }
}

/// A sheet's motion on a virtual clock: the extent (and so every frame) is a pure function of the script
/// and the time, so any frame can be rendered without playing those before it.
///
/// Springs are closed-form; a move during a settle retargets from the current position and velocity;
/// drags follow the finger through the style's rubber band; a release picks its target by the style's
/// rule and settles with the finger's velocity.
public struct SheetMotion: Sendable {
    enum Segment: Sendable {
        case hold(start: Double, extent: Double)
        case spring(start: Double, from: Double, to: Double, velocity: Double, spring: Spring)
        case drag(start: Double, times: [Double], extents: [Double])
    }

    let segments: [Segment]
    /// The log of will-move / did-move / started-pan / released events.
    public let events: [SheetEvent]
    /// When the last movement settles.
    public let endTime: Double

    /// Plays `actions` (in time order) on `scene` with the scene's `motionStyle` (its preset's rules),
    /// starting where the scene's position puts the sheet.
    /// - Throws: `SheetConfigurationError` for an unknown target, `FontError` from hit testing.
    public init(scene: SheetScene, actions: [SheetAction]) throws {
        try self.init(scene: scene, actions: actions, style: scene.motionStyle)
    }

    /// Plays `actions` (in time order) on `scene` with `style`'s rules, starting where the scene's
    /// position puts the sheet.
    /// - Throws: `SheetConfigurationError` for an unknown target, `FontError` from hit testing.
    public init(scene: SheetScene, actions: [SheetAction], style: SheetMotionStyle) throws {
        let g = try scene.geometry()
        let stops = g.stops.map(\.extent)
        let initial = try scene.layout(in: g).extent
        var segments: [Segment] = [.hold(start: 0, extent: initial)]
        var events: [SheetEvent] = []
        var rest = initial  // the resting extent the sheet is at or heading to
        let restAt: (Double) -> SheetRest = { e in e == 0 ? .hidden : .detent(g.stops.min { abs($0.extent - e) < abs($1.extent - e) }?.id ?? "?") }
        // The state of the motion so far at time t.
        func state(_ t: Double) -> (extent: Double, velocity: Double) { Self.evaluate(segments, at: t) }
        func settle(from t: Double, to target: Double, velocity: Double, interaction: SheetInteraction) {
            let now = state(t)
            events.append(SheetEvent(kind: .willMove, time: t, rest: restAt(target), interaction: interaction, extent: now.extent))
            let spring = style.spring(abs(velocity))
            segments.append(.spring(start: t, from: now.extent, to: target, velocity: velocity, spring: spring))
            let duration = spring.settlingTime(from: now.extent - target, velocity: velocity, threshold: style.threshold, velocityThreshold: style.threshold)
            events.append(SheetEvent(kind: .didMove, time: t + duration, rest: restAt(target), interaction: interaction, extent: target))
            rest = target
        }
        for action in actions {
            switch action {
            case .move(let position, let t, let animated):
                let target = try g.extent(of: position, field: "actions")
                if animated {
                    settle(from: t, to: target, velocity: state(t).velocity, interaction: .noUserAction)
                } else {
                    events.append(SheetEvent(kind: .willMove, time: t, rest: restAt(target), interaction: .noUserAction, extent: state(t).extent))
                    segments.append(.hold(start: t, extent: target))
                    events.append(SheetEvent(kind: .didMove, time: t, rest: restAt(target), interaction: .noUserAction, extent: target))
                    rest = target
                }
            case .pan(let samples):
                guard let first = samples.first, let last = samples.last, samples.count >= 2 else { continue }
                let start = state(first.time).extent
                // Full-screen sheets cannot be dragged down from full screen.
                let fullScreenLocked = scene.configuration.allowsFullScreen && !scene.configuration.detents.isEmpty
                    && abs(start - g.length) < 0.5 && scene.configuration.detents.contains { $0.id == "full" }
                events.append(SheetEvent(kind: .startedPan, time: first.time, rest: nil, interaction: .swipe, extent: start))
                let sign = g.frame.translationSign  // finger translation → extent change
                var extents: [Double] = [], times: [Double] = []
                var e = start, previous = first.translation
                let low = stops.first ?? 0, high = stops.last ?? 0
                for sample in samples {
                    let delta = sign * (sample.translation - previous)
                    previous = sample.translation
                    if fullScreenLocked && delta < 0 {
                        // stays
                    } else if style.rubberBand == .fluent {
                        e = RubberBand.applyFluent(extent: e, delta: delta, low: scene.configuration.allowsSwipeToHide ? 0 : low, high: high)
                    } else {
                        let free = start + sign * (sample.translation - first.translation)
                        if free > high { e = high + style.rubberBand.shown(overshoot: free - high, dimension: g.length) }
                        else if free < low && !(scene.configuration.allowsSwipeToHide) { e = low - style.rubberBand.shown(overshoot: low - free, dimension: g.length) }
                        else { e = max(0, free) }
                    }
                    extents.append(e); times.append(sample.time)
                }
                segments.append(.drag(start: first.time, times: times, extents: extents))
                // Velocity from the last two samples (extent per second).
                let n = samples.count
                let dt = max(1e-3, samples[n - 1].time - samples[n - 2].time)
                let velocity = fullScreenLocked ? 0 : sign * (samples[n - 1].translation - samples[n - 2].translation) / dt
                events.append(SheetEvent(kind: .released, time: last.time, rest: nil, interaction: .swipe, extent: e))
                var target = style.release.target(extent: e, velocity: velocity, stops: stops, startExtent: rest, length: g.length)
                // A projected release when a swipe may hide the sheet has hidden among its resting sizes (iOS's
                // sheets: a release projected nearer the bottom than the smallest detent dismisses).
                if case .projected(let k) = style.release, scene.configuration.allowsSwipeToHide, let lowest = stops.first,
                   e + k * velocity < lowest / 2 { target = 0 }
                settle(from: last.time, to: target, velocity: velocity, interaction: .swipe)
            case .tap(let point, let t):
                var at = scene
                at.position = .extent(state(t).extent)
                switch try at.hitTest(point) {
                case .handle, .header:
                    // Handle (Fluent) and header (ODS) taps step to the next size, wrapping to the smallest;
                    // with handle-tap-to-hide, a collapsed sheet hides.
                    let current = stops.firstIndex { abs($0 - rest) < 0.5 } ?? 0
                    var target = stops[(current + 1) % stops.count]
                    if scene.configuration.allowsResizingHandleTapToHide && current == 0 && rest > 0 { target = 0 }
                    settle(from: t, to: target, velocity: 0, interaction: .resizingHandleTap)
                case .dimming:
                    settle(from: t, to: stops.first ?? 0, velocity: 0, interaction: .dimmingViewTap)
                default:
                    break
                }
            }
        }
        self.segments = segments
        self.events = events
        endTime = max(events.map(\.time).max() ?? 0, 0)
    }

    /// The number of frames of a clip: ⌈d·fps⌉ + 1 (frame k at k / fps, the last at or just past d),
    /// computed without building anything; `Int.max` when that many would not fit (check it against a
    /// limit before asking for `frameTimes`). 1 for a duration that is not a finite number ≥ 0.
    public static func frameCount(fps: Int, duration: Double) -> Int {
        guard fps > 0, duration.isFinite, duration >= 0 else { return 1 }
        let last = (duration * Double(fps) - 1e-9).rounded(.up)
        guard last < 1e15 else { return Int.max }
        return max(0, Int(last)) + 1
    }

    /// The most frames `frameTimes`, `offsetEvents` and `eventsJSON` produce: a clip's limit.
    public static var maximumFrameCount: Int { SheetClip.maximumFrames }

    /// The times of a clip's frames: frame k at k / fps, the last at or just past `duration` — so a clip
    /// of d seconds has ⌈d·fps⌉ + 1 frames. Check `frameCount` against `maximumFrameCount` first: asking
    /// for more is a programming error (it stops the program with that message).
    public static func frameTimes(fps: Int, duration: Double) -> [Double] {
        let n = frameCount(fps: fps, duration: duration)
        precondition(n <= maximumFrameCount,
                     "frameTimes(fps: \(fps), duration: \(duration)) asks for \(n) frames, more than maximumFrameCount; check frameCount first")
        return (0..<n).map { Double($0) / Double(fps) }
    }

    /// The extent at `t` seconds.
    public func extent(at t: Double) -> Double { Self.evaluate(segments, at: t).extent }

    static func evaluate(_ segments: [Segment], at t: Double) -> (extent: Double, velocity: Double) {
        // The last segment started at or before t decides.
        var current = segments[0]
        for s in segments {
            let start: Double
            switch s {
            case .hold(let a, _), .spring(let a, _, _, _, _), .drag(let a, _, _): start = a
            }
            if start <= t { current = s } else { break }
        }
        switch current {
        case .hold(_, let e): return (e, 0)
        case .spring(let start, let from, let to, let v0, let spring):
            let s = spring.state(at: t - start, from: from - to, velocity: v0)
            return (to + s.position, s.velocity)
        case .drag(_, let times, let extents):
            guard let k = times.lastIndex(where: { $0 <= t }) else { return (extents[0], 0) }
            if k == times.count - 1 { return (extents[k], 0) }
            let f = (t - times[k]) / max(1e-9, times[k + 1] - times[k])
            let v = (extents[k + 1] - extents[k]) / max(1e-9, times[k + 1] - times[k])
            return (extents[k] + f * (extents[k + 1] - extents[k]), v)
        }
    }

    /// The offset changes of a clip: one "offset" event per frame whose extent differs from the frame
    /// before (the first frame always), with the bottom sheet's top-edge offset available as
    /// container height − extent. At most `maximumFrameCount` frames (see `frameTimes`).
    public func offsetEvents(fps: Int, duration: Double) -> [SheetEvent] {
        var out: [SheetEvent] = []
        var last: Double? = nil
        for t in Self.frameTimes(fps: fps, duration: duration) {
            let e = extent(at: t)
            if e != last { out.append(SheetEvent(kind: .offset, time: t, rest: nil, interaction: .noUserAction, extent: e)) }
            last = e
        }
        return out
    }

    /// The event log as JSON (sorted keys, for tests and the command line); with `fps` and `duration`,
    /// the clip's offset changes are merged in by time.
    /// - Throws: `SheetConfigurationError` when the clip would have more than `maximumFrameCount` frames.
    public func eventsJSON(fps: Int? = nil, duration: Double? = nil) throws -> String {
        var all = events
        if let fps, let duration {
            let n = Self.frameCount(fps: fps, duration: duration)
            guard n <= Self.maximumFrameCount else {
                throw SheetConfigurationError(field: "duration", reason: "\(duration) s at \(fps) fps is \(n == Int.max ? "too many" : String(n)) frames, more than the limit of \(Self.maximumFrameCount)")
            }
            all += offsetEvents(fps: fps, duration: duration)
            all.sort { $0.time < $1.time || ($0.time == $1.time && $0.kind != .offset && $1.kind == .offset) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(all), as: UTF8.self)
    }
}
