import Canvas
import Widgets

/// The screen a view tree is rendered on: its size and safe area, in points — what `ignoresSafeArea`
/// extends views toward. Set at the root by `ViewRenderer`.
struct Screen: Hashable, Sendable {
    var size: Size
    var safeArea: CanvasEdgeInsets
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
        let s = screen.safeArea, tolerance = 0.5 / environment.displayScale
        let rtl = environment.layoutDirection == .rightToLeft
        let leftEdge: Edge = rtl ? .trailing : .leading, rightEdge: Edge = rtl ? .leading : .trailing
        var minX = bounds.minX, minY = bounds.minY, maxX = bounds.maxX, maxY = bounds.maxY
        if edges.contains(.top), minY <= s.top + tolerance { minY = min(minY, 0) }
        if edges.contains(.bottom), maxY >= screen.size.height - s.bottom - tolerance { maxY = max(maxY, screen.size.height) }
        if edges.contains(Edge.Set(leftEdge)), minX <= s.left + tolerance { minX = min(minX, 0) }
        if edges.contains(Edge.Set(rightEdge)), maxX >= screen.size.width - s.right - tolerance { maxX = max(maxX, screen.size.width) }
        let expanded = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
