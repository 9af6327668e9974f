import Widgets

/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder`: several views, `if`/`else`,
/// `switch`, `if let`, optionals and availability checks.
@resultBuilder
public enum ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }
    /// A view statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(.first(first))
    }
    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(.second(second))
    }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views built by a `ViewBuilder`, laid out by the container they are in.
public struct TupleView<T> {
    /// The views.
    public var value: T
    /// What lists the views a value of `T` holds: a type, so that two tuple views of one type hold the same
    /// bytes (a body kept for a view that holds one is reused while its views are unchanged).
    private let lister: any TupleListing.Type

    /// The views given, as one (what `ViewBuilder` makes of several views): listed through their parameter
    /// pack, each with its own type.
    public init<each V: View>(_ views: repeat each V) where T == (repeat each V) {
        value = (repeat each views)
        lister = PackLister<repeat each V>.self
    }

    /// The views `value` holds, a tuple of a shape not known here: its elements that are views are found
    /// by reflection.
    @available(*, deprecated, message: "build several views with a ViewBuilder, or pass them one by one: init(_:_:…), TupleView(a, b)")
    public init(_ value: T) {
        self.value = value
        lister = ReflectedLister.self
    }
}

/// Lists the views of a tuple view's value.
private protocol TupleListing {
    @MainActor static func views(in value: Any) -> [any View]
}

/// The views of a tuple of views, each of the pack's types, in order.
private struct PackLister<each V: View>: TupleListing {
    static func views(in value: Any) -> [any View] {
        guard let views = value as? (repeat each V) else { return [] }
        var out: [any View] = []
        for view in repeat each views { out.append(view) }
        return out
    }
}

/// The elements of a tuple of unknown shape that are views, found by reflection.
private enum ReflectedLister: TupleListing {
    static func views(in value: Any) -> [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

extension TupleView: View, PrimitiveView {
    public typealias Body = Never

    func makeNodes(in context: ViewContext) -> [Node] {
        var nodes: [Node] = []
        // Views written one after another in a slot each take a slot of their own (each comes and goes by
        // its own transition).
        if let place = context.place.slotPlace, context.session.transitions != nil {
            place.choice.split = true
            for (index, view) in elements.enumerated() {
                nodes += context.slot(place.key + ".\(index)", of: place.container, order: place.order + [index]) { SheetshotUI.makeNodes(view, in: $0) }
            }
            return nodes
        }
        func add<V: View>(_ view: V) { nodes += SheetshotUI.makeNodes(view, in: context) }
        for view in elements { add(view) }
        return nodes
    }
}

extension TupleView: SlotTransparent {}

/// A tuple of views whose elements can be listed without knowing its type.
@MainActor protocol TupleViewElements {
    /// The views, in order.
    var elements: [any View] { get }
}

extension TupleView: TupleViewElements {
    // The tuple's elements, in order.
    var elements: [any View] { lister.views(in: value) }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a `ViewBuilder`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    init(_ storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View, PrimitiveView {
    public typealias Body = Never

    func makeNodes(in context: ViewContext) -> [Node] {
        guard context.isInSession else {
            switch storage {
            case .first(let v): return SheetshotUI.makeNodes(v, in: context)
            case .second(let v): return SheetshotUI.makeNodes(v, in: context)
            }
        }
        // In a session each branch is a place of its own (two branches of one type are two views) and a
        // slot: switching branches brings one view in and takes the other away.
        func branch<V: View>(_ view: V, _ name: String) -> [Node] {
            let key = context.place.identity + "/" + name
            return context.slot(key, of: context.place.identity, order: [0]) { SheetshotUI.makeNodes(view, in: $0.placed(at: key)) }
        }
        switch storage {
        case .first(let v): return context.withLeaving([([0], branch(v, "then"))])
        case .second(let v): return context.withLeaving([([0], branch(v, "else"))])
        }
    }
}

extension _ConditionalContent: SlotTransparent {}

extension ViewContext {
    /// The context at the place `identity`, with a fresh count for its children (a branch of an `if`).
    @inline(never) func placed(at identity: String) -> ViewContext {
        var inner = self
        inner.place.identity = identity
        inner.place.children = ChildCounter()
        return inner
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view has no body: it is its wrapped view, or nothing.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ViewContext) -> [Node] {
        // In a session the wrapped view fills the optional's slot: it comes in when it is set and leaves
        // when it is cleared.
        switch self {
        case .some(let v):
            return context.withLeaving([([0], context.slot(context.place.identity + "/some", of: context.place.identity, order: [0]) { SheetshotUI.makeNodes(v, in: $0) })])
        case .none:
            return context.withLeaving([])
        }
    }
}

extension Optional: SlotTransparent where Wrapped: View {}
