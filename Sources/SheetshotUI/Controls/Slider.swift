import Canvas
import Widgets

/// A value chosen along a track (SwiftUI's `Slider`): a 4-point track, the tint up to the value, a white
/// 27-point thumb with iOS's shadow.
public struct Slider: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double

    /// A slider bound to `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let tint = (env.tint ?? .accentColor).resolved(in: env.colorScheme)
        let track = UIColor.systemFill.resolved(in: env.colorScheme)
        let fraction = self.fraction
        let shadow = Shadow(color: CanvasColor.black.withAlpha(0.2), offset: Point(0, 2), blur: 6)
        return [CustomDrawing { canvas, frame, environment in
            let thumb = 27.0
            // The minimum is at the leading edge: the right one in right-to-left layouts, as UISlider does.
            let rightToLeft = environment.layoutDirection == .rightToLeft
            let x0 = rightToLeft ? frame.maxX - thumb / 2 : frame.minX + thumb / 2
            let x1 = rightToLeft ? frame.minX + thumb / 2 : frame.maxX - thumb / 2
            let x = x0 + (x1 - x0) * fraction
            canvas.fill(CanvasPath(capsuleIn: Rect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)), with: .solid(track))
            let start = rightToLeft ? x : frame.minX, end = rightToLeft ? frame.maxX : x
            canvas.fill(CanvasPath(capsuleIn: Rect(x: start, y: frame.midY - 2, width: end - start, height: 4)), with: .solid(tint))
            let knob = CanvasPath(circleAt: Point(x, frame.midY), radius: thumb / 2)
            canvas.drawShadow(of: knob, shadow)
            canvas.fill(knob, with: .solid(.white))
        }.frame(minWidth: 27, maxWidth: .infinity, minHeight: 28, maxHeight: 28).accessibilityElement(label: "", value: accessibilityPercent(fraction), traits: [])]
    }
}
