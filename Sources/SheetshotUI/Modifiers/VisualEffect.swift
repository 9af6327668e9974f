import Canvas
import SheetWidget
import Widgets

/// What `visualEffect` does to a view's drawing (SwiftUI's `VisualEffect`): built from
/// ``EmptyVisualEffect`` by the effects below, applied to the drawing only (the layout is kept).
public protocol VisualEffect: Sendable {
    /// The effects, as applied.
    var _effects: _VisualEffects { get }
}

/// The effects a visual effect applies: an offset, then a scale and a turn about one anchor (the last one
/// given), and an opacity.
public struct _VisualEffects: Sendable {
    var offset = CGSize.zero
    var scale = CGSize(width: 1, height: 1)
    var rotation = 0.0
    var anchor = UnitPoint.center
    var opacity = 1.0
    var undrawn: [String] = []
}

/// The effect a `visualEffect` closure starts from: none.
public struct EmptyVisualEffect: VisualEffect {
    /// The effects.
    public var _effects = _VisualEffects()
    /// No effect.
    public init() {}
}

extension VisualEffect {
    private func with(_ change: (inout _VisualEffects) -> Void) -> EmptyVisualEffect {
        var e = EmptyVisualEffect(); e._effects = _effects; change(&e._effects); return e
    }
    /// The drawing moved by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        with { $0.offset = CGSize(width: $0.offset.width + offset.width, height: $0.offset.height + offset.height) }
    }
    /// The drawing moved by `(x, y)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }
    /// The drawing scaled about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { scaleEffect(x: scale, y: scale, anchor: anchor) }
    /// The drawing scaled about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { scaleEffect(x: scale.width, y: scale.height, anchor: anchor) }
    /// The drawing scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        with { $0.scale = CGSize(width: $0.scale.width * x, height: $0.scale.height * y); $0.anchor = anchor }
    }
    /// The drawing turned by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        with { $0.rotation += angle.radians; $0.anchor = anchor }
    }
    /// The drawing at `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { with { $0.opacity *= opacity } }
    /// The drawing blurred (not drawn yet: warned).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { with { $0.undrawn.append("blur") } }
    /// A turn in depth (not drawn yet: warned).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        with { $0.undrawn.append("rotation3DEffect") }
    }
    /// The drawing brighter (not drawn yet: warned).
    public func brightness(_ amount: Double) -> some VisualEffect { with { $0.undrawn.append("brightness") } }
    /// The drawing's contrast (not drawn yet: warned).
    public func contrast(_ amount: Double) -> some VisualEffect { with { $0.undrawn.append("contrast") } }
    /// The drawing's saturation (not drawn yet: warned).
    public func saturation(_ amount: Double) -> some VisualEffect { with { $0.undrawn.append("saturation") } }
    /// The drawing in grey (not drawn yet: warned).
    public func grayscale(_ amount: Double) -> some VisualEffect { with { $0.undrawn.append("grayscale") } }
    /// The drawing's hues turned (not drawn yet: warned).
    public func hueRotation(_ angle: Angle) -> some VisualEffect { with { $0.undrawn.append("hueRotation") } }
    /// The drawing multiplied by a colour (not drawn yet: warned).
    public func colorMultiply(_ color: Color) -> some VisualEffect { with { $0.undrawn.append("colorMultiply") } }
    /// Each pixel's colour from a Metal shader (Metal does not run here: drawn without, warned).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        with { if isEnabled { $0.undrawn.append("colorEffect (a Metal shader)") } }
    }
    /// Each pixel moved by a Metal shader (drawn without, warned).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        with { if isEnabled { $0.undrawn.append("distortionEffect (a Metal shader)") } }
    }
    /// The layer drawn through a Metal shader (drawn without, warned).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        with { if isEnabled { $0.undrawn.append("layerEffect (a Metal shader)") } }
    }
}

extension View {
    /// The view drawn changed by what `effect` makes of its geometry (a scroll position read from
    /// `proxy.frame(in:)`): offset, scale, turn and opacity are drawn; other effects are drawn without,
    /// with a warning. Layout is unchanged.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        wrapped { node, context in
            // What the effect cannot draw is warned when it is laid out (its frame is known then).
            let diagnostics = context.diagnostics
            let screen = context.environment.renderingDevice.size
            return VisualEffectNode(effect: { proxy in effect(EmptyVisualEffect(), proxy)._effects }, node,
                                    screen: CGSize(width: screen.width, height: screen.height)) { undrawn in
                guard !SheetClip.isWorkerThread else { return }
                MainActor.assumeIsolated {
                    for name in undrawn { diagnostics.warn("visualEffect's \(name) is not drawn yet: the view is drawn without it") }
                }
            }
        }
    }
}

/// A view drawn through a visual effect of its frame.
final class VisualEffectNode: SingleChildModifier {
    let effect: @Sendable (GeometryProxy) -> _VisualEffects
    let noteUndrawn: ([String]) -> Void
    /// The size of the screen the view is on, in points.
    let screen: CGSize

    init(effect: @escaping @Sendable (GeometryProxy) -> _VisualEffects, _ child: Node, screen: CGSize, noteUndrawn: @escaping ([String]) -> Void) {
        self.effect = effect; self.noteUndrawn = noteUndrawn; self.screen = screen
        super.init(child: child)
    }

    private func effects() -> _VisualEffects {
        let f = children[0].frame
        return effect(GeometryProxy(size: CGSize(width: f.width, height: f.height), safeAreaInsets: EdgeInsets(),
                                    origin: CGPoint(x: f.minX, y: f.minY), screen: screen))
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        super.placeChildren(in: bounds, proposal: proposal, environment: environment)
        let undrawn = effects().undrawn
        if !undrawn.isEmpty { noteUndrawn(undrawn) }
    }

    override func draw(on canvas: Canvas, environment: Widgets.Environment) {
        let e = effects(), f = children[0].frame
        let values = [Double(e.offset.width), Double(e.offset.height), Double(e.scale.width), Double(e.scale.height), e.rotation, e.opacity]
        guard values.allSatisfy(\.isFinite) else { super.draw(on: canvas, environment: environment); return }
        guard e.opacity > 0, e.scale.width != 0, e.scale.height != 0 else { return }
        let ax = f.minX + Double(e.anchor.x) * f.width, ay = f.minY + Double(e.anchor.y) * f.height
        let draw = {
            canvas.withSavedState {
                canvas.translate(Double(e.offset.width) + ax, Double(e.offset.height) + ay)
                canvas.rotate(e.rotation)
                canvas.scale(Double(e.scale.width), Double(e.scale.height))
                canvas.translate(-ax, -ay)
                super.draw(on: canvas, environment: environment)
            }
        }
        if e.opacity < 1 { canvas.withLayer(opacity: min(1, e.opacity)) { draw() } } else { draw() }
    }

    override var kind: String { "VisualEffect" }
}
