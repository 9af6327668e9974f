import SheetWidget
import Widgets

/// A step of a scripted presentation: the sheet a view presents comes up, moves between its detents and
/// goes away, each with the sheet's own motion (Apple's spring for `.sheet`).
public enum PresentationStep: Sendable, Equatable {
    /// At `at` seconds the sheet comes up from below the screen to its first detent.
    case present(at: Double)
    /// At `at` seconds the sheet moves to `detent` (one of its `presentationDetents`).
    case detent(PresentationDetent, at: Double)
    /// At `at` seconds the sheet goes down off the screen.
    case dismiss(at: Double)

    /// When the step happens.
    var time: Double {
        switch self {
        case .present(let t), .detent(_, let t), .dismiss(let t): t
        }
    }
}

/// Why a presentation clip cannot be made, in plain words.
public struct PresentationClipError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public let description: String
    init(_ description: String) { self.description = description }
}

extension ViewRenderer {
    /// `presentedSheet(_:in:)` on `device`'s screen, at `scale` pixels a point (nil: the device's).
    @MainActor public static func presentedSheet<V: View>(_ view: V, on device: DevicePreset, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) throws -> SheetScene? {
        try presentedSheet(view, in: .init(device, colorScheme, dynamicTypeSize, layoutDirection, scale)) }

    /// The sheet `view` presents in `configuration`, as a scene at its first detent over the view (what
    /// `render(_:in:)` draws), or nil when it presents no sheet (nothing, or a full-screen cover).
    /// - Throws: `ViewRenderingError` for API that cannot be drawn.
    @MainActor public static func presentedSheet<V: View>(_ view: V, in configuration: ScreenConfiguration) throws -> SheetScene? {
        let frame = try ViewFrame(view, in: configuration)
        let presentation = try frame.presentation()
        try frame.screen.diagnostics.check()
        if case .sheet(let scene) = presentation { return scene }
        return nil
    }

    /// `presentationClip(_:in:steps:fps:duration:)` on `device`'s screen, at `scale` pixels a point (nil: the device's).
    @MainActor public static func presentationClip<V: View>(_ view: V, on device: DevicePreset, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil,
        steps: [PresentationStep], fps: Int = 30, duration: Double? = nil) throws -> SheetClip {
        try presentationClip(view, in: .init(device, colorScheme, dynamicTypeSize, layoutDirection, scale), steps: steps, fps: fps, duration: duration) }

    /// The sheet `view` presents in `configuration`, moving as `steps` say, as a clip of frames at `fps`
    /// (frame k at k / fps) up to `duration` (default: until the last movement settles). Before a `.present`
    /// step the sheet is below the screen; otherwise it starts at its first detent. Each step moves with the
    /// sheet's own spring from wherever the sheet is then, so a step that interrupts a movement keeps its speed.
    /// - Throws: `PresentationClipError` when the view presents no sheet, a time is not a finite number
    ///   ≥ 0, the steps are out of time order, or a detent is not one of the sheet's; `ViewRenderingError`;
    ///   `SheetClip.LimitError` for a rate or length past a clip's limits — all before any frame is drawn.
    @MainActor public static func presentationClip<V: View>(_ view: V, in configuration: ScreenConfiguration, steps: [PresentationStep],
                                                            fps: Int = 30, duration: Double? = nil) throws -> SheetClip {
        guard var scene = try presentedSheet(view, in: configuration) else {
            throw PresentationClipError("the view presents no sheet to animate (is its isPresented binding true?)")
        }
        var last = 0.0
        for (i, step) in steps.enumerated() {
            guard step.time.isFinite, step.time >= 0 else { throw PresentationClipError("step \(i + 1) is at \(step.time) s, not a time ≥ 0") }
            guard step.time >= last else {
                throw PresentationClipError("step \(i + 1) at \(step.time) s comes before step \(i) at \(last) s: give the steps in time order")
            }
            last = step.time
        }
        let ids = Set(scene.configuration.detents.map(\.id))
        let actions: [SheetAction] = try steps.map { step in
            switch step {
            case .present(let t): return .move(to: .detent(scene.configuration.detents[0].id), at: t)
            case .detent(let d, let t):
                guard ids.contains(d.detent.id) else {
                    throw PresentationClipError("the sheet has no detent \(d.detent.id) (its detents: \(scene.configuration.detents.map(\.id).joined(separator: ", ")))")
                }
                return .move(to: .detent(d.detent.id), at: t)
            case .dismiss(let t): return .move(to: .state(.hidden), at: t)
            }
        }
        if case .present? = steps.first { scene.position = .state(.hidden) }
        let motion = try SheetMotion(scene: scene, actions: actions)
        return try SheetClip(scene: scene, motion: motion, fps: fps, duration: duration)
    }
}
