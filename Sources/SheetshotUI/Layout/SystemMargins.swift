import Canvas
import Widgets

/// UIKit's side margins for content that follows the system's (inset-grouped list sections, their headers
/// and footers): 16 points in a view up to 375 points wide, 20 in a wider one (iPhone 12 and later, Plus
/// and Max phones, iPad) — decided by the width the node is offered, as UIKit decides by the view's.
final class SystemMargins: Node {
    /// The margin on each side for a view `width` points wide (nil: not known yet, the narrow one).
    static func margin(forWidth width: Double?) -> Double {
        guard let width, width.isFinite else { return 16 }
        return width > 375 ? 20 : 16
    }

    init(_ child: Node) { super.init(children: [child]) }

    override var kind: String { "SystemMargins" }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        let margin = Self.margin(forWidth: proposal.width)
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - 2 * margin) }, height: proposal.height)
        let size = children[0].sizeThatFits(inner, in: environment)
        return Size(size.width + 2 * margin, size.height)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        let margin = Self.margin(forWidth: proposal.width)
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - 2 * margin) }, height: proposal.height)
        let rect = Rect(x: bounds.minX + margin, y: bounds.minY, width: max(0, bounds.width - 2 * margin), height: bounds.height)
        children[0].place(in: rect, proposal: inner, environment: environment)
    }

    override func textBaseline(first: Bool, size: Size, in environment: Widgets.Environment) -> Double {
        children[0].textBaseline(first: first, size: Size(max(0, size.width - 2 * Self.margin(forWidth: size.width)), size.height), in: environment)
    }
}
