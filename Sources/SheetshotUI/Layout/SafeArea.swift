import Canvas
import Widgets

/// The screen a view tree is rendered on: its size and safe area, in points — what `ignoresSafeArea`
/// extends views toward. Set at the root by `ViewRenderer`; a presented sheet's content has its own, the
/// sheet's frame (`origin` where the sheet's top-left corner is), with the home indicator's safe area.
struct Screen: Hashable, Sendable {
    var size: Size
    var safeArea: CanvasEdgeInsets
    /// Where the screen's top-left corner is in the coordinates its views are laid out in.
    var origin = Point(0, 0)

    /// The screen's edges, in the coordinates its views are laid out in.
    var bounds: Rect { Rect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
    /// The safe area's edges, in the same coordinates.
    var safeBounds: Rect {
        Rect(x: origin.x + safeArea.left, y: origin.y + safeArea.top, width: max(0, size.width - safeArea.left - safeArea.right),
             height: max(0, size.height - safeArea.top - safeArea.bottom))
    }

    /// `rect` extended on `edges` (physical: top, bottom, left, right) to the screen's edges where it reaches
    /// the safe area's edge there (within `tolerance`).
    func extending(_ rect: Rect, top: Bool, bottom: Bool, left: Bool, right: Bool, tolerance: Double) -> Rect {
        let safe = safeBounds, edge = bounds
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if top, minY <= safe.minY + tolerance { minY = min(minY, edge.minY) }
        if bottom, maxY >= safe.maxY - tolerance { maxY = max(maxY, edge.maxY) }
        if left, minX <= safe.minX + tolerance { minX = min(minX, edge.minX) }
        if right, maxX >= safe.maxX - tolerance { maxX = max(maxX, edge.maxX) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Where the tree's screen is (nil: not rendered as a screen, so nothing is extended).
enum ScreenKey: LayoutEnvironmentKey {
    static let defaultValue: Screen? = nil
}

extension Widgets.Environment {
    var screen: Screen? {
        get { self[ScreenKey.self] }
        set { self[ScreenKey.self] = newValue }
    }
}

/// A child laid out as SwiftUI lays out a view that ignores the safe area: where the place it is given
/// reaches the safe area's edge on one of `edges`, that side is extended to the screen's edge.
final class IgnoringSafeArea: SingleChildModifier {
    let edges: Edge.Set

    init(_ edges: Edge.Set, _ child: Node) {
        self.edges = edges
        super.init(child: child)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        guard let screen = environment.screen else {
            children[0].place(in: bounds, proposal: proposal, environment: environment)
            return
        }
        let tolerance = 0.5 / environment.displayScale
        let rtl = environment.layoutDirection == .rightToLeft
        let leftEdge: Edge = rtl ? .trailing : .leading, rightEdge: Edge = rtl ? .leading : .trailing
        let expanded = screen.extending(bounds, top: edges.contains(.top), bottom: edges.contains(.bottom),
                                        left: edges.contains(Edge.Set(leftEdge)), right: edges.contains(Edge.Set(rightEdge)), tolerance: tolerance)
        children[0].place(in: expanded, proposal: ProposedSize(expanded.size), environment: environment)
    }

    override var kind: String { "IgnoresSafeArea" }
}

/// Which safe areas a view may extend into (SwiftUI's `SafeAreaRegions`): all of them here.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions as bits.
    public let rawValue: Int
    /// Regions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The container's safe area (status bar, home indicator); the keyboard's.
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// The view extended into the safe area on `edges` where it reaches it (behind the status bar and the
    /// home indicator), as a full-screen background is.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapped { node, _ in IgnoringSafeArea(edges, node) }
    }
    /// The view extended into the safe area on `edges` (iOS 13's name for `ignoresSafeArea(edges:)`).
    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}
