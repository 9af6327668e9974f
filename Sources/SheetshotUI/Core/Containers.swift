import Widgets

/// No view at all.
public struct EmptyView {
    /// No view.
    public init() {}
}

extension EmptyView: View, PrimitiveView {
    public typealias Body = Never
    func makeNodes(in context: ViewContext) -> [Node] { [] }
}

/// A view of any type, for returning different views from one place.
public struct AnyView {
    private let view: any View
    /// Wraps `view`.
    public init<V: View>(_ view: V) { self.view = view }
    /// Wraps `view`, or nil when it is not a view.
    public init?(erasing view: Any) {
        guard let v = view as? any View else { return nil }
        self.view = v
    }
}

extension AnyView: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    func makeNodes(in context: ViewContext) -> [Node] { SheetshotUI.makeNodes(view, in: context) }
}

/// Several views as one, for applying modifiers to each (the container they are in lays them out).
public struct Group<Content: View>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let content: Content
    /// The views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(in context: ViewContext) -> [Node] { SheetshotUI.makeNodes(content, in: context) }
}

/// A view for each element of a collection, identified by `id`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The elements.
    public var data: Data
    /// The view of one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    /// A view for each element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.id = id; self.content = content
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        // The subviews of a view (`ForEach(subviews:content:)`) are built here, in this ForEach's place.
        if let source = data as? SubviewSource, let make = content as? (Subview) -> Content {
            return ForEach<SubviewsCollection, Subview.ID, Content>(source.subviews(in: context), id: \.id, content: make).makeNodes(in: context)
        }
        // In a picker's options, an element's view that sets no tag of its own is tagged with the
        // element's id, as SwiftUI tags `ForEach` rows.
        if let tags = context.collectors.tags {
            for element in data {
                let before = tags.options.count
                _ = SheetshotUI.makeNodes(content(element), in: context)
                if tags.options.count == before { tags.options.append((AnyHashable(element[keyPath: id]), AnyView(content(element)))) }
            }
            return []
        }
        // In a session each element's views are identified by the element's id, not its place, so state
        // follows the element when others are inserted or removed before it.
        // Each row is a slot: an element inserted comes in, one removed leaves from its place.
        // In a lazy container only the rows that can show are built (see LazyRows.swift); a row's own
        // views are not rows of the container.
        var context = context
        let shown = context.place.lazyBudget.map { data.prefix($0.take(data.count)) } ?? data[...]
        context.place.lazyBudget = nil
        warnOfRepeatedIDs(in: shown, context)
        guard context.isInSession else { return shown.flatMap { SheetshotUI.makeNodes(content($0), in: context) } }
        var rows: [(order: [Int], nodes: [Node])] = []
        for (index, element) in shown.enumerated() {
            rows.append(([index], row(element, in: context, order: [index])))
        }
        return context.withLeaving(rows)
    }

    /// Warns, as SwiftUI does, when an id occurs more than once: those elements share one identity (and in a
    /// session one set of state).
    private func warnOfRepeatedIDs(in data: Data.SubSequence, _ context: ViewContext) {
        var seen = Set<ID>()
        seen.reserveCapacity(data.count)
        for element in data where !seen.insert(element[keyPath: id]).inserted {
            context.diagnostics.warn("ForEach<\(Data.self), \(ID.self), …>: the ID \(String(describing: element[keyPath: id]).prefix(200)) occurs multiple times "
                                     + "within the collection, this will give undefined results! (its elements share one identity and one @State)")
            return
        }
    }

    /// The nodes of `element`'s view, in the slot of its id.
    private func row(_ element: Data.Element, in context: ViewContext, order: [Int]) -> [Node] {
        let key = context.place.identity + "/[" + ViewContext.identityKey(of: element[keyPath: id]) + "]"
        let view = content(element)
        return context.slot(key, of: context.place.identity, order: order) { outer in
            var inner = outer
            inner.place.identity = key
            inner.place.children = ChildCounter()
            return SheetshotUI.makeNodes(view, in: inner)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each number of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
