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
        TupleView((repeat each content))
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
    /// The views `value` holds.
    public init(_ value: T) { self.value = value }
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
    // The tuple's elements, in order (a value pack cannot be iterated from a plain generic T).
    var elements: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
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
