import Widgets

// A view's subviews as a collection (iOS 18): `Group(subviews:transform:)` and `ForEach(subviews:content:)`
// give a container of the user's its content's views one by one, to count, reorder, decorate or lay out.
// Here a subview is one of the nodes the content builds (a ForEach's row, a view of a tuple), built in the
// container's context; each may be drawn once (a subview placed twice is an error naming it).

/// One of the views a view is made of (SwiftUI's `Subview`), drawn where it is placed.
public struct Subview: View, PrimitiveView, Identifiable {
    public typealias Body = Never
    /// A subview's identity: its place among its siblings.
    public struct ID: Hashable, Sendable {
        let index: Int
    }
    /// The subview's identity.
    public let id: ID
    let node: Node

    func makeNodes(in context: ViewContext) -> [Node] { [node] }
}

/// The subviews of a view (SwiftUI's `SubviewsCollection`): a collection of `Subview`s, and as a view the
/// subviews one after another.
public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    public typealias Body = Never
    // (Read on the main actor only, where views are built: the collection is a view's argument there.)
    let subviews: [Subview]
    /// The first subview's index.
    public nonisolated var startIndex: Int { subviews.startIndex }
    /// One past the last subview's index.
    public nonisolated var endIndex: Int { subviews.endIndex }
    /// The subview at `position`.
    public nonisolated subscript(position: Int) -> Subview { subviews[position] }

    /// The subviews of `base`, built in `context`.
    @MainActor init<Base: View>(of base: Base, in context: ViewContext) {
        subviews = SheetshotUI.makeNodes(base, in: context).enumerated().map { Subview(id: Subview.ID(index: $0.offset), node: $0.element) }
    }

    func makeNodes(in context: ViewContext) -> [Node] { subviews.map(\.node) }
}

/// A view made from the subviews of another (SwiftUI's `GroupElementsOfContent`, what
/// `Group(subviews:transform:)` makes).
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    func makeNodes(in context: ViewContext) -> [Node] {
        SheetshotUI.makeNodes(transform(SubviewsCollection(of: subviews, in: context)), in: context)
    }
}

extension Group {
    /// A group made by `transform` from the subviews of `view` (iOS 18).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}

/// The subviews of a view, for a `ForEach` (SwiftUI's `ForEachSubviewCollection`): built where the
/// `ForEach` is built.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let base: AnyView
    /// None before they are built: the `ForEach` builds them in its place.
    public var startIndex: Int { 0 }
    /// None before they are built.
    public var endIndex: Int { 0 }
    /// Never called: the collection is empty until its `ForEach` builds it.
    public subscript(position: Int) -> Subview { fatalError("ForEachSubviewCollection has no elements before it is built") }
}

/// A collection whose elements are built in the place of the `ForEach` that shows them.
protocol SubviewSource {
    @MainActor func subviews(in context: ViewContext) -> SubviewsCollection
}

extension ForEachSubviewCollection: SubviewSource {
    @MainActor func subviews(in context: ViewContext) -> SubviewsCollection { SubviewsCollection(of: base, in: context) }
}

extension ForEach {
    /// A view for each subview of `view` (iOS 18).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(base: AnyView(view)), id: \.id, content: content)
    }
}
