import Canvas
import Widgets

/// Rows in sections, scrolling (SwiftUI's `List`), drawn as iOS 17 draws an inset-grouped list (the
/// default on iPhone) or a plain one: rows at least 44 points tall with 20-point content margins, hairline
/// separators aligned with the content, sections as rounded cards on the grouped background with their
/// headers in small capitals above. A list is drawn at rest, scrolled to its top: as iOS makes only the cells
/// near the screen, its `ForEach` rows are built until they reach three screens (each at least the minimum
/// row height), so a list of 100,000 rows costs what one of fifty does; rows past that are in no picture,
/// dump or tap.
public struct List<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A list of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A list whose chosen row is bound to `selection` (on iPhone a selection shows only while editing: at
    /// rest the rows are drawn unselected).
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// A list whose chosen rows are bound to `selection` (drawn unselected at rest, as on iPhone).
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let style = context.environment.listStyle
        var inList = context.lazyRows(along: .vertical, rowLength: Double(context.environment.defaultMinListRowHeight), scrolls: true)
        inList.collectors.navigationBar = context.collectors.navigationBar
        inList.place.isInList = true
        inList.place.scrollAxes = .vertical
        let nodes = SheetshotUI.makeNodes(content, in: inList)
        // Rows outside any Section form sections of their own, in order.
        var sections: [Node] = [], loose: [Node] = []
        func flush() {
            if !loose.isEmpty { sections.append(ListLayout.section(header: nil, rows: loose, in: context)); loose = [] }
        }
        for node in nodes {
            if node is ListSectionNode { flush(); sections.append(node) } else { loose.append(node) }
        }
        flush()
        let background = ListLayout.background(style, context.environment)
        let column = Widgets.VStack(alignment: .leading, spacing: style == .plain ? 0 : 35) { sections }
            .padding(DirectionalInsets(top: style == .plain ? 0 : 18, leading: 0, bottom: 20, trailing: 0))
        let scrolling = ScrollingNode(horizontal: false, vertical: true, Widgets.Frame(maxWidth: .infinity, alignment: .top, column))
        let backdrop = IgnoringSafeArea(.all, Widgets.Shape(.rectangle, fill: .color(background)))
        return [Decorated(content: scrolling, decoration: backdrop, behind: true)]
    }
}

extension List {
    /// A list of a row for each element of `data`, identified by the key path `id` (SwiftUI's
    /// `List(_:id:rowContent:)`).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of a row for each element of `data`, its chosen row bound to `selection` (drawn unselected).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
    /// A list of a row for each identifiable element of `data`, its chosen row bound to `selection`.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
    /// A list of a row for each identifiable element of `data`, its chosen rows bound to `selection`.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of a row for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of a row for each number of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

/// A group of rows with an optional header and footer (SwiftUI's `Section`); outside a list, its header,
/// rows and footer in a column.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent?
    let content: Content
    let footer: Footer?

    /// A section with a header and footer built by the closures.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = header(); self.footer = footer()
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        // A section's rows are rows of the lazy container it is in, even when it is built as a ForEach's row.
        var inner = context
        inner.place.lazyBudget = context.place.lazyContainerBudget
        let rows = SheetshotUI.makeNodes(content, in: inner)
        let headerNodes = header.map { SheetshotUI.makeNodes($0, in: context.with(ListLayout.headerStyle)) } ?? []
        let footerNodes = footer.map { SheetshotUI.makeNodes($0, in: context.with(ListLayout.footerStyle)) } ?? []
        guard context.place.isInList else { return headerNodes + rows + footerNodes }
        return [ListLayout.section(header: headerNodes.isEmpty ? nil : Widgets.VStack(alignment: .leading, spacing: 0) { headerNodes }.accessibilityElement(traits: .isHeader),
                                   rows: rows, footer: footerNodes.isEmpty ? nil : Widgets.VStack(alignment: .leading, spacing: 0) { footerNodes },
                                   in: context)]
    }
}

extension Section {
    /// A section with a header and footer view (iOS 13's spelling).
    @available(*, deprecated, renamed: "init(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = header; self.footer = footer
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer view (iOS 13's spelling).
    @available(*, deprecated, renamed: "init(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) { self.content = content(); header = nil; self.footer = footer }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header or footer.
    public init(@ViewBuilder content: () -> Content) { self.content = content(); header = nil; footer = nil }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled by a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content(); header = Text(titleKey); footer = nil
    }
    /// A section titled by a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content(); header = Text(title); footer = nil
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header built by `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content(); self.header = header(); footer = nil
    }
    /// A section with a header (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.content = content(); self.header = header; footer = nil }
}

extension Section where Parent == EmptyView {
    /// A section with a footer built by `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content(); header = nil; self.footer = footer()
    }
}

/// A built list section (so the list can tell sections from loose rows).
final class ListSectionNode: SingleChildModifier {
    override var kind: String { "Section" }
}

/// How lists are drawn.
public struct ListStyleKind: Hashable, Sendable {
    let name: String
    static let insetGrouped = ListStyleKind(name: "insetGrouped"), plain = ListStyleKind(name: "plain"), grouped = ListStyleKind(name: "grouped")
}

/// A list style: `.insetGrouped` (the default), `.plain`, `.grouped`.
public protocol ListStyle {
    /// How the style draws.
    var kind: ListStyleKind { get }
}
/// Sections as rounded cards on the grouped background (the iPhone default).
public struct InsetGroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: ListStyleKind { .insetGrouped }
}
/// Rows edge to edge on the system background.
public struct PlainListStyle: ListStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: ListStyleKind { .plain }
}
/// Sections on the grouped background (drawn as inset-grouped).
public struct GroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: ListStyleKind { .grouped }
}
/// The platform's default: inset-grouped.
public struct DefaultListStyle: ListStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: ListStyleKind { .insetGrouped }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards on the grouped background (the iPhone default).
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge on the system background.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Sections on the grouped background (drawn as inset-grouped).
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
/// Inset sections (iPad's and iOS 14's `InsetListStyle`; drawn as inset-grouped on iPhone).
public struct InsetListStyle: ListStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: ListStyleKind { .insetGrouped }
}
/// A sidebar's list (on iPhone, inset-grouped sections).
public struct SidebarListStyle: ListStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: ListStyleKind { .insetGrouped }
}
extension ListStyle where Self == InsetListStyle {
    /// Inset sections (drawn as inset-grouped on iPhone).
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list (inset-grouped on iPhone).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: inset-grouped.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension View {
    /// How lists in this view are drawn.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environmentChanged { $0.listStyle = style.kind; $0.isSidebarList = style is SidebarListStyle }
    }
}

extension View {
    /// Actions a swipe across this list row reveals (hidden at rest, as iOS shows a row until it is swiped;
    /// a session's drags do not swipe rows yet).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }
}
