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
        [ViewThatFitsNode(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                          SheetshotUI.makeNodes(content, in: context))]
    }
}

/// Shows the first child whose ideal size fits the proposal along the chosen axes; the others are laid
/// out at no size and not drawn.
final class ViewThatFitsNode: Node {
    let horizontal: Bool, vertical: Bool

    init(horizontal: Bool, vertical: Bool, _ children: [Node]) {
        self.horizontal = horizontal; self.vertical = vertical
        super.init(children: children)
    }

    /// The index of the child shown for `proposal`.
    func chosen(_ proposal: ProposedSize, _ environment: Widgets.Environment) -> Int? {
        guard !children.isEmpty else { return nil }
        let tolerance = 0.5 / environment.displayScale
        for (index, child) in children.enumerated() {
            let ideal = child.sizeThatFits(ProposedSize(width: horizontal ? nil : proposal.width,
                                                        height: vertical ? nil : proposal.height), in: environment)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + tolerance } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + tolerance } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return children.count - 1
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        guard let index = chosen(proposal, environment) else { return .zero }
        return children[index].sizeThatFits(proposal, in: environment)
    }

    private var shown: Int?

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        shown = chosen(proposal, environment)
        for (index, child) in children.enumerated() {
            if index == shown {
                child.place(in: bounds, proposal: proposal, environment: environment)
            } else {
                child.place(in: Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0), proposal: .zero, environment: environment)
            }
        }
    }

    override func draw(on canvas: Canvas, environment: Widgets.Environment) {
        if let shown { children[shown].draw(on: canvas, environment: environment) }
    }

    override var kind: String { "ViewThatFits" }
    override var dumpDetails: String { shown.map { "showing \($0 + 1) of \(children.count)" } ?? "" }
}
