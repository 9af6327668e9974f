import Canvas
import Widgets

/// Progress toward a total (SwiftUI's `ProgressView`): a 4-point capsule track filled in the tint up to
/// the fraction done, or, without a value, iOS's spinner.
public struct ProgressView: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double?

    /// A spinner.
    public init() { fraction = nil }
    /// A bar at `value` of `total` (clamped to 0…1; nil: a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(1, max(0, Double($0) / Double(total))) : 0 }
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let tint = (env.tint ?? .accentColor).resolved(in: env.colorScheme)
        let track = UIColor.systemFill.resolved(in: env.colorScheme)
        guard let fraction else {
            let spoke = UIColor.secondaryLabel.resolved(in: env.colorScheme)
            return [CustomDrawing { canvas, frame, _ in
                let c = Point(frame.midX, frame.midY)
                for k in 0..<8 {
                    let a = Double(k) * .pi / 4 - .pi / 2
                    var p = CanvasPath()
                    p.move(to: Point(c.x + 5 * cos(a), c.y + 5 * sin(a)))
                    p.line(to: Point(c.x + 9 * cos(a), c.y + 9 * sin(a)))
                    canvas.stroke(p, with: .solid(spoke.withAlphaMultiplied(by: 0.25 + 0.75 * Double(k) / 7)),
                                  style: CanvasStrokeStyle(width: 2.2, cap: .round))
                }
            }.frame(width: 20, height: 20)]
        }
        return [CustomDrawing { canvas, frame, environment in
            let bar = Rect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
            canvas.fill(CanvasPath(capsuleIn: bar), with: .solid(track))
            if fraction > 0 {
                // Filled from the leading edge: the right one in right-to-left layouts, as UIProgressView does.
                let width = max(4, bar.width * fraction)
                let x = environment.layoutDirection == .rightToLeft ? bar.maxX - width : bar.minX
                canvas.fill(CanvasPath(capsuleIn: Rect(x: x, y: bar.minY, width: width, height: 4)), with: .solid(tint))
            }
        }.frame(minWidth: 0, maxWidth: .infinity, minHeight: 4, maxHeight: 4).accessibilityElement(label: "", value: accessibilityPercent(fraction), traits: .updatesFrequently)]
    }
}
