import Widgets

/// A list row with a badge: the row's content, then the badge's text at the trailing edge in the secondary
/// colour, as iOS draws `.badge` on a list row. Outside a list (where iOS shows badges only on tab items
/// and toolbar items) the content alone.
public struct _BadgedView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let badge: Text?

    func makeNodes(in context: ViewContext) -> [Node] {
        guard context.place.isInList, let badge else { return SheetshotUI.makeNodes(content, in: context) }
        let row = HStack(spacing: 0) {
            content
            Spacer(minLength: 8)
            badge.foregroundStyle(.secondary)
        }
        return SheetshotUI.makeNodes(row, in: context)
    }
}

extension View {
    /// A badge at the row's trailing edge when the view is a list row (SwiftUI's `badge(_:)`); nil shows none.
    public func badge(_ label: Text?) -> _BadgedView<Self> { _BadgedView(content: self, badge: label) }
    /// A count badge at the row's trailing edge; zero shows none, as in SwiftUI.
    public func badge(_ count: Int) -> _BadgedView<Self> {
        _BadgedView(content: self, badge: count == 0 ? nil : Text(verbatim: "\(count)"))
    }
    /// A badge of `label` at the row's trailing edge; nil shows none.
    @_disfavoredOverload public func badge<S: StringProtocol>(_ label: S?) -> _BadgedView<Self> {
        _BadgedView(content: self, badge: label.map { Text($0) })
    }
    /// A badge of the localized `key` at the row's trailing edge; nil shows none.
    @_disfavoredOverload
    public func badge(_ key: LocalizedStringKey?) -> _BadgedView<Self> {
        _BadgedView(content: self, badge: key.map { Text($0) })
    }
}
