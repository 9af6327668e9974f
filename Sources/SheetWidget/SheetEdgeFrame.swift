import Canvas
import Widgets

/// A sheet's own frame of reference, and the one transform that puts it on the screen edge it comes from.
///
/// Every sheet is described in the same terms, whatever its edge: *across* the edge (`start`, `width`,
/// along the screen edge the sheet is attached to) and *away* from it (`inner`: how far the rectangle's
/// side farthest from the edge is from that edge; `depth`: how far the rectangle reaches back toward the
/// edge). A panel showing `e` points of a sheet `size` deep is `inner: e, depth: size`; its handle strip is
/// `inner: e, depth: strip`. `place(_:)` turns such a rectangle into screen coordinates for a bottom, top,
/// left or right sheet (leading and trailing already resolved by the layout direction), and
/// `radii(inner:outer:)` does the same for corner radii — so panel, handle strip, handle and outline are
/// each described once and placed on any edge.
struct SheetEdgeFrame: Sendable, Equatable {
    /// The physical edge after the layout direction.
    enum Edge: Sendable { case bottom, top, left, right }

    /// A rectangle in the sheet's own terms (see `SheetEdgeFrame`).
    struct Extent: Sendable, Equatable {
        /// Where it starts across the edge (from the screen's left for bottom and top sheets, from its
        /// top for side sheets) and how wide it is.
        var start: Double, width: Double
        /// How far its inner side is from the edge, and how far it reaches back toward the edge.
        var inner: Double, depth: Double
    }

    let edge: Edge
    /// The screen's size in points.
    let container: Size

    /// Whether the sheet moves vertically (a bottom or top sheet).
    var isVertical: Bool { edge == .bottom || edge == .top }
    /// The screen's length along the axis the sheet moves on.
    var length: Double { isVertical ? container.height : container.width }
    /// The screen's length across it.
    var across: Double { isVertical ? container.width : container.height }
    /// How a finger's translation along the axis (down or right positive) changes the sheet's extent:
    /// −1 for bottom and right sheets (dragging toward the edge shrinks them), +1 for top and left.
    var translationSign: Double { edge == .bottom || edge == .right ? -1 : 1 }

    /// `r` in screen coordinates.
    func place(_ r: Extent) -> Rect {
        switch edge {
        case .bottom: return Rect(x: r.start, y: container.height - r.inner, width: r.width, height: r.depth)
        case .top: return Rect(x: r.start, y: r.inner - r.depth, width: r.width, height: r.depth)
        case .left: return Rect(x: r.inner - r.depth, y: r.start, width: r.depth, height: r.width)
        case .right: return Rect(x: container.width - r.inner, y: r.start, width: r.depth, height: r.width)
        }
    }

    /// The screen rectangle `r` in the sheet's own terms (the inverse of `place(_:)`).
    func extent(of r: Rect) -> Extent {
        switch edge {
        case .bottom: return Extent(start: r.minX, width: r.width, inner: container.height - r.minY, depth: r.height)
        case .top: return Extent(start: r.minX, width: r.width, inner: r.maxY, depth: r.height)
        case .left: return Extent(start: r.minY, width: r.height, inner: r.maxX, depth: r.width)
        case .right: return Extent(start: r.minY, width: r.height, inner: container.width - r.minX, depth: r.width)
        }
    }

    /// Corner radii for a rectangle with `inner` on the two corners away from the edge and `outer` on the
    /// two at the edge.
    func radii(inner: Double, outer: Double) -> CornerRadii {
        switch edge {
        case .bottom: return CornerRadii(topLeft: inner, topRight: inner, bottomRight: outer, bottomLeft: outer)
        case .top: return CornerRadii(topLeft: outer, topRight: outer, bottomRight: inner, bottomLeft: inner)
        case .left: return CornerRadii(topLeft: outer, topRight: inner, bottomRight: inner, bottomLeft: outer)
        case .right: return CornerRadii(topLeft: inner, topRight: outer, bottomRight: outer, bottomLeft: inner)
        }
    }

    /// Where the header and content go in `body` (the panel without its handle strip), in screen terms:
    /// below the status bar and above the home indicator, except on the sheet's inner side, where only a
    /// full-screen bottom sheet keeps below the status bar (a top sheet's content runs to its inner side);
    /// and clear of a side sheet's own screen edge (landscape's sensor housing). The bottom limit is taken
    /// from the body's end, so content moves with a sheet that reaches past the screen; with
    /// `reachingOuterEdge` a bottom sheet's content runs on through the home indicator's safe area.
    func contentLimits(body: Rect, safeArea safe: EdgeInsets, fullScreen: Bool,
                       reachingOuterEdge: Bool = false) -> (top: Double, bottom: Double, left: Double, right: Double) {
        (top: max(body.minY, edge != .bottom || fullScreen ? safe.top : -.infinity),
         bottom: body.maxY - (edge == .top || (reachingOuterEdge && edge == .bottom) ? 0 : safe.bottom),
         left: max(body.minX, edge == .left ? safe.left : 0),
         right: min(body.maxX, container.width - (edge == .right ? safe.right : 0)))
    }
}
