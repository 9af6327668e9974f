import Canvas
import Foundation
import Widgets

/// Where the sheet is: at rest in a named state or detent, or anywhere — as a bottom sheet's top-edge
/// offset, or as an extent (how far the panel shows from its edge, for any edge).
public enum SheetPosition: Sendable, Equatable {
    case state(SheetState)
    case detent(String)
    case offset(Double)
    case extent(Double)
}

extension SheetPosition {
    /// A position by name, as the command line and scenarios write them: "hidden", a state (collapsed,
    /// partial, expanded) for sheets with Fluent's states, otherwise a detent identifier (whether that
    /// detent is active is checked when the position is resolved).
    public static func named(_ name: String, in configuration: SheetConfiguration) -> SheetPosition {
        if name == "hidden" { return .state(.hidden) }
        if configuration.detents.isEmpty, let s = SheetState(rawValue: name) { return .state(s) }
        return .detent(name)
    }
}

/// The frames and values of every part of a sheet scene, answered without rendering.
public struct SheetLayout: Sendable, Equatable {
    /// How far the panel shows from its edge.
    public let extent: Double
    /// For bottom sheets, the panel's top edge (container height − extent).
    public let offset: Double
    /// The panel (not including the 50 pt overflow strip drawn beyond its outer edge).
    public let panel: Rect
    /// The handle strip along the panel's inner edge (taps there cycle the sizes); zero thick without one.
    public let handleStrip: Rect
    /// The handle mark, when shown.
    public let handle: Rect?
    /// The handle's opacity (it fades as a full-screen sheet runs under the status bar).
    public let handleAlpha: Double
    /// The header area, when the sheet has a header.
    public let header: Rect?
    /// The expanded content area (clear of the safe areas).
    public let content: Rect
    /// The dimming's alpha (the style's maximum times the geometry's factor).
    public let dimmingAlpha: Double
    /// The expanded content's opacity.
    public let contentAlpha: Double
    /// Whether the content takes taps here (false when the sheet is not at an interactive detent).
    public let isContentInteractive: Bool
}

/// What a tap at a point of a sheet scene reaches, front to back.
public enum SheetHitTarget: Equatable {
    /// The handle strip (cycles states in Fluent and ODS).
    case handle
    /// The header, and the front-most tappable node there if any.
    case header(String?)
    /// The content, and the front-most tappable node there if any.
    case content(String?)
    /// The panel where nothing takes the tap (or content that is not interactive at this detent).
    case panel
    /// The dimming over the host (collapses or closes, per preset).
    case dimming
    /// The host, and its front-most tappable node if any.
    case host(String?)
}

/// One picture of a sheet: a host screen, the sheet's configuration, header and content, its style, the
/// device and appearance, and where the sheet is. `render()` draws it; `layout()` answers the geometry.
///
/// ```swift
/// var scene = SheetScene(preset: .fluent, device: .iPhone15Pro)
/// scene.position = .state(.partial)
/// try scene.writePNG(to: "sheet.png")            // 1179 × 2556 pixels
/// ```
///
/// Rendering, hit testing and layout dumps all go through `resolved()`: the configuration resolved on the
/// device once, the sheet's frames at its position, and the header and content laid out once in an
/// environment that carries `sheetPlacement` — then drawn, hit-tested or dumped from that value. What a
/// scene renders depends only on the scene: copies (which share their nodes) rendered in other
/// environments or positions in between change nothing. (Render copies that share nodes on one thread;
/// `SheetPreset`s make new nodes for each scene.)
public struct SheetScene {
    /// The screen behind the sheet.
    public var host: Node
    /// Shown under the handle in every state (`configuration.headerContentHeight` tall).
    public var header: Node?
    /// Shown below the header as the sheet rises.
    public var content: Node?
    /// Drawn in the panel behind its handle, header and content, over the style's background colour, laid
    /// out in the panel's frame down to the screen's edge (through the safe area the content stops short
    /// of): a background made of views — a gradient, a material, a picture.
    public var panelBackground: Node?
    /// The sheet's configuration (states or detents, edge, dimming, …).
    public var configuration: SheetConfiguration
    /// The visual tokens (corners, colours, handle, dimming, shadows) in force. A scene made from a preset
    /// or with `setStyles(light:dark:)` knows both schemes' styles and changes this one when `colorScheme`
    /// changes; a style set here is kept in either scheme.
    public var style: SheetStyle
    /// The screen: size, scale and safe area.
    public var device: DevicePreset
    /// Light or dark (host, sheet and content follow it; the sheet's style too when the scene knows both
    /// styles and `style` is still one of them).
    public var colorScheme: ColorScheme {
        didSet {
            guard let styles, colorScheme != oldValue, style == (oldValue == .dark ? styles.dark : styles.light) else { return }
            style = colorScheme == .dark ? styles.dark : styles.light
        }
    }
    /// The light and dark styles, when known (`init(preset:)`, `setStyles(light:dark:)`).
    private var styles: (light: SheetStyle, dark: SheetStyle)?
    /// Left-to-right or right-to-left (mirrors anchoring, side edges and content).
    public var layoutDirection: LayoutDirection
    /// Where the sheet is.
    public var position: SheetPosition
    /// Pixels per point; nil uses the device's (references may render at 1× to stay small). Rendering
    /// throws `DisplayScaleError` for a scale that is not finite and above 0, or makes a canvas side
    /// larger than 16384 pixels.
    public var displayScale: Double?
    /// Fluent's hosted scroll view: when set, the content scrolls inside the content area by this many
    /// points (clamped to what the content allows). It is kept as the sheet moves between states and reset
    /// to 0 when the sheet settles collapsed, as Fluent's `BottomSheetController` does — see `settled(in:)`.
    public var hostedScrollOffset: Double?
    /// The panel's blurred shadows, kept between renders of this scene (and its copies): a sheet that only
    /// moves by whole device pixels is blurred once per animation.
    public var shadowCache: ShadowCache? = ShadowCache()
    /// A Dynamic-Type-like multiplier for every text size in the host, header and content (default 1).
    public var fontScale: Double = 1
    /// How the sheet moves in `SheetMotion`: the preset's rules (Fluent's for scenes made from parts).
    public var motionStyle: SheetMotionStyle = .fluent(allowsSwipeToHide: false)
    /// Changes to the environment after the scene's own values (see `environment(_:_:)`), in order.
    private var environmentChanges: [@Sendable (inout Environment) -> Void] = []

    /// A scene of `preset` (its configuration, header, content and style) on `device`.
    public init(preset: SheetPreset, device: DevicePreset = .iPhone15Pro, colorScheme: ColorScheme = .light,
                position: SheetPosition = .state(.collapsed)) {
        self.init(host: SampleHostScreen.make(), header: preset.header(), content: preset.content(),
                  configuration: preset.configuration, style: preset.style(colorScheme == .dark), device: device,
                  colorScheme: colorScheme, position: position)
        motionStyle = preset.motionStyle
        styles = (preset.style(false), preset.style(true))
    }

    /// Gives the scene a style for each colour scheme: `style` becomes the one for `colorScheme`, and
    /// follows it when it changes.
    public mutating func setStyles(light: SheetStyle, dark: SheetStyle) {
        styles = (light, dark)
        style = colorScheme == .dark ? dark : light
    }

    /// A scene from its parts (the sample host screen by default).
    public init(host: Node = SampleHostScreen.make(), header: Node? = nil, content: Node? = nil,
                configuration: SheetConfiguration = SheetConfiguration(), style: SheetStyle = .fluent(),
                device: DevicePreset = .iPhone15Pro, colorScheme: ColorScheme = .light,
                layoutDirection: LayoutDirection = .leftToRight, position: SheetPosition = .state(.collapsed)) {
        self.host = host; self.header = header; self.content = content
        self.configuration = configuration; self.style = style; self.device = device
        self.colorScheme = colorScheme; self.layoutDirection = layoutDirection; self.position = position
        self.displayScale = nil
    }

    /// The scene after the sheet settles in `state`: the position changes, and a hosted scroll view's
    /// offset is reset to the top when that state is collapsed (kept otherwise).
    public func settled(in state: SheetState) -> SheetScene {
        var next = self
        next.position = .state(state)
        if state == .collapsed, hostedScrollOffset != nil { next.hostedScrollOffset = 0 }
        return next
    }

    /// The environment the scene renders in: the device's scale (or `displayScale`) and safe area, the
    /// colour scheme, font scale and layout direction, then `environment(_:_:)`'s changes.
    public var environment: Environment {
        var e = Environment(device: device, colorScheme: colorScheme, fontScale: fontScale, layoutDirection: layoutDirection)
        if let displayScale { e.displayScale = displayScale }
        for change in environmentChanges { change(&e) }
        return e
    }

    /// The scene with `keyPath` of its environment set to `value` for the host, header and content
    /// (`.environment(\.fontFamily, "DejaVu Sans")`, or a key of your own; for a part of the tree, use
    /// the node modifier `environment(_:_:)` instead).
    public func environment<V: Sendable>(_ keyPath: WritableKeyPath<Environment, V> & Sendable, _ value: V) -> SheetScene {
        var next = self
        next.environmentChanges.append { $0[keyPath: keyPath] = value }
        return next
    }

    private var isVertical: Bool { configuration.edge == .bottom || configuration.edge == .top }

    /// The header and content's natural height at the panel's width, for `.fitContent` detents — measured
    /// before the first frame, so a fitted sheet never jumps.
    func fitContentHeight(width: Double) throws -> Double {
        let env = environment
        var total = configuration.headerContentHeight
        if let content {
            try content.prepare(env)
            total += content.sizeThatFits(ProposedSize(width: width, height: nil), in: env).height
        }
        return total
    }

    /// The configuration resolved on the scene's device.
    /// - Throws: `SheetConfigurationError`, or `DisplayScaleError` for a bad `displayScale` (checked here,
    ///   first, because layout snaps to device pixels).
    public func geometry() throws -> SheetGeometry {
        _ = try Renderer.pixelSize(of: device.size, scale: environment.displayScale)
        let first = try SheetGeometry(configuration: configuration, containerSize: device.size, safeArea: device.safeArea,
                                      layoutDirection: layoutDirection, maximumWidth: style.maximumWidth,
                                      handleStripHeight: style.handleStripHeight)
        guard configuration.detents.contains(where: { if case .fitContent = $0.size { return true } else { return false } }) else {
            return first
        }
        return try SheetGeometry(configuration: configuration, containerSize: device.size, safeArea: device.safeArea,
                                 layoutDirection: layoutDirection, maximumWidth: style.maximumWidth,
                                 fitContentHeight: try fitContentHeight(width: isVertical ? first.panelWidth : device.size.width),
                                 handleStripHeight: style.handleStripHeight)
    }

    /// Every part's frame and the dimming and fade values, in points.
    /// - Throws: `SheetConfigurationError`.
    public func layout() throws -> SheetLayout { try layout(in: geometry()) }

    /// The layout at the scene's position in an already resolved geometry.
    func layout(in g: SheetGeometry) throws -> SheetLayout {
        let h = device.size.height
        var e = try g.extent(of: position)
        guard e.isFinite else { throw SheetConfigurationError(field: "position", reason: "\(position) is not finite") }
        if configuration.isHidden { e = 0 }
        // The panel's edge lands on a whole device pixel (crisp, and its shadow reusable frame to frame).
        e = environment.snap(e)
        let frame = g.frame
        let own = g.panelExtent(atExtent: e)
        let panel = frame.place(own)
        let strip = g.handleStripHeight
        let headerHeight = configuration.headerContentHeight
        // The inner side carries the handle strip, the handle centred in it (turned upright on a side
        // sheet by the transform); header and content fill the rest, clear of the safe areas.
        let stripRect = frame.place(.init(start: own.start, width: own.width, inner: e, depth: strip))
        let mark = style.handleSize
        let handle = strip > 0 ? frame.place(.init(start: own.start + (own.width - mark.width) / 2, width: mark.width,
                                                   inner: e - (strip - mark.height) / 2, depth: mark.height)) : nil
        let body = frame.place(.init(start: own.start, width: own.width, inner: e - strip, depth: own.depth - strip))
        let limits = frame.contentLimits(body: body, safeArea: device.safeArea, fullScreen: configuration.allowsFullScreen,
                                         reachingOuterEdge: configuration.contentReachesOuterEdge)
        let width = max(0, limits.right - limits.left)
        let header = headerHeight > 0 ? Rect(x: limits.left, y: limits.top, width: width, height: headerHeight) : nil
        let contentTop = limits.top + headerHeight
        let content = Rect(x: limits.left, y: contentTop, width: width, height: max(0, limits.bottom - contentTop))
        let dimming = configuration.shouldShowDimming ? style.dimming.alpha * g.dimmingFactor(atExtent: e) : 0
        var interactive = true
        if let allowed = configuration.interactiveDetents {
            interactive = g.stops.contains { allowed.contains($0.id) && abs($0.extent - e) < 0.5 }
        }
        return SheetLayout(extent: e, offset: h - e, panel: panel, handleStrip: stripRect, handle: handle, handleAlpha: g.handleAlpha(atExtent: e),
                           header: header, content: content, dimmingAlpha: dimming, contentAlpha: g.expandedContentAlpha(atExtent: e),
                           isContentInteractive: interactive)
    }

    /// The panel's outline: the style's radius on the inner edge's corners, the panel extended beyond its
    /// outer edge so that an over-dragged sheet shows no gap — 50 pt (Fluent's overflow strip), or, for
    /// sheets with all four corners rounded, to 1.6 × the container's length as the Drawer does, so that
    /// the outer corners stay off-screen while the corners across the edge show.
    func panelPath(_ layout: SheetLayout, _ g: SheetGeometry) -> Path {
        let (rect, radii) = panelShape(layout, g)
        return Path(roundedRect: rect, radii: radii, curve: style.cornerCurve)
    }

    /// The rounded rectangle `panelPath` outlines, and its corner radii.
    func panelShape(_ layout: SheetLayout, _ g: SheetGeometry) -> (rect: Rect, radii: CornerRadii) {
        let p = layout.panel
        let r = min(style.cornerRadius, min(p.width, p.height) / 2)
        let all = configuration.roundsAllCorners
        let own = g.frame.extent(of: p)
        let beyond = all ? max(50, 1.6 * g.length - own.depth) : 50
        let radii = g.frame.radii(inner: r, outer: all ? r : 0)
        return (g.frame.place(.init(start: own.start, width: own.width, inner: own.inner, depth: own.depth + beyond)), radii)
    }

    /// The scene resolved at its position: the geometry, the layout, and the header and content laid
    /// out — computed once, then drawn, hit-tested and dumped (see `ResolvedSheet`).
    /// - Throws: `SheetConfigurationError`, `DisplayScaleError`, `NodeTreeError`, `FontError`.
    public func resolved() throws -> ResolvedSheet {
        let g = try geometry()
        return try ResolvedSheet(scene: self, geometry: g, layout: try layout(in: g))
    }

    /// The host drawn alone at the scene's scale: the host does not change while a sheet moves, so an
    /// animation draws it once and hands it to `render(over:)` for every frame.
    public func renderHost() throws -> Canvas { try renderHost(rowsAbove: nil) }

    /// The host drawn at the scene's scale, only in the pixel rows above `rowsAbove` when given (the rows
    /// below keep the background: an opaque panel will cover them).
    func renderHost(rowsAbove: Int?) throws -> Canvas {
        let env = environment
        let pixels = try Renderer.pixelSize(of: device.size, scale: env.displayScale)
        let host = try LaidOutTree(self.host, size: device.size, environment: env)
        let canvas = try Canvas(width: pixels.width, height: pixels.height,
                                background: SemanticColor.systemBackground.resolved(in: colorScheme))
        canvas.scale(env.displayScale, env.displayScale)
        guard let rows = rowsAbove else {
            host.draw(on: canvas)
            return canvas
        }
        canvas.withSavedState {
            canvas.transform = .identity
            canvas.clip(to: Rect(x: 0, y: 0, width: Double(pixels.width), height: Double(max(0, rows))))
            canvas.scale(env.displayScale, env.displayScale)
            host.draw(on: canvas)
        }
        return canvas
    }

    /// Draws the host as `card` pushed back by `progress` over black, with `dimming` over it all, on
    /// `canvas` (already scaled to points).
    func drawHostAsCard(_ card: PresentingCard, progress p: Double, dimming: Color, on canvas: Canvas) throws {
        let size = device.size
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .solid(.black))
        let c = card.state(progress: p, size: size, topSafeArea: device.safeArea.top, dark: colorScheme == .dark)
        var cardEnvironment = environment
        cardEnvironment.statusBarHidden = true
        let host = try LaidOutTree(self.host, size: size, environment: cardEnvironment)
        let outline = Path(roundedRect: c.rect, radii: c.radii, curve: .continuous)
        canvas.withSavedState {
            canvas.clip(to: outline)
            canvas.withSavedState {
                canvas.translate(c.rect.minX, c.rect.minY)
                canvas.scale(c.rect.width / size.width, c.rect.height / size.height)
                canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height),
                            with: .solid(SemanticColor.systemBackground.resolved(in: colorScheme)))
                host.draw(on: canvas)
            }
            if c.overlay.alpha > 0 { canvas.fill(c.rect, with: .solid(c.overlay)) }
        }
        if dimming.alpha > 0 { canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .solid(dimming)) }
        // A host with a status bar: the system's bar stays at the top of the screen, unscaled, and turns
        // light over the black as iOS turns it when the screen is pushed back.
        if let status = Self.statusBar(in: self.host) {
            var env = environment
            env.colorScheme = .dark
            let bar = try LaidOutTree(StatusBar(time: status.time), in: Rect(x: 0, y: 0, width: size.width, height: device.safeArea.top),
                                      environment: env)
            bar.draw(on: canvas)
        }
    }

    private static func statusBar(in node: Node) -> StatusBar? {
        if let bar = node as? StatusBar { return bar }
        for c in node.children { if let bar = statusBar(in: c) { return bar } }
        return nil
    }

    /// Renders the scene at the device's scale (or `displayScale`).
    /// - Throws: `SheetConfigurationError`, `DisplayScaleError`, `NodeTreeError`, `FontError`.
    public func render() throws -> Canvas { try resolved().render() }

    /// Renders the scene over a copy of `hostBackdrop` (from `renderHost()`), or drawing the host when nil;
    /// into `reusing` (same size) when given, instead of a new canvas.
    public func render(over hostBackdrop: Canvas?, reusing: Canvas? = nil) throws -> Canvas {
        try resolved().render(over: hostBackdrop, reusing: reusing)
    }

    /// What a tap at `point` (points, in the container) reaches: the handle strip, the header, the content
    /// (when interactive at this detent), the panel, the dimming, or the host — with the identifier of the
    /// front-most tappable node where there is one. Lays the scene out as `render()` does.
    /// - Throws: `SheetConfigurationError`, `FontError`.
    public func hitTest(_ point: Point) throws -> SheetHitTarget { try resolved().hitTest(point) }

    /// The scene's layout as text, for layout snapshots and for reading when a picture moves: the extent,
    /// the panel, handle, header and content frames in points, the dimming, handle and content alphas, then
    /// the header's and content's laid-out trees (as `Node.layoutDump()` prints them), laid out as
    /// `render()` lays them out.
    /// - Throws: `SheetConfigurationError`, `FontError`.
    public func layoutDump() throws -> String { try resolved().layoutDump() }

    /// Renders the scene and writes it as a PNG (atomically).
    public func writePNG(to path: String, options: PNGEncodingOptions = .fast) throws {
        try render().writePNG(to: path, options: options)
    }
}
