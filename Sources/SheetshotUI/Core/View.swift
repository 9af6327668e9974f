// SheetshotUI: SwiftUI's source surface on Linux, for the subset sheet code uses. A view's `body` is
// evaluated into a Widgets tree (`ViewRenderer`), which lays out and draws it; only what is SwiftUI's alone
// (lists, grids, a user's `Layout`) has nodes of its own here. Import it where SwiftUI is imported on iOS:
//
//     #if canImport(SwiftUI)
//     import SwiftUI
//     #else
//     import SheetshotUI
//     #endif
@_exported import Foundation
// What `import SwiftUI` brings on iOS besides SwiftUI: Observation (`@Observable`), and Foundation's
// networking (`URLSession`), which Linux keeps in a module of its own.
@_exported import Observation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
import Widgets

/// A piece of user interface: SwiftUI's `View`. Write `body` from other views and modifiers; the
/// primitive views (`Text`, stacks, shapes, `Color`…) have `Never` as their body and are turned into
/// Widgets nodes directly.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The view's content, evaluated when the view is rendered (values are read at that time).
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// Never called: primitive views are built directly.
    public var body: Never { fatalError("Never has no body") }
}

/// A view that is turned into Widgets nodes itself rather than through a body.
@MainActor
protocol PrimitiveView {
    /// The nodes this view stands for in `context` (a stack's children: several for a `ForEach`, none for
    /// an `EmptyView`).
    func makeNodes(in context: ViewContext) -> [Node]
}

extension View where Body == Never {
    /// Primitive views have no body: they are built directly.
    public var body: Never { fatalError("\(Self.self) is built directly, not through its body") }
}

/// The nodes `view` stands for in `context`: a primitive view's own, or those of its body evaluated with
/// `context` current (so that `@Environment` properties read it).
@MainActor
func makeNodes<V: View>(_ view: V, in context: ViewContext) -> [Node] {
    // Depth is bounded (a recursive view without an end fails naming it, never overflowing the stack).
    let diagnostics = context.diagnostics
    guard diagnostics.enterView(String(describing: V.self)) else { return [] }
    defer { diagnostics.leaveView() }
    var view = view
    var inner = context.entering(&view)
    if let primitive = view as? PrimitiveView {
        // A stack, list or other container keeps its children out of the slot it fills.
        if !(view is SlotTransparent) { inner.leaveSlot() }
        return primitive.makeNodes(in: inner)
    }
    // A view with no body that SheetshotUI does not build itself: a UIKit view or controller SwiftUI would
    // host, drawn as a labelled placeholder.
    if V.Body.self == Never.self {
        // A shape of the user's shown as a view: filled with the foreground style, as built-in shapes are.
        if let shape = view as? any Shape {
            func build<S: Shape>(_ shape: S) -> [Node] { shape.makeShapeNodes(in: inner) }
            return build(shape)
        }
        if view is any UIViewRepresentable { return RepresentablePlaceholder.nodes(for: V.self, kind: "UIViewRepresentable", in: inner) }
        if let representable = view as? any UIViewControllerRepresentable {
            // A controller that hosts SwiftUI (a hosting controller, a page view controller's page) is drawn
            // as what it hosts.
            if let hosted = HostedControllers.content(of: representable, in: inner) { return makeNodes(hosted, in: inner) }
            return RepresentablePlaceholder.nodes(for: V.self, kind: "UIViewControllerRepresentable", in: inner)
        }
    }
    if let missing = RequiredObjects.missing(in: view, environment: inner.environment) {
        inner.diagnostics.fail("No \(missing.modifier == "environmentObject(_:)" ? "ObservableObject" : "Observable object") of type \(missing.name) found: "
                               + "a View.\(missing.modifier) for \(missing.name) may be missing as an ancestor of \(V.self) "
                               + "(SwiftUI stops the app here; the rendering fails instead)")
        return []
    }
    return ViewContext.evaluating(inner) { makeNodes(inner.body(of: view), in: inner) }
}

// The steps of `makeNodes(_:in:)` that read the context's groups, each a function of its own (never
// inlined): the temporaries they make are gone before the build goes a level deeper, so a tree as deep as
// `ViewRenderer.maximumDepth` fits a thread's stack in a debug build.
extension ViewContext {
    /// The context `view` is built in, its dynamic properties installed and updated (state bound in a
    /// session, environment readers given theirs), as SwiftUI does before it evaluates a body. In a session
    /// the view takes its own identity and a fresh count for its children; a one-off picture needs no
    /// identities (state is kept only in a session).
    @inline(never) func entering<V: View>(_ view: inout V) -> ViewContext {
        var inner = self
        if isInSession {
            inner.place.identity = childIdentity(V.self)
            inner.place.children = ChildCounter()
        }
        DynamicProperties.install(in: &view, at: PropertySite(store: session.state, identity: inner.place.identity, environment: environment,
                                                              owner: V.self))
        return inner
    }

    /// Leaves the slot of a container the view fills: a stack, list or other container keeps its children
    /// out of it.
    @inline(never) mutating func leaveSlot() {
        if place.slotPlace != nil { place.slotPlace = nil }
    }

    /// `view`'s body: in a session, evaluated again only when its inputs changed (Runtime/BodyReuse.swift).
    @inline(never) func body<V: View>(of view: V) -> V.Body {
        guard let bodies = session.state?.bodies else { return view.body }
        return bodies.body(of: view, at: place.identity, in: environment) { view.body }
    }
}

/// One node for `view`: its nodes, stacked in a `ZStack` when there are several (as SwiftUI layers the
/// views of an `overlay` or `background` closure), an empty `ZStack` when there are none.
@MainActor
func makeNode<V: View>(_ view: V, in context: ViewContext) -> Node {
    let nodes = makeNodes(view, in: context)
    return nodes.count == 1 ? nodes[0] : Widgets.ZStack { nodes }
}

/// One node for `view` as a hosting controller shows it — a screen, a sheet's or cover's content, a
/// navigation stack's root: several views with no container of their own (a `body` listing a `Toggle` and
/// four `Button`s) are laid out one above another, centred, with the standard spacing, as the implicit
/// stack iOS puts them in; an empty `VStack` when there are none.
@MainActor
func makeHostedNode<V: View>(_ view: V, in context: ViewContext) -> Node {
    let nodes = makeNodes(view, in: context)
    guard nodes.count != 1 else { return nodes[0] }
    let column = Widgets.VStack(alignment: .center, spacing: defaultStackSpacing) { nodes }
    column.gaps = defaultGaps(nodes, along: .vertical, scale: Double(context.environment.displayScale))
    return column
}
