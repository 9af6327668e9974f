import Canvas

/// Gives a child its ideal size on one or both axes whatever it is offered (SwiftUI's `fixedSize`): the
/// child is asked for its size with those axes unspecified, and keeps it — so a text stays on one line, or
/// shows all its lines — even where that overflows the space around it (the child is centred on the space
/// it was given).
public final class FixedSize: SingleChildModifier {
    /// Whether the width is the child's ideal one.
    public var horizontal: Bool { didSet { invalidateLayout() } }
    /// Whether the height is the child's ideal one.
    public var vertical: Bool { didSet { invalidateLayout() } }

    /// `child` at its ideal size on the chosen axes.
    public init(horizontal: Bool = true, vertical: Bool = true, _ child: Node) {
        self.horizontal = horizontal; self.vertical = vertical
        super.init(child: child)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        children[0].sizeThatFits(childProposal(proposal), in: environment)
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        let inner = childProposal(proposal)
        let size = children[0].sizeThatFits(inner, in: environment)
        children[0].place(in: Alignment.center.rect(of: size, in: bounds, environment), proposal: inner, environment: environment)
    }

    override public var dumpDetails: String { horizontal && vertical ? "" : horizontal ? "horizontal" : "vertical" }
}

extension Node {
    /// This node at its ideal size on the chosen axes (SwiftUI's `fixedSize`).
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> FixedSize { FixedSize(horizontal: horizontal, vertical: vertical, self) }
}
