import Canvas
import Widgets

/// Tabs with a tab bar (SwiftUI's `TabView`), drawn as iOS 17 draws one on iPhone: the selected tab's
/// content over a 49-point bar (extended through the bottom safe area) with a hairline on top; each item
/// is its `tabItem` label — the icon (its filled variant, as iOS shows tab symbols) over a 10-point title —
/// tinted when selected, grey otherwise. The
/// selection is `selection`'s value matched against each tab's `tag`, else the first tab.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs of the views `content` builds, the one shown bound to `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.selection = selection; self.content = content() }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let collector = TabCollector()
        var inner = context
        inner.tabs = collector
        let built = SheetshotUI.makeNodes(content, in: inner)
        // Each top-level view is a tab (with or without a tabItem).
        let tabs = built.map { node -> (content: Node, item: TabItemNode?, tag: AnyHashable?) in
            var n = node, tag: AnyHashable?
            if let tagged = n as? TabTagNode { tag = tagged.tag; n = tagged.children[0] }
            if let item = n as? TabItemNode { return (item.children[0], item, tag ?? item.tag) }
            return (n, nil, tag)
        }
        guard !tabs.isEmpty else { return [] }
        let chosen = selection.map { AnyHashable($0.wrappedValue) }
        let selectedIndex = tabs.firstIndex { chosen != nil && $0.tag == chosen } ?? 0
        let tint = env.tint ?? .accentColor, grey = Color(uiColor: .systemGray)
        let items: [Node] = tabs.enumerated().map { i, tab in
            let color = i == selectedIndex ? tint : grey
            let itemContext = context.with { $0.foregroundStyle = AnyShapeStyle(color); $0.lineLimit = 1; $0.symbolVariants = .fill }
            // VoiceOver reads an item by its title; the icon is decoration.
            let icon = tab.item.map { item in item.icon.map { SheetshotUI.makeNode($0.font(.system(size: 22)), in: itemContext).accessibilityHidden() } } ?? nil
            let title = tab.item?.title.map { SheetshotUI.makeNode($0.font(.system(size: 10, weight: .medium)), in: itemContext) }
            return Widgets.VStack(alignment: .center, spacing: 3) { [icon, title].compactMap { $0 } }
                .frame(maxWidth: .infinity)
                .accessibilityElement(traits: i == selectedIndex ? [.isButton, .isSelected] : .isButton)
        }
        let barFill = CanvasColor(rgba: env.colorScheme == .dark ? 0x1616_16F0 : 0xF9F9_F9F0)
        let hairline = UIColor.separator.resolved(in: env.colorScheme)
        let barBackground = IgnoringSafeArea(.bottom, Widgets.VStack(spacing: 0) {
            Widgets.Shape(.rectangle, fill: .color(hairline)).frame(height: 1.0 / 3)
            Widgets.Shape(.rectangle, fill: .color(barFill))
        })
        let bar = Decorated(content: Widgets.HStack(alignment: .center, spacing: 0) { items }.frame(height: 49),
                            decoration: barBackground, behind: true)
        let page = Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center, tabs[selectedIndex].content)
        return [Widgets.VStack(spacing: 0) { [page, bar] }]
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs of the views `content` builds, the first shown.
    public init(@ViewBuilder content: () -> Content) { self.init(selection: nil, content: content) }
}

/// Collects a tab view's tabs (marks that views are built as tabs).
@MainActor final class TabCollector {}

/// A tab's content with its bar item.
final class TabItemNode: SingleChildModifier {
    let icon: AnyView?
    let title: AnyView?
    var tag: AnyHashable?
    init(icon: AnyView?, title: AnyView?, _ child: Node) { self.icon = icon; self.title = title; super.init(child: child) }
}

/// A tab's content with the tag it is selected by.
final class TabTagNode: SingleChildModifier {
    let tag: AnyHashable
    init(tag: AnyHashable, _ child: Node) { self.tag = tag; super.init(child: child) }
}

extension View {
    /// The tab bar item of this tab: a `Label` (icon over title), a `Text` or an `Image`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = label()
        return wrapped { node, context in
            guard context.tabs != nil else { return node }
            var icon: AnyView?, title: AnyView?
            if let labelled = item as? any TabItemLabel { (icon, title) = labelled.parts }
            else if item is Image { icon = AnyView(item) }
            else { title = AnyView(item) }
            return TabItemNode(icon: icon, title: title, node)
        }
    }
}

/// A label that splits into a tab item's icon and title.
@MainActor protocol TabItemLabel { var parts: (icon: AnyView?, title: AnyView?) { get } }

extension Label: TabItemLabel {
    var parts: (icon: AnyView?, title: AnyView?) { (AnyView(icon), AnyView(title)) }
}
