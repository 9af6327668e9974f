// SnapshotTestingSheetshotUI: swift-snapshot-testing strategies for SwiftUI views written against SheetshotUI,
// so a test that reads `assertSnapshot(of: MySheet(), as: .image(on: .iPhone15Pro))` on Linux keeps its
// references where swift-snapshot-testing keeps them (__Snapshots__ beside the test) and fails into the
// same report as Sheetshot's other strategies. Its own target: SnapshotTestingSheetshot's users who draw
// scenes only do not build SheetshotUI (and its macro plug-in).
@_exported import SnapshotTestingSheetshot
// The devices the strategies render on.
@_exported import struct Widgets.DevicePreset
@_exported import struct SheetshotSnapshotCore.SnapshotTolerance
// The scripts the clip strategy plays, and the screens strategies render on.
@_exported import struct SheetshotUI.ViewScenario
@_exported import struct SheetshotUI.ScreenConfiguration
// swift-snapshot-testing's SwiftUI layouts and traits, as its iOS suites name them.
@_exported import enum SheetshotUI.SwiftUISnapshotLayout
@_exported import struct SheetshotUI.ViewImageConfig
@_exported import struct SheetshotUI.UITraitCollection
// The preview runner's values and its gallery writer, from the Sheetshot snapshot library that holds them.
@_exported import struct SheetshotUISnapshotTesting.PreviewShard
@_exported import struct SheetshotUISnapshotTesting.PreviewShardError
@_exported import struct SheetshotUISnapshotTesting.PreviewSnapshotRun
@_exported import func SheetshotUISnapshotTesting.writePreviewGallery
@_exported import func SheetshotUISnapshotTesting.writePreviewGalleryIfAsked
import class Canvas.Canvas
import Foundation
import SheetshotSnapshotCore
import SheetshotUI
import SnapshotTesting
import Widgets

extension Snapshotting where Value: SheetshotUI.View, Format == SheetshotImage {
    /// `image(in:)` on `device`'s screen.
    public static func image(on device: DevicePreset, colorScheme: SheetshotUI.ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: SheetshotUI.LayoutDirection = .leftToRight, scale: Double? = nil,
        tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        image(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection, scale), tolerance: tolerance) }

    /// The view as the screen `configuration` describes (see `ViewRenderer.render(_:in:)`), compared within
    /// `tolerance`. A view that cannot be drawn as iOS would (an unsupported modifier, say) fails with the
    /// reason instead of a picture. Take it on the main actor (a `@MainActor` test), where views are made.
    public static func image(in configuration: ScreenConfiguration, tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        picture(tolerance: tolerance) { view in try ViewRenderer.render(view, in: configuration) }
    }
}

extension Snapshotting where Value: SheetshotUI.View, Format == SheetshotImage {
    /// swift-snapshot-testing's SwiftUI strategy as a suite written for iOS calls it — `.image(layout:
    /// .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark))` — laid out as it lays views
    /// out (see `ViewRenderer.render(_:layout:traits:)`): at the view's ideal size, in a fixed frame, or in a
    /// device's safe area with its Dynamic Type M. Give the scale your references were recorded at with
    /// `UITraitCollection(displayScale:)` (2 unless given).
    ///
    /// `precision` is the share of pixels that must match. `perceptualPrecision` is compared as
    /// swift-snapshot-testing compares it: a pixel matches when its CIEDE2000 colour difference is at most
    /// (1 − perceptualPrecision) × 100 (`SnapshotTolerance.perceptual`). `drawHierarchyInKeyWindow` has no meaning here and is
    /// ignored. Take it on the main actor.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        func unit(_ v: Float) -> Double { v.isFinite ? min(1, max(0, Double(v))) : 1 }
        let tolerance = unit(perceptualPrecision) >= 1
            ? SnapshotTolerance(maximumDifferingRatio: 1 - unit(precision))
            : .perceptual(maximumDeltaE: (1 - unit(perceptualPrecision)) * 100, maximumDifferingRatio: 1 - unit(precision))
        return .sheetshotImage(tolerance: tolerance) { value in
            try onMainActor(value) { view in try ViewRenderer.render(view, layout: layout, traits: traits).makeImage() }
        }
    }
}

extension Snapshotting where Value: SheetshotUI.View, Format == SheetshotFrames {
    /// `presentation(in:)` on `device`'s screen.
    public static func presentation(on device: DevicePreset, colorScheme: SheetshotUI.ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: SheetshotUI.LayoutDirection = .leftToRight, scale: Double? = nil,
        steps: [PresentationStep], fps: Int = 30, duration: Double? = nil, tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        presentation(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection, scale),
            steps: steps, fps: fps, duration: duration, tolerance: tolerance) }

    /// The sheet the view presents in `configuration`, moving as `steps` say (see
    /// `ViewRenderer.presentationClip(_:in:steps:fps:duration:)`), frame k at k / fps, kept as one APNG and
    /// compared frame by frame within `tolerance`. Take it on the main actor.
    public static func presentation(in configuration: ScreenConfiguration, steps: [PresentationStep], fps: Int = 30, duration: Double? = nil,
                                    tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        .sheetshotFrames(tolerance: tolerance) { value in
            let clip = try onMainActor(value) { view in
                try ViewRenderer.presentationClip(view, in: configuration, steps: steps, fps: fps, duration: duration)
            }
            return try FrameSequence(count: clip.frameCount, fps: Double(clip.fps)) { k in try clip.frame(k).makeImage() }
        }
    }
}

extension Snapshotting where Value: SheetshotUI.View, Format == SheetshotFrames {
    /// `clip(in:)` on `device`'s screen.
    public static func clip(on device: DevicePreset, colorScheme: SheetshotUI.ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: SheetshotUI.LayoutDirection = .leftToRight, scale: Double? = nil, scenario: ViewScenario, fps: Int = 30,
        duration: Double? = nil, tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        clip(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection, scale),
            scenario: scenario, fps: fps, duration: duration, tolerance: tolerance) }

    /// The view played through `scenario` in `configuration` — its own actions, gestures, state, animations
    /// and presented sheet run as a `ViewSession` runs them (see `ViewRenderer.clip(of:in:scenario:fps:duration:)`)
    /// — frame k at k / fps, kept as one APNG and compared frame by frame within `tolerance`. A step that
    /// cannot be taken fails the snapshot with its reason. Take it on the main actor.
    public static func clip(in configuration: ScreenConfiguration, scenario: ViewScenario, fps: Int = 30, duration: Double? = nil,
                            tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        .sheetshotFrames(tolerance: tolerance) { value in
            let clip = try onMainActor(value) { view in
                try ViewRenderer.clip(of: view, in: configuration, scenario: scenario, fps: fps, duration: duration)
            }
            return try FrameSequence(count: clip.frameCount, fps: Double(clip.fps)) { k in try onMainActor(clip) { try $0.frame(k).makeImage() } }
        }
    }
}

extension Snapshotting where Value: SheetshotUI.View, Format == String {
    /// `layout(in:)` on `device`'s screen.
    public static func layout(on device: DevicePreset, colorScheme: SheetshotUI.ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: SheetshotUI.LayoutDirection = .leftToRight) -> Snapshotting {
        layout(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection)) }

    /// The view laid out as the screen `configuration` describes, as text (`ViewRenderer.layoutDump`): every
    /// node's kind, identifier, frame in points and what it shows (its scale aside); compared line by line.
    /// Take it on the main actor.
    public static func layout(in configuration: ScreenConfiguration) -> Snapshotting {
        text(verb: "lay the view out") { view in try ViewRenderer.layoutDump(view, in: configuration) }
    }

    /// `accessibility(in:)` on `device`'s screen.
    public static func accessibility(on device: DevicePreset, colorScheme: SheetshotUI.ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: SheetshotUI.LayoutDirection = .leftToRight) -> Snapshotting {
        accessibility(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection)) }

    /// What VoiceOver finds on the screen the view draws in `configuration`, as text
    /// (`ViewRenderer.accessibilityDump`): each element's traits, label, value, hint and frame in reading order,
    /// a presented sheet modal; compared line by line. Take it on the main actor.
    public static func accessibility(in configuration: ScreenConfiguration) -> Snapshotting {
        text(verb: "read the view's accessibility elements") { view in try ViewRenderer.accessibilityDump(view, in: configuration) }
    }

    /// Lines made by `dump` from the view on the main actor; an error becomes the snapshot's text.
    private static func text(verb: String, _ dump: @escaping @MainActor (Value) throws -> String) -> Snapshotting {
        .sheetshotLines(failure: "Could not \(verb)") { value in try onMainActor(value, dump) }
    }
}

extension Snapshotting where Value == Preview, Format == SheetshotImage {
    /// `image(in:)` on `device`'s screen.
    public static func image(on device: DevicePreset, colorScheme: SheetshotUI.ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: SheetshotUI.LayoutDirection = .leftToRight, scale: Double? = nil,
        tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        image(in: screen(device, colorScheme, dynamicTypeSize, layoutDirection, scale), tolerance: tolerance) }

    /// The preview as Xcode's canvas shows it in `configuration` (its layout and orientation traits
    /// followed), compared within `tolerance`. Take it on the main actor.
    public static func image(in configuration: ScreenConfiguration, tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        picture(tolerance: tolerance) { preview in try ViewRenderer.render(preview, in: configuration) }
    }
}

extension Snapshotting where Format == SheetshotImage {
    /// The picture `draw` makes of the value on the main actor, compared within `tolerance`.
    fileprivate static func picture(tolerance: SnapshotTolerance, _ draw: @escaping @MainActor (Value) throws -> Canvas) -> Snapshotting {
        .sheetshotImage(tolerance: tolerance) { value in try onMainActor(value) { try draw($0).makeImage() } }
    }
}

/// Runs `body` on `value` on the main actor, where a view snapshot is taken: views' initialisers are
/// isolated to it, so a view was made there and the strategy runs synchronously where assertSnapshot is
/// called. Called elsewhere, it stops the process.
private func onMainActor<V, R>(_ value: V, _ body: @MainActor (V) throws -> R) throws -> R {
    nonisolated(unsafe) let value = value
    return try withoutActuallyEscaping(body) { body in
        nonisolated(unsafe) let body = body
        return try MainActor.assumeIsolated { try body(value) }
    }
}

/// The screen an `on device:` form names.
private func screen(_ device: DevicePreset, _ colorScheme: SheetshotUI.ColorScheme, _ dynamicTypeSize: DynamicTypeSize,
                    _ layoutDirection: SheetshotUI.LayoutDirection, _ scale: Double? = nil) -> ScreenConfiguration {
    ScreenConfiguration(device: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection, scale: scale)
}
