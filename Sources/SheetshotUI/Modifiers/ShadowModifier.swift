import Canvas
import Widgets

/// A child drawn over the drop shadow of its own pixels (SwiftUI's `shadow`): the child is rendered
/// offscreen at the display scale, its alpha blurred into the shadow, then the child is drawn on top.
final class ContentShadowNode: SingleChildModifier {
    let shadow: Shadow

    init(_ shadow: Shadow, _ child: Node) {
        self.shadow = shadow
        super.init(child: child)
    }

    override func draw(on canvas: Canvas, environment: Widgets.Environment) {
        if let (image, rect) = offscreenImage(of: children[0], environment) {
            canvas.drawShadow(ofImage: image, in: rect, shadow)
        }
        children[0].draw(on: canvas, environment: environment)
    }

    override var kind: String { "Shadow" }
}

extension View {
    /// The view drawn over a shadow of its own shape: its pixels' alpha in `color`, blurred by `radius`
    /// and moved by `x` and `y` points (SwiftUI's default colour is black at a third).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapped { node, context in
            ContentShadowNode(Shadow(color: color.resolved(in: context.environment), offset: Point(Double(x), Double(y)),
                                     blur: Double(radius)), node)
        }
    }
}
