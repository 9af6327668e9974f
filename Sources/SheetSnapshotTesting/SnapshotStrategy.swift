import Canvas
import Foundation
import SheetWidget
import Widgets

/// Where a frame sequence's reference is kept.
public enum FrameStorage: Sendable {
    /// A folder of `frame-0000.png`, `frame-0001.png`, … (each frame readable on its own, small diffs in git).
    case numberedPNGs
    /// One animated PNG (one file; plays in a browser).
    case apng
}

/// How a value becomes a snapshot: a picture (PNG), a text (a layout dump), or a sequence of frames
/// (numbered PNGs or one APNG). Pass one as `as:` to `assertSnapshot`; each subject has a default.
public struct SnapshotStrategy<Value> {
    enum Kind {
        case image((Value) throws -> Image)
        case text((Value) throws -> String)
        case frames((Value) throws -> FrameSequence, FrameStorage)
    }
    let kind: Kind

    /// A picture made by `render`.
    public static func image(_ render: @escaping (Value) throws -> Image) -> SnapshotStrategy { .init(kind: .image(render)) }
    /// A text made by `describe` (compared exactly, line by line).
    public static func text(_ describe: @escaping (Value) throws -> String) -> SnapshotStrategy { .init(kind: .text(describe)) }
    /// A frame sequence made by `frames`, kept as `storage`.
    public static func frames(_ storage: FrameStorage = .numberedPNGs, _ frames: @escaping (Value) throws -> FrameSequence) -> SnapshotStrategy {
        .init(kind: .frames(frames, storage))
    }

    /// The same snapshot of another type, reached through `transform`.
    public func pullback<Other>(_ transform: @escaping (Other) throws -> Value) -> SnapshotStrategy<Other> {
        switch kind {
        case .image(let f): return .init(kind: .image { try f(transform($0)) })
        case .text(let f): return .init(kind: .text { try f(transform($0)) })
        case .frames(let f, let s): return .init(kind: .frames({ try f(transform($0)) }, s))
        }
    }

    /// The reference file's extension (nil for a folder of frames).
    var pathExtension: String? {
        switch kind {
        case .image: return "png"
        case .text: return "txt"
        case .frames(_, .numberedPNGs): return nil
        case .frames(_, .apng): return "apng"
        }
    }
}

extension SnapshotStrategy where Value == Image {
    /// The image as it is.
    public static var image: SnapshotStrategy { .image { $0 } }
}

extension SnapshotStrategy where Value == Canvas {
    /// The canvas's pixels.
    public static var image: SnapshotStrategy { .image { $0.makeImage() } }
}

extension SnapshotStrategy where Value == String {
    /// The text as it is.
    public static var text: SnapshotStrategy { .text { $0 } }
}

extension SnapshotStrategy where Value == FrameSequence {
    /// Every frame, kept as numbered PNGs in a folder.
    public static var frames: SnapshotStrategy { .frames(.numberedPNGs) { $0 } }
    /// Every frame, kept as one APNG.
    public static var apng: SnapshotStrategy { .frames(.apng) { $0 } }
}

extension SnapshotStrategy where Value == SheetScene {
    /// The scene drawn as `SheetScene.render()` draws it (the device's scale unless the scene sets one).
    public static var image: SnapshotStrategy { .image { try $0.render().makeImage() } }

    /// The scene drawn at `scale` pixels per point: 1 or 0.5 keep references small while still showing
    /// geometry, colours and corners.
    public static func image(scale: Double) -> SnapshotStrategy {
        .image { scene in
            var s = scene
            s.displayScale = scale
            return try s.render().makeImage()
        }
    }

    /// The scene's layout as text: the panel, handle, header and content frames in points, the dimming,
    /// handle and content alphas, and the header's and content's laid-out trees.
    public static var layout: SnapshotStrategy { .text { try $0.layoutDump() } }
}

extension SnapshotStrategy where Value == Node {
    /// The tree drawn full screen on `device` (at `scale`, else the device's own).
    public static func image(on device: DevicePreset, colorScheme: ColorScheme = .light, fontScale: Double = 1,
                             layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) -> SnapshotStrategy {
        .image { node in
            try Renderer.render(node, device: device, colorScheme: colorScheme, fontScale: fontScale,
                                layoutDirection: layoutDirection, scale: scale).makeImage()
        }
    }

    /// The tree laid out full screen on `device`, as `Node.layoutDump()` prints it.
    public static func layout(on device: DevicePreset, colorScheme: ColorScheme = .light, fontScale: Double = 1,
                              layoutDirection: LayoutDirection = .leftToRight) -> SnapshotStrategy {
        .text { node in
            try Renderer.layout(node, size: device.size,
                                environment: Environment(device: device, colorScheme: colorScheme, fontScale: fontScale, layoutDirection: layoutDirection))
            return node.layoutDump()
        }
    }
}
