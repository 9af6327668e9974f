import Canvas
import Widgets

/// The top or bottom edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        /// Edges of raw value `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge; the bottom edge; both.
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// A view with a bar along one of its edges that narrows its safe area (SwiftUI's `safeAreaInset`): the
/// bar takes its ideal length at the edge; the view is laid out in what is left (less `spacing`), and
/// what in it ignores the safe area extends under the bar to the screen's edge, as a scrolling list's
/// background does.
final class SafeAreaInsetNode: Node {
    let edge: Edge, crossAlignment: Alignment, spacing: Double

    /// `children[0]` is the view, `children[1]` the bar.
    init(edge: Edge, crossAlignment: Alignment, spacing: Double, content: Node, inset: Node) {
        self.edge = edge; self.crossAlignment = crossAlignment; self.spacing = spacing
        super.init(children: [content, inset])
    }

    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The bar's size for `proposal`.
    private func barSize(_ proposal: ProposedSize, _ environment: Widgets.Environment) -> Size {
        children[1].sizeThatFits(isVertical ? ProposedSize(width: proposal.width, height: nil) : ProposedSize(width: nil, height: proposal.height),
                                 in: environment)
    }

    /// The proposal left for the view once the bar of `bar` size and the spacing are taken.
    private func contentProposal(_ proposal: ProposedSize, bar: Size) -> ProposedSize {
        isVertical ? ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar.height - spacing) })
                   : ProposedSize(width: proposal.width.map { max(0, $0 - bar.width - spacing) }, height: proposal.height)
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        let bar = barSize(proposal, environment)
        let content = children[0].sizeThatFits(contentProposal(proposal, bar: bar), in: environment)
        return isVertical ? Size(max(content.width, bar.width), content.height + bar.height + spacing)
                          : Size(content.width + bar.width + spacing, max(content.height, bar.height))
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        let bar = barSize(proposal, environment)
        let rtl = environment.layoutDirection == .rightToLeft
        // The physical side the bar is on.
        let onLeft = (edge == .leading) != rtl, band: Rect, rest: Rect
        switch edge {
        case .top:
            band = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bar.height)
            rest = Rect(x: bounds.minX, y: band.maxY + spacing, width: bounds.width, height: max(0, bounds.height - bar.height - spacing))
        case .bottom:
            band = Rect(x: bounds.minX, y: bounds.maxY - bar.height, width: bounds.width, height: bar.height)
            rest = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - bar.height - spacing))
        case .leading, .trailing:
            let x = onLeft ? bounds.minX : bounds.maxX - bar.width
            band = Rect(x: x, y: bounds.minY, width: bar.width, height: bounds.height)
            let restWidth = max(0, bounds.width - bar.width - spacing)
            rest = Rect(x: onLeft ? bounds.maxX - restWidth : bounds.minX, y: bounds.minY, width: restWidth, height: bounds.height)
        }
        children[1].place(in: crossAlignment.rect(of: bar, in: band, environment),
                          proposal: isVertical ? ProposedSize(width: proposal.width, height: nil) : ProposedSize(width: nil, height: proposal.height),
                          environment: environment)
        var inner = environment
        if var screen = environment.screen {
            let edges = screen.bounds
            switch edge {
            case .top: screen.safeArea.top = max(screen.safeArea.top, rest.minY - edges.minY)
            case .bottom: screen.safeArea.bottom = max(screen.safeArea.bottom, edges.maxY - rest.maxY)
            case .leading, .trailing:
                if onLeft { screen.safeArea.left = max(screen.safeArea.left, rest.minX - edges.minX) }
                else { screen.safeArea.right = max(screen.safeArea.right, edges.maxX - rest.maxX) }
            }
            inner.screen = screen
        }
        children[0].place(in: rest, proposal: contentProposal(proposal, bar: bar), environment: inner)
    }

    override var kind: String { "SafeAreaInset" }
}

extension View {
    /// `content` as a bar along the top or bottom edge of this view, the view's safe area narrowed by it
    /// (and `spacing`; nil: none), the bar aligned across by `alignment`.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let bar = content()
        return _SafeAreaInsetView(content: self, bar: bar, edge: edge == .top ? .top : .bottom,
                                  alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing.map(Double.init) ?? 0)
    }

    /// `content` as a bar along the leading or trailing edge of this view, the view's safe area narrowed by
    /// it (and `spacing`; nil: none), the bar aligned across by `alignment`.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let bar = content()
        return _SafeAreaInsetView(content: self, bar: bar, edge: edge == .leading ? .leading : .trailing,
                                  alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing.map(Double.init) ?? 0)
    }
}

/// A view with a safe-area bar (see `safeAreaInset(edge:alignment:spacing:content:)`).
public struct _SafeAreaInsetView<Content: View, Bar: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content, bar: Bar, edge: Edge, alignment: Alignment, spacing: Double

    func makeNodes(in context: ViewContext) -> [Node] {
        [SafeAreaInsetNode(edge: edge, crossAlignment: alignment, spacing: spacing,
                           content: makeNode(content, in: context), inset: makeNode(bar, in: context))]
    }
}
