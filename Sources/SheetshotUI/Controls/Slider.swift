import Canvas
import Widgets

/// A value chosen along a track (SwiftUI's `Slider`): a 4-point track, the tint up to the value, a white
/// 27-point thumb with iOS's shadow.
public struct Slider: View, PrimitiveView {
    public typealias Body = Never
    var fraction: Double
    /// The views drawn at the minimum and maximum ends, if given.
    var ends: (AnyView, AnyView)?

    /// A slider bound to `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let offset = Double(value.wrappedValue - bounds.lowerBound)
        fraction = span > 0 && offset.isFinite ? min(1, max(0, offset / span)) : 0
    }
    /// A slider bound to `value` in `bounds`, moving in steps of `step` (the thumb drawn at the value).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }
    /// A slider with a label (iOS does not show a slider's label; VoiceOver reads it).
    public init<V: BinaryFloatingPoint, L: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                 @ViewBuilder label: () -> L) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }
    /// A slider with steps and a label.
    public init<V: BinaryFloatingPoint, L: View>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                 @ViewBuilder label: () -> L) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }
    /// A slider with a label and labels for its ends (iOS draws the ends' views beside the track).
    public init<V: BinaryFloatingPoint, L: View, Low: View, High: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> L,
        @ViewBuilder minimumValueLabel: () -> Low, @ViewBuilder maximumValueLabel: () -> High,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
        ends = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }
    /// A slider with text labels at its ends and a label (iOS 13's form, the end labels given as values).
    public init<V: BinaryFloatingPoint, L: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> L) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
        ends = (AnyView(minimumValueLabel), AnyView(maximumValueLabel))
    }
    /// A slider bound to `value` with an editing callback (never called in a picture).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        if let (low, high) = ends {
            // The end labels beside the track, as UISlider draws its minimum and maximum images.
            var track = self
            track.ends = nil
            return SheetshotUI.makeNodes(HStack(spacing: 8) { low; track; high }, in: context)
        }
        let env = context.environment
        let tint = (env.tint ?? .accentColor).resolved(in: env)
        let track = UIColor.systemFill.resolved(in: env)
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
