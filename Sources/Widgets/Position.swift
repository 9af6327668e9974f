import Canvas

/// Places a child's centre at a point of its own frame (SwiftUI's `position(x:y:)`): the node takes all the
/// space it is offered (the child's size where a dimension is unspecified), and the child keeps the size it
/// answers to the same proposal.
public final class Position: Node {
    /// The point the child's centre is placed at, in the node's own coordinates (points).
    public var x: Double { didSet { invalidateLayout() } }
    /// The point the child's centre is placed at, down (points).
    public var y: Double { didSet { invalidateLayout() } }

    /// `child` centred at (x, y); a coordinate that is not finite counts as 0.
    public init(x: Double, y: Double, _ child: Node) {
        self.x = x.isFinite ? x : 0; self.y = y.isFinite ? y : 0
        super.init(children: [child])
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        proposal.replacingUnspecified(with: children[0].sizeThatFits(proposal, in: environment))
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        let size = children[0].sizeThatFits(proposal, in: environment)
        let rect = Rect(x: bounds.minX + x - size.width / 2, y: bounds.minY + y - size.height / 2, width: size.width, height: size.height)
        children[0].place(in: rect, proposal: proposal, environment: environment)
    }
}
