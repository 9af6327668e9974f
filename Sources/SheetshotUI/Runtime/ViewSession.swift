import Canvas
import SheetWidget
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
/// or `drag(from:to:duration:startingAt:)`), with SwiftUI's drag values; a finger on a presented sheet
/// drags the sheet by iOS's rules; a held finger ends a long press (`press(at:duration:startingAt:)`). The
/// session has a clock: a change made inside `withAnimation` (or under `.animation(_:value:)`) moves
/// offsets, opacities, scales, rotations, padding, frames, corner radii and colours along the animation
/// from the time of the event, a sheet presented or dismissed moves with Apple's spring, `onAppear`,
/// `onChange` and `onDisappear` run after the action that causes them, and `render(at:)` draws any moment.
/// `events` says what happened; `ViewScenario` and `ViewRenderer.clip(of:on:scenario:)` play a script of
/// steps into frames.
///
/// Each frame is built once: the screen built after an action is the one the next picture, VoiceOver dump
/// and hit test use, until something it could show changes — the time, a `@State` value, a `@Published`
/// property or `objectWillChange.send()`, an `@Observable` property its bodies read, the sheet's moves. (A
/// plain property of a class that announces nothing is not seen until something else changes, as on iOS.)
/// Within a frame, a view whose inputs did not change since its last build reuses the body it returned then.
@MainActor public final class ViewSession<Content: View> {
    private let view: Content
    /// The screen the view is rendered on, in its appearance.
    public let configuration: ScreenConfiguration
    private var device: DevicePreset { configuration.device }
    /// The stores kept between frames, and the pass that makes each frame (Runtime/FramePass.swift).
    private let pass: FramePass
    private var store: StateStore { pass.store }
    private var animations: AnimationStore { pass.animations }
    private var sheet: PresentationTrack { pass.sheet }
    private var lifecycle: Lifecycle { pass.lifecycle }
    private var transitions: TransitionStore { pass.transitions }
    /// How many frames the session has built — each evaluating the bodies of the views it shows — for
    /// tests of the frame pass (a frame reused is not counted).
    var framesBuilt: Int { pass.builds }
    /// Whether the first screen has been committed (its onAppear actions run at time 0).
    private var started = false
    /// Taps, touches and state changes so far (sheet moves are added when read).
    private var noted: [SessionEvent] = []
    /// The session's clock: the time of its latest event, in seconds (taps and touches without a time of
    /// their own happen now).
    public private(set) var now = 0.0
    /// What the session has done, one line a step: each tap, touch and drag, and what it reached.
    public private(set) var log: [String] = []

    /// What happened, in time order: each tap, touch and drag (`.input`), each change of a `@State` value
    /// with its view and property, old and new value (`.state`), and the presented sheet's moves — when
    /// it starts moving, where to, and when it settles (`.sheet`).
    public var events: [SessionEvent] {
        let moves = sheet.events.map { SessionEvent(time: $0.time, kind: .sheet, subject: "sheet " + $0.kind.name, to: $0.target) }
        return (noted + moves).enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// Notes a step in the log and the events.
    private func note(_ line: String, at time: Double) {
        log.append(line)
        noted.append(SessionEvent(time: time, kind: .input, subject: line))
    }

    /// A session of `view` on `device`'s screen, at `scale` pixels per point (nil: the device's).
    public convenience init(_ view: Content, on device: DevicePreset, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) {
        self.init(view, in: .init(device, colorScheme, dynamicTypeSize, layoutDirection, scale)) }

    /// A session of `view` on the screen `configuration` describes.
    public init(_ view: Content, in configuration: ScreenConfiguration) {
        self.view = view
        self.configuration = configuration
        pass = FramePass(scale: configuration.scale) { parts in try Screenful(view, in: configuration, session: parts) }
    }

    /// Runs `action` as the app would at `time`, in `transaction` (an `onChange` action runs in the one of
    /// the change that caused it): `withAnimation` inside it animates from then. Its state writes are then
    /// committed at that time group by group, in the order made, each group with its own transaction (see
    /// `commit(at:depth:)`), so that only the changes made inside `withAnimation` animate; and its state
    /// changes are logged.
    private func perform(at time: Double, depth: Int = 0, in transaction: WriteTransaction = WriteTransaction(),
                         _ action: () -> Void) throws {
        try start()
        store.changes.setTime(time)
        _ = store.writes.take()
        // The action runs in its own scope (its time, the animation it uses), for the session's device.
        let scope = ActionScope(time: time)
        ActionScope.$current.withValue(scope) {
            RenderingDevice.$bound.withValue(device) { WriteTransaction.with(transaction, action) }
        }
        scope.close()
        // Changes no write notes (an observable object's) take the action's animation, if it used one.
        let unrecorded = scope.animation
        let groups = StateWrites.groups(store.writes.take(), action: unrecorded)
        now = max(now, time)
        noted += store.changes.take().map { SessionEvent(time: $0.time, kind: .state, subject: $0.name, from: $0.from, to: $0.to) }
        func pending(_ t: WriteTransaction) -> (transaction: WriteTransaction, time: Double) { (t, time) }
        guard let last = groups.last else {
            try commit(at: time, animating: unrecorded.map { (WriteTransaction(animation: $0), time) },
                       depth: depth, in: transaction)
            return
        }
        // Every write undone, then made again group by group, each group's frame committed with its
        // transaction; the actions those frames find due (`onChange`…) run after the last, as after the
        // action on iOS, each in the transaction of the change that caused it. Changes no write notes come
        // first, in a frame of their own when the action's animation is not the first group's (else they
        // would take the first group's).
        var due: [(item: Lifecycle.Due, transaction: WriteTransaction)] = []
        let unrecordedFrame = unrecorded != nil && groups[0].transaction != WriteTransaction(animation: unrecorded)
        if groups.count > 1 || unrecordedFrame {
            for group in groups.reversed() { for write in group.writes.reversed() { write.revert() } }
            // If a build throws, the writes not made again yet are made, so the state is the action's.
            var remaining = groups.flatMap(\.writes)[...]
            defer { for write in remaining { write.apply() } }
            if unrecordedFrame, let animation = unrecorded {
                due += try commitFrame(at: time, animating: (WriteTransaction(animation: animation), time))
                    .map { ($0, WriteTransaction(animation: animation)) }
            }
            for group in groups.dropLast() {
                for write in group.writes { write.apply() }
                remaining = remaining.dropFirst(group.writes.count)
                due += try commitFrame(at: time, animating: pending(group.transaction)).map { ($0, group.transaction) }
            }
            for write in last.writes { write.apply() }
            remaining = []
        }
        due += try commitFrame(at: time, animating: pending(last.transaction)).map { ($0, last.transaction) }
        try run(due, at: time, depth: depth)
    }

    /// Builds and lays out the screen as it is at `time`, so that the values the last action changed start
    /// moving then (a presented sheet comes up or goes away, animations start), and runs the `onAppear`,
    /// `onDisappear` and `onChange` actions that build finds due — each as an action at the same time,
    /// committed in turn (a chain of them is cut off, with an error, after 50 rounds). `animating`: the
    /// transaction the changes move with.
    private func commit(at time: Double, animating: (transaction: WriteTransaction, time: Double)?, depth: Int = 0,
                        in transaction: WriteTransaction = WriteTransaction()) throws {
        try run(try commitFrame(at: time, animating: animating).map { ($0, transaction) }, at: time, depth: depth)
    }

    /// Commits the screen as it is at `time`, its changes moving with `animating` (see
    /// `commit(at:animating:depth:in:)` and `FramePass.commit(at:animating:)`), and returns the lifecycle
    /// actions it finds due, not yet run.
    private func commitFrame(at time: Double, animating: (transaction: WriteTransaction, time: Double)?) throws -> [Lifecycle.Due] {
        committedAt = max(committedAt, time)
        return try pass.commit(at: time, animating: animating)
    }

    /// Runs `due` lifecycle actions at `time`, each as an action in its transaction, committed in turn (a
    /// chain of them is cut off, with an error, after 50 rounds).
    private func run(_ due: [(item: Lifecycle.Due, transaction: WriteTransaction)], at time: Double, depth: Int) throws {
        guard !due.isEmpty else { return }
        guard depth < 50 else {
            throw ViewSessionError("onAppear, onDisappear and onChange actions kept changing state at \(time) s: still changing after 50 rounds")
        }
        for (item, transaction) in due {
            noted.append(SessionEvent(time: time, kind: .lifecycle, subject: item.what + " ran"))
            try perform(at: time, depth: depth + 1, in: transaction, item.action)
            for view in lifecycle.suspendedTasks {
                note("the task of \(view) waited for something (a sleep, a call off the main actor): left there, its later changes not taken — "
                     + "a session runs a task up to its first wait", at: time)
            }
            lifecycle.suspendedTasks = []
        }
    }

    /// Commits the first screen, at time 0, once: its `onAppear` actions run then.
    private func start() throws {
        guard !started else { return }
        // A scale that cannot make a picture fails every step, naming the scale (not a missing element).
        if let scale = configuration.scale { _ = try Renderer.pixelSize(of: device.size, scale: scale) }
        started = true
        try commit(at: 0, animating: nil)
    }

    /// The time of the latest commit.
    private var committedAt = 0.0

    /// Lets time pass until `time` (not before the clock): what happens by then without a finger moving
    /// happens — a long press held its minimum duration ends, a dismissed sheet that has left the screen is
    /// taken away and its content's `onDisappear` actions run when it is gone, as on iOS. (Pictures at any
    /// time never change the session; taps and touches let time pass to their own time first.)
    /// - Throws: `ViewSessionError` for a time that is not a finite number or comes before the clock; what
    ///   the actions run then throw.
    public func wait(until time: Double) throws {
        guard time.isFinite else { throw ViewSessionError("\(time) s is not a time") }
        guard time >= now else { throw ViewSessionError("a wait until \(time) s comes before the session's clock (\(now) s)") }
        try advance(to: time)
        // A finger held on a long press that reaches its minimum duration by then ends it.
        if case .press(let handlers, let start, let down, let last, false)? = finger {
            let done = try endPress(handlers, down: down, at: time)
            finger = .press(handlers: handlers, start: start, down: down, last: last, done: done)
        }
        // (A long press followed by a drag: the drag starts from where the finger is.)
        if case .sequence(let sequence, let start, let down, let last, false, let path, let delivered)? = finger, path.isEmpty,
           try endPress(sequence.press, down: down, at: time) {
            let began = [(time: max(down + sequence.press.minimumDuration, last.time), location: last.location)]
            finger = .sequence(sequence, start: start, down: down, last: last, failed: false, path: began, delivered: delivered)
        }
        now = time
    }

    /// Brings the session to `time`: the first screen committed, and a dismissed sheet that has left the
    /// screen by then taken away.
    private func advance(to time: Double) throws {
        try start()
        if let gone = sheet.goneAt, !sheet.isPresented, gone > committedAt, gone <= time {
            // (The last action's transaction is still the one in effect.)
            try commit(at: gone, animating: animations.pending)
            now = max(now, gone)
        }
    }

    /// When the animations and sheet moves started so far end (now, if none is running; infinite while a
    /// value moves with an animation that repeats for ever — render such a view at a time of your choosing).
    /// - Throws: what building the screen throws.
    public func settledTime() throws -> Double {
        // (Every action commits its screen, so the animations and moves it started are known already.)
        try start()
        let sheetSettles = sheet.events.map(\.time).max() ?? 0
        return max(now, animations.settledTime, transitions.settledTime, sheetSettles)
    }

    /// A finger down: on a view's drag gesture (its callbacks and the path so far, in seconds and points,
    /// and how many values were delivered), or on the presented sheet itself (which it drags).
    private enum Finger {
        case gesture(handlers: DragHandlers, path: [(time: Double, location: CGPoint)], delivered: Int)
        case sheet(start: CGPoint, last: Double)
        /// On a long press: where and when it went down, whether the press has ended (run) or failed.
        case press(handlers: PressHandlers, start: CGPoint, down: Double, last: Double, done: Bool)
        /// On a long press followed by a drag: the press (as `.press`), and once it has ended, the drag's
        /// path from where the finger was then (`path` empty before; `failed`: the press failed, nothing runs).
        case sequence(PressThenDrag, start: CGPoint, down: Double, last: (time: Double, location: CGPoint), failed: Bool,
                      path: [(time: Double, location: CGPoint)], delivered: Int)
    }
    private var finger: Finger?

    /// Puts a finger down at `point` at `time` seconds: the drag gesture of the frontmost view there (in a
    /// presented sheet when one is modal) will follow it; where no view's gesture is, a finger on the
    /// presented sheet drags the sheet as iOS does. Returns whether a drag gesture or the sheet is there.
    /// - Throws: `ViewSessionError` for a point or time that is not a finite number, or a finger already down.
    @discardableResult
    public func touchDown(at point: CGPoint, time: Double? = nil) throws -> Bool {
        guard finger == nil else { throw ViewSessionError("a finger is already down: lift it with touchUp first") }
        let time = time ?? now
        try check(point, time)
        guard time >= now else { throw ViewSessionError("a touch at \(time) s comes before the session's clock (\(now) s)") }
        try advance(to: time)
        now = time
        let frame = try pass.frame(at: time)
        let drags = frame.drags, screen = try frame.reach()
        let at = Point(Double(point.x), Double(point.y))
        if let (handlers, section) = frontmost(in: screen.sections, { drags.handlers(at: at, in: $0) }) {
            finger = .gesture(handlers: handlers, path: [(time, point)], delivered: 0)
            note("touch down at (\(format(point.x)), \(format(point.y))) in \(section.lowercased()): a drag gesture follows", at: time)
            return true
        }
        if let (sequence, section) = frontmost(in: screen.sections, { drags.sequence(at: at, in: $0) }) {
            finger = .sequence(sequence, start: point, down: time, last: (time, point), failed: false, path: [], delivered: 0)
            note("touch down at (\(format(point.x)), \(format(point.y))) in \(section.lowercased()): a long press begins, a drag to follow", at: time)
            return true
        }
        if let (handlers, section) = frontmost(in: screen.sections, { drags.press(at: at, in: $0) }) {
            finger = .press(handlers: handlers, start: point, down: time, last: time, done: false)
            note("touch down at (\(format(point.x)), \(format(point.y))) in \(section.lowercased()): a long press begins", at: time)
            return true
        }
        if let scene = screen.sheet, scene.isStacked {
            if case .host = try scene.hitTest(at) {} else {
                note("touch down at (\(format(point.x)), \(format(point.y))) on a sheet presented from a sheet: it is drawn at rest, not dragged, in a session", at: time)
                return false
            }
        } else if let scene = screen.sheet {
            switch try scene.hitTest(at) {
            case .content where frame.screen.presentationSettings.contentInteraction == .scrolls
                && scene.content.map({ Self.scrollView(in: $0, at: at) }) == true:
                // `presentationContentInteraction(.scrolls)`: a swipe on a scroll view scrolls it, and scroll
                // views are drawn at rest here.
                note("touch down at (\(format(point.x)), \(format(point.y))) on a scroll view in the sheet: it scrolls (presentationContentInteraction(.scrolls)), the sheet stays", at: time)
                return false
            case .handle, .header, .content, .panel:
                finger = .sheet(start: point, last: time)
                sheet.pan = [(time, 0)]
                note("touch down at (\(format(point.x)), \(format(point.y))) on the presented sheet: the sheet follows", at: time)
                return true
            default: break
            }
        }
        note("touch down at (\(format(point.x)), \(format(point.y))): no drag gesture there", at: time)
        return false
    }

    /// Whether a laid-out scroll view of `node`'s tree lies under `point`.
    private static func scrollView(in node: Node, at point: Point) -> Bool {
        let f = node.frame
        if node is ScrollingNode, point.x >= f.minX, point.x < f.maxX, point.y >= f.minY, point.y < f.maxY { return true }
        return node.children.contains { scrollView(in: $0, at: point) }
    }

    /// Moves the finger to `point` at `time` (later than the last): the drag's `updating` and `onChanged`
    /// run once it has moved its minimum distance (or the sheet under it follows).
    /// - Throws: `ViewSessionError` for a point or time that is not a finite number, a time before the
    ///   last, or no finger down.
    public func touchMove(to point: CGPoint, time: Double) throws {
        try check(point, time)
        switch finger {
        case nil: throw ViewSessionError("no finger is down: put one down with touchDown first")
        case .sheet(let start, let last)?:
            guard time >= last else { throw ViewSessionError("a move at \(time) s comes before the last one: give the finger's path in time order") }
            sheet.pan?.append((time, Double(point.y - start.y)))
            finger = .sheet(start: start, last: time)
            now = max(now, time)
        case .press(let handlers, let start, let down, let last, var done)?:
            guard time >= last else { throw ViewSessionError("a move at \(time) s comes before the last one: give the finger's path in time order") }
            // Held long enough before this move: the press ends then; moved too far first: it fails.
            if !done { done = try endPress(handlers, down: down, at: time) }
            let dx = point.x - start.x, dy = point.y - start.y
            if !done, (dx * dx + dy * dy).squareRoot() > handlers.maximumDistance {
                done = true
                note("the finger moved off the long press: it failed", at: time)
            }
            finger = .press(handlers: handlers, start: start, down: down, last: time, done: done)
            now = max(now, time)
        case .gesture(let handlers, var path, let delivered)?:
            guard let last = path.last, time >= last.time else {
                throw ViewSessionError("a move at \(time) s comes before the last one: give the finger's path in time order")
            }
            path.append((time, point))
            finger = .gesture(handlers: handlers, path: path, delivered: try deliver(handlers, path, after: delivered, at: time))
        case .sequence(let sequence, let start, let down, let last, var failed, var path, var delivered)?:
            guard time >= last.time else { throw ViewSessionError("a move at \(time) s comes before the last one: give the finger's path in time order") }
            // The press first: held long enough before this move, it ends and the drag starts where the
            // finger was; moved too far first, the whole sequence fails.
            if !failed, path.isEmpty {
                if try endPress(sequence.press, down: down, at: time) {
                    path = [(max(down + sequence.press.minimumDuration, last.time), last.location)]
                } else {
                    let dx = point.x - start.x, dy = point.y - start.y
                    if (dx * dx + dy * dy).squareRoot() > sequence.press.maximumDistance {
                        failed = true
                        note("the finger moved off the long press: it failed, and the drag after it", at: time)
                    }
                }
            }
            if !failed, !path.isEmpty {
                path.append((time, point))
                delivered = try deliver(sequence.drag, path, after: delivered, at: time)
            }
            now = max(now, time)
            finger = .sequence(sequence, start: start, down: down, last: (time, point), failed: failed, path: path, delivered: delivered)
        }
    }

    /// Runs the drag values of `path` after the first `delivered` (its `updating` and `onChanged`) at
    /// `time`; returns how many values the path has given.
    private func deliver(_ handlers: DragHandlers, _ path: [(time: Double, location: CGPoint)], after delivered: Int, at time: Double) throws -> Int {
        let values = DragGesture(minimumDistance: handlers.minimumDistance).values(for: path)
        // A move that gives no new value (the finger has not yet gone the minimum distance) runs nothing,
        // so there is nothing to commit.
        guard values.count > delivered else {
            now = max(now, time)
            return values.count
        }
        try perform(at: time) {
            for value in values.dropFirst(delivered) {
                handlers.update.forEach { $0(value) }
                handlers.changed.forEach { $0(value) }
            }
        }
        return values.count
    }

    /// Ends the drag along `path` at its last time: `onEnded` with its last value if it had begun, its
    /// gesture state reset.
    private func endDrag(_ handlers: DragHandlers, _ path: [(time: Double, location: CGPoint)]) throws {
        let values = DragGesture(minimumDistance: handlers.minimumDistance).values(for: path)
        let time = path.last?.time ?? now
        // (The last move committed the screen as the finger left it: what an animation started on
        // release moves from.)
        try perform(at: time) {
            handlers.reset.forEach { $0() }
            if let last = values.last { handlers.ended.forEach { $0(last) } }
        }
        if let last = values.last {
            note("drag ended after \(format(last.translation.width)), \(format(last.translation.height)) points: onEnded ran", at: time)
        } else {
            note("finger lifted before the drag began", at: time)
        }
    }

    /// Lifts the finger: if the drag had begun, `onEnded` runs with its last value, and the gesture state
    /// returns to its initial value. A finger on the sheet releases it: the sheet settles where iOS's
    /// rule sends it — a detent (written to the `presentationDetents` selection), or off the screen, which
    /// dismisses it (`isPresented` false, `onDismiss` run).
    /// - Throws: `ViewSessionError` when no finger is down.
    public func touchUp() throws {
        guard let current = finger else { throw ViewSessionError("no finger is down") }
        finger = nil
        switch current {
        case .press(let handlers, _, let down, let last, let done):
            if !done, !(try endPress(handlers, down: down, at: last)) {
                note("finger lifted before the long press's \(format(CGFloat(handlers.minimumDuration))) s: it failed", at: last)
            }
        case .sheet(_, let time):
            let frame = try pass.frame(at: time)
            guard let scene = try frame.reach().sheet, let target = try sheet.release(on: scene) else {
                sheet.pan = nil
                note("finger lifted from the sheet before it moved", at: time)
                return
            }
            note("sheet released: it goes to \(target)", at: time)
            let settings = frame.screen.presentationSettings
            if target == .hidden, let dismiss = sheet.kept?.dismiss {
                try perform(at: time, dismiss)
            } else if case .detent(let id) = target, let selection = settings.selection,
                      let detent = settings.detents?.first(where: { $0.detent.id == id }), detent != selection.wrappedValue {
                try perform(at: time) { selection.wrappedValue = detent }
            }
        case .gesture(let handlers, let path, _):
            try endDrag(handlers, path)
        case .sequence(let sequence, _, let down, let last, let failed, let path, _):
            if failed { break }
            if path.isEmpty {
                // Lifted still holding: the press ends if it was held long enough; the drag never began.
                if !(try endPress(sequence.press, down: down, at: last.time)) {
                    note("finger lifted before the long press's \(format(CGFloat(sequence.press.minimumDuration))) s: it failed", at: last.time)
                }
                try perform(at: last.time) { sequence.drag.reset.forEach { $0() } }
            } else {
                try endDrag(sequence.drag, path)
            }
        }
    }

    /// Runs a long press's actions if the finger, down since `down`, has been held its minimum duration by
    /// `time` — at the moment it was reached (or now, if the clock has passed it). Returns whether it ran.
    private func endPress(_ handlers: PressHandlers, down: Double, at time: Double) throws -> Bool {
        let due = down + handlers.minimumDuration
        guard time >= due else { return false }
        let when = max(now, due)
        note("long press held \(format(CGFloat(handlers.minimumDuration))) s: its action ran", at: when)
        try perform(at: when) { handlers.ended.forEach { $0() } }
        return true
    }

    /// Holds a finger on `point` for `duration` seconds from `time` (default: now) and lifts it: a long
    /// press there ends once held its minimum duration. Returns whether a long press, drag or the
    /// presented sheet was under the finger.
    /// - Throws: `ViewSessionError` for a point, time or duration that is not usable.
    @discardableResult
    public func press(at point: CGPoint, duration: Double, startingAt time: Double? = nil) throws -> Bool {
        guard duration.isFinite, duration > 0, duration <= 60 else { throw ViewSessionError("a press lasts more than 0 and at most 60 s, not \(duration)") }
        let t0 = time ?? now
        guard try touchDown(at: point, time: t0) else { return false }
        try touchMove(to: point, time: t0 + duration)
        try touchUp()
        return true
    }

    /// Drags a finger in a straight line from `start` to `end` over `duration` seconds, sampled 60 times a
    /// second, and lifts it (as `touchDown`, `touchMove`s and `touchUp`). Returns whether a drag gesture
    /// or the presented sheet was under the start.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double, startingAt time: Double? = nil) throws -> Bool {
        guard duration.isFinite, duration > 0, duration <= 60 else { throw ViewSessionError("a drag lasts more than 0 and at most 60 s, not \(duration)") }
        let t0 = time ?? now
        guard try touchDown(at: start, time: t0) else { return false }
        for sample in ViewScenario.dragSamples(from: start, to: end, duration: duration, startingAt: t0) {
            try touchMove(to: sample.point, time: sample.time)
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
        try start()
        return try pass.frame(at: time).draw()
    }

    /// The sheet the view presents as drawn at `time` seconds — where its moves have it then — or nil when
    /// no sheet shows then (for its `layout()`: the panel's frame, the dimming's alpha).
    /// - Throws: `ViewSessionError` for a time that is not a finite number ≥ 0; as `render()`.
    public func presentedSheet(at time: Double) throws -> SheetScene? {
        guard time.isFinite, time >= 0 else { throw ViewSessionError("\(time) s is not a time") }
        try start()
        return try pass.frame(at: time).reach().sheet
    }

    /// What VoiceOver finds on the screen now (see `ViewRenderer.accessibilityDump(_:on:colorScheme:dynamicTypeSize:layoutDirection:)`).
    public func accessibilityDump() throws -> String { try accessibilityDump(at: now) }

    /// What VoiceOver finds at `time` seconds (elements where animations have them then).
    public func accessibilityDump(at time: Double) throws -> String {
        guard time.isFinite, time >= 0 else { throw ViewSessionError("\(time) s is not a time") }
        try start()
        return ViewRenderer.accessibilityDump(of: try pass.frame(at: time).reach().sections)
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
            note("tap at (\(point.x), \(point.y)): not a point, nothing tapped", at: time)
            return false
        }
        let frame = try pass.frame(at: time)
        return try run(tapAt: point, time: time, in: try frame.reach(), frame.taps)
    }

    /// Taps the middle of the visible part of the element VoiceOver calls `label` (the first found,
    /// frontmost section first) at `time` (default: now) — inside the scroll views and clips around it.
    /// - Throws: `ViewSessionError` when no element has that label, when it lies wholly outside a scroll
    ///   view or clip around it (not visible, so no tap reaches it), or the time is not one; as `tap(at:time:)`.
    @discardableResult
    public func tap(_ label: String, time: Double? = nil) throws -> Bool {
        let time = try tapTime(time)
        let frame = try pass.frame(at: time)
        let laidOut = try frame.reach()
        let sections = laidOut.sections
        for section in sections.reversed() {
            if let element = section.roots.flatMap(AccessibilityReader.elements).first(where: { $0.label == label }) {
                let target = element.visibleFrame ?? element.frame
                guard target.width > 0, target.height > 0 else {
                    throw ViewSessionError("\"\(label)\" is not visible: it lies outside the scroll view or clip around it, so a tap cannot reach it "
                                           + "(its frame \(format(CGFloat(element.frame.minX))), \(format(CGFloat(element.frame.minY))), "
                                           + "\(format(CGFloat(element.frame.width))) × \(format(CGFloat(element.frame.height))))")
                }
                return try run(tapAt: CGPoint(x: target.midX, y: target.midY), time: time, in: laidOut, frame.taps)
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
        try advance(to: time)
        return time
    }

    /// Runs the action of the frontmost tappable view at `point` in the laid-out screen (frontmost section
    /// first: a sheet lies over the screen), noting it in the log. A tap on the dimming around a modal
    /// sheet dismisses it, as iOS's does (unless the content disabled that).
    private func run(tapAt point: CGPoint, time: Double, in laidOut: (sections: [(title: String, roots: [Node])], sheet: SheetScene?),
                     _ taps: TapActions) throws -> Bool {
        let at = Point(Double(point.x), Double(point.y))
        if let (action, section) = frontmost(in: laidOut.sections, { taps.action(at: at, in: $0) }) {
            note("tap at (\(format(point.x)), \(format(point.y))) in \(section.lowercased()): ran its action", at: time)
            try perform(at: time, action)
            return true
        }
        // Under an alert or a confirmation dialog the sheet's dimming is out of reach.
        let dialogShows = laidOut.sections.first.map { DialogRenderer.isDialogSection($0.title) } ?? false
        if !dialogShows, let scene = laidOut.sheet, case .dimming = try scene.hitTest(at), scene.configuration.allowsSwipeToHide,
           let dismiss = sheet.kept?.dismiss, sheet.isPresented {
            note("tap at (\(format(point.x)), \(format(point.y))) on the dimming: the sheet is dismissed", at: time)
            try perform(at: time, dismiss)
            return true
        }
        note("tap at (\(format(point.x)), \(format(point.y))): nothing there runs an action", at: time)
        return false
    }

    /// What `find` finds in the frontmost root that has something (frontmost section first: a sheet lies
    /// over the screen), with that section's title.
    private func frontmost<T>(in sections: [(title: String, roots: [Node])], _ find: (Node) -> T?) -> (T, String)? {
        for section in sections.reversed() {
            for root in section.roots.reversed() {
                if let found = find(root) { return (found, section.title) }
            }
        }
        return nil
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
