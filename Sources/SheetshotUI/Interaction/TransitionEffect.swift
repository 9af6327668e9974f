import Canvas
import Widgets

/// What a transition does to its view at one moment: drawn at `opacity`, moved by `points` and by
/// `sizes` of its own size, scaled by `scale` about `anchor` (unit coordinates of its frame).
struct TransitionEffect {
    var opacity = 1.0
    var points = (x: 0.0, y: 0.0)
    var sizes = (x: 0.0, y: 0.0)
    var scale = (x: 1.0, y: 1.0)
    var anchor = (x: 0.5, y: 0.5)
}

/// A view drawn part of the way through its transition, its layout unchanged; a leaving view is not hit.
final class TransitionEffectNode: SingleChildModifier {
    let effect: TransitionEffect
    let leaving: Bool

    init(_ effect: TransitionEffect, leaving: Bool, _ child: Node) {
        self.effect = effect
        self.leaving = leaving
        super.init(child: child)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        let dx = effect.points.x + effect.sizes.x * bounds.width, dy = effect.points.y + effect.sizes.y * bounds.height
        children[0].place(in: bounds.offsetBy(dx.isFinite ? dx : 0, dy.isFinite ? dy : 0), proposal: proposal, environment: environment)
    }

    override func draw(on canvas: Canvas, environment: Widgets.Environment) {
        guard effect.opacity > 0 else { return }
        let s = effect.scale
        guard s.x.isFinite, s.y.isFinite, s.x != 0, s.y != 0 else { return }
        let drawScaled = {
            guard s.x != 1 || s.y != 1 else { super.draw(on: canvas, environment: environment); return }
            let f = self.children[0].frame
            let ax = f.minX + self.effect.anchor.x * f.width, ay = f.minY + self.effect.anchor.y * f.height
            canvas.withSavedState {
                canvas.translate(ax, ay)
                canvas.scale(s.x, s.y)
                canvas.translate(-ax, -ay)
                super.draw(on: canvas, environment: environment)
            }
        }
        if effect.opacity >= 1 { drawScaled() } else { canvas.withLayer(opacity: effect.opacity) { drawScaled() } }
    }

    override var isHiddenFromHitTesting: Bool { leaving || !(effect.opacity > 0) }
    override var dumpDetails: String { leaving ? "leaving" : "coming in" }
}
