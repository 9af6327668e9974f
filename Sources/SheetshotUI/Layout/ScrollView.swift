import Canvas
import Widgets

/// Content that scrolls along an axis (SwiftUI's `ScrollView`), shown at rest: scrolled to its start,
/// clipped to the scroll view, no indicators (iOS hides them at rest).
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Content scrolling along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        var inner = context
        inner.place.scrollAxes = axes.isEmpty ? .vertical : axes
        let nodes = SheetshotUI.makeNodes(content, in: inner)
        let stack: Node = axes.contains(.horizontal) && !axes.contains(.vertical)
            ? Widgets.HStack(spacing: defaultStackSpacing) { nodes } : Widgets.VStack(spacing: defaultStackSpacing) { nodes }
        let node = ScrollingNode(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical) || axes.isEmpty, stack)
        node.clips = !context.environment.isScrollClipDisabled
        return [node]
    }
}

extension View {
    /// Whether scroll views in this view let their content draw past their edges (iOS 17): a card's shadow
    /// or a row scaled up shows beyond the scroll view, as do the rows after the visible ones.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { environment(\.isScrollClipDisabled, disabled) }
}

extension EnvironmentValues {
    /// Whether scroll views draw their content past their edges (`scrollClipDisabled`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

private struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

/// An axis of a layout.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits.
        public let rawValue: Int8
        /// Axes from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Single axes.
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

/// A child offered unlimited length along the scrolling axes, placed at its start, clipped to the frame —
/// and, as iOS's scroll views run on under the home indicator and under a transparent bar, through the safe
/// area where the frame reaches its edge along a scrolling axis (the content is inset there: at rest it
/// starts where it did, and what follows shows down to the screen's edge).
final class ScrollingNode: Node {
    let horizontal: Bool, vertical: Bool
    /// Whether the content is clipped to the viewport (`scrollClipDisabled` turns it off).
    var clips = true
    /// What shows: the frame, extended to the screen's edges where it reaches the safe area's along a
    /// scrolling axis.
    private(set) var viewport = Rect(x: 0, y: 0, width: 0, height: 0)

    init(horizontal: Bool, vertical: Bool, _ child: Node) {
        self.horizontal = horizontal; self.vertical = vertical
        super.init(children: [child])
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        let content = children[0].sizeThatFits(inner(proposal), in: environment)
        // Along a scrolling axis the scroll view takes what it is offered; across, its content's size.
        return Size(horizontal ? (proposal.width ?? content.width) : content.width, vertical ? (proposal.height ?? content.height) : content.height)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        let p = inner(ProposedSize(bounds.size))
        let content = children[0].sizeThatFits(p, in: environment)
        // At rest a horizontal scroll view shows its leading end.
        let x = horizontal && environment.layoutDirection == .rightToLeft ? bounds.maxX - content.width : bounds.minX
        children[0].place(in: Rect(x: x, y: bounds.minY, width: content.width, height: content.height), proposal: p, environment: environment)
        viewport = environment.screen?.extending(bounds, top: vertical, bottom: vertical, left: horizontal, right: horizontal,
                                                 tolerance: 0.5 / environment.displayScale) ?? bounds
    }

    override func draw(on canvas: Canvas, environment: Widgets.Environment) {
        guard clips else { return children[0].draw(on: canvas, environment: environment) }
        canvas.withSavedState {
            canvas.clip(to: viewport)
            children[0].draw(on: canvas, environment: environment)
        }
    }

    override var clipsHitTesting: Bool { true }
    override var kind: String { "ScrollView" }
}

/// Scrolls the scroll views inside a `ScrollViewReader` to a view (SwiftUI's `ScrollViewProxy`). Scroll
/// views here are drawn at rest, scrolled to their start; a picture runs no action, so none scrolls. A
/// `scrollTo` run in a session (an `onAppear`, a button) is reported when the session next renders,
/// rather than drawing the view unscrolled as if it had worked.
public struct ScrollViewProxy {
    let diagnostics: ViewDiagnostics
    /// Scrolls to the view with `id` (reported in a session: not applied yet).
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        diagnostics.report("ScrollViewProxy.scrollTo(\(id)) is not applied yet: scroll views are drawn scrolled to their start")
    }
}

/// A view whose content can scroll the scroll views inside it (SwiftUI's `ScrollViewReader`).
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content
    /// A reader building `content` with a proxy to scroll with.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    func makeNodes(in context: ViewContext) -> [Node] {
        SheetshotUI.makeNodes(content(ScrollViewProxy(diagnostics: context.diagnostics)), in: context)
    }
}

extension View {
    /// Whether scrolling is turned off in the scroll views here (a picture shows them at rest either way).
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// Whether scroll views here show their indicators (they are hidden at rest, as on iOS).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    /// How scroll views here settle after a swipe (at rest: no effect).
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
    /// Marks this stack's views as the targets scroll views settle on (at rest: no effect).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// Whether scroll views here bounce when their content fits (at rest: no effect).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}

/// Whether scroll indicators show (SwiftUI's `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The system's choice, shown, hidden, never.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic"), visible = ScrollIndicatorVisibility(name: "visible"),
                      hidden = ScrollIndicatorVisibility(name: "hidden"), never = ScrollIndicatorVisibility(name: "never")
}

/// How a scroll view settles after a swipe (SwiftUI's `ScrollTargetBehavior`).
public protocol ScrollTargetBehavior: Sendable {}
/// Settling on pages (SwiftUI's `PagingScrollTargetBehavior`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
/// Settling on the views of a `scrollTargetLayout` (SwiftUI's `ViewAlignedScrollTargetBehavior`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one swipe may scroll (SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`).
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// The system's choice; one view a swipe; no limit; one view a swipe when compact.
        public static let automatic = LimitBehavior(name: "automatic"), always = LimitBehavior(name: "always"),
                          never = LimitBehavior(name: "never"), alwaysByFew = LimitBehavior(name: "alwaysByFew"),
                          alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }
    /// The behaviour.
    public init() {}
    /// The behaviour with `limitBehavior` (at rest, the same).
    public init(limitBehavior: LimitBehavior) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settling on pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settling on views.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Settling on views, with a limit to how far one swipe scrolls.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// When scroll views bounce (SwiftUI's `ScrollBounceBehavior`).
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice, always, only when the content is larger.
    public static let automatic = ScrollBounceBehavior(name: "automatic"), always = ScrollBounceBehavior(name: "always"),
                      basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// What a scroll view is doing (SwiftUI's `ScrollPhase`, iOS 18): at rest, `.idle`.
public enum ScrollPhase: Hashable, Sendable {
    /// At rest; a finger down that may start a scroll; scrolling under a finger; decelerating after one;
    /// scrolling by itself (`scrollTo`).
    case idle, tracking, interacting, decelerating, animating
    /// Whether the scroll view is moving.
    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` is told besides the phases (SwiftUI's `ScrollPhaseChangeContext`).
public struct ScrollPhaseChangeContext {
    /// The scroll view's velocity when the phase changed (none at rest).
    public var velocity: CGVector? { nil }
}

extension View {
    /// Runs `action` when the scroll views here change phase (iOS 18): drawn at rest, they never do.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { self }
    /// Runs `action` with the context when the scroll views here change phase (never, at rest).
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                                                         _ context: ScrollPhaseChangeContext) -> Void) -> some View { self }
}
