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
    private var kept: (frame: ViewFrame, generation: ModelChanges.Generation, sheetVersion: Int)?
    /// How many frames have been built (a kept frame reused is not built again).
    private(set) var builds = 0

    init(scale: Double?, make: @escaping (SessionParts) throws -> Screenful) {
        self.scale = scale
        self.make = make
    }

    /// The frame at `time`: the kept one if it shows that time and nothing it could show has changed since
    /// it was made; else a new one, kept from now on.
    func frame(at time: Double) throws -> ViewFrame {
        if let kept, kept.frame.time == time, kept.generation == ModelChanges.generation(of: store.modelChanges), kept.sheetVersion == sheet.version,
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
    func commit(at time: Double, animating: (transaction: WriteTransaction, time: Double)?) throws -> [Lifecycle.Due] {
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
    private func checked(_ kept: ViewFrame) throws -> ViewFrame {
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
    private func build(at time: Double, commits: Bool) throws -> ViewFrame {
        kept = nil
        animations.now = time
        transitions.now = time
        let generation = ModelChanges.generation(of: store.modelChanges)
        builds += 1
        store.bodies.startBuild()
        let frame = try ViewFrame(at: time, scale: scale, track: sheet, counter: store.modelChanges, commits: commits) { taps, drags in
            try make(SessionParts(store: store, taps: taps, drags: drags, animations: animations, lifecycle: lifecycle,
                                  transitions: transitions, commits: commits, windowScheme: windowScheme))
        }
        kept = (frame, generation, sheet.version)
        return frame
    }
}
