import Canvas
import SheetWidget
import Widgets

// The sheet a session's view presents, moving as iOS moves it: when an action sets `isPresented` (or the
// item) the sheet comes up from below the screen with Apple's sheet spring; when it is cleared, the sheet
// goes down with the same spring, its content still drawn until it is off the screen; when the state
// selects another detent (`presentationDetents(_:selection:)`) the sheet moves there; and a finger on the
// sheet drags it, through iOS's rubber band, released by the projected-end rule — to a detent (written
// back to the selection) or, below the smallest, off the screen (running the presentation's dismiss, so
// `isPresented` turns false and `onDismiss` runs). The position at any time is the closed-form
// `SheetMotion` of those moves, so any moment is computed on its own.

/// The presented sheet's movements in a session.
@MainActor final class PresentationTrack {
    /// Whether the first screen has been seen (its presentation is where the sheet starts, at rest).
    private(set) var started = false
    /// Whether the state presented a sheet when last committed.
    private(set) var isPresented = false
    /// The last sheet presented: drawn while it leaves the screen.
    private(set) var kept: PresentationCollector.Presented?
    /// Where the sheet was when the session started.
    private var initial: SheetPosition = .state(.hidden)
    /// The moves since then.
    private var actions: [SheetAction] = []
    /// The detent the state selected when last committed.
    private var selected: String?
    /// A finger on the sheet: its samples so far (time, translation down).
    var pan: [(time: Double, translation: Double)]? { didSet { version += 1 } }
    /// How many times the moves have changed (a frame placed before may be out of date).
    private(set) var version = 0
    /// The sheet events of the moves, for the session's event log (as of the last change of the moves).
    private(set) var events: [SheetEvent] = []

    /// The presentation to draw at a build: the current one, or the sheet last presented while it may
    /// still show (it was presented at the last commit, or has moves that take it away).
    func presented(current: PresentationCollector.Presented?, at time: Double) -> PresentationCollector.Presented? {
        if let current { return current }
        if let goneAt, !isPresented, time >= goneAt { return nil }
        return isPresented || !actions.isEmpty ? kept : nil
    }

    /// When the sheet, sent away by the last move, has left the screen (nil while it is not leaving).
    private(set) var goneAt: Double?

    /// Notes what the screen built after an action at `time` presents — `current` (nil: nothing) — given
    /// `scene`, the sheet drawn for `presented(current:at:)` resting where the state puts it (nil: no
    /// sheet), and starts the moves the change implies, at `time`.
    func commit(current: PresentationCollector.Presented?, scene: SheetScene?, at time: Double) throws {
        let presents = current != nil && scene != nil
        let selection: String? = if presents, case .detent(let id)? = scene?.position { id } else { nil }
        version += 1
        defer {
            isPresented = presents
            if presents { kept = current; selected = selection } else if current != nil { kept = nil }
        }
        guard started else {
            started = true
            initial = presents ? scene!.position : .state(.hidden)
            return
        }
        guard let scene else { return }
        if presents && !isPresented {
            actions.append(.move(to: scene.position, at: time))
        } else if !presents && isPresented {
            if try motion(for: scene).rest != .hidden { actions.append(.move(to: .state(.hidden), at: time)) }
        } else if presents, let selection, selection != selected, try motion(for: scene).rest != .detent(selection) {
            actions.append(.move(to: .detent(selection), at: time))
        }
        try noteMoves(on: scene)
    }

    /// The moves noted so far (with a finger's drag in progress) played on `scene`. Reading it changes
    /// nothing: the log and the time the sheet is gone are noted where the moves change (`noteMoves(on:)`).
    func motion(for scene: SheetScene) throws -> SheetMotion {
        var start = scene
        start.position = initial
        var all = actions
        if let pan, pan.count >= 2 { all.append(.pan(pan)) }
        return try SheetMotion(scene: start, actions: all)
    }

    /// Notes, from the moves just changed played on `scene`, the sheet's events for the session's log and
    /// when the sheet, sent away, has left the screen.
    private func noteMoves(on scene: SheetScene) throws {
        let motion = try motion(for: scene)
        events = motion.events
        goneAt = motion.rest == .hidden && !actions.isEmpty ? motion.endTime : nil
    }

    /// Ends a finger's drag on the sheet: the release is played, and the target it picks is returned
    /// (`.hidden` when the sheet leaves the screen).
    func release(on scene: SheetScene) throws -> SheetRest? {
        guard let samples = pan else { return nil }
        pan = nil
        version += 1
        guard samples.count >= 2 else { return nil }
        actions.append(.pan(samples))
        try noteMoves(on: scene)
        return try motion(for: scene).rest
    }

    /// `scene` placed where the moves have the sheet at `time` (nil when it is off the screen then).
    func place(_ scene: SheetScene, at time: Double) throws -> SheetScene? {
        guard !actions.isEmpty || pan != nil else { return scene }
        let motion = try motion(for: scene)
        let extent = motion.extent(at: time)
        // Off the screen: no part of it shows, or it has settled at hidden (within the spring's half point).
        guard extent > 0.01, !(motion.rest == .hidden && time >= motion.endTime) else { return nil }
        var placed = scene
        placed.position = .extent(extent)
        return placed
    }
}

extension SheetMotion {
    /// Where the last move sends the sheet (nil before any move).
    var rest: SheetRest? { events.last { $0.kind == .willMove }?.rest }
}
