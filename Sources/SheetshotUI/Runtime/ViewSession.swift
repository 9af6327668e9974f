import Canvas
import Widgets

/// A view kept alive across taps, as an app screen is: its `@State` and `@StateObject` values persist
/// under each view's identity, a tap runs what the view under the finger does — a button's action, a
/// toggle's flip, an `onTapGesture` — and the next picture shows the state it left.
///
/// ```swift
/// let session = ViewSession(ShareScreen(), on: .iPhone15Pro)
/// try session.tap("Include link")                   // by what VoiceOver calls it
/// let after = try session.render()                  // the switch is off now
/// ```
///
/// Drags run a drag gesture's own `updating`, `onChanged` and `onEnded` (`touchDown`/`touchMove`/`touchUp`,
/// or `drag(from:to:duration:startingAt:)`), with SwiftUI's drag values. The session has a clock: a change
/// made inside `withAnimation` moves offsets, opacities, scales and rotations along the animation from the
/// time of the event, and `render(at:)` draws any moment of it.
@MainActor public final class ViewSession<Content: View> {
    private let view: Content
    private let device: DevicePreset
    private let colorScheme: ColorScheme, dynamicTypeSize: DynamicTypeSize, layoutDirection: LayoutDirection
    private let scale: Double?
    private let store = StateStore()
    private let animations = AnimationStore()
    /// The session's clock: the time of its latest event, in seconds (taps and touches without a time of
    /// their own happen now).
    public private(set) var now = 0.0
    /// What the session has done, one line a step: each tap, touch and drag, and what it reached.
    public private(set) var log: [String] = []

    /// A session of `view` on `device` in the given appearance, at `scale` pixels per point (nil: the device's).
    public init(_ view: Content, on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) {
        self.view = view; self.device = device; self.colorScheme = colorScheme; self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection; self.scale = scale
    }

    /// The screen built for `time` (default: now), with the session's state, its animations where they are
    /// then, and a fresh note of what taps and drags run.
    private func build(_ taps: TapActions = TapActions(), _ drags: DragActions = DragActions(), at time: Double? = nil) throws -> Screenful {
        animations.now = time ?? now
        return try Screenful(view, on: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection,
                             scale: scale, session: (store, taps, drags, animations))
    }

    /// Runs `action` as the app would at `time`: `withAnimation` inside it animates from then.
    private func perform(at time: Double, _ action: () -> Void) {
        AnimationStore.actionTime = time
        AnimationStore.transaction = nil
        action()
        // The action's animation (if it used withAnimation) applies to the values its changes move; an
        // action without one makes them jump.
        animations.pending = AnimationStore.transaction
        AnimationStore.transaction = nil
        AnimationStore.actionTime = nil
        now = max(now, time)
    }

    /// When the animations started so far end (now, if none is running). When the last action was
    /// animated the screen is laid out first, so that the animations it started are counted.
    /// - Throws: what building the screen throws.
    public func settledTime() throws -> Double {
        if animations.pending != nil { _ = try ViewRenderer.interactiveSections(of: try build(at: now)) }
        return max(now, animations.settledTime)
    }

    /// A drag in progress: its callbacks and the finger's path so far (seconds, points).
    private var drag: (handlers: DragHandlers, path: [(time: Double, location: CGPoint)], delivered: Int)?

    /// Puts a finger down at `point` at `time` seconds: the drag gesture of the frontmost view there (in a
    /// presented sheet when one is modal) will follow it. Returns whether a drag gesture is there.
    /// - Throws: `ViewSessionError` for a point or time that is not a finite number, or a finger already down.
    @discardableResult
    public func touchDown(at point: CGPoint, time: Double? = nil) throws -> Bool {
        guard drag == nil else { throw ViewSessionError("a finger is already down: lift it with touchUp first") }
        let time = time ?? now
        try check(point, time)
        guard time >= now else { throw ViewSessionError("a touch at \(time) s comes before the session's clock (\(now) s)") }
        now = time
        let drags = DragActions()
        let sections = try ViewRenderer.interactiveSections(of: try build(TapActions(), drags, at: time))
        let at = Point(Double(point.x), Double(point.y))
        for section in sections.reversed() {
            for root in section.roots.reversed() {
                if let handlers = drags.handlers(at: at, in: root) {
                    drag = (handlers, [(time, point)], 0)
                    log.append("touch down at (\(format(point.x)), \(format(point.y))) in \(section.title.lowercased()): a drag gesture follows")
                    return true
                }
            }
        }
        log.append("touch down at (\(format(point.x)), \(format(point.y))): no drag gesture there")
        return false
    }

    /// Moves the finger to `point` at `time` (later than the last): the drag's `updating` and `onChanged`
    /// run once it has moved its minimum distance.
    /// - Throws: `ViewSessionError` for a point or time that is not a finite number, a time before the
    ///   last, or no finger down.
    public func touchMove(to point: CGPoint, time: Double) throws {
        try check(point, time)
        guard var current = drag else { throw ViewSessionError("no finger is down: put one down with touchDown first") }
        guard let last = current.path.last, time >= last.time else {
            throw ViewSessionError("a move at \(time) s comes before the last one: give the finger's path in time order")
        }
        current.path.append((time, point))
        let values = DragGesture(minimumDistance: current.handlers.minimumDistance).values(for: current.path)
        let handlers = current.handlers
        perform(at: time) {
            for value in values.dropFirst(current.delivered) {
                handlers.update.forEach { $0(value) }
                handlers.changed.forEach { $0(value) }
            }
        }
        current.delivered = values.count
        drag = current
    }

    /// Lifts the finger: if the drag had begun, `onEnded` runs with its last value, and the gesture state
    /// returns to its initial value.
    /// - Throws: `ViewSessionError` when no finger is down.
    public func touchUp() throws {
        guard let current = drag else { throw ViewSessionError("no finger is down") }
        drag = nil
        let values = DragGesture(minimumDistance: current.handlers.minimumDistance).values(for: current.path)
        let time = current.path.last?.time ?? now
        // The screen as the finger left it (built and laid out): what an animation started on release
        // moves from.
        _ = try ViewRenderer.interactiveSections(of: try build(at: time))
        perform(at: time) {
            current.handlers.reset.forEach { $0() }
            if let last = values.last { current.handlers.ended.forEach { $0(last) } }
        }
        if let last = values.last {
            log.append("drag ended after \(format(last.translation.width)), \(format(last.translation.height)) points: onEnded ran")
        } else {
            log.append("finger lifted before the drag began")
        }
    }

    /// Drags a finger in a straight line from `start` to `end` over `duration` seconds, sampled 60 times a
    /// second, and lifts it (as `touchDown`, `touchMove`s and `touchUp`). Returns whether a drag gesture was
    /// under the start.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double, startingAt time: Double? = nil) throws -> Bool {
        guard duration.isFinite, duration > 0, duration <= 60 else { throw ViewSessionError("a drag lasts more than 0 and at most 60 s, not \(duration)") }
        let t0 = time ?? now
        guard try touchDown(at: start, time: t0) else { return false }
        let steps = max(1, Int((duration * 60).rounded(.up)))
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            try touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f), time: t0 + duration * f)
        }
        try touchUp()
        return true
    }

    private func check(_ point: CGPoint, _ time: Double) throws {
        guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e6, abs(point.y) < 1e6 else {
            throw ViewSessionError("(\(point.x), \(point.y)) is not a point on the screen")
        }
        guard time.isFinite, time >= 0 else { throw ViewSessionError("\(time) s is not a time") }
    }

    /// The screen as it is now (see `ViewRenderer.render(_:on:colorScheme:dynamicTypeSize:layoutDirection:scale:)`).
    /// - Throws: `ViewRenderingError`, or what rendering throws.
    public func render() throws -> Canvas { try render(at: now) }

    /// The screen at `time` seconds: animations started by earlier actions where their curves have them
    /// then (a time before an animation started shows it not yet begun). Any time renders on its own.
    /// - Throws: `ViewSessionError` for a time that is not a finite number ≥ 0; as `render()`.
    public func render(at time: Double) throws -> Canvas {
        guard time.isFinite, time >= 0 else { throw ViewSessionError("\(time) s is not a time") }
        return try ViewRenderer.render(try build(at: time), scale: scale)
    }

    /// What VoiceOver finds on the screen now (see `ViewRenderer.accessibilityDump(_:on:colorScheme:dynamicTypeSize:layoutDirection:)`).
    public func accessibilityDump() throws -> String { try accessibilityDump(at: now) }

    /// What VoiceOver finds at `time` seconds (elements where animations have them then).
    public func accessibilityDump(at time: Double) throws -> String {
        guard time.isFinite, time >= 0 else { throw ViewSessionError("\(time) s is not a time") }
        return try ViewRenderer.accessibilityDump(of: try build(at: time))
    }

    /// Taps the screen at `point` (points from its top-left corner) at `time` (default: now): runs the
    /// action of the frontmost tappable view there — in a presented sheet when one is modal — and returns
    /// whether one ran (a point that is not a number taps nothing).
    /// - Throws: `ViewSessionError` for a time that is not a number or comes before the clock;
    ///   `ViewRenderingError`, or what layout throws.
    @discardableResult
    public func tap(at point: CGPoint, time: Double? = nil) throws -> Bool {
        let time = try tapTime(time)
        guard point.x.isFinite, point.y.isFinite else {
            log.append("tap at (\(point.x), \(point.y)): not a point, nothing tapped")
            return false
        }
        let taps = TapActions()
        return run(tapAt: point, time: time, in: try ViewRenderer.interactiveSections(of: try build(taps, at: time)), taps)
    }

    /// Taps the middle of the element VoiceOver calls `label` (the first found, frontmost section first)
    /// at `time` (default: now).
    /// - Throws: `ViewSessionError` when no element has that label or the time is not one; as `tap(at:time:)`.
    @discardableResult
    public func tap(_ label: String, time: Double? = nil) throws -> Bool {
        let time = try tapTime(time)
        let taps = TapActions()
        let sections = try ViewRenderer.interactiveSections(of: try build(taps, at: time))
        for section in sections.reversed() {
            if let element = section.roots.flatMap(AccessibilityReader.elements).first(where: { $0.label == label }) {
                return run(tapAt: CGPoint(x: element.frame.midX, y: element.frame.midY), time: time, in: sections, taps)
            }
        }
        let known = sections.flatMap { $0.roots.flatMap(AccessibilityReader.elements).map(\.label) }.filter { !$0.isEmpty }
        throw ViewSessionError("no element called \"\(label)\" on the screen (it has: \(known.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")))")
    }

    /// A tap's time: `time`, else now; never before the clock.
    private func tapTime(_ time: Double?) throws -> Double {
        let time = time ?? now
        guard time.isFinite else { throw ViewSessionError("\(time) s is not a time") }
        guard time >= now else { throw ViewSessionError("a tap at \(time) s comes before the session's clock (\(now) s)") }
        return time
    }

    /// Runs the action of the frontmost tappable view at `point` in the laid-out `sections` (frontmost
    /// section first: a sheet lies over the screen), noting it in the log.
    private func run(tapAt point: CGPoint, time: Double, in sections: [(title: String, roots: [Node])], _ taps: TapActions) -> Bool {
        let at = Point(Double(point.x), Double(point.y))
        for section in sections.reversed() {
            for root in section.roots.reversed() {
                if let action = taps.action(at: at, in: root) {
                    perform(at: time, action)
                    log.append("tap at (\(format(point.x)), \(format(point.y))) in \(section.title.lowercased()): ran its action")
                    return true
                }
            }
        }
        log.append("tap at (\(format(point.x)), \(format(point.y))): nothing there runs an action")
        return false
    }

    private func format(_ v: CGFloat) -> String {
        guard v.isFinite else { return "\(v)" }
        return v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v))
    }
}

/// Why a session step cannot be taken, in plain words.
public struct ViewSessionError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public let description: String
    init(_ description: String) { self.description = description }
}
