// SnapshotTestingSheetshot: Sheetshot's strategies for pointfreeco/swift-snapshot-testing on Linux, where it
// has no image strategies of its own. `assertSnapshot(of: scene, as: .image)` renders with Sheetshot, keeps
// the reference where swift-snapshot-testing keeps it (__Snapshots__ beside the test), compares exactly or
// within a SnapshotTolerance; a failure lands in the same per-package report, with the same images and
// accept command, as a failure of Sheetshot's own assertSnapshot. Its own target, so the Sheetshot
// snapshot libraries do not depend on swift-snapshot-testing.
import Canvas
import Foundation
import SheetSnapshotTesting
import SheetWidget
import SnapshotTesting
import Widgets

extension Snapshotting where Format == SheetshotImage {
    /// A picture made by `render` (an error becomes the failure message), compared within `tolerance`.
    public static func sheetshotImage(tolerance: SnapshotTolerance = .exact, _ render: @escaping (Value) throws -> Image) -> Snapshotting {
        SheetshotDiffTool.installAsDefault()
        return Snapshotting(pathExtension: "png", diffing: .sheetshotImage(tolerance: tolerance)) { value in
            do { return SheetshotImage(try render(value)) } catch {
                return SheetshotImage(problem: "Could not render: \(error)")
            }
        }
    }
}

extension Snapshotting where Format == SheetshotFrames {
    /// A frame sequence made by `frames` (an error becomes the failure message), kept as one APNG and
    /// compared frame by frame within `tolerance`.
    public static func sheetshotFrames(tolerance: SnapshotTolerance = .exact, _ frames: @escaping (Value) throws -> FrameSequence) -> Snapshotting {
        SheetshotDiffTool.installAsDefault()
        return Snapshotting(pathExtension: "apng", diffing: .sheetshotFrames(tolerance: tolerance)) { value in
            do { return try SheetshotFrames(try frames(value)) } catch {
                return SheetshotFrames(problem: "Could not make the frames: \(error)")
            }
        }
    }
}

extension Snapshotting where Format == String {
    /// Text made by `dump`, compared line by line; an error becomes the text ("`failure`: error"), so the
    /// failure shows it against the reference. A difference is reported by the Sheetshot diff tool.
    public static func sheetshotLines(failure: String, _ dump: @escaping (Value) throws -> String) -> Snapshotting {
        SheetshotDiffTool.installAsDefault()
        return SimplySnapshotting.lines.pullback { value in
            do { return try dump(value) } catch { return "\(failure): \(error)" }
        }
    }
}

extension Snapshotting where Value == Image, Format == SheetshotImage {
    /// The image itself, compared within `tolerance`.
    public static func image(tolerance: SnapshotTolerance = .exact) -> Snapshotting { .sheetshotImage(tolerance: tolerance) { $0 } }
    /// The image itself, compared exactly.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == Canvas, Format == SheetshotImage {
    /// The canvas's pixels, compared within `tolerance`.
    public static func image(tolerance: SnapshotTolerance = .exact) -> Snapshotting { .sheetshotImage(tolerance: tolerance) { $0.makeImage() } }
    /// The canvas's pixels, compared exactly.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == SheetScene, Format == SheetshotImage {
    /// The scene as `SheetScene.render()` draws it, with some settings replaced (nil keeps the scene's
    /// own): `scale` pixels per point, the colour scheme, the font scale, the layout direction; compared
    /// within `tolerance`. The scene itself is not changed.
    public static func image(scale: Double? = nil, colorScheme: ColorScheme? = nil, fontScale: Double? = nil,
                             layoutDirection: LayoutDirection? = nil, tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        .sheetshotImage(tolerance: tolerance) { scene in
            var s = scene
            if let scale { s.displayScale = scale }
            if let colorScheme { s.colorScheme = colorScheme }
            if let fontScale { s.fontScale = fontScale }
            if let layoutDirection { s.layoutDirection = layoutDirection }
            return try s.render().makeImage()
        }
    }
    /// The scene at its device's scale, compared exactly.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == Node, Format == SheetshotImage {
    /// The tree drawn full screen on `device` in the given colour scheme, font scale and layout direction
    /// (at `scale`, else the device's own), compared within `tolerance`.
    public static func image(on device: DevicePreset, colorScheme: ColorScheme = .light, fontScale: Double = 1,
                             layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil,
                             tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        .sheetshotImage(tolerance: tolerance) { node in
            try Renderer.render(node, device: device, colorScheme: colorScheme, fontScale: fontScale, layoutDirection: layoutDirection,
                                scale: scale).makeImage()
        }
    }
}

extension Snapshotting where Value == SheetScene, Format == SheetshotFrames {
    /// The scene moving as `motion` says, frame k at t = k / fps up to `duration` (default: until the
    /// motion settles), kept as one APNG and compared frame by frame within `tolerance`.
    public static func frames(motion: SheetMotion, fps: Int = 30, duration: Double? = nil,
                              tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        .sheetshotFrames(tolerance: tolerance) { scene in try FrameSequence(scene: scene, motion: motion, fps: fps, duration: duration) }
    }
}

extension Snapshotting where Value == SheetClip, Format == SheetshotFrames {
    /// Every frame of the clip, kept as one APNG and compared frame by frame within `tolerance`.
    public static func frames(tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        .sheetshotFrames(tolerance: tolerance) { try FrameSequence(clip: $0) }
    }
    /// Every frame of the clip, compared exactly.
    public static var frames: Snapshotting { frames() }
}

extension Snapshotting where Value == FrameSequence, Format == SheetshotFrames {
    /// Every frame, kept as one APNG and compared frame by frame within `tolerance`.
    public static func frames(tolerance: SnapshotTolerance = .exact) -> Snapshotting { .sheetshotFrames(tolerance: tolerance) { $0 } }
    /// Every frame, compared exactly.
    public static var frames: Snapshotting { frames() }
}

extension Snapshotting where Value == SheetScene, Format == String {
    /// The scene's layout as text (`SheetScene.layoutDump()`) with some settings replaced (nil keeps the
    /// scene's own), compared line by line.
    public static func layout(colorScheme: ColorScheme? = nil, fontScale: Double? = nil, layoutDirection: LayoutDirection? = nil) -> Snapshotting {
        .sheetshotLines(failure: "Could not lay the scene out") { scene in
            var s = scene
            if let colorScheme { s.colorScheme = colorScheme }
            if let fontScale { s.fontScale = fontScale }
            if let layoutDirection { s.layoutDirection = layoutDirection }
            return try s.layoutDump()
        }
    }
    /// The scene's layout as text, compared line by line.
    public static var layout: Snapshotting { layout() }
}

extension Snapshotting where Value == Node, Format == String {
    /// The tree laid out full screen on `device`, as `Node.layoutDump()` prints it, compared line by line.
    public static func layout(on device: DevicePreset, colorScheme: ColorScheme = .light, fontScale: Double = 1,
                              layoutDirection: LayoutDirection = .leftToRight) -> Snapshotting {
        .sheetshotLines(failure: "Could not lay the tree out") { node in
            try Renderer.layout(node, size: device.size, environment: Environment(device: device, colorScheme: colorScheme,
                                                                                fontScale: fontScale, layoutDirection: layoutDirection))
            return node.layoutDump()
        }
    }
}
