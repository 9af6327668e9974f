import Canvas
import Foundation
import Widgets

/// Where the sheet is: at rest in a state, or at any offset (the panel's top edge, in points).
public enum SheetPosition: Sendable, Equatable {
    case state(SheetState)
    case offset(Double)
}

/// The frames and values of every part of a sheet scene, answered without rendering.
public struct SheetLayout: Sendable, Equatable {
    /// The panel's top edge.
    public let offset: Double
    /// The panel (not including the 50 pt overflow strip drawn under it).
    public let panel: Rect
    /// The handle mark, when shown.
    public let handle: Rect?
    /// The header area, when the sheet has a header.
    public let header: Rect?
    /// The expanded content area (above the bottom safe area).
    public let content: Rect
    /// The dimming's alpha (the style's maximum times the geometry's factor).
    public let dimmingAlpha: Double
    /// The expanded content's opacity.
    public let contentAlpha: Double
}

/// One picture of a sheet: a host screen, the sheet's configuration, header and content, its style, the
/// device and appearance, and where the sheet is. `render()` draws it; `layout()` answers the geometry.
///
/// ```swift
/// var scene = SheetScene(preset: .fluent, device: .iPhone15Pro)
/// scene.position = .state(.partial)
/// try scene.writePNG(to: "sheet.png")            // 1179 × 2556 pixels
/// ```
public struct SheetScene {
    /// The screen behind the sheet.
    public var host: Node
    /// Shown under the handle in every state (`configuration.headerContentHeight` tall).
    public var header: Node?
    /// Shown below the header as the sheet rises.
    public var content: Node?
    public var configuration: SheetConfiguration
    public var style: SheetStyle
    public var device: DevicePreset
    public var colorScheme: ColorScheme
    public var layoutDirection: LayoutDirection
    public var position: SheetPosition
    /// Pixels per point; nil uses the device's (references may render at 1× to stay small).
    public var displayScale: Double?

    /// A scene of `preset` (its configuration, header, content and style) on `device`.
    public init(preset: SheetPreset, device: DevicePreset = .iPhone15Pro, colorScheme: ColorScheme = .light,
                position: SheetPosition = .state(.collapsed)) {
        self.init(host: SampleHostScreen.make(), header: preset.header(), content: preset.content(),
                  configuration: preset.configuration, style: preset.style(colorScheme == .dark), device: device,
                  colorScheme: colorScheme, position: position)
    }

    public init(host: Node = SampleHostScreen.make(), header: Node? = nil, content: Node? = nil,
                configuration: SheetConfiguration = SheetConfiguration(), style: SheetStyle = .fluent(),
                device: DevicePreset = .iPhone15Pro, colorScheme: ColorScheme = .light,
                layoutDirection: LayoutDirection = .leftToRight, position: SheetPosition = .state(.collapsed)) {
        self.host = host; self.header = header; self.content = content
        self.configuration = configuration; self.style = style; self.device = device
        self.colorScheme = colorScheme; self.layoutDirection = layoutDirection; self.position = position
        self.displayScale = nil
    }

    /// The environment the scene renders in.
    public var environment: Environment {
        var e = Environment(device: device, colorScheme: colorScheme, layoutDirection: layoutDirection)
        if let displayScale, displayScale > 0, displayScale.isFinite { e.displayScale = displayScale }
        return e
    }

    /// The configuration resolved on the scene's device.
    public func geometry() throws -> SheetGeometry {
        try SheetGeometry(configuration: configuration, containerSize: device.size, safeArea: device.safeArea,
                          layoutDirection: layoutDirection, maximumWidth: style.maximumWidth)
    }

    /// Every part's frame and the dimming and fade values, in points.
    /// - Throws: `SheetConfigurationError`.
    public func layout() throws -> SheetLayout {
        let g = try geometry()
        let y: Double
        switch position {
        case .state(let s): y = g.offset(for: configuration.isHidden ? .hidden : s)
        case .offset(let o):
            guard o.isFinite else { throw SheetConfigurationError(field: "position", reason: "offset \(o) is not finite") }
            y = o
        }
        let panel = g.panelFrame(atOffset: y)
        let strip = g.handleStripHeight
        let handle = strip > 0
            ? Rect(x: panel.midX - style.handleSize.width / 2, y: panel.minY + (strip - style.handleSize.height) / 2,
                   width: style.handleSize.width, height: style.handleSize.height)
            : nil
        let headerHeight = configuration.headerContentHeight
        let header = headerHeight > 0 ? Rect(x: panel.minX, y: panel.minY + strip, width: panel.width, height: headerHeight) : nil
        let contentTop = panel.minY + strip + headerHeight
        let contentBottom = max(contentTop, panel.maxY - device.safeArea.bottom)
        let content = Rect(x: panel.minX, y: contentTop, width: panel.width, height: contentBottom - contentTop)
        let dimming = configuration.shouldShowDimming ? style.dimming.alpha * g.dimmingFactor(atOffset: y) : 0
        return SheetLayout(offset: y, panel: panel, handle: handle, header: header, content: content,
                           dimmingAlpha: dimming, contentAlpha: g.expandedContentAlpha(atOffset: y))
    }

    /// The panel's outline for a layout: the style's corners at the top, extended 50 pt below its
    /// bottom edge so that an over-dragged sheet shows no gap (Fluent's overflow strip).
    func panelPath(_ layout: SheetLayout) -> Path {
        let r = min(style.cornerRadius, layout.panel.width / 2)
        let extended = Rect(x: layout.panel.minX, y: layout.panel.minY, width: layout.panel.width, height: layout.panel.height + 50)
        return Path(roundedRect: extended, radii: CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0), curve: style.cornerCurve)
    }

    /// Renders the scene at the device's scale.
    /// - Throws: `SheetConfigurationError`, `FontError`, `CanvasError`.
    public func render() throws -> Canvas {
        let env = environment
        let l = try layout()
        let size = device.size
        try Renderer.layout(host, size: size, environment: env)
        let scale = env.displayScale
        let canvas = try Canvas(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                                background: SemanticColor.systemBackground.resolved(in: colorScheme))
        canvas.scale(scale, scale)
        host.draw(on: canvas, environment: env)
        if l.dimmingAlpha > 0 {
            canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .solid(style.dimming.withAlpha(l.dimmingAlpha)))
        }
        guard l.offset < size.height else { return canvas }  // hidden: the host alone
        let outline = panelPath(l)
        for shadow in style.shadows { canvas.drawShadow(of: outline, shadow) }
        canvas.fill(outline, with: .solid(style.background))
        try canvas.withSavedState {
            canvas.clip(to: outline)
            if let handle = l.handle {
                canvas.fill(Path(capsuleIn: handle), with: .solid(style.handleColor))
            }
            if let header, let frame = l.header {
                try Renderer.layout(header, in: frame, environment: env)
                header.draw(on: canvas, environment: env)
            }
            if let content, l.contentAlpha > 0 {
                try Renderer.layout(content, in: l.content, environment: env)
                canvas.clip(to: Path(rect: Rect(x: l.content.minX, y: l.content.minY, width: l.content.width,
                                                height: l.panel.maxY + 50 - l.content.minY)))
                if l.contentAlpha >= 1 {
                    content.draw(on: canvas, environment: env)
                } else {
                    canvas.withLayer(opacity: l.contentAlpha) { content.draw(on: canvas, environment: env) }
                }
            }
        }
        return canvas
    }

    /// Renders the scene and writes it as a PNG (atomically).
    public func writePNG(to path: String, options: PNGEncodingOptions = .fast) throws {
        try render().makeImage().writePNG(to: path, options: options)
    }
}
