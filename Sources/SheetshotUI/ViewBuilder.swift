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
        func add<V: View>(_ view: V) { nodes += SheetshotUI.makeNodes(view, in: context) }
        for view in elements { add(view) }
        return nodes
    }
}

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
        switch storage {
        case .first(let v): return SheetshotUI.makeNodes(v, in: context)
        case .second(let v): return SheetshotUI.makeNodes(v, in: context)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view has no body: it is its wrapped view, or nothing.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ViewContext) -> [Node] {
        switch self {
        case .some(let v): return SheetshotUI.makeNodes(v, in: context)
        case .none: return []
        }
    }
}
