// SheetshotUISnapshotTesting: snapshot strategies for SwiftUI views written against SheetshotUI. Importing
// it imports the snapshot core too (assertSnapshot, record modes, tolerances, the report).
@_exported import SheetshotSnapshotCore
// The devices the strategies render on.
@_exported import struct Widgets.DevicePreset
import Foundation
import SheetshotUI
import Widgets

extension SnapshotStrategy where Value: SheetshotUI.View {
    /// The view as the screen of `device` (see `ViewRenderer`), in a colour scheme, Dynamic Type size and
    /// layout direction, at `scale` pixels per point (nil: the device's; 1 keeps references small).
    /// Take it on the main actor (a `@MainActor` test), where views are made.
    public static func image(on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                             layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) -> SnapshotStrategy {
        .image { value in
            // Views are made on the main actor (their initialisers are isolated to it), and the strategy
            // runs synchronously where assertSnapshot is called: on the main actor.
            nonisolated(unsafe) let view = value
            return try onMainActor {
                try ViewRenderer.render(view, on: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                                        layoutDirection: layoutDirection, scale: scale).makeImage()
            }
        }
    }

    /// The view laid out as the screen of `device`, as text: every node's kind, identifier, frame in points
    /// and what it shows.
    public static func layout(on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                              layoutDirection: LayoutDirection = .leftToRight) -> SnapshotStrategy {
        text(verb: "lay the view out") { view in
            try ViewRenderer.layoutDump(view, on: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection)
        }
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
    /// What VoiceOver finds on the screen the view draws on `device`, as text (see
    /// `ViewRenderer.accessibilityDump(_:on:colorScheme:dynamicTypeSize:layoutDirection:)`): each element's
    /// traits, label, value, hint and frame, in reading order. Take it on the main actor.
    public static func accessibility(on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                                     layoutDirection: LayoutDirection = .leftToRight) -> SnapshotStrategy {
        text(verb: "read the view's accessibility elements") { view in
            try ViewRenderer.accessibilityDump(view, on: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                                               layoutDirection: layoutDirection)
        }
    }
}

extension SnapshotStrategy where Value == Preview {
    /// The preview as Xcode's canvas shows it on `device` (see `ViewRenderer.render(_:on:colorScheme:dynamicTypeSize:layoutDirection:scale:)`
    /// for previews): its layout and orientation traits followed. Take it on the main actor.
    public static func image(on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                             layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) -> SnapshotStrategy {
        .image { value in
            nonisolated(unsafe) let preview = value
            return try onMainActor {
                try ViewRenderer.render(preview, on: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                                        layoutDirection: layoutDirection, scale: scale).makeImage()
            }
        }
    }
}

/// Runs `body` on the main actor, where a view snapshot is taken (a `@MainActor` test: views' initialisers
/// are isolated to it, so a view can only be made there). Called elsewhere, it stops the process.
private func onMainActor<R: Sendable>(_ body: @MainActor () throws -> R) throws -> R {
    try MainActor.assumeIsolated(body)
}
