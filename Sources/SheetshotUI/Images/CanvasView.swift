import Foundation
import SheetWidget
import Widgets
import class Canvas.Canvas
import enum Canvas.BlendMode
import struct Canvas.ConicGradient
import struct Canvas.GradientStop
import struct Canvas.Transform
import enum Canvas.Paint
import enum Canvas.FillRule
import struct Canvas.Point
import struct Canvas.Rect
import struct Canvas.Size

/// Immediate-mode drawing in a view (SwiftUI's `Canvas`; under `import SwiftUI` it is named `Canvas`,
/// a name SheetshotUI itself leaves to its drawing module): `renderer` draws into a ``GraphicsContext``
/// the size the view is given — paths filled and stroked with colours, styles and gradients, text,
/// images and the views `symbols` tags, under transforms, opacity, clips, layers and blur. The view takes
/// the space it is offered.
public struct CanvasView<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    /// A canvas drawn by `renderer`, with the views `symbols` builds available by their tags
    /// (`context.resolveSymbol(id:)`).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer; self.symbols = symbols()
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        // The symbols, by tag, built now (their views need the context); drawn where the renderer says.
        var tagged = context
        let collector = TagCollector()
        tagged.collectors.tags = collector
        _ = SheetshotUI.makeNodes(symbols, in: tagged)
        var symbolNodes: [AnyHashable: Node] = [:]
        for option in collector.options where symbolNodes[option.tag] == nil {
            symbolNodes[option.tag] = SheetshotUI.makeNode(option.view, in: context)
        }
        return [CanvasViewNode(renderer: renderer, context: context, symbols: symbolNodes)]
    }
}

extension CanvasView where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}


/// The canvas's node: it runs the renderer when laid out at a new size (recording what it draws) and
/// replays the recording when drawn.
final class CanvasViewNode: Node {
    private let renderer: (inout GraphicsContext, CGSize) -> Void
    private let context: ViewContext
    private let values: EnvironmentValues
    private let symbols: [AnyHashable: Node]
    private var recording: (size: Size, commands: [GraphicsContext.Command])?

    @MainActor init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, context: ViewContext, symbols: [AnyHashable: Node]) {
        self.renderer = renderer; self.context = context; values = context.environment; self.symbols = symbols
        super.init()
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        // Like a shape, the canvas takes what it is offered (10 points where nothing is).
        func length(_ v: Double?) -> Double { guard let v, v.isFinite, v >= 0 else { return 10 }; return v }
        return Size(length(proposal.width), length(proposal.height))
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        guard recording?.size != bounds.size else { return }
        let recorder = GraphicsContext.Recorder(context: context, environment: environment, symbols: symbols)
        var graphics = GraphicsContext(recorder: recorder, environment: values)
        renderer(&graphics, CGSize(width: bounds.width, height: bounds.height))
        recording = (bounds.size, recorder.commands)
        if !SheetClip.isWorkerThread, !recorder.notes.isEmpty {
            let notes = recorder.notes, context = self.context
            MainActor.assumeIsolated { for note in notes { context.diagnostics.warn(note) } }
        }
    }

    override func drawContent(on canvas: Canvas, environment: Widgets.Environment) {
        guard let recording, frame.isFinite else { return }
        canvas.withSavedState {
            canvas.translate(frame.minX, frame.minY)
            for command in recording.commands { command.draw(canvas, environment) }
        }
    }

    override var kind: String { "Canvas" }
}

/// Where a ``CanvasView``'s renderer draws (SwiftUI's `GraphicsContext`): a value — copies keep their
/// own transform, opacity, clip and filters — whose drawing goes to the canvas it came from.
public struct GraphicsContext {
    /// What a canvas's renderer drew, replayed when the view is drawn.
    struct Command {
        let draw: (Canvas, Widgets.Environment) -> Void
    }

    /// Collects a renderer's drawing, and what it could not draw.
    final class Recorder {
        let context: ViewContext
        let environment: Widgets.Environment
        let symbols: [AnyHashable: Node]
        var commands: [Command] = []
        var notes: [String] = []
        init(context: ViewContext, environment: Widgets.Environment, symbols: [AnyHashable: Node]) {
            self.context = context; self.environment = environment; self.symbols = symbols
        }
        func note(_ message: String) { if !notes.contains(message) { notes.append(message) } }
    }

    let recorder: Recorder
    /// The transform from the context's coordinates to the canvas view's.
    public var transform: CGAffineTransform = .identity
    /// The opacity drawing is done at, 0…1.
    public var opacity: Double = 1
    /// How drawing blends with what is under it (normal only is drawn; others are drawn normally, with a warning).
    public var blendMode: BlendMode = .normal
    /// The environment the canvas is in.
    public var environment: EnvironmentValues
    var clips: [(path: CanvasPath, rule: FillRule, transform: CGAffineTransform)] = []
    var blurRadius: Double = 0

    init(recorder: Recorder, environment: EnvironmentValues) {
        self.recorder = recorder; self.environment = environment
    }

    // MARK: Shading

    /// What a path is filled or stroked with (SwiftUI's `GraphicsContext.Shading`).
    public struct Shading {
        enum Kind {
            case color(Color)
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }
        let kind: Kind
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// A colour from sRGB components.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey.
        public static func color(white: Double, opacity: Double = 1) -> Shading { .color(Color(white: white, opacity: opacity)) }
        /// A shape style (a colour, a hierarchical style, a gradient filling the path's bounds).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// The foreground style.
        public static var foreground: Shading { .style(HierarchicalShapeStyle.primary) }
        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        /// A radial gradient about `center`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// A conic gradient about `center`, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }
    }

    /// How gradients repeat (SwiftUI's `GraphicsContext.GradientOptions`; they are drawn clamped here).
    public struct GradientOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32
        /// Options from bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat; mirror; linear colour.
        public static let `repeat` = GradientOptions(rawValue: 1), mirror = GradientOptions(rawValue: 2), linearColor = GradientOptions(rawValue: 4)
    }

    /// How drawing blends (SwiftUI's `GraphicsContext.BlendMode`).
    public struct BlendMode: Hashable, Sendable {
        let name: String
        /// Over what is under it.
        public static let normal = BlendMode(name: "normal")
        /// The other blend modes (drawn as normal here, with a warning).
        public static let multiply = BlendMode(name: "multiply"), screen = BlendMode(name: "screen"), overlay = BlendMode(name: "overlay"),
                          darken = BlendMode(name: "darken"), lighten = BlendMode(name: "lighten"), colorDodge = BlendMode(name: "colorDodge"),
                          colorBurn = BlendMode(name: "colorBurn"), softLight = BlendMode(name: "softLight"), hardLight = BlendMode(name: "hardLight"),
                          difference = BlendMode(name: "difference"), exclusion = BlendMode(name: "exclusion"), hue = BlendMode(name: "hue"),
                          saturation = BlendMode(name: "saturation"), color = BlendMode(name: "color"), luminosity = BlendMode(name: "luminosity"),
                          clear = BlendMode(name: "clear"), copy = BlendMode(name: "copy"), sourceIn = BlendMode(name: "sourceIn"),
                          sourceOut = BlendMode(name: "sourceOut"), sourceAtop = BlendMode(name: "sourceAtop"),
                          destinationOver = BlendMode(name: "destinationOver"), destinationIn = BlendMode(name: "destinationIn"),
                          destinationOut = BlendMode(name: "destinationOut"), destinationAtop = BlendMode(name: "destinationAtop"),
                          xor = BlendMode(name: "xor"), plusDarker = BlendMode(name: "plusDarker"), plusLighter = BlendMode(name: "plusLighter")
    }

    /// A filter applied to what the context draws (SwiftUI's `GraphicsContext.Filter`): blur is drawn;
    /// the others are drawn without, with a warning.
    public struct Filter {
        let name: String
        let blur: Double
        /// A Gaussian blur of `radius` points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur", blur: Double(radius)) }
        /// A shadow (not drawn yet).
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter(name: "shadow", blur: 0) }
        /// Alpha thresholding (not drawn yet).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter(name: "alphaThreshold", blur: 0) }
        /// A colour multiplied in (not drawn yet).
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply", blur: 0) }
        /// Saturation (not drawn yet).
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation", blur: 0) }
        /// Greyscale (not drawn yet).
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale", blur: 0) }
        /// Brightness (not drawn yet).
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness", blur: 0) }
        /// Contrast (not drawn yet).
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast", blur: 0) }
        /// A hue rotation (not drawn yet).
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation", blur: 0) }
        /// Colours inverted (not drawn yet).
        public static var colorInvert: Filter { Filter(name: "colorInvert", blur: 0) }
    }
    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32
        /// Options from bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Opaque; dithered.
        public static let opaque = BlurOptions(rawValue: 1), dithersResult = BlurOptions(rawValue: 2)
    }
    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32
        /// Options from bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Shadow only; inner shadow; invert alpha; disable offset.
        public static let shadowAbove = ShadowOptions(rawValue: 1), shadowOnly = ShadowOptions(rawValue: 2),
                          invertsAlpha = ShadowOptions(rawValue: 4), disablesGroup = ShadowOptions(rawValue: 8)
    }
    /// Options of a filter.
    public struct FilterOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32
        /// Options from bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Linear colour.
        public static let linearColor = FilterOptions(rawValue: 1)
    }
    /// Options of a clip.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32
        /// Options from bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to what is outside the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    // MARK: State

    /// Moves the origin by `(x, y)`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Scales by `(x, y)`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Rotates by `angle`.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    /// Clips later drawing to `path` (in the context's coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        if options.contains(.inverse) { recorder.note("GraphicsContext.clip(to:options: .inverse) is not drawn yet: the clip is not applied") ; return }
        clips.append((path.path, style.isEOFilled ? .evenOdd : .nonZero, transform))
    }
    /// Clips later drawing to what `content` draws in a layer (not applied here, with a warning).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        recorder.note("GraphicsContext.clipToLayer is not drawn yet: the clip is not applied")
    }
    /// Applies `filter` to later drawing.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if filter.name == "blur" { blurRadius += max(0, filter.blur.isFinite ? filter.blur : 0) } else {
            recorder.note("GraphicsContext filter .\(filter.name) is not drawn yet: drawing is done without it")
        }
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let rule: FillRule = style.isEOFilled ? .evenOdd : .nonZero
        let outline = path.path
        record(bounds: outline.bounds) { canvas, environment in
            guard let paint = paint(shading, bounds: outline.bounds, environment) else { return }
            canvas.fill(outline, with: paint, rule: rule)
        }
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let outline = path.path, strokeStyle = style.canvas(width: Double(style.lineWidth))
        record(bounds: outline.bounds.insetBy(-Double(style.lineWidth))) { canvas, environment in
            guard let paint = paint(shading, bounds: outline.bounds, environment) else { return }
            canvas.stroke(outline, with: paint, style: strokeStyle)
        }
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws what `content` draws into a new layer, then the layer under this context's transform, clips
    /// and opacity (a filter of this context is not applied to a layer).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let inner = Recorder(context: recorder.context, environment: recorder.environment, symbols: recorder.symbols)
        // The layer's own context starts untransformed: the layer is drawn under this context's transform.
        var context = GraphicsContext(recorder: inner, environment: environment)
        try content(&context)
        for note in inner.notes { recorder.note(note) }
        let commands = inner.commands
        record(bounds: nil) { canvas, environment in
            for command in commands { command.draw(canvas, environment) }
        }
    }

    /// A text ready to draw (SwiftUI's `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let node: Node?
        let environment: Widgets.Environment
        /// The shading the text is drawn in (kept: the text is drawn in its own style).
        public var shading: Shading = .foreground
        /// The size the text takes within `size`.
        public func measure(in size: CGSize) -> CGSize {
            guard let node else { return .zero }
            func length(_ v: CGFloat) -> Double? { v.isFinite ? max(0, Double(v)) : nil }
            let s = node.sizeThatFits(ProposedSize(width: length(size.width), height: length(size.height)), in: environment)
            return CGSize(width: s.width, height: s.height)
        }
    }

    /// An image ready to draw (SwiftUI's `GraphicsContext.ResolvedImage`).
    public struct ResolvedImage {
        let node: Node?
        let environment: Widgets.Environment
        /// The image's size.
        public var size: CGSize {
            guard let node else { return .zero }
            let s = node.sizeThatFits(ProposedSize(width: nil, height: nil), in: environment)
            return CGSize(width: s.width, height: s.height)
        }
        /// The shading a template image is drawn in.
        public var shading: Shading = .foreground
    }

    /// A symbol view ready to draw (SwiftUI's `GraphicsContext.ResolvedSymbol`).
    public struct ResolvedSymbol {
        let node: Node
        let environment: Widgets.Environment
        /// The symbol's size.
        public var size: CGSize {
            let s = node.sizeThatFits(ProposedSize(width: nil, height: nil), in: environment)
            return CGSize(width: s.width, height: s.height)
        }
    }

    /// `text` resolved in this context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(node: makeNode(text), environment: recorder.environment)
    }
    /// `image` resolved in this context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(node: makeNode(image), environment: recorder.environment)
    }
    /// The view `symbols` tagged `id`, if any.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols[AnyHashable(id)].map { ResolvedSymbol(node: $0, environment: recorder.environment) }
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    /// Draws `text` in `rect`, wrapped to its width.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    /// Draws resolved `text` with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let node = text.node else { return }
        place(node, size: text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity)), at: point, anchor: anchor)
    }
    /// Draws resolved `text` in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard let node = text.node else { return }
        place(node, in: rect)
    }
    /// Draws `image` with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
    /// Draws `image` filling `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    /// Draws resolved `image` with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let node = image.node else { return }
        place(node, size: image.size, at: point, anchor: anchor)
    }
    /// Draws resolved `image` filling `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let node = image.node else { return }
        place(node, in: rect)
    }
    /// Draws `symbol` with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        place(symbol.node, size: symbol.size, at: point, anchor: anchor)
    }
    /// Draws `symbol` in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { place(symbol.node, in: rect) }

    // MARK: Recording

    /// The node for `view`, built in the canvas's context (on the main actor, where views are built and
    /// SheetshotUI lays out; a canvas a clip's worker lays out first draws no text or images).
    private func makeNode<V: View>(_ view: V) -> Node? {
        // Views are built on the main actor, where SheetshotUI lays out and draws — except a clip's workers.
        guard !SheetClip.isWorkerThread else {
            recorder.note("a Canvas laid out by a clip's worker draws no text or images")
            return nil
        }
        let context = recorder.context
        nonisolated(unsafe) let environment = self.environment
        nonisolated(unsafe) var made: Node?
        nonisolated(unsafe) let view = view
        MainActor.assumeIsolated {
            var inner = context
            inner.environment = environment
            made = SheetshotUI.makeNode(view, in: inner)
        }
        return made
    }

    private func place(_ node: Node, size: CGSize, at point: CGPoint, anchor: UnitPoint) {
        let w = Double(size.width), h = Double(size.height)
        guard w.isFinite, h.isFinite, point.x.isFinite, point.y.isFinite else { return }
        place(node, in: CGRect(x: Double(point.x) - Double(anchor.x) * w, y: Double(point.y) - Double(anchor.y) * h, width: w, height: h))
    }

    private func place(_ node: Node, in rect: CGRect) {
        let r = Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        guard r.isFinite, r.width >= 0, r.height >= 0 else { return }
        // The node is laid out where it goes when it is drawn, so one resolved text, image or symbol can be
        // drawn in several places.
        let layoutEnvironment = recorder.environment
        record(bounds: r) { canvas, environment in
            try? Renderer.layout(node, in: r, environment: layoutEnvironment)
            node.draw(on: canvas, environment: environment)
        }
    }

    /// Records `draw` under this context's transform, clips, opacity, blend mode and blur.
    private func record(bounds: Rect?, _ draw: @escaping (Canvas, Widgets.Environment) -> Void) {
        if blendMode != .normal { recorder.note("GraphicsContext blend mode .\(blendMode.name) is not drawn yet: drawing blends normally") }
        let transform = self.transform.canvas, clips = self.clips, opacity = max(0, min(1, self.opacity.isFinite ? self.opacity : 1))
        let blur = blurRadius
        recorder.commands.append(Command { canvas, environment in
            canvas.withSavedState {
                for clip in clips {
                    let t = canvas.transform
                    canvas.transform = clip.transform.canvas.concatenating(t)
                    canvas.clip(to: clip.path, rule: clip.rule)
                    canvas.transform = t
                }
                canvas.concatenate(transform)
                let body = { (target: Canvas) in
                    if opacity < 1 { target.withLayer(opacity: opacity) { draw(target, environment) } } else { draw(target, environment) }
                }
                if blur > 0, let bounds { GraphicsContext.drawBlurred(canvas, bounds: bounds, radius: blur, environment, body) } else { body(canvas) }
            }
        })
    }

    /// Draws `body` offscreen over `bounds` and the blur's reach (in device pixels), blurs it there, and
    /// draws it back.
    private static func drawBlurred(_ canvas: Canvas, bounds: Rect, radius: Double, _ environment: Widgets.Environment,
                                    _ body: (Canvas) -> Void) {
        let area = bounds.insetBy(-3 * radius)
        let t = canvas.transform
        let device = CanvasPath(rect: area).applying(t).bounds
        let box = Rect(x: device.minX.rounded(.down), y: device.minY.rounded(.down),
                       width: (device.maxX.rounded(.up) - device.minX.rounded(.down)), height: (device.maxY.rounded(.up) - device.minY.rounded(.down)))
        // Checked before the conversion: a blur over a huge area draws unblurred rather than trapping.
        guard box.isFinite, box.width >= 1, box.height >= 1, box.width <= 8192, box.height <= 8192,
              let layer = try? Canvas(width: Int(box.width), height: Int(box.height)) else {
            body(canvas); return
        }
        layer.transform = t.concatenating(.translation(-box.minX, -box.minY))
        body(layer)
        layer.blurBackdrop(under: CanvasPath(rect: area), blur: 2 * radius)
        canvas.withSavedState {
            canvas.transform = .identity
            canvas.drawImage(layer.makeImage(), in: box)
        }
    }

    /// The paint of `shading` for a path with `bounds`.
    private func paint(_ shading: Shading, bounds: Rect, _ environment: Widgets.Environment) -> Paint? {
        let scheme = self.environment.colorScheme
        func stops(_ g: Gradient) -> [GradientStop] { g.stops.map { GradientStop(Double($0.location), $0.color.resolved(in: scheme)) } }
        switch shading.kind {
        case .color(let c): return .solid(c.resolved(in: scheme))
        case .style(let style):
            guard let fill = style.fill(in: self.environment) else {
                recorder.note("GraphicsContext shading \(type(of: style.base)) is not drawn yet")
                return nil
            }
            return fill.paint(in: environment, frame: bounds)
        case .linear(let g, let a, let b):
            return .linearGradient(CanvasLinearGradient(start: Point(Double(a.x), Double(a.y)), end: Point(Double(b.x), Double(b.y)), stops: stops(g)))
        case .radial(let g, let c, let r0, let r1):
            return .radialGradient(CanvasRadialGradient(center: Point(Double(c.x), Double(c.y)), startRadius: Double(r0), endRadius: Double(r1), stops: stops(g)))
        case .conic(let g, let c, let angle):
            return .conicGradient(ConicGradient(center: Point(Double(c.x), Double(c.y)), startAngle: angle.radians, endAngle: angle.radians + 2 * .pi, stops: stops(g)))
        }
    }
}
