import Canvas
import Foundation
import SheetWidget
import Widgets

/// A view played through a scenario, as frames: frame k shows the screen at k / fps seconds, with every
/// step of the scenario up to then run through the view's own code — its actions, drag gestures, state,
/// animations and presented sheet — exactly as a `ViewSession` runs them.
///
/// Made by `ViewRenderer.clip(of:on:colorScheme:dynamicTypeSize:layoutDirection:scale:scenario:fps:duration:)`,
/// which plays the whole scenario once first: a step that cannot be taken is reported before any frame is
/// drawn, and `events` holds what happened. Frames are then drawn by replaying the scenario up to each
/// frame's time (in order, a frame costs one render; asked out of order the replay starts again), so a
/// frame is the same picture however the frames are asked for.
@MainActor public final class ViewClip {
    /// Frames per second.
    public nonisolated let fps: Int
    /// The clip's length in seconds (the last frame is at or just past it).
    public nonisolated let duration: Double
    /// How many frames: ⌈duration · fps⌉ + 1.
    public nonisolated let frameCount: Int
    /// What happened while the scenario played: each step, every `@State` change (which, from what, to
    /// what, when) and the presented sheet's moves (see `ViewSession.events`).
    public nonisolated let events: [SessionEvent]

    private let makePlayer: @MainActor () -> ScenarioPlayer
    private var player: ScenarioPlayer?

    init<V: View>(_ view: V, in configuration: ScreenConfiguration, scenario: ViewScenario, fps: Int, duration: Double?) throws {
        guard SheetClip.fpsRange.contains(fps) else {
            throw ViewSessionError("\(fps) frames per second is outside \(SheetClip.fpsRange.lowerBound)…\(SheetClip.fpsRange.upperBound)")
        }
        if let duration, !(duration.isFinite && duration >= 0) { throw ViewSessionError("a duration of \(duration) s is not a length of time") }
        try scenario.validate()
        let touches = scenario.touches
        makePlayer = {
            ScenarioPlayer(ViewSession(view, in: configuration), touches)
        }
        // Played through once: every step is checked, the events known, the length found.
        let rehearsal = makePlayer()
        try rehearsal.play(until: .infinity)
        let length = try duration ?? max(rehearsal.settledTime(), scenario.steps.last?.endTime ?? 0)
        guard length.isFinite else {
            throw ViewSessionError("the view runs an animation that never ends (repeatForever), so the clip cannot end when it settles: give the clip a duration")
        }
        try rehearsal.wait(length)   // what happens by the end (a dismissed sheet's onDisappear) is in the events
        let n = SheetMotion.frameCount(fps: fps, duration: length)
        guard n <= SheetClip.maximumFrames else {
            throw ViewSessionError("\(length < 1e9 ? String(format: "%.2f", length) : String(length)) s at \(fps) fps is \(n == Int.max ? "too many" : String(n)) frames, "
                                   + "more than the limit of \(SheetClip.maximumFrames)")
        }
        self.fps = fps; self.duration = length; frameCount = n
        events = rehearsal.events
    }

    /// The time of frame `k`, in seconds.
    public func time(ofFrame k: Int) -> Double { Double(k) / Double(fps) }

    /// Frame `k` (0 ..< frameCount): the screen at k / fps seconds.
    /// - Throws: `ViewSessionError` for a frame number outside the clip; what rendering throws.
    public func frame(_ k: Int) throws -> Canvas {
        guard (0..<frameCount).contains(k) else { throw ViewSessionError("frame \(k) is outside the clip's 0 ..< \(frameCount)") }
        let t = time(ofFrame: k)
        if player == nil || player!.playedUntil > t { player = makePlayer() }
        let player = player!
        try player.play(until: t)
        try player.wait(t)
        return try player.render(t)
    }

    /// The events as JSON (sorted keys), for a file beside the clip.
    public func eventsJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(events), as: UTF8.self)
    }

    /// Writes the clip as an animated PNG at `path` (played forever, each frame shown 1 / fps s), frame by
    /// frame, holding one frame at a time; by default each frame after the first stores only the region
    /// that changed. The file appears when every frame is written (nothing is left half-written).
    /// - Throws: `FileError` when the file cannot be made (before any frame is drawn), what rendering and
    ///   encoding throw.
    public func writeAPNG(to path: String, changedRegionsOnly: Bool = true, options: PNGEncodingOptions = .fast) throws {
        let first = try frame(0).makeImage()
        let writer = try APNGWriter(path: path, width: first.width, height: first.height, frameCount: frameCount,
                                    delayNumerator: 1, delayDenominator: UInt16(fps), options: options, storesChangedRegionsOnly: changedRegionsOnly)
        try writer.append(first)
        for k in 1..<max(1, frameCount) { try writer.append(try frame(k).makeImage()) }
        try writer.finish()
    }
}

extension ViewRenderer {
    /// `view` on the screen `configuration` describes, played through `scenario`, as a clip of frames at
    /// `fps` (frame k at k / fps) up to `duration` (default: when the last step's animations and sheet moves
    /// have settled). The whole scenario is played once here: a step that cannot be taken (a label not on the
    /// screen then, steps out of order) throws before any frame is drawn.
    /// - Throws: `ViewSessionError` naming the step and what is wrong, or a rate or length past a clip's
    ///   limits (1…240 fps, at most `SheetClip.maximumFrames` frames); `ViewRenderingError`.
    @MainActor public static func clip<V: View>(of view: V, in configuration: ScreenConfiguration, scenario: ViewScenario, fps: Int = 30,
                                                duration: Double? = nil) throws -> ViewClip {
        try ViewClip(view, in: configuration, scenario: scenario, fps: fps, duration: duration)
    }

    /// `clip(of:in:scenario:fps:duration:)` on `device`'s screen, at `scale` pixels a point (nil: the device's).
    @MainActor public static func clip<V: View>(of view: V, on device: DevicePreset, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil,
        scenario: ViewScenario, fps: Int = 30, duration: Double? = nil) throws -> ViewClip {
        try clip(of: view, in: .init(device, colorScheme, dynamicTypeSize, layoutDirection, scale), scenario: scenario, fps: fps, duration: duration) }
}

/// A session played through a scenario's touches in time order, up to a time asked for.
@MainActor final class ScenarioPlayer {
    private let touches: [ViewScenario.Touch]
    private var next = 0
    /// The latest time played to.
    private(set) var playedUntil = -Double.infinity
    /// A step whose finger found nothing to drag: its later touches are passed over.
    private var idleStep: Int?
    let render: @MainActor (Double) throws -> Canvas
    private let apply: @MainActor (ViewScenario.Touch) throws -> Bool
    let settledTime: @MainActor () throws -> Double
    /// Lets the session's time pass to a frame's time (what happens then without a finger happens).
    let wait: @MainActor (Double) throws -> Void
    private let readEvents: @MainActor () -> [SessionEvent]
    var events: [SessionEvent] { readEvents() }

    init<V: View>(_ session: ViewSession<V>, _ touches: [ViewScenario.Touch]) {
        self.touches = touches
        render = { try session.render(at: $0) }
        settledTime = { try session.settledTime() }
        wait = { t in if t >= session.now { try session.wait(until: t) } }
        readEvents = { session.events }
        apply = { touch in
            switch touch.kind {
            case .tapLabel(let label): try session.tap(label, time: touch.time); return true
            case .tap(let p): try session.tap(at: p, time: touch.time); return true
            case .down(let p): return try session.touchDown(at: p, time: touch.time)
            case .move(let p): try session.touchMove(to: p, time: touch.time); return true
            case .up: try session.touchUp(); return true
            }
        }
    }

    /// Runs every touch at or before `time` not run yet.
    /// - Throws: `ViewSessionError` prefixed with the step it comes from.
    func play(until time: Double) throws {
        playedUntil = max(playedUntil, time)
        while next < touches.count, touches[next].time <= time {
            let touch = touches[next]
            next += 1
            if touch.step == idleStep { continue }
            do {
                if !(try apply(touch)) { idleStep = touch.step }
            } catch let error as ViewSessionError {
                throw ViewSessionError("scenario step \(touch.step + 1): \(error.description)")
            }
        }
    }
}
