import Canvas
import Widgets

/// What a transition does to its view at one moment: drawn at `opacity`, moved by `points` and by
/// `sizes` of its own size, scaled by `scale` about `anchor` (unit coordinates of its frame).
struct TransitionEffect {
    var opacity = 1.0
    var points = (x: 0.0, y: 0.0)
    var sizes = (x: 0.0, y: 0.0)
    var scale = (x: 1.0, y: 1.0)
    var anchor = (x: 0.5, y: 0.5)
    /// What is drawn otherwise than iOS draws it, if anything (a warning).
    var approximation: String?

    /// `node` drawn with the effect, its layout unchanged, by the nodes any modifier uses (a move, a scale,
    /// an opacity); a `leaving` view is also kept from taps, as SwiftUI's removed views are.
    func applied(to node: Node, leaving: Bool) -> Node {
        var node = node
        if points != (0, 0) || sizes != (0, 0) { node = Offset(dx: points.x, dy: points.y, sizeFractions: sizes, node) }
        if scale != (1, 1) { node = TransformEffect(scale: scale, anchor: anchor, node) }
        if opacity < 1 { node = Opacity(max(0, opacity), node) }
        return leaving ? LeavingView(node) : node
    }
}

/// A removed view drawn while it leaves: not hit by taps (nor found by VoiceOver).
final class LeavingView: SingleChildModifier {
    init(_ child: Node) { super.init(child: child) }
    override var isHiddenFromHitTesting: Bool { true }
    override var dumpDetails: String { "leaving" }
}
