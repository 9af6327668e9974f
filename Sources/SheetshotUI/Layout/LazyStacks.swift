import Widgets

/// Which views a lazy stack keeps pinned while scrolling (SwiftUI's `PinnedScrollableViews`); accepted —
/// a still picture shows the stack scrolled to its top, where pinned headers sit where they are anyway.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The views as bits.
    public let rawValue: UInt32
    /// Views from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that builds its views as they scroll into sight (SwiftUI's `LazyVStack`): in a vertical scroll
/// view, drawn at rest, its `ForEach` rows are built up to three screens down (see `List`); unlike
/// `VStack`, the stack takes the whole width it is offered, its views aligned in it.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    /// A lazy column of the views `content` builds, aligned across by `alignment`, `spacing` apart.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func makeNodes(in context: ViewContext) -> [Node] {
        let rows = context.lazyRows(along: .vertical, rowLength: max(1, spacing.map(Double.init) ?? defaultStackSpacing),
                                    scrolls: context.place.scrollAxes.contains(.vertical))
        let children = SheetshotUI.makeNodes(content, in: rows)
        let column = Widgets.VStack(alignment: alignment, spacing: spacing.map { context.length($0, "stack spacing") } ?? defaultStackSpacing) { children }
        if spacing == nil { column.gaps = defaultGaps(children, along: .vertical, scale: Double(context.environment.displayScale)) }
        return [Widgets.Frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .top), column)]
    }
}

/// A row that builds its views as they scroll into sight (SwiftUI's `LazyHStack`): in a horizontal scroll
/// view its `ForEach` items are built up to three screens along; unlike `HStack`, the stack takes the whole
/// height it is offered, its views aligned in it.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    /// A lazy row of the views `content` builds, aligned across by `alignment`, `spacing` apart.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func makeNodes(in context: ViewContext) -> [Node] {
        let rows = context.lazyRows(along: .horizontal, rowLength: max(1, spacing.map(Double.init) ?? defaultStackSpacing),
                                    scrolls: context.place.scrollAxes.contains(.horizontal))
        let children = SheetshotUI.makeNodes(content, in: rows)
        let row = Widgets.HStack(alignment: alignment, spacing: spacing.map { context.length($0, "stack spacing") } ?? defaultStackSpacing) { children }
        if spacing == nil { row.gaps = defaultGaps(children, along: .horizontal, scale: Double(context.environment.displayScale)) }
        return [Widgets.Frame(maxHeight: .infinity, alignment: Alignment(horizontal: .leading, vertical: alignment), row)]
    }
}
