import Canvas

/// Shows the first child whose ideal size fits the proposal along the chosen axes (SwiftUI's `ViewThatFits`);
/// the others are laid out at no size and not drawn.
public final class FirstThatFits: Node {
    /// The axes along which a child must fit.
    public let horizontal: Bool, vertical: Bool

    /// Shows the first of `children` that fits along the chosen axes (the last when none does).
    public init(horizontal: Bool, vertical: Bool, _ children: [Node]) {
        self.horizontal = horizontal; self.vertical = vertical
        super.init(children: children)
    }

    /// The index of the child shown for `proposal`.
    public func chosen(_ proposal: ProposedSize, _ environment: Environment) -> Int? {
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

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        guard let index = chosen(proposal, environment) else { return .zero }
        return children[index].sizeThatFits(proposal, in: environment)
    }

    private var shown: Int?

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        shown = chosen(proposal, environment)
        for (index, child) in children.enumerated() {
            if index == shown {
                child.place(in: bounds, proposal: proposal, environment: environment)
            } else {
                child.place(in: Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0), proposal: .zero, environment: environment)
            }
        }
    }

    override public func draw(on canvas: Canvas, environment: Environment) {
        if let shown { children[shown].draw(on: canvas, environment: environment) }
    }

    override public var kind: String { "ViewThatFits" }
    override public var dumpDetails: String { shown.map { "showing \($0 + 1) of \(children.count)" } ?? "" }
}
