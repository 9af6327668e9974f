import Canvas
import Widgets

/// The size, place and safe area a `GeometryReader` was given.
public struct GeometryProxy {
    /// The size the reader was given, in points.
    public let size: CGSize
    /// The safe area's insets at the reader's edges.
    public let safeAreaInsets: EdgeInsets
    /// The reader's top-leading corner on the screen, in points.
    let origin: CGPoint
    /// The size of the screen the reader is on, in points.
    var screen: CGSize = .zero

    /// The reader's frame in `coordinateSpace`: at the origin for `.local`, where it is on the screen for
    /// `.global` and — this version keeps no named spaces' origins — for a named space too (right when the
    /// named space starts at the screen's corner, as a full-screen container's does).
    /// The bounds of the container `coordinateSpace` names (iOS 17's `bounds(of:)`, as `.scrollView`) in
    /// the reader's own space: the screen here — scroll views are drawn at rest, filling it from its top —
    /// so the value is where the screen is from the reader; nil for a named space of the user's.
    public func bounds(of coordinateSpace: CoordinateSpace) -> CGRect? {
        switch coordinateSpace {
        case .named(let name) where name != "scrollView": return nil
        default:
            return CGRect(x: -origin.x, y: -origin.y, width: screen.width, height: screen.height)
        }
    }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global, .named: return CGRect(origin: origin, size: size)
        }
    }
}

/// A view whose content is built from the size it is given (SwiftUI's `GeometryReader`): it takes all the
/// space offered and places its content at its top-leading corner. The content is built when the reader
/// is laid out, so it sees the size the layout gives.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// A reader building `content` from its proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(in context: ViewContext) -> [Node] {
        let content = self.content
        let screen = context.environment.renderingDevice.size
        return [GeometryReaderNode { size, safe, origin in
            // Each build numbers its children afresh, so a view keeps its identity (and its state, in a
            // session) however many sizes the reader is laid out at.
            var inner = context
            inner.place.children = ChildCounter()
            return SheetshotUI.makeNodes(content(GeometryProxy(size: CGSize(width: size.width, height: size.height), safeAreaInsets: safe,
                                                               origin: CGPoint(x: origin.x, y: origin.y),
                                                               screen: CGSize(width: screen.width, height: screen.height))), in: inner)
        }]
    }
}

/// Builds its children from the size it is placed at (once per size), then lays them out from its
/// top-leading corner.
final class GeometryReaderNode: Node {
    private let build: @MainActor (Size, EdgeInsets, Point) -> [Node]
    private var builtFor: Rect?

    init(_ build: @escaping @MainActor (Size, EdgeInsets, Point) -> [Node]) {
        self.build = build
        super.init()
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        Size(proposal.width.map { $0.isFinite ? $0 : 10 } ?? 10, proposal.height.map { $0.isFinite ? $0 : 10 } ?? 10)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        if builtFor != bounds {
            builtFor = bounds
            let safe = safeAreaInsets(of: bounds, in: environment)
            // Layout runs inside ViewRenderer's main-actor calls, where the views' bodies may be evaluated;
            // the nodes built stay on this thread.
            nonisolated(unsafe) var nodes: [Node] = []
            let build = self.build, size = bounds.size, origin = bounds.origin
            MainActor.assumeIsolated { nodes = build(size, safe, origin) }
            setChildren(nodes)
            for child in children { try? child.prepare(environment) }
        }
        for child in children {
            let size = child.sizeThatFits(ProposedSize(bounds.size), in: environment)
            child.place(in: Rect(origin: bounds.origin, size: size), proposal: ProposedSize(bounds.size), environment: environment)
        }
    }

    override func draw(on canvas: Canvas, environment: Widgets.Environment) {
        for child in children { child.draw(on: canvas, environment: environment) }
    }

    /// How far the screen's safe area reaches into `bounds` on each side.
    private func safeAreaInsets(of bounds: Rect, in environment: Widgets.Environment) -> EdgeInsets {
        guard let screen = environment.screen else { return EdgeInsets() }
        let safe = screen.safeBounds
        let top = max(0, safe.minY - bounds.minY), bottom = max(0, bounds.maxY - safe.maxY)
        let left = max(0, safe.minX - bounds.minX), right = max(0, bounds.maxX - safe.maxX)
        let rtl = environment.layoutDirection == .rightToLeft
        return EdgeInsets(top: top, leading: rtl ? right : left, bottom: bottom, trailing: rtl ? left : right)
    }

    override var kind: String { "GeometryReader" }
}
