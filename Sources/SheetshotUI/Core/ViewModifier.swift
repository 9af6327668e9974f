import Widgets

/// A reusable change to a view (SwiftUI's `ViewModifier`): `body(content:)` returns the view made from
/// `content`; apply it with `.modifier(_:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as the modifier's body sees it.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier` is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let make: @MainActor (ViewContext) -> [Node]
    func makeNodes(in context: ViewContext) -> [Node] { make(context) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: SlotTransparent {}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    func makeNodes(in context: ViewContext) -> [Node] {
        let content = self.content
        if let effect = modifier as? any GeometryEffect {
            // A geometry effect moves what is drawn by the transform it gives for the view's size.
            return SheetshotUI.makeNodes(content, in: context).map { GeometryEffectNode(effect: effect, $0) }
        }
        let inner = _ViewModifier_Content<Modifier>(make: { SheetshotUI.makeNodes(content, in: $0) })
        return ViewContext.evaluating(context) { SheetshotUI.makeNodes(modifier.body(content: inner), in: context) }
    }
}

extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A view whose nodes are each wrapped (a padding, a frame, a background…) and whose content may see a
/// changed environment — the form every built-in modifier takes.
public struct _NodeModifier<Content: View>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let content: Content
    let environment: ((inout EnvironmentValues) -> Void)?
    let wrap: (@MainActor (Node, ViewContext) -> Node)?

    func makeNodes(in context: ViewContext) -> [Node] {
        let nodes = SheetshotUI.makeNodes(content, in: environment.map { context.with($0) } ?? context)
        guard let wrap else { return nodes }
        // (What the wrap builds — a background, an overlay — is not in the content's slot.)
        var outside = context
        outside.place.slotPlace = nil
        // A view's layout priority and z-index are traits: they stay with it through the modifiers around it.
        return nodes.map { node in
            let wrapper = wrap(node, outside)
            if wrapper !== node {
                if wrapper.layoutPriority == 0 { wrapper.layoutPriority = node.layoutPriority }
                if wrapper.zIndex == 0 { wrapper.zIndex = node.zIndex }
            }
            return wrapper
        }
    }
}

extension View {
    /// This view with each of its nodes wrapped by `wrap`.
    func wrapped(_ wrap: @escaping @MainActor (Node, ViewContext) -> Node) -> _NodeModifier<Self> {
        _NodeModifier(content: self, environment: nil, wrap: wrap)
    }
    /// This view with its content built in an environment changed by `change`.
    func environmentChanged(_ change: @escaping (inout EnvironmentValues) -> Void) -> _NodeModifier<Self> {
        _NodeModifier(content: self, environment: change, wrap: nil)
    }
}
