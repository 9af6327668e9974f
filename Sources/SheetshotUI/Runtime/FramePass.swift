import Canvas
import Foundation
import SheetWidget
import Widgets

// A session's frames, each made in one pass that reads top to bottom:
//
// 1. **Build.** The view's body and its descendants' are evaluated into Widgets nodes, with the session's
//    state (StateStore), its animatable values where their curves have them at the frame's time
//    (AnimationStore), the views coming and going (TransitionStore), and a fresh note of what taps and
//    drags run (TapActions, DragActions).
// 2. **Lay out.** The screen is laid out; then the sheet or cover it presents is built over it — the one
//    the presentation track says shows then (a dismissed sheet is still drawn while it leaves).
// 3. **Commit** (only the frame made after an action, and the first). The presentation track starts the
//    moves the change of presentation implies; the lifecycle and transition stores, opened before the
//    build, are closed after the reachable sections are laid out (lazy rows are built then), which gives
//    the `onAppear`, `onChange` and `onDisappear` actions now due.
// 4. **Reach** (when a tap, touch or VoiceOver asks). The sheet is placed where its moves have it and the
//    parts a person can reach are laid out in reading order.
// 5. **Draw** (when a picture is asked for).
//
// A frame is kept: the hit test before the next action and the picture after one reuse it while nothing it
// could show has changed — the time, any state or model (ModelChanges), an `@Observable` property it read
// (ObservedChange), the sheet's moves. So a tap followed by a picture builds one frame. Within a frame, a
// view whose inputs have not changed since its last build reuses the body it returned then
// (Runtime/BodyReuse.swift): a tap followed by a picture evaluates the bodies the tap affected, once.

/// One frame of a session: the screen built and laid out at `time`, what it presents, and what its taps and
/// drags run.
@MainActor final class SessionFrame {
    /// The time the frame shows.
    let time: Double
    /// The built screen.
    let screen: Screenful
    /// The actions of the views that take taps, and the drag gestures, as this build found them.
    let taps: TapActions, drags: DragActions
    /// The sheet or cover the screen presents, built and resting where the state puts it (the track places it).
    let built: Screenful.Presentation?
    /// Set when an `@Observable` property the frame read has changed since.
    let observed = ObservedChange()
    private let track: PresentationTrack

    /// Builds and lays out the screen `make` makes at `time` (steps 1 and 2), its presentation at `scale`
    /// pixels a point (nil: the device's); `commits`: the frame after an action, whose change of
    /// presentation the track takes (step 3).
    init(at time: Double, scale: Double?, track: PresentationTrack, commits: Bool,
         make: (TapActions, DragActions) throws -> Screenful) throws {
        self.time = time
        self.track = track
        let taps = TapActions(), drags = DragActions()
        self.taps = taps
        self.drags = drags
        let observed = self.observed
        let (screen, built) = try observed.tracking { () throws -> (Screenful, Screenful.Presentation?) in
            let screen = try make(taps, drags)
            try Renderer.layout(screen.root, size: screen.device.size, environment: screen.environment)
            let current = screen.presentations.presented
            let built = try screen.presentation(of: track.presented(current: current, at: time), scale: scale)
            if commits || !track.started {
                var scene: SheetScene? = nil
                // A sheet presented from a sheet is drawn at rest over it; the track follows the screen's own
                // sheet, at the bottom of the stack.
                if case .sheet(let s)? = built { scene = s.isStacked ? s.stackBase : s }
                try track.commit(current: current, scene: scene, at: time)
            }
            return (screen, built)
        }
        self.screen = screen
        self.built = built
    }

    /// The presentation placed where the track has the sheet at the frame's time; nil when the sheet is
    /// off the screen then. (Everything in a frame is laid out at the session's scale, so the parts a tap
    /// reaches are where the picture draws them, to the pixel.)
    private func placed() throws -> Screenful.Presentation? {
        guard case .sheet(let scene)? = built, !scene.isStacked else { return built }
        return try track.place(scene, at: time).map { .sheet($0) }
    }

    /// The alert or confirmation dialog shown over everything, laid out (built once).
    private var dialog: Node?? = nil
    private func dialogOverlay() throws -> Node? {
        if let dialog { return dialog }
        let made = try observed.tracking { try screen.dialogOverlay() }
        dialog = .some(made)
        return made
    }

    /// What a person can reach (step 4): the laid-out sections in reading order, and the sheet as placed.
    private var reached: (sections: [(title: String, roots: [Node])], sheet: SheetScene?)?
    func reach() throws -> (sections: [(title: String, roots: [Node])], sheet: SheetScene?) {
        if let reached { return reached }
        let made = try observed.tracking { () throws -> (sections: [(title: String, roots: [Node])], sheet: SheetScene?) in
            let presentation = try placed()
            let sections = try screen.reachableSections(presentation, dialog: try dialogOverlay())
            if case .sheet(let scene)? = presentation { return (sections, scene) }
            return (sections, nil)
        }
        reached = made
        return made
    }

    /// The picture (step 5).
    func draw() throws -> Canvas {
        try observed.tracking { try ViewRenderer.draw(screen, try placed(), dialog: try dialogOverlay()) }
    }
}

/// The stores a session keeps between frames, and the pass that makes each frame with them.
@MainActor final class FramePass {
    let store = StateStore()
    let animations = AnimationStore()
    let sheet = PresentationTrack()
    let lifecycle = Lifecycle()
    let transitions = TransitionStore()
    /// The scheme the window took at the last build.
    let windowScheme = WindowScheme()
    private let scale: Double?
    /// Builds the view's screen with the session's parts.
    private let make: (SessionParts) throws -> Screenful
    /// The last frame made, with the change count and sheet moves it was made with.
    private var kept: (frame: SessionFrame, generation: UInt64, sheetVersion: Int)?
    /// How many frames have been built (a kept frame reused is not built again).
    private(set) var builds = 0

    init(scale: Double?, make: @escaping (SessionParts) throws -> Screenful) {
        self.scale = scale
        self.make = make
    }

    /// The frame at `time`: the kept one if it shows that time and nothing it could show has changed since
    /// it was made; else a new one, kept from now on.
    func frame(at time: Double) throws -> SessionFrame {
        if let kept, kept.frame.time == time, kept.generation == ModelChanges.generation, kept.sheetVersion == sheet.version,
           !kept.frame.observed.isSet {
            animations.now = time
            transitions.now = time
            if Self.checksReuse { return try checked(kept.frame) }
            return kept.frame
        }
        let frame = try build(at: time, commits: false)
        return Self.checksReuse ? try checked(frame) : frame
    }

    /// Commits the state at `time` (step 3): the frame made after an action — its changes start moving
    /// then with `animating` (the transaction they were made in; it stays in effect until the next commit),
    /// a change of presentation starts the sheet's move, the views coming and going are noted — and returns
    /// the lifecycle actions now due, not yet run.
    func commit(at time: Double, animating: AnimationStore.PendingTransaction?) throws -> [Lifecycle.Due] {
        animations.pending = animating
        lifecycle.begin()
        transitions.begin(at: time)
        defer { transitions.cancel() }
        let frame = try build(at: time, commits: true)
        _ = try frame.reach()
        transitions.end()
        // (The bodies of views no longer there are forgotten.)
        store.bodies.sweep()
        return lifecycle.end()
    }

    /// Whether each reuse — of a kept frame, or of kept bodies in a frame — is checked against a frame built
    /// afresh, every body evaluated (`SHEETSHOT_CHECK_FRAME_REUSE=1`, for the test suite run once that way
    /// after a change to what a build reads: a mismatch is written to standard error).
    static let checksReuse = ProcessInfo.processInfo.environment["SHEETSHOT_CHECK_FRAME_REUSE"] == "1"

    /// `kept`, after checking that a frame built afresh at its time, every body evaluated, reads and draws
    /// the same.
    private func checked(_ kept: SessionFrame) throws -> SessionFrame {
        let keptDump = ViewRenderer.accessibilityDump(of: try kept.reach().sections), keptPicture = try kept.draw()
        store.bodies.isEnabled = false
        defer { store.bodies.isEnabled = true }
        let fresh = try build(at: kept.time, commits: false)
        let freshDump = ViewRenderer.accessibilityDump(of: try fresh.reach().sections), freshPicture = try fresh.draw()
        let samePicture = try keptPicture.pngData() == freshPicture.pngData()
        if keptDump != freshDump || !samePicture {
            FileHandle.standardError.write(Data("sheetshot: FRAME REUSE MISMATCH at \(kept.time) s\n--- kept\n\(keptDump)--- fresh\n\(freshDump)".utf8))
        }
        return fresh
    }

    /// Makes a new frame at `time` and keeps it.
    private func build(at time: Double, commits: Bool) throws -> SessionFrame {
        kept = nil
        animations.now = time
        transitions.now = time
        let generation = ModelChanges.generation
        builds += 1
        store.bodies.startBuild()
        let frame = try SessionFrame(at: time, scale: scale, track: sheet, commits: commits) { taps, drags in
            try make(SessionParts(store: store, taps: taps, drags: drags, animations: animations, lifecycle: lifecycle,
                                  transitions: transitions, commits: commits, windowScheme: windowScheme))
        }
        kept = (frame, generation, sheet.version)
        return frame
    }
}
