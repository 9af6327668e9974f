import Widgets

/// The spacing SwiftUI's stacks use between views when none is given.
let defaultStackSpacing = 8.0

/// Views in a column (SwiftUI's `VStack`).
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    /// A column of the views `content` builds, aligned across by `alignment`, `spacing` apart.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func makeNodes(in context: ViewContext) -> [Node] {
        let children = SheetshotUI.makeNodes(content, in: context)
        let stack = Widgets.VStack(alignment: alignment, spacing: spacing.map { context.length($0, "VStack(spacing:)") } ?? defaultStackSpacing) { children }
        if spacing == nil { stack.gaps = defaultGaps(children, along: .vertical, scale: Double(context.environment.displayScale)) }
        return [stack]
    }
}

/// Views in a row (SwiftUI's `HStack`).
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    /// A row of the views `content` builds, aligned across by `alignment`, `spacing` apart.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func makeNodes(in context: ViewContext) -> [Node] {
        let children = SheetshotUI.makeNodes(content, in: context)
        let stack = Widgets.HStack(alignment: alignment, spacing: spacing.map { context.length($0, "HStack(spacing:)") } ?? defaultStackSpacing) { children }
        if spacing == nil { stack.gaps = defaultGaps(children, along: .horizontal, scale: Double(context.environment.displayScale)) }
        return [stack]
    }
}

/// Views on top of each other, later ones in front (SwiftUI's `ZStack`).
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment, content: Content
    /// The views `content` builds, aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    func makeNodes(in context: ViewContext) -> [Node] {
        let children = SheetshotUI.makeNodes(content, in: context)
        return [Widgets.ZStack(alignment: alignment) { children }]
    }
}

/// Flexible space in a stack, at least `minLength` long (SwiftUI's `Spacer`).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    let minLength: CGFloat?
    /// Space of at least `minLength` points (nil: the system spacing, 8).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func makeNodes(in context: ViewContext) -> [Node] {
        var length = defaultStackSpacing
        if let minLength {
            if minLength.isFinite {
                length = max(0, context.length(minLength, "Spacer(minLength:)"))
            } else {
                context.diagnostics.warn("Spacer(minLength:): \(Node.describe(Double(minLength))) is not a finite length; the system spacing is used")
            }
        }
        return [Widgets.Spacer(minLength: length)]
    }
}

/// A hairline across the stack it is in (SwiftUI's `Divider`).
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    /// A separator line.
    public init() {}
    func makeNodes(in context: ViewContext) -> [Node] { [Widgets.Divider()] }
}
