// WidgetSnapshotTesting: snapshot strategies for widget trees (`Node`), over the snapshot core. Importing
// it imports SheetshotSnapshotCore too (assertSnapshot, strategies for images, texts, frame sequences).
@_exported import SheetshotSnapshotCore
import Canvas
import Widgets

extension SnapshotStrategy where Value == Node {
    /// The tree drawn full screen on `device` (at `scale`, else the device's own), in the given colour
    /// scheme, font scale and layout direction.
    public static func image(on device: DevicePreset, colorScheme: ColorScheme = .light, fontScale: Double = 1,
                             layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) -> SnapshotStrategy {
        .image { node in
            try Renderer.render(node, device: device, colorScheme: colorScheme, fontScale: fontScale,
                                layoutDirection: layoutDirection, scale: scale).makeImage()
        }
    }

    /// The tree drawn into `size` points under `environment` (its display scale sets the pixels), over
    /// `background`.
    public static func image(size: Size, environment: Environment, background: Color = .clear) -> SnapshotStrategy {
        .image { node in try Renderer.render(node, size: size, environment: environment, background: background).makeImage() }
    }

    /// The tree laid out full screen on `device`, as `Node.layoutDump()` prints it.
    public static func layout(on device: DevicePreset, colorScheme: ColorScheme = .light, fontScale: Double = 1,
                              layoutDirection: LayoutDirection = .leftToRight) -> SnapshotStrategy {
        .layout(size: device.size,
                environment: Environment(device: device, colorScheme: colorScheme, fontScale: fontScale, layoutDirection: layoutDirection))
    }

    /// The tree laid out in `size` points under `environment`, as `Node.layoutDump()` prints it.
    public static func layout(size: Size, environment: Environment) -> SnapshotStrategy {
        SnapshotStrategy(diffing: .lines, verb: "lay the tree out") { node in
            try Renderer.layout(node, size: size, environment: environment)
            return node.layoutDump()
        }
    }
}
