import Canvas
import Widgets

/// The first of its views that fits (SwiftUI's `ViewThatFits`): each view in order is asked for its ideal
/// size along the constrained axes, and the first whose ideal size fits the space offered is shown — the
/// last when none fits.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// The first of the views `content` builds that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        [Widgets.FirstThatFits(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                               SheetshotUI.makeNodes(content, in: context))]
    }
}
