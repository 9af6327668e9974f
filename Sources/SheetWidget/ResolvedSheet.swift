import Canvas
import Widgets

/// A sheet scene resolved at one position and in one environment: the configuration resolved on the
/// device (once), the sheet's frames at the position, and the header and content laid out once — then
/// drawn, hit-tested and dumped from this value, each the same whatever else was rendered in between.
///
/// Made by `SheetScene.resolved()`; `SheetScene.render()`, `hitTest(_:)` and `layoutDump()` use it.
public struct ResolvedSheet {
    /// The scene resolved.
    public let scene: SheetScene
    /// The configuration resolved on the scene's device.
    public let geometry: SheetGeometry
    /// The sheet's frames and values at the scene's position.
    public let layout: SheetLayout
    /// The environment of the header and content: the scene's, with `sheetPlacement` set.
    public let sheetEnvironment: Environment
    /// The panel's outline (its inner corners rounded, extended past its outer edge).
    public let outline: Path
    /// The header laid out in its frame, when the sheet has one.
    let header: LaidOutTree?
    /// The panel's background views laid out in the panel, when the scene has them.
    let panelBackground: LaidOutTree?
    /// The content laid out in its area (inside a viewport scrolled by the hosted scroll offset, when
    /// set), when it shows.
    let content: LaidOutTree?

    init(scene: SheetScene, geometry g: SheetGeometry, layout l: SheetLayout) throws {
        self.scene = scene; geometry = g; layout = l
        var env = scene.environment
        env.sheetPlacement = SheetPlacement(layout: l, geometry: g)
        sheetEnvironment = env
        outline = scene.panelPath(l, g)
        for root in [scene.header, scene.content].compactMap({ $0 }) { Self.notify(root, l, g) }
        if let node = scene.panelBackground, l.extent > 0 {
            let size = scene.device.size
            let visible = l.panel.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
            panelBackground = visible.isEmpty ? nil : try LaidOutTree(node, in: visible, environment: env)
        } else {
            panelBackground = nil
        }
        if let node = scene.header, let frame = l.header {
            header = try LaidOutTree(node, in: frame, environment: env)
        } else {
            header = nil
        }
        if let node = scene.content, l.contentAlpha > 0 {
            content = try Self.laidOutContent(node, in: l.content, scroll: scene.hostedScrollOffset, environment: env)
        } else {
            content = nil
        }
    }

    /// The content laid out in its area: directly, or — with a hosted scroll offset — at its ideal height
    /// inside a viewport the size of the area, scrolled by the offset (clamped to what the content allows).
    private static func laidOutContent(_ content: Node, in area: Rect, scroll: Double?, environment env: Environment) throws -> LaidOutTree {
        guard let scroll else { return try LaidOutTree(content, in: area, environment: env) }
        let viewport = ScrollView(contentOffset: 0) { content }
        try Renderer.layout(viewport, in: area, environment: env)
        viewport.contentOffset = min(max(0, scroll.isFinite ? scroll : 0), viewport.maximumContentOffset)
        return try LaidOutTree(viewport, in: area, environment: env)
    }

    /// Tells every `SheetPositionObserver` under `node` where the sheet is (for observers written before
    /// `Environment.sheetPlacement`).
    private static func notify(_ node: Node, _ layout: SheetLayout, _ geometry: SheetGeometry) {
        (node as? SheetPositionObserver)?.sheetDidMove(to: layout, in: geometry)
        for c in node.children { notify(c, layout, geometry) }
    }

    /// Renders the scene over a copy of `hostBackdrop` (from `SheetScene.renderHost()`), or drawing the
    /// host when nil; into `reusing` (same size) when given, instead of a new canvas.
    public func render(over hostBackdrop: Canvas? = nil, reusing: Canvas? = nil) throws -> Canvas {
        try render(over: hostBackdrop, reusing: reusing, cullingHiddenRows: true)
    }

    /// `render(over:reusing:)`; `cullingHiddenRows`: whether what the opaque panel covers is left undrawn
    /// (the same pixels: off only to check that).
    func render(over hostBackdrop: Canvas?, reusing: Canvas?, cullingHiddenRows: Bool) throws -> Canvas {
        let scale = sheetEnvironment.displayScale, size = scene.device.size, style = scene.style, l = layout
        // The pixel rows the opaque panel paints across the whole screen, down to its bottom: what is under
        // them is not drawn (the panel covers it, so the pixels are the same).
        let hiddenFrom = cullingHiddenRows ? hiddenRows(scale: scale) : nil
        let canvas: Canvas
        if let hostBackdrop {
            if let reusing, reusing.width == hostBackdrop.width, reusing.height == hostBackdrop.height {
                try reusing.copyPixels(from: hostBackdrop)
                canvas = reusing
            } else {
                canvas = hostBackdrop.copy()
            }
            canvas.scale(scale, scale)
        } else {
            canvas = try scene.renderHost(rowsAbove: hiddenFrom)
        }
        try canvas.withSavedState {
            if let rows = hiddenFrom {
                canvas.transform = .identity
                canvas.clip(to: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(rows)))
                canvas.scale(scale, scale)
            }
            let card = style.presentingCard.map { ($0, PresentingCard.progress(atExtent: l.extent, in: geometry)) }
            if let (card, p) = card, p > 0 {
                // The host pushed back as a card over black: drawn again under the card's transform (a backdrop
                // cannot be scaled without resampling), the dimming handing over to the card's own overlay.
                try scene.drawHostAsCard(card, progress: p, dimming: style.dimming.withAlpha(l.dimmingAlpha * (1 - p)), on: canvas)
            } else if l.dimmingAlpha > 0 {
                canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .solid(style.dimming.withAlpha(l.dimmingAlpha)))
            }
        }
        guard l.extent > 0 else { return canvas }  // hidden: the host alone
        // The opaque panel hides its shadow's inside: skip blending it (the result is the same).
        let r = min(style.cornerRadius, min(l.panel.width, l.panel.height) / 2)
        let occluder = style.background.alpha >= 1 ? outline.bounds.insetBy(r) : nil
        for shadow in style.shadows { canvas.drawShadow(of: outline, shadow, cache: scene.shadowCache, occludedBy: occluder) }
        canvas.fill(outline, with: .solid(style.background))
        canvas.withSavedState {
            canvas.clip(to: outline)
            panelBackground?.draw(on: canvas)
            if let handle = l.handle, l.handleAlpha > 0, style.handleColor.alpha > 0 {
                canvas.fill(Path(capsuleIn: handle), with: .solid(style.handleColor.withAlpha(style.handleColor.alpha * l.handleAlpha)))
            }
            header?.draw(on: canvas)
            if let content, l.contentAlpha > 0 {
                canvas.clip(to: Path(rect: l.content.insetBy(-0.5)))
                if l.contentAlpha >= 1 {
                    content.draw(on: canvas)
                } else {
                    canvas.withLayer(opacity: l.contentAlpha) { content.draw(on: canvas) }
                }
            }
        }
        return canvas
    }

    /// The first pixel row from which the opaque panel covers every pixel, across the whole screen, down to
    /// the bottom (nil when it does not: a translucent panel, a sheet narrower than the screen, a panel whose
    /// rounded bottom is on the screen, a hidden sheet).
    func hiddenRows(scale: Double) -> Int? {
        guard layout.extent > 0, scene.style.background.alpha >= 1, scale.isFinite, scale > 0 else { return nil }
        let (rect, radii) = scene.panelShape(layout, geometry)
        let size = scene.device.size
        // The band between the panel's corners, across its whole width, must reach the bottom of the screen
        // and span it. (In pixels: a canvas whose size in pixels rounds up has a last column the panel only
        // partly covers.)
        guard let band = rect.fullyCoveredParts(radii: radii, curve: scene.style.cornerCurve).first(where: { $0.width == rect.width }),
              let pixels = try? Renderer.pixelSize(of: size, scale: scale), band.minX <= 0, band.maxX * scale >= Double(pixels.width),
              band.maxY * scale >= Double(pixels.height), band.minY < size.height else { return nil }
        let top = band.minY
        let row = (top * scale).rounded(.up)
        guard row.isFinite, row >= 0, row < Double(Int32.max) else { return nil }
        return Int(row)
    }

    /// What a tap at `point` (points, in the container) reaches: the handle strip, the header, the content
    /// (when interactive at this detent), the panel, the dimming, or the host — with the identifier of the
    /// front-most tappable node where there is one.
    /// - Throws: `NodeTreeError`, `FontError` (laying the host out).
    public func hitTest(_ point: Point) throws -> SheetHitTarget {
        let l = layout
        func inside(_ r: Rect) -> Bool { point.x >= r.minX && point.x < r.maxX && point.y >= r.minY && point.y < r.maxY }
        let container = Rect(x: 0, y: 0, width: scene.device.size.width, height: scene.device.size.height)
        if l.extent > 0, inside(l.panel), inside(container) {
            if geometry.handleStripHeight > 0, inside(l.handleStrip) { return .handle }
            if let header, let frame = l.header, inside(frame) { return .header(header.hitTest(point)?.identifier) }
            if inside(l.content) {
                guard l.isContentInteractive, l.contentAlpha > 0 else { return .panel }
                return .content(content?.hitTest(point)?.identifier)
            }
            return .panel
        }
        if l.dimmingAlpha > 0 { return .dimming }
        return .host(try LaidOutTree(scene.host, size: scene.device.size, environment: scene.environment).hitTest(point)?.identifier)
    }

    /// The scene's layout as text: the extent, the panel, handle, header and content frames in points, the
    /// dimming, handle and content alphas, then the header's and content's laid-out trees.
    public func layoutDump() -> String {
        let l = layout, device = scene.device
        func n(_ v: Double) -> String {
            let r = (v * 100).rounded() / 100
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
        func rect(_ r: Rect?) -> String { r.map { "(\(n($0.minX)), \(n($0.minY)), \(n($0.width)) × \(n($0.height)))" } ?? "none" }
        var lines = [
            "sheet on \(device.name) \(n(device.size.width)) × \(n(device.size.height)) pt, \(scene.colorScheme.rawValue)",
            "extent \(n(l.extent)), offset \(n(l.offset))",
            "panel \(rect(l.panel))",
            "handle \(rect(l.handle)) alpha \(n(l.handleAlpha))",
            "header \(rect(l.header))",
            "content \(rect(l.content)) alpha \(n(l.contentAlpha))\(l.isContentInteractive ? "" : " (not interactive)")",
            "dimming alpha \(n(l.dimmingAlpha))",
        ]
        if let header {
            lines.append("header tree:")
            lines.append(contentsOf: header.layoutDump().split(separator: "\n").map { "  " + $0 })
        }
        if let content, l.contentAlpha > 0 {
            lines.append("content tree:")
            lines.append(contentsOf: content.layoutDump().split(separator: "\n").map { "  " + $0 })
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
