// SheetSnapshotTesting: snapshot strategies for sheets — a scene as a picture or a layout dump, a scene
// moving as a frame sequence, a clip. Importing it imports WidgetSnapshotTesting and the snapshot core too,
// so one `import SheetSnapshotTesting` gives assertSnapshot and every strategy.
@_exported import WidgetSnapshotTesting
import Canvas
import SheetWidget
import Widgets

extension SnapshotStrategy where Value == SheetScene {
    /// The scene drawn as `SheetScene.render()` draws it (the device's scale unless the scene sets one).
    public static var image: SnapshotStrategy { .image { try $0.render().makeImage() } }

    /// The scene drawn with some of its settings replaced (nil keeps the scene's own): `scale` pixels per
    /// point (1 or 0.5 keep references small while still showing geometry, colours and corners), the colour
    /// scheme, the font scale (Dynamic Type) and the layout direction. The scene itself is not changed.
    public static func image(scale: Double? = nil, colorScheme: ColorScheme? = nil, fontScale: Double? = nil,
                             layoutDirection: LayoutDirection? = nil) -> SnapshotStrategy {
        .image { scene in
            try scene.with(scale: scale, colorScheme: colorScheme, fontScale: fontScale, layoutDirection: layoutDirection)
                .render().makeImage()
        }
    }

    /// The scene's layout as text: the panel, handle, header and content frames in points, the dimming,
    /// handle and content alphas, and the header's and content's laid-out trees.
    public static var layout: SnapshotStrategy { layout() }

    /// The scene's layout as text with some settings replaced (nil keeps the scene's own).
    public static func layout(colorScheme: ColorScheme? = nil, fontScale: Double? = nil,
                              layoutDirection: LayoutDirection? = nil) -> SnapshotStrategy {
        SnapshotStrategy(diffing: .lines, verb: "lay the scene out") { scene in
            try scene.with(scale: nil, colorScheme: colorScheme, fontScale: fontScale, layoutDirection: layoutDirection).layoutDump()
        }
    }

    /// The scene moving as `motion` says, frame k at t = k / fps up to `duration` (default: until the
    /// motion settles), kept as `storage` — the frames `render-demo animate` writes.
    public static func frames(motion: SheetMotion, fps: Int = 30, duration: Double? = nil,
                              storage: FrameStorage = .numberedPNGs) -> SnapshotStrategy {
        .frames(storage) { scene in try FrameSequence(scene: scene, motion: motion, fps: fps, duration: duration) }
    }
}

extension SnapshotStrategy where Value == SheetClip {
    /// Every frame of the clip, as numbered PNGs in a folder.
    public static var frames: SnapshotStrategy { .frames(.numberedPNGs) { try FrameSequence(clip: $0) } }
    /// Every frame of the clip, as one APNG.
    public static var apng: SnapshotStrategy { .frames(.apng) { try FrameSequence(clip: $0) } }
}

extension SheetScene: DefaultSnapshotting {
    /// As `SheetScene.render()` draws it.
    public static var defaultSnapshotStrategy: SnapshotStrategy<SheetScene> { .image }
}

extension SheetClip: DefaultSnapshotting {
    /// Every frame, as numbered PNGs in a folder.
    public static var defaultSnapshotStrategy: SnapshotStrategy<SheetClip> { .frames }
}

extension SheetScene {
    /// A copy with the given settings replaced (nil keeps the scene's own).
    func with(scale: Double?, colorScheme: ColorScheme?, fontScale: Double?, layoutDirection: LayoutDirection?) -> SheetScene {
        var s = self
        if let scale { s.displayScale = scale }
        if let colorScheme { s.colorScheme = colorScheme }
        if let fontScale { s.fontScale = fontScale }
        if let layoutDirection { s.layoutDirection = layoutDirection }
        return s
    }
}
