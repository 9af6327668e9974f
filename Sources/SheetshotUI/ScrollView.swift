import Canvas
import Widgets

/// Content that scrolls along an axis (SwiftUI's `ScrollView`), shown at rest: scrolled to its start,
/// clipped to the scroll view, no indicators (iOS hides them at rest).
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Content scrolling along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let nodes = SheetshotUI.makeNodes(content, in: context)
        let stack: Node = axes.contains(.horizontal) && !axes.contains(.vertical)
            ? Widgets.HStack(spacing: defaultStackSpacing) { nodes } : Widgets.VStack(spacing: defaultStackSpacing) { nodes }
        return [ScrollingNode(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical) || axes.isEmpty, stack)]
    }
}

/// An axis of a layout.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits.
        public let rawValue: Int8
        /// Axes from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Single axes.
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

/// A child offered unlimited length along the scrolling axes, placed at its start, clipped to the frame.
final class ScrollingNode: Node {
    let horizontal: Bool, vertical: Bool

    init(horizontal: Bool, vertical: Bool, _ child: Node) {
        self.horizontal = horizontal; self.vertical = vertical
        super.init(children: [child])
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        let content = children[0].sizeThatFits(inner(proposal), in: environment)
        // Along a scrolling axis the scroll view takes what it is offered; across, its content's size.
        return Size(horizontal ? (proposal.width ?? content.width) : content.width, vertical ? (proposal.height ?? content.height) : content.height)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        let p = inner(ProposedSize(bounds.size))
        let content = children[0].sizeThatFits(p, in: environment)
        // At rest a horizontal scroll view shows its leading end.
        let x = horizontal && environment.layoutDirection == .rightToLeft ? bounds.maxX - content.width : bounds.minX
        children[0].place(in: Rect(x: x, y: bounds.minY, width: content.width, height: content.height), proposal: p, environment: environment)
    }

    override func draw(on canvas: Canvas, environment: Widgets.Environment) {
        canvas.withSavedState {
            canvas.clip(to: frame)
            children[0].draw(on: canvas, environment: environment)
        }
    }

    override var clipsHitTesting: Bool { true }
    override var kind: String { "ScrollView" }
}
