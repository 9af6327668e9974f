// SheetshotUISnapshotTesting: snapshot strategies for SwiftUI views written against SheetshotUI. Importing
// it imports the snapshot core too (assertSnapshot, record modes, tolerances, the report).
@_exported import SheetshotSnapshotCore
// The devices the strategies render on.
@_exported import struct Widgets.DevicePreset
// The scripts the clip strategy plays, and the screens strategies render on.
@_exported import struct SheetshotUI.ViewScenario
@_exported import struct SheetshotUI.ScreenConfiguration
import class Canvas.Canvas
import Foundation
import SheetWidget
import SheetshotUI
import Widgets

extension SnapshotStrategy where Value: SheetshotUI.View {
    /// `image(in:)` on `device`'s screen.
    public static func image(on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) -> SnapshotStrategy {
        image(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection, scale)) }

    /// The view as the screen `configuration` describes (see `ViewRenderer.render(_:in:)`): its device, colour
    /// scheme, Dynamic Type size, layout direction and locale, at its scale (nil: the device's; 1 keeps
    /// references small). Take it on the main actor (a `@MainActor` test), where views are made.
    public static func image(in configuration: ScreenConfiguration) -> SnapshotStrategy {
        picture { view in try ViewRenderer.render(view, in: configuration) }
    }

    /// `layout(in:)` on `device`'s screen.
    public static func layout(on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: LayoutDirection = .leftToRight) -> SnapshotStrategy {
        layout(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection)) }

    /// The view laid out as the screen `configuration` describes, as text: every node's kind, identifier,
    /// frame in points and what it shows (its scale aside).
    public static func layout(in configuration: ScreenConfiguration) -> SnapshotStrategy {
        text(verb: "lay the view out") { view in try ViewRenderer.layoutDump(view, in: configuration) }
    }

    /// A text strategy whose text `dump` makes from the view on the main actor.
    private static func text(verb: String, _ dump: @escaping @MainActor (Value) throws -> String) -> SnapshotStrategy {
        SnapshotStrategy(diffing: .lines, verb: verb) { value in
            nonisolated(unsafe) let view = value
            return try onMainActor { try dump(view) }
        }
    }
}

extension SnapshotStrategy where Value: SheetshotUI.View {
    /// `accessibility(in:)` on `device`'s screen.
    public static func accessibility(on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: LayoutDirection = .leftToRight) -> SnapshotStrategy {
        accessibility(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection)) }

    /// What VoiceOver finds on the screen the view draws in `configuration`, as text (see
    /// `ViewRenderer.accessibilityDump(_:in:)`): each element's traits, label, value, hint and frame, in reading
    /// order. Take it on the main actor.
    public static func accessibility(in configuration: ScreenConfiguration) -> SnapshotStrategy {
        text(verb: "read the view's accessibility elements") { view in try ViewRenderer.accessibilityDump(view, in: configuration) }
    }
}

extension SnapshotStrategy where Value: SheetshotUI.View {
    /// `presentation(in:)` on `device`'s screen.
    public static func presentation(on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil, steps: [PresentationStep], fps: Int = 30,
        duration: Double? = nil, storage: FrameStorage = .apng) -> SnapshotStrategy {
        presentation(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection, scale),
            steps: steps, fps: fps, duration: duration, storage: storage) }

    /// The sheet the view presents in `configuration`, moving as `steps` say (see
    /// `ViewRenderer.presentationClip(_:in:steps:fps:duration:)`), frame k at k / fps, kept as one APNG (or
    /// numbered PNGs) and compared frame by frame. Take it on the main actor.
    public static func presentation(in configuration: ScreenConfiguration, steps: [PresentationStep], fps: Int = 30, duration: Double? = nil,
                                    storage: FrameStorage = .apng) -> SnapshotStrategy {
        .frames(storage) { value in
            nonisolated(unsafe) let view = value
            // The clip holds the view's nodes: made and used on this (the main) thread only.
            let clip = try onMainActor { try ViewRenderer.presentationClip(view, in: configuration, steps: steps, fps: fps, duration: duration) }
            return try FrameSequence(presentation: clip)
        }
    }
}

extension SnapshotStrategy where Value: SheetshotUI.View {
    /// `clip(in:)` on `device`'s screen.
    public static func clip(on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil, scenario: ViewScenario, fps: Int = 30,
        duration: Double? = nil, storage: FrameStorage = .apng) -> SnapshotStrategy {
        clip(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection, scale),
            scenario: scenario, fps: fps, duration: duration, storage: storage) }

    /// The view played through `scenario` on the screen `configuration` describes — its own actions,
    /// gestures, state, animations and presented sheet run as a `ViewSession` runs them (see
    /// `ViewRenderer.clip(of:in:scenario:fps:duration:)`) — frame k at k / fps, kept as one APNG (or numbered
    /// PNGs) and compared frame by frame. A step that cannot be taken fails the snapshot with its reason.
    /// Take it on the main actor.
    public static func clip(in configuration: ScreenConfiguration, scenario: ViewScenario, fps: Int = 30, duration: Double? = nil,
                            storage: FrameStorage = .apng) -> SnapshotStrategy {
        .frames(storage) { value in
            nonisolated(unsafe) let view = value
            // The clip replays the view's session: made and used on this (the main) thread only.
            let clip = try onMainActor { try ViewRenderer.clip(of: view, in: configuration, scenario: scenario, fps: fps, duration: duration) }
            return try FrameSequence(count: clip.frameCount, fps: Double(clip.fps)) { k in try onMainActor { try clip.frame(k).makeImage() } }
        }
    }
}

extension FrameSequence {
    /// The frames of a presentation clip, rendered in order on one thread (its scene's nodes are the
    /// view's, made on the main actor).
    init(presentation clip: SheetClip) throws {
        try self.init(count: clip.frameCount, fps: Double(clip.fps)) { k in try clip.frame(k).makeImage() }
    }
}

extension SnapshotStrategy where Value == Preview {
    /// `image(in:)` on `device`'s screen.
    public static func image(on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) -> SnapshotStrategy {
        image(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection, scale)) }

    /// The preview as Xcode's canvas shows it in `configuration` (see `ViewRenderer.render(_:in:)` for
    /// previews): its layout and orientation traits followed. Take it on the main actor.
    public static func image(in configuration: ScreenConfiguration) -> SnapshotStrategy {
        picture { preview in try ViewRenderer.render(preview, in: configuration) }
    }
}

extension SnapshotStrategy {
    /// The picture `draw` makes of the value on the main actor. (Views are made on the main actor — their
    /// initialisers are isolated to it — and the strategy runs synchronously where assertSnapshot is
    /// called: on the main actor.)
    fileprivate static func picture(_ draw: @escaping @MainActor (Value) throws -> Canvas) -> SnapshotStrategy {
        .image { value in
            nonisolated(unsafe) let value = value
            return try onMainActor { try draw(value).makeImage() }
        }
    }
}

/// Runs `body` on the main actor, where a view snapshot is taken (a `@MainActor` test: views' initialisers
/// are isolated to it, so a view can only be made there), and returns what it made to the same thread.
/// Called elsewhere, it stops the process.
private func onMainActor<R>(_ body: @MainActor () throws -> R) throws -> R {
    try withoutActuallyEscaping(body) { body in
        nonisolated(unsafe) var result: Result<R, any Error>?
        MainActor.assumeIsolated { result = Result { try body() } }
        // assumeIsolated ran the closure synchronously, so the result is set.
        guard let result else { fatalError("MainActor.assumeIsolated returned without running its closure") }
        return try result.get()
    }
}

/// The screen an `on device:` form names.
private func screen(_ device: DevicePreset, _ colorScheme: ColorScheme, _ dynamicTypeSize: DynamicTypeSize,
                    _ layoutDirection: LayoutDirection, _ scale: Double? = nil) -> ScreenConfiguration {
    ScreenConfiguration(device: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection, scale: scale)
}
