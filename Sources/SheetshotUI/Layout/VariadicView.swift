import Widgets

// SwiftUI's underscored `_VariadicView`, which layout libraries written before iOS 18 use to reach a view's
// subviews (FrameUp's flow layouts among them): a root given the content's children as a collection. Here the
// children are the same subviews `Group(subviews:transform:)` gives (see Subviews.swift).

/// The namespace of SwiftUI's variadic views.
public enum _VariadicView {
    /// A content's children, one by one (SwiftUI's `_VariadicView_Children`).
    public typealias Children = SubviewsCollection

    /// A view made by `root` from the children of `content`.
    public struct Tree<Root: _VariadicView_ViewRoot, Content: View>: View, PrimitiveView {
        public typealias Body = Never
        /// What makes the view from the children.
        public let root: Root
        /// The view whose children are given.
        public let content: Content
        /// A view made by `root` from the children of `content`.
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }
        /// A view made by `root` from the children of `content`.
        public init(root: Root, content: Content) {
            self.root = root
            self.content = content
        }

        func makeNodes(in context: ViewContext) -> [Node] {
            SheetshotUI.makeNodes(root.body(children: SubviewsCollection(of: content, in: context)), in: context)
        }
    }
}

/// What makes a view from a content's children (SwiftUI's `_VariadicView_ViewRoot`).
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot {
    /// The view made.
    associatedtype Body: View
    /// The view made from `children`.
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose view is several views (SwiftUI's `_VariadicView_MultiViewRoot`).
@MainActor @preconcurrency
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

/// A root whose view is one view (SwiftUI's `_VariadicView_UnaryViewRoot`).
@MainActor @preconcurrency
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}
