import Canvas
import Foundation
import SheetWidget
import Widgets

/// One frame of a view: the screen built at `time`, laid out, what it presents, what a person can reach on
/// it, and its picture — each step made once, when first asked for, in this order:
///
/// 1. **Build** (`init`). The view's body and its descendants' are evaluated into Widgets nodes.
/// 2. **Lay out** (`laidOutRoot()`). The screen is laid out at the device's size.
/// 3. **Present** (`presentation()`). The sheet or cover the screen presents is built over it, at rest.
/// 4. **Reach** (`reach()`). The sheet is placed and the parts a person can reach are laid out in reading
///    order, an alert or confirmation dialog over everything.
/// 5. **Draw** (`draw()`).
///
/// Every picture, dump and tap goes through a frame. A one-off picture (`ViewRenderer.render(_:in:)`, the
/// layout and accessibility dumps, a preview) is a frame without stores: state starts at its initial values
/// and a sheet rests where the state puts it. A session's frames (Runtime/FramePass.swift) are built with its
/// stores, and its presentation track places the sheet where its spring has it at the frame's time; such a
/// frame is laid out and presented as it is built, so that the track can take the change of presentation it
/// shows (the commit), and it notes the `@Observable` properties it reads.
@MainActor final class ViewFrame {
    /// The time the frame shows (0 for a one-off frame).
    let time: Double
    /// The built screen.
    let screen: Screenful
    /// The actions of the views that take taps, and the drag gestures, as this build found them (none in a
    /// one-off frame, whose views have no stores to act on).
    let taps: TapActions, drags: DragActions
    /// Set when an `@Observable` property a session's frame read has changed since.
    let observed: ObservedChange
    /// The session's presentation track: where the sheet is at the frame's time (nil: a one-off frame).
    private let track: PresentationTrack?
    /// Pixels a point the presentation is built at (nil: the device's).
    private let scale: Double?

    /// A one-off frame of `view` in `configuration`, without stores. Its steps are made when asked for: a
    /// frame whose root alone is drawn (`drawRoot(size:)`) is never laid out as a screen.
    /// - Parameter fillsScreen: whether the view is the screen's content, kept in its safe area (else it is
    ///   laid out on its own, as a preview that fits its views).
    /// - Parameter sizeClasses: size classes the device's traits give (nil, or a nil class: from its size).
    /// - Throws: `ViewRenderingError` for what the build found.
    convenience init<V: View>(_ view: V, in configuration: ScreenConfiguration, fillsScreen: Bool = true,
                              sizeClasses: (horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?)? = nil) throws {
        try self.init(at: 0, scale: configuration.scale, track: nil, counter: nil, commits: false) { _, _ in
            try Screenful(view, in: configuration, fillsScreen: fillsScreen, sizeClasses: sizeClasses)
        }
    }

    /// Builds the screen `make` makes at `time`, its presentation at `scale` pixels a point (nil: the
    /// device's), its reads of `@Observable` properties counted as `counter`'s session's changes. With a
    /// `track` (a session's frame) the screen is laid out and presented now, and, when
    /// `commits` (the frame after an action) or the track has not started, the track takes the change of
    /// presentation it shows.
    init(at time: Double, scale: Double?, track: PresentationTrack?, counter: ModelChangeCounter?, commits: Bool,
         make: (TapActions, DragActions) throws -> Screenful) throws {
        observed = ObservedChange(in: counter)
        self.time = time
        self.track = track
        self.scale = scale
        let taps = TapActions(), drags = DragActions()
        self.taps = taps
        self.drags = drags
        screen = try track == nil ? make(taps, drags) : observed.tracking { try make(taps, drags) }
        guard let track else { return }
        _ = try laidOutRoot()
        let built = try presentation()
        if commits || !track.started {
            var scene: SheetScene? = nil
            // A sheet presented from a sheet is drawn at rest over it; the track follows the screen's own
            // sheet, at the bottom of the stack.
            if case .sheet(let s)? = built { scene = s.isStacked ? s.stackBase : s }
            try observed.tracking { try track.commit(current: screen.presentations.presented, scene: scene, at: time) }
        }
    }

    /// `work`, noting the `@Observable` properties it reads when the frame is a session's (a one-off frame
    /// is not kept, so nothing need tell it that it is out of date).
    private func tracked<R>(_ work: () throws -> R) throws -> R {
        track == nil ? try work() : try observed.tracking(work)
    }

    /// Step 2: the screen's root, laid out at the device's size (once).
    private var isLaidOut = false
    func laidOutRoot() throws -> Node {
        if !isLaidOut {
            try tracked { try Renderer.layout(screen.root, size: screen.device.size, environment: screen.environment) }
            isLaidOut = true
        }
        return screen.root
    }

    /// Step 3: the sheet or cover the screen presents, built over the laid-out screen and resting where the
    /// state puts it — in a session, the one the track says shows at the frame's time (a dismissed sheet is
    /// still drawn while it leaves); nil when none shows.
    private var built: Screenful.Presentation?? = nil
    func presentation() throws -> Screenful.Presentation? {
        if let built { return built }
        _ = try laidOutRoot()
        let made = try tracked { () throws -> Screenful.Presentation? in
            let current = screen.presentations.presented
            return try screen.presentation(of: track.map { $0.presented(current: current, at: time) } ?? current, scale: scale)
        }
        built = .some(made)
        return made
    }

    /// The presentation placed where the track has the sheet at the frame's time (at rest in a one-off
    /// frame); nil when the sheet is off the screen then. (Everything in a frame is laid out at its scale, so
    /// the parts a tap reaches are where the picture draws them, to the pixel.)
    private func placed() throws -> Screenful.Presentation? {
        let built = try presentation()
        guard let track, case .sheet(let scene)? = built, !scene.isStacked else { return built }
        return try tracked { try track.place(scene, at: time).map { .sheet($0) } }
    }

    /// The alert or confirmation dialog shown over everything, laid out (built once, after the
    /// presentation, whose content may present it).
    private var dialog: Node?? = nil
    func dialogOverlay() throws -> Node? {
        if let dialog { return dialog }
        _ = try presentation()
        let made = try tracked { try screen.dialogOverlay() }
        dialog = .some(made)
        return made
    }

    /// Step 4: what a person can reach — the laid-out sections in reading order, and the sheet as placed.
    private var reached: (sections: [(title: String, roots: [Node])], sheet: SheetScene?)?
    func reach() throws -> (sections: [(title: String, roots: [Node])], sheet: SheetScene?) {
        if let reached { return reached }
        let presentation = try placed(), dialog = try dialogOverlay()
        let sections = try tracked { try screen.reachableSections(presentation, dialog: dialog) }
        var sheet: SheetScene? = nil
        if case .sheet(let scene)? = presentation { sheet = scene }
        reached = (sections, sheet)
        return (sections, sheet)
    }

    /// Step 5: the picture — the placed sheet over the screen, or the cover instead of it, or the screen,
    /// with the dialog over everything.
    func draw() throws -> Canvas {
        let presentation = try placed(), dialog = try dialogOverlay()
        return try tracked { try ViewRenderer.draw(screen, presentation, dialog: dialog) }
    }

    /// The root alone (no presentation), drawn at `size` points over the system background: a preview or
    /// snapshot laid out at its own size rather than as a screen.
    func drawRoot(size: Size) throws -> Canvas {
        try tracked { try screen.picture(size: size) }
    }

    /// The layout as text: every node of the screen with its frame in points, then the placed sheet's
    /// frames and its content's, or the cover's, then the dialog's; the build's warnings last.
    func layoutDump() throws -> String {
        var dump = try laidOutRoot().layoutDump()
        switch try placed() {
        case .sheet(let scene): dump += "\nPresented sheet\n" + (try scene.layoutDump())
        case .cover(let cover):
            try Renderer.layout(cover, size: screen.device.size, environment: screen.environment)
            dump += "\nPresented full-screen cover\n" + cover.layoutDump()
        case nil: break
        }
        if let overlay = try dialogOverlay() {
            dump += "\nPresented \(screen.dialogs.presented?.style == .actionSheet ? "confirmation dialog" : "alert")\n" + overlay.layoutDump()
        }
        try screen.diagnostics.check()
        return dump + screen.diagnostics.warningLines
    }
}
