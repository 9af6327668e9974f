import Canvas
import Widgets

/// How rows draw, set with `listRowBackground`, `listRowInsets` and `listRowSeparator` on a row, or on a
/// section or list for all its rows (as SwiftUI's row traits flow down).
struct ListRowSettings {
    /// What is drawn behind the row, in place of the cell background.
    var background: AnyView?
    /// The row's content margins, in place of the default 11 / 20 / 11 / 20.
    var insets: EdgeInsets?
    /// Whether the separator above the row is hidden.
    var hidesSeparatorAbove = false
    /// Whether the separator below the row is hidden.
    var hidesSeparatorBelow = false
}

/// A row built with settings of its own (the settings a row modifier gave it).
final class ListRowSettingsNode: SingleChildModifier {
    let settings: ListRowSettings
    init(_ settings: ListRowSettings, _ child: Node) { self.settings = settings; super.init(child: child) }
}

extension View {
    /// Draws `view` behind this row (or every row of this section or list) instead of the cell's background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return rowSetting { $0.background = background }
    }
    /// Sets this row's content margins (nil: the default).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { rowSetting { $0.insets = insets } }
    /// Shows or hides the separators of this row (or of the rows of this section or list) on `edges`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        rowSetting {
            let hidden = visibility == .hidden
            if edges.contains(.top) { $0.hidesSeparatorAbove = hidden }
            if edges.contains(.bottom) { $0.hidesSeparatorBelow = hidden }
        }
    }
    /// Shows or hides the separators at this section's top and bottom edges. iOS draws them in plain lists
    /// only (an inset-grouped section is a card, with none), so there nothing changes; in a plain list the
    /// change is not drawn yet, and the rendering warns.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        wrapped { node, context in
            if context.environment.listStyle == .plain, visibility == .hidden {
                context.diagnostics.warn("listSectionSeparator(.hidden) in a plain list is not drawn yet: the section's edge separators are drawn")
            }
            return node
        }
    }

    /// Hides or shows the background of a list or scroll view here (`.hidden`: the views behind show).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environmentChanged { $0.hidesScrollContentBackground = visibility == .hidden }
    }

    /// This view's rows built with `change` applied to their settings: for the rows below (a section's or
    /// list's) through the environment, and for this row itself by marking its node.
    private func rowSetting(_ change: @escaping (inout ListRowSettings) -> Void) -> some View {
        _NodeModifier(content: self, environment: { change(&$0.listRowSettings) }, wrap: { node, context in
            // A section or list carries the settings to its rows through the environment.
            guard context.place.isInList, !(node is ListSectionNode) else { return node }
            var settings = (node as? ListRowSettingsNode)?.settings ?? context.environment.listRowSettings
            change(&settings)
            return ListRowSettingsNode(settings, (node as? ListRowSettingsNode)?.children[0] ?? node)
        })
    }
}

/// How prominent a section's header is (SwiftUI's `Prominence`).
public enum Prominence: Hashable, Sendable {
    /// The list's own header look.
    case standard
    /// A larger, bolder header.
    case increased
}

extension View {
    /// How prominent the section headers inside are. `.increased` is not drawn yet (the headers keep the
    /// list's own look): a warning.
    public func headerProminence(_ prominence: Prominence) -> some View {
        warningWhenBuilt(prominence == .increased ? "headerProminence(.increased) is not drawn yet: section headers keep the list's own look" : nil)
    }
}
