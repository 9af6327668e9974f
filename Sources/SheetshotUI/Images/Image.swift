import Canvas
import Widgets

/// A picture: one of SheetshotUI's symbols (`Image(systemName:)`, drawn as our own vector icons at the
/// text's size and weight, in the foreground style), or a PNG from a bundle or a file.
public struct Image {
    enum Source { case symbol(String), named(String, Bundle?), file(String), decoded(CanvasImage?, scale: Double) }
    let source: Source
    var isResizable = false
    var scale: Scale?
    /// Whether the picture is drawn as a template (its shape in the foreground style); nil: as its asset
    /// says (an image set's "Render As"), else as it is.
    var renderingMode: TemplateRenderingMode?

    /// A system symbol by name ("xmark", "chevron.right", "heart.fill", "person.circle", …).
    public init(systemName: String) { source = .symbol(systemName) }
    /// A variable symbol at `variableValue` (0…1): drawn whole, as at 1 (SheetshotUI's symbols have no
    /// variable layers).
    public init(systemName: String, variableValue: Double?) { source = .symbol(systemName) }
    /// The PNG `name` (`name.png`) among `bundle`'s resources (the main bundle when nil).
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }
    /// The PNG `name`, ignored by VoiceOver.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }
    /// The PNG file at `path`.
    public init(contentsOfFile path: String) { source = .file(path) }
    /// An image of `source`.
    init(source: Source) { self.source = source }

    /// How large a symbol is drawn relative to its font.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    /// The image stretched to the frame it is given (a symbol fills it; a picture scales to it).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }
    /// Resizing modes (stretch).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// How a picture's colours are taken: a template's shape is drawn in the foreground style (symbols always
    /// are), an original keeps its own colours.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// Draws a picture as a template or in its own colours; nil: as its image set says ("Render As" in Xcode:
    /// `template-rendering-intent`), else in its own colours.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { var i = self; i.renderingMode = mode; return i }
    /// A symbol's size relative to its font.
    public func imageScale(_ scale: Scale) -> Image { var i = self; i.scale = scale; return i }

    /// Points of symbol box height per point of font size, by scale.
    static func boxFactor(_ scale: Scale) -> Double {
        switch scale { case .small: return 0.95; case .medium: return 1.18; case .large: return 1.5 }
    }

    /// Stroke width per point of font size, by weight.
    static func strokeFactor(_ weight: FontWeight) -> Double {
        switch weight {
        case .thin: return 0.045
        case .extraLight: return 0.055
        case .light: return 0.07
        case .regular: return 0.085
        case .medium: return 0.095
        case .semibold: return 0.105
        case .bold: return 0.12
        case .extraBold: return 0.135
        case .black: return 0.15
        }
    }
}

extension Image: View, PrimitiveView {
    public typealias Body = Never

    func makeNodes(in context: ViewContext) -> [Node] {
        switch source {
        case .symbol(let name):
            return symbolNodes(name, in: context)
        case .named(let name, let bundle):
            // The app's asset catalogues first (the picture for this screen's scale and appearance), then a
            // PNG of that name among the bundle's resources.
            let environment = context.environment
            do {
                if let asset = try AssetImage.named(name, scale: Double(environment.displayScale), dark: environment.colorScheme == .dark) {
                    return picture(asset.path, name: name, scale: asset.scale, template: asset.template, vector: asset.isVector, isAsset: true, context)
                }
            } catch {
                context.diagnostics.fail("Image(\"\(name)\"): the asset catalogue's image set \(name) could not be read: \(error)")
                return [Widgets.Spacer(minLength: 0)]
            }
            // A symbol set (a custom symbol): drawn as a symbol is, at the text's size and weight.
            do {
                if let symbol = try AssetCatalogs.symbol(named: name) {
                    return symbolNodes(name, assetSymbol: { AssetCatalogs.glyph(of: symbol, name: name, weight: $0, scale: $1) }, in: context)
                }
            } catch {
                context.diagnostics.fail("Image(\"\(name)\"): the asset catalogue's symbol set \(name) could not be read: \(error)")
                return [Widgets.Spacer(minLength: 0)]
            }
            // A loose picture: in the bundle named, else in the main bundle or a resource bundle beside the
            // program (where the app route puts an app's files), as iOS finds one in the app's bundle.
            let bundles = bundle.map { [$0.bundleURL] } ?? ResourceBundles.searched
            let types: [String?] = (name as NSString).pathExtension.isEmpty ? ["png", "jpg", "jpeg"] : [nil]
            let files = bundles.lazy.compactMap { url in Bundle(url: url).flatMap { b in types.lazy.compactMap { b.path(forResource: name, ofType: $0) }.first } }
            guard let path = files.first else {
                context.diagnostics.warn("Image(\"\(name)\"): no image set \(name) in the app's asset catalogues (AssetCatalogs) and no \(name).png or .jpg among the resources of \(bundle?.bundlePath ?? "the program's bundles"): drawn as a marked stand-in")
                return [standInPicture(in: context)]
            }
            return picture(path, name: name, context)
        case .file(let path):
            return picture(path, name: path, context)
        case .decoded(let image, let scale):
            // A picture made from data (`UIImage(data:)`), or none (`UIImage()`: nothing drawn, no size).
            guard let image else { return [Widgets.Spacer(minLength: 0).frame(width: 0, height: 0)] }
            return picture(image, scale: scale, context)
        }
    }

    /// The side of the stand-in for a picture that is not available, when it is not resizable.
    static let standInSide = 100.0

    /// A picture that could not be had: a grey box with a cross, filling its frame when resizable.
    @MainActor private func standInPicture(in context: ViewContext) -> Node {
        let grey = UIColor.systemGray5.resolved(in: context.environment)
        let ink = UIColor.systemGray.resolved(in: context.environment)
        let drawing = CustomDrawing { canvas, frame, _ in
            canvas.fill(CanvasPath(rect: frame), with: .solid(grey))
            var cross = CanvasPath()
            cross.move(to: Point(frame.minX, frame.minY)); cross.line(to: Point(frame.maxX, frame.maxY))
            cross.move(to: Point(frame.maxX, frame.minY)); cross.line(to: Point(frame.minX, frame.maxY))
            canvas.stroke(cross, with: .solid(ink), style: CanvasStrokeStyle(width: 1))
        }
        return isResizable ? drawing : Widgets.Frame(width: Self.standInSide, height: Self.standInSide, alignment: .center, drawing)
    }

    /// The picture file at `path` (PNG or JPEG; for `vector`, an SVG or PDF drawn at `scale`), drawn at `scale`
    /// pixels a point (an image set's 2× file is half its pixels wide). An asset's picture (`isAsset`) is
    /// decoded once.
    @MainActor private func picture(_ path: String, name: String, scale: Double = 1, template: Bool? = nil, vector: Bool = false,
                                    isAsset: Bool = false, _ context: ViewContext) -> [Node] {
        do {
            let image = isAsset ? try AssetCatalogs.decodedPicture(path, scale: scale, vector: vector) : try CanvasImage(contentsOfPictureFile: path)
            return picture(image, scale: scale, template: template, context)
        } catch {
            context.diagnostics.fail("Image(\"\(name)\") could not be read: \(error)")
            return [Widgets.Spacer(minLength: 0)]
        }
    }
}

extension Image {
    /// The nodes of the symbol `name`: one of an asset catalogue's symbol sets when `assetSymbol` is given (a
    /// custom symbol, `Image("name")`), else a registered symbol file or SheetshotUI's own drawing
    /// (`Image(systemName:)`), at the text's size and weight in the foreground style.
    @MainActor func symbolNodes(_ name: String, assetSymbol: ((_ weight: Int, _ scale: Int) -> SymbolGlyph)? = nil,
                                in context: ViewContext) -> [Node] {
        let env = context.environment
        let described = assetSymbol == nil ? "Image(systemName: \"\(name)\")" : "Image(\"\(name)\")"
        let font = env.font ?? .body
        if let problem = font.sizeProblem { context.diagnostics.warn("\(described): \(problem)") }
        let size = font.pointSize(at: env.dynamicTypeSize)
        let weight = env.fontWeight?.value ?? font.resolvedWeight
        let imageScale = scale ?? env.imageScale
        // A registered symbol file (Apple's artwork) comes first, then SheetshotUI's drawing. A variant
        // set on the environment (`.symbolVariant(.fill)`, a tab bar's fill) is used where the symbol
        // has one, as iOS falls back to the plain symbol.
        for problem in SymbolFiles.environmentProblems { context.diagnostics.report(problem) }
        let weightIndex = weight.rawValue / 100 - 1, scaleIndex = [Scale.small: 0, .medium: 1, .large: 2][imageScale]!
        func fromFile(_ name: String) -> SymbolGlyph? { SymbolFiles.glyph(named: name, weight: weightIndex, scale: scaleIndex) }
        let variantName = env.symbolVariants.suffix.map { name + $0 }
        let known = assetSymbol.map { $0(weightIndex, scaleIndex) }
            ?? variantName.flatMap(fromFile) ?? variantName.flatMap(SymbolCatalog.glyph(named:))
            ?? fromFile(name) ?? SymbolCatalog.glyph(named: name)
        if let problem = LucideIcons.problem { context.diagnostics.report(problem) }
        if known == nil {
            if SymbolCatalog.isLucideName(name), !LucideIcons.isAvailable {
                context.diagnostics.warn("Image(systemName: \"\(name)\") is drawn with an icon of the Lucide set, which is not installed: drawn as a marked stand-in (a crossed box); install it with `\(LucideIcons.installCommand)`")
            } else {
                context.diagnostics.warn("Image(systemName: \"\(name)\") is not among SheetshotUI's symbols: drawn as a marked stand-in (a crossed box); register Apple's artwork with SymbolFiles or \(SymbolFiles.environmentVariable)")
            }
        }
        if known != nil, assetSymbol == nil, fromFile(name) == nil, let missing = SymbolCatalog.missingPart(of: name) {
            context.diagnostics.warn("Image(systemName: \"\(name)\") is drawn without \(missing): SheetshotUI's drawing of it has none (register Apple's artwork with SymbolFiles or \(SymbolFiles.environmentVariable))")
        }
        let glyph = known ?? SymbolGlyph.standIn
        let what = "the foreground style of \(described)"
        let fill = context.fill(for: env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary), what: what)
        let lineWidth = size * Image.strokeFactor(weight)
        let drawMode: SymbolRenderer.Mode
        switch env.symbolRenderingMode ?? (env.paletteStyles.count > 1 ? .palette : .monochrome) {
        case .hierarchical: drawMode = .hierarchical
        case .palette:
            let styles = env.paletteStyles.isEmpty ? [env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)] : env.paletteStyles
            drawMode = .palette(styles.map { context.fill(for: $0, what: what) })
        case .multicolor:
            if glyph.fillColors.allSatisfy({ $0 == nil }) {
                context.diagnostics.warn(assetSymbol == nil
                    ? "\(described) has no multicolour layers here: drawn in one colour (register Apple's artwork with SymbolFiles for its colours)"
                    : "\(described): its symbol set's template has no multicolour layers: drawn in one colour")
            }
            let scheme = env.colorScheme, tint = env.tint
            drawMode = .multicolor { SymbolRenderer.multicolor($0, tint: tint, scheme: scheme) }
        default: drawMode = .monochrome
        }
        // A directional symbol (`chevron.forward`, `arrow.backward`) points the reading direction's way, as
        // iOS flips it in a right-to-left layout; the media controls (`forward.fill`) keep tape's direction.
        let parts = name.split(separator: ".")
        let directional = parts.dropFirst().contains { $0 == "forward" || $0 == "backward" }
        let drawing = CustomDrawing { canvas, frame, environment in
            if directional, environment.layoutDirection == .rightToLeft {
                canvas.translate(frame.midX, 0)
                canvas.scale(-1, 1)
                canvas.translate(-frame.midX, 0)
            }
            SymbolRenderer.draw(glyph, in: frame, lineWidth: lineWidth, paint: fill.paint(in: environment, frame: frame), mode: drawMode,
                                environment: environment, on: canvas)
        }
        if isResizable {
            // A resizable symbol's ink fills its frame, as iOS's does, its strokes as thick as the
            // symbol would be at the size whose box is the frame's height.
            let ink = glyph.inkBounds(strokeWidth: Image.strokeFactor(weight) / Image.boxFactor(.medium))
            // Its ideal size is the symbol's at the font's size, in the ink's proportions: what
            // `scaledToFit` and `aspectRatio(contentMode:)` keep (a watch stays taller than wide).
            let natural = size * (glyph.heightPerPoint ?? Image.boxFactor(imageScale))
            let ideal = ink.width > 0 && ink.height > 0 ? Size(natural * ink.width / ink.height, natural) : Size(natural, natural)
            let filling = CustomDrawing(idealSize: ideal) { canvas, frame, environment in
                guard ink.width > 0, ink.height > 0 else { return }
                let sx = frame.width / ink.width, sy = frame.height / ink.height
                let box = Rect(x: frame.minX - ink.minX * sx, y: frame.minY - ink.minY * sy, width: sx, height: sy)
                let equivalentSize = min(sx, sy) / Image.boxFactor(.medium)
                SymbolRenderer.draw(glyph, in: box, lineWidth: equivalentSize * Image.strokeFactor(weight),
                                    paint: fill.paint(in: environment, frame: frame), mode: drawMode, environment: environment, on: canvas)
            }
            return [filling.accessibilityElement(label: name, traits: .isImage)]
        }
        let height = size * (glyph.heightPerPoint ?? Image.boxFactor(imageScale))
        return [Widgets.Frame(width: height * glyph.aspect, height: height, alignment: .center, drawing).accessibilityElement(label: name, traits: .isImage)]
    }
}

extension Image {
    /// A decoded picture, drawn at `scale` pixels a point (stretched when resizable); as a template in the
    /// foreground style when its rendering mode, else its image set (`template`), says so.
    @MainActor fileprivate func picture(_ image: CanvasImage, scale: Double, template: Bool? = nil, _ context: ViewContext) -> [Node] {
        let view = ImageView(image)
        if (renderingMode.map { $0 == .template } ?? template) == true {
            view.template = context.fill(for: context.environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary),
                                         what: "the foreground style of a template image")
        }
        if isResizable {
            view.stretches = true
            return [view]
        }
        return [Widgets.Frame(width: Double(image.width) / scale, height: Double(image.height) / scale, alignment: .center, view)]
    }
}

/// Draws a symbol's glyph in a frame.
enum SymbolRenderer {
    /// The opacity of a symbol's secondary layer (its container) in hierarchical rendering (an
    /// approximation of iOS's); a tertiary layer has half of it.
    static let secondaryLayerOpacity = 0.3

    /// How a symbol's layers are coloured.
    enum Mode: Sendable {
        /// Every layer in the foreground style.
        case monochrome
        /// Secondary and tertiary layers at lower opacities of the foreground style.
        case hierarchical
        /// Each level in its style (the last one given for the levels beyond).
        case palette([Fill])
        /// A symbol file's own colours by name (nil: the foreground style).
        case multicolor(@Sendable (String) -> CanvasColor?)
    }

    /// The colour a symbol file's multicolour annotation names (`systemRedColor`, `tintColor`,
    /// `labelColor`, `white`…), nil for one not known.
    static func multicolor(_ name: String, tint: Color?, scheme: ColorScheme) -> CanvasColor? {
        var key = name
        if key.hasSuffix("Color") { key.removeLast("Color".count) }
        if key.hasPrefix("system") { key.removeFirst("system".count) }
        key = key.prefix(1).lowercased() + key.dropFirst()
        let colours: [String: Color] = [
            "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan,
            "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown, "gray": .gray,
            "white": .white, "black": .black, "label": .primary, "secondaryLabel": .secondary,
        ]
        if key == "tint" || key == "accent" { return (tint ?? .accentColor).resolved(in: scheme) }
        return colours[key]?.resolved(in: scheme)
    }

    static func draw(_ glyph: SymbolGlyph, in frame: Rect, lineWidth: Double, paint: Paint, mode: Mode = .monochrome,
                     environment: Widgets.Environment? = nil, on canvas: Canvas) {
        let toFrame = Transform.scale(frame.width, frame.height).concatenating(.translation(frame.minX, frame.minY))
        let stroke = CanvasStrokeStyle(width: lineWidth, cap: .round, join: .round)
        // Everything the glyph draws, with room for its strokes' width and their anti-aliased edges: its
        // layers need cover no more (see `Canvas.withLayer(opacity:within:)`).
        // (Corners taken one by one: a straight stroke's bounds have no width or no height, which a union
        // of rectangles would pass over as empty.)
        // (The glyph's own bounds, carried by the scale and move to the frame: no path is transformed twice.)
        let corners = (glyph.fills + glyph.cutouts + glyph.strokes + glyph.cutoutStrokes).map(\.bounds)
            .flatMap { [toFrame.apply(Point($0.minX, $0.minY)), toFrame.apply(Point($0.maxX, $0.maxY))] }
        let margin = (lineWidth.isFinite ? abs(lineWidth) : 0) + 2
        let drawn = corners.isEmpty ? frame
            : Rect(corners: Point(corners.map(\.x).min()!, corners.map(\.y).min()!), Point(corners.map(\.x).max()!, corners.map(\.y).max()!))
                .insetBy(-margin)
        let clear = Paint.solid(.black)
        // The paint of each level (0 primary, 1 secondary, 2 tertiary), and its opacity.
        func level(_ index: Int) -> (paint: Paint, opacity: Double) {
            switch mode {
            case .monochrome, .multicolor: return (paint, 1)
            case .hierarchical: return (paint, index == 0 ? 1 : index == 1 ? secondaryLayerOpacity : secondaryLayerOpacity / 2)
            case .palette(let fills):
                guard let environment, !fills.isEmpty else { return (paint, 1) }
                return (fills[min(index, fills.count - 1)].paint(in: environment, frame: frame), 1)
            }
        }
        if !glyph.fillLevels.isEmpty {
            // A symbol file's layers, each in its level's (or its own colour's) paint, in order.
            for (i, path) in glyph.fills.enumerated() {
                let lv = level(i < glyph.fillLevels.count ? glyph.fillLevels[i] : 0)
                var layerPaint = lv.paint
                if case .multicolor(let colour) = mode, i < glyph.fillColors.count, let name = glyph.fillColors[i], let c = colour(name) {
                    layerPaint = .solid(c)
                }
                canvas.withLayer(opacity: lv.opacity, within: drawn) { canvas.fill(path.applying(toFrame), with: layerPaint) }
            }
            return
        }
        let layered: Bool
        switch mode { case .hierarchical, .palette: layered = true; default: layered = false }
        if layered, glyph.containerFills + glyph.containerStrokes > 0 {
            // The container is the secondary layer; the glyph inside it is drawn over it (not knocked out).
            let secondary = level(1)
            canvas.withLayer(opacity: secondary.opacity, within: drawn) {
                for p in glyph.fills.prefix(glyph.containerFills) { canvas.fill(p.applying(toFrame), with: secondary.paint) }
                for p in glyph.strokes.prefix(glyph.containerStrokes) { canvas.stroke(p.applying(toFrame), with: secondary.paint, style: stroke) }
            }
            let primary = level(0).paint
            for p in glyph.fills.dropFirst(glyph.containerFills) + glyph.cutouts { canvas.fill(p.applying(toFrame), with: primary) }
            for p in glyph.strokes.dropFirst(glyph.containerStrokes) + glyph.cutoutStrokes { canvas.stroke(p.applying(toFrame), with: primary, style: stroke) }
            return
        }
        let primary = level(0).paint
        canvas.withLayer(opacity: 1, within: drawn) {
            for p in glyph.fills { canvas.fill(p.applying(toFrame), with: primary) }
            for p in glyph.cutouts { canvas.fill(p.applying(toFrame), with: clear, blendMode: .clear) }
            for p in glyph.cutoutStrokes { canvas.stroke(p.applying(toFrame), with: clear, style: stroke, blendMode: .clear) }
            for p in glyph.strokes { canvas.stroke(p.applying(toFrame), with: primary, style: stroke) }
        }
    }
}

/// A variant of symbols (SwiftUI's `SymbolVariants`): `.fill`, `.circle`, `.square` and their combinations.
public struct SymbolVariants: Hashable, Sendable {
    /// The suffix added to a symbol's name (nil: the plain symbol).
    let suffix: String?
    /// The plain symbols.
    public static let none = SymbolVariants(suffix: nil)
    /// Filled symbols (`heart.fill`).
    public static let fill = SymbolVariants(suffix: ".fill")
    /// Symbols in a ring (`heart.circle`).
    public static let circle = SymbolVariants(suffix: ".circle")
    /// Symbols in a rounded square.
    public static let square = SymbolVariants(suffix: ".square")
    /// This variant, filled (`.circle.fill`).
    public var fill: SymbolVariants { SymbolVariants(suffix: (suffix ?? "") + ".fill") }
}

extension View {
    /// Draws the symbols in this view in `variant` where they have it.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environmentChanged { $0.symbolVariants = variant } }
}

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`): monochrome (one colour), or
/// hierarchical (a container — the disc of `xmark.circle.fill` — translucent, the glyph inside solid);
/// palette and multicolor are reported as not drawn yet.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// Every layer in the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers at decreasing opacities of the foreground style.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the styles given to `foregroundStyle(_:_:)`.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours (a registered symbol file's; SheetshotUI's drawings have one colour).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
    /// Colours the symbols in this view's layers with `mode` (nil: the symbol's own choice, monochrome here).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environmentChanged { $0.symbolRenderingMode = mode } }
}

extension Image {
    /// How a picture is resampled when drawn at another size (SwiftUI's `Image.Interpolation`).
    public enum Interpolation: Hashable, Sendable {
        /// Nearest neighbour (pixel art).
        case none
        /// Fast smoothing.
        case low
        /// Medium-quality smoothing.
        case medium
        /// The best smoothing.
        case high
    }

    /// The resampling the picture asks for. Pictures here are drawn with the renderer's own (bilinear)
    /// filtering whatever is asked, so `.none` (pixel art) is drawn smoothed.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Whether the picture's edges are antialiased when resampled (they always are here).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
